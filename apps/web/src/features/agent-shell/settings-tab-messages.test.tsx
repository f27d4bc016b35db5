import { newAgent } from '@agent-platform/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../test/render';
import { AgentShellProvider } from './agent-shell-context';
import { WORKSPACE_USER } from './agent-shell-viewer';
import { SettingsTab } from './settings-tab';

// Zod's developer wording, which must never reach a person.
const ZOD_WORDING = /Too small|Too big|Invalid (input|option)|expected|received/;

function renderSettings(section: string) {
  const agent = newAgent({
    id: 'A1b2C3d4E5f6G7h8',
    secretKey: 'vg_abcdefghijABCDEFGHIJ',
    title: 'Support',
    ownerID: 'workspace123456',
    agentPlatform: 'vg',
    colorScheme: 'light',
    now: 1_790_000_000,
  });
  return renderDashboard(
    <AgentShellProvider
      response={{ agent, region: 'na', workspaceUid: 'workspace123456', widgetScriptUrl: 'http://localhost/w.js' }}
      tab="settings"
    >
      <SettingsTab viewer={WORKSPACE_USER} />
    </AgentShellProvider>,
    { path: `/settings?tab=${section}` },
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('the Settings tab speaks the product’s words', () => {
  it("shows the spec's message for a max chunk size under 1000, and a plain one for a negative delay", async () => {
    const { user } = renderSettings('technical');

    await user.clear(input('technical.maxChunkSize'));
    await user.type(input('technical.maxChunkSize'), '999');
    expect(await screen.findByText('Max chunk size must be greater than 1000')).toBeTruthy();

    await user.clear(input('technical.messageDelayMS'));
    await user.type(input('technical.messageDelayMS'), '-5');
    expect(await screen.findByText('Enter a number of at least 0.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(ZOD_WORDING);
  });

  it('shows the vector database in use, by name, when the agent has not chosen one', async () => {
    const { user } = renderSettings('technical');
    expect(input('technical.vectorDb').value).toBe('Built-in (PostgreSQL)');

    await user.click(input('technical.vectorDb'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Built-in (PostgreSQL)',
      'Firebase (kept in the built-in database)',
    ]);
  });

  it('names the handoff button types, and shows Default when none was chosen', async () => {
    const { user } = renderSettings('handoff');
    expect(input('handoff.handoffButtonType').value).toBe('Default');

    await user.click(input('handoff.handoffButtonType'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Default', 'When the visitor asks', 'Link', 'Hidden']);
  });

  it('says what starting the chat in the background does', () => {
    renderSettings('technical');
    expect(screen.getByText('Start the chat in the background')).toBeTruthy();
    expect(screen.getByText(/the conversation begins behind the closed launcher/)).toBeTruthy();
    expect(screen.queryByText('Open the widget on load')).toBeNull();
  });
});
