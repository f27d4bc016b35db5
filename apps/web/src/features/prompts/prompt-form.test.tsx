import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { PromptForm } from './prompt-form';

const owned = workspace('ws_1', 'na');
const me = { account, workspaces: [owned] };

describe('Prompt form', () => {
  it('needs a name and a text that is not only spaces', async () => {
    const { user } = renderDashboard(<PromptForm onSaved={() => {}} onCancel={() => {}} />, { me, inWorkspace: owned });
    await fill(user, screen.getByRole('textbox', { name: /^Prompt/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save prompt' }));

    expect(screen.getByText('Please enter a name.')).toBeTruthy();
    expect(screen.getByText('Please enter the prompt.')).toBeTruthy();
  });

  it('edits a saved prompt with its name and text filled in, counting the characters', async () => {
    const prompt = {
      id: 'pr_1',
      name: 'Support tone',
      content: 'Answer kindly.',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const { user } = renderDashboard(<PromptForm prompt={prompt} onSaved={() => {}} onCancel={() => {}} />, {
      me,
      inWorkspace: owned,
    });

    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Support tone');
    expect(screen.getByText('14 / 100,000')).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: /^Prompt/ }), ' Never promise refunds.');
    expect(screen.getByText('37 / 100,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
