import { newAgent } from '@agent-platform/core';
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderDashboard } from '../../../test/render';
import { AgentShellProvider } from '../agent-shell/agent-shell-context';
import { GoogleBusinessModal } from './google-business-modal';

describe('the Google Business modal', () => {
  it("on a failed save, gives the spec's notice and a plain reason, never the browser's own text", async () => {
    const agent = newAgent({
      id: 'A1b2C3d4E5f6G7h8',
      secretKey: 'vg_abcdefghijABCDEFGHIJ',
      title: 'Support',
      ownerID: 'workspace123456',
      agentPlatform: 'vg',
      colorScheme: 'light',
      now: 1_790_000_000,
    });
    // The test has no server: the save fails as it does when the server cannot be reached.
    const { user } = renderDashboard(
      <AgentShellProvider
        response={{ agent, region: 'na', workspaceUid: 'workspace123456', widgetScriptUrl: 'http://localhost/w.js' }}
        tab="channels"
      >
        <Notifications />
        <GoogleBusinessModal opened onClose={() => undefined} />
      </AgentShellProvider>,
    );

    const modal = await screen.findByRole('dialog');
    await fill(user, within(modal).getByLabelText(/Client email/), 'bot@project.iam.gserviceaccount.com');
    await fill(user, within(modal).getByLabelText(/Private key/), '-----BEGIN\nABC\n-----END');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to save the data.')).toBeTruthy();
    expect(within(modal).getByText('Could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Failed to fetch|fetch failed|TypeError/);
  });
});
