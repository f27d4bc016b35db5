import { type Agent, newAgent } from '@agent-platform/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientSession } from '../../../test/client-session';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { AgentShellProvider } from './agent-shell-context';
import { type AgentShellViewer, clientViewer, WORKSPACE_USER } from './agent-shell-viewer';
import { AgentTopBar } from './agent-top-bar';
import { SettingsTab } from './settings-tab';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());
afterEach(resetFakeApi);

const AGENT_ID = 'A1b2C3d4E5f6G7h8';

/** The agent as a client reads it: no key, no credentials. */
function clientsAgent(): Agent {
  const agent = newAgent({
    id: AGENT_ID,
    secretKey: 'vg_abcdefghijABCDEFGHIJ',
    title: 'Support',
    ownerID: 'ws_agency',
    agentPlatform: 'vg',
    colorScheme: 'light',
    now: 1_790_000_000,
  });
  return { ...agent, SECRET_API_KEY: '' };
}

function renderSettings(viewer: AgentShellViewer, section = '', withTopBar = false) {
  return renderDashboard(
    <AgentShellProvider
      response={{ agent: clientsAgent(), region: 'na', workspaceUid: 'ws_agency', widgetScriptUrl: 'http://a/w.js' }}
      tab="settings"
    >
      {withTopBar && <AgentTopBar compact={false} test={null} />}
      <SettingsTab viewer={viewer} />
    </AgentShellProvider>,
    { path: `/settings${section ? `?tab=${section}` : ''}` },
  );
}

const client = (settings: { allowedSettings?: string[]; hideAdvancedSettings?: boolean }) =>
  clientViewer(
    clientSession({
      client: { canAccess: ['/settings'], hideAdvancedSettings: settings.hideAdvancedSettings ?? false },
      org: {
        settings: {
          smartHandoff: false,
          disableHandoffMessages: false,
          enableCannedResponses: false,
          disableClientAccess: false,
          disableClientAccessMessage: '',
          allowedSettings: settings.allowedSettings ?? [],
        },
      },
    }),
  );

const sectionNames = () =>
  within(screen.getByRole('tablist', { name: 'Settings sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe("a client's Settings tab", () => {
  it('shows only the settings its organisation allows, in their sections', () => {
    renderSettings(client({ allowedSettings: ['core.title', 'handoff.handoffTitle'] }), 'advanced');
    expect(sectionNames()).toEqual(['Core', 'Handoff']);
    // A section it may not see opens the first one it may.
    expect(screen.getByLabelText('Agent name')).toBeTruthy();
    expect(screen.queryByLabelText('Description')).toBeNull();
    expect(screen.queryByLabelText('Custom CSS')).toBeNull();
  });

  it('shows every section when none are chosen, without Advanced when the client hides it and without credentials', () => {
    renderSettings(client({ hideAdvancedSettings: true }), 'integrations');
    expect(sectionNames()).toEqual([
      'Core',
      'UI',
      'Language',
      'Security',
      'Notifications',
      'Handoff',
      'Technical',
      'Analytics',
      'Integrations',
    ]);
    expect(screen.getByText('Flowise webhook URL')).toBeTruthy();
    expect(screen.queryByText('Flowise webhook secret')).toBeNull();
  });

  it('keeps all ten sections for a workspace user', () => {
    renderSettings(WORKSPACE_USER, 'advanced');
    expect(sectionNames()).toHaveLength(10);
    expect(sectionNames()).toContain('Advanced');
    expect(screen.getByLabelText('Model')).toBeTruthy();
  });

  it('publishes the agent the client edited, as it read it', async () => {
    let sent: Agent | undefined;
    answerWith(`POST /api/na/v2/agents/${AGENT_ID}`, (request) => {
      sent = request.body as Agent;
      return {
        status: 200,
        body: { agent: sent, region: 'na', workspaceUid: 'ws_agency', widgetScriptUrl: 'http://a/w.js' },
      };
    });
    const { user } = renderSettings(client({ allowedSettings: ['core.title'] }), '', true);
    const name = screen.getByLabelText('Agent name');
    await user.clear(name);
    await fill(user, name, 'Bakery Bot');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(requestsTo(`POST /api/na/v2/agents/${AGENT_ID}`)).toHaveLength(1));
    expect(sent).toMatchObject({ title: 'Bakery Bot', SECRET_API_KEY: '' });
    expect(await screen.findByRole('button', { name: 'Published' })).toBeTruthy();
  });
});
