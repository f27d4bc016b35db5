import type { Credential } from '@agent-platform/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { CredentialForm } from './credential-form';

const owned = workspace('ws_1', 'na');
const me = { account, workspaces: [owned] };
const renderForm = (credential?: Credential) =>
  renderDashboard(<CredentialForm credential={credential} onSaved={() => {}} onCancel={() => {}} />, {
    me,
    inWorkspace: owned,
  });

describe('Credential form', () => {
  it('asks a compatible server for its label and base URL, but not for a key', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add provider' }));

    expect(screen.getByText('Please enter a label.')).toBeTruthy();
    expect(screen.getByText("Please enter the server's base URL.")).toBeTruthy();
    expect(screen.queryByText('Please enter your OpenAI API key.')).toBeNull();
  });

  it('asks OpenAI for its key instead of a base URL, as soon as the provider changes after a try', async () => {
    const { user } = renderForm();
    await fill(user, screen.getByRole('textbox', { name: /^Label/ }), 'Team key');
    await user.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(screen.getByText("Please enter the server's base URL.")).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: /^Provider/ }));
    await user.click(screen.getByRole('option', { name: 'OpenAI' }));

    expect(screen.getByText('Please enter your OpenAI API key.')).toBeTruthy();
    expect(screen.queryByText("Please enter the server's base URL.")).toBeNull();
  });

  it('keeps a saved OpenAI key when its field is left empty', async () => {
    const saved: Credential = {
      id: 'cred_1',
      provider: 'openai',
      label: 'Team key',
      baseURL: null,
      apiKeyHint: 'abcd',
      hasApiKey: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const { user } = renderForm(saved);
    await fill(user, screen.getByRole('textbox', { name: /^Label/ }), ' renamed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.queryByText('Please enter your OpenAI API key.')).toBeNull();
    expect(screen.queryByText('Please enter a label.')).toBeNull();
  });
});
