import type { AgentSummary, Me, Workspace } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { agentsQueryKey, useAgents } from '../agents/use-agents';
import { useCurrentWorkspace } from './current-workspace';
import { WORKSPACE_NAME_MAX_CHARS, WorkspaceSwitcher } from './workspace-switcher';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const personal: Workspace = {
  ...workspace('ws_personal', 'na'),
  workspaceName: 'Personal Workspace',
  isPersonal: true,
};
const longName: Workspace = {
  ...workspace('ws_long', 'na', 'member'),
  workspaceName: 'The Northern Lights Customer Care Team',
};
const european: Workspace = { ...workspace('ws_eu', 'eu', 'admin'), workspaceName: 'Berlin Office' };
const agent: AgentSummary = {
  ID: 'agent_1',
  title: 'Helper',
  description: '',
  roundedImageURL: null,
  lastModified: 0,
  starred: false,
};

/** The agents list as the agents page holds it, so a reload of that page can be seen. */
function AgentsCount() {
  const { workspace: current } = useCurrentWorkspace();
  const agents = useAgents(current.region, current.uid);
  return <p>{`${agents.data?.length ?? 0} agents`}</p>;
}

function renderSwitcher(path: string, me: Me = { account, workspaces: [personal, longName, european] }) {
  const rendered = renderDashboard(
    <>
      <Notifications />
      <WorkspaceSwitcher compact={false} />
      <AgentsCount />
    </>,
    { me, inWorkspace: personal, path, queries: [[agentsQueryKey('na', 'ws_personal'), [agent]]] },
  );
  return rendered;
}

async function openMenu(user: ReturnType<typeof renderSwitcher>['user']) {
  await user.click(screen.getByRole('button', { name: /^Switch workspace/ }));
  return screen.findByRole('menu');
}

describe('the workspace switcher (spec 001 §2, §4)', () => {
  it("lists every workspace with its name cut short, then Edit workspace and '+ New Workspace' last", async () => {
    const { user } = renderSwitcher('/app/na/integrations');
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    // A workspace's entry shows its avatar and region beside the name; the name carries the whole one as its title.
    const labels = items.map((item) => (item.querySelector('p[title]') ?? item).textContent);
    expect(labels).toEqual([
      'Personal Workspace',
      `${longName.workspaceName.slice(0, WORKSPACE_NAME_MAX_CHARS - 1).trimEnd()}…`,
      'Berlin Office',
      'Edit workspace',
      '+ New Workspace',
    ]);
  });

  it('opens the agents page of a workspace in the same region, saving the choice', async () => {
    const { user } = renderSwitcher('/app/na/integrations');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /The Northern Lights/ }));
    expect(screen.getByTestId('location').textContent).toBe('/app/na/agents');
    expect(JSON.parse(window.localStorage.getItem('agent-platform.workspace') ?? 'null')).toEqual({
      uid: 'ws_long',
      region: 'na',
    });
  });

  it('asks for the agents again when the agents page is already open', async () => {
    answerWith('GET /api/na/workspaces/ws_personal/agents', {
      status: 200,
      body: { agents: [agent, { ...agent, ID: 'agent_2' }] },
    });
    const { user } = renderSwitcher('/app/na/agents');
    expect(screen.getByText('1 agents')).toBeTruthy();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Personal Workspace/ }));
    expect(await screen.findByText('2 agents')).toBeTruthy();
    expect(requestsTo('GET /api/na/workspaces/ws_personal/agents')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/app/na/agents');
  });

  it("shows 'Switching to EU region...' before opening a workspace in the other region", async () => {
    const { user } = renderSwitcher('/app/na/integrations');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Berlin Office/ }));
    expect(screen.getByText('Switching to EU region...')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/eu/agents'), { timeout: 5000 });
  });
});

describe("'+ New Workspace'", () => {
  it('asks for a name, creates the workspace in the chosen region and switches to it', async () => {
    const created: Workspace = { ...workspace('ws_new', 'eu'), workspaceName: 'Paris Team' };
    answerWith('POST /api/eu/workspaces', { status: 201, body: created });
    answerWith('GET /api/auth/me', { status: 200, body: { account, workspaces: [personal, created] } });
    const { user } = renderSwitcher('/app/na/integrations');
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: '+ New Workspace' }));
    const modal = await screen.findByRole('dialog', { name: 'New Workspace' });

    await user.click(within(modal).getByRole('button', { name: 'Create workspace' }));
    expect(within(modal).getByText('Please enter a workspace name.')).toBeTruthy();

    await fill(user, within(modal).getByRole('textbox', { name: 'Workspace name' }), 'Paris Team');
    await user.click(within(modal).getByText('EU'));
    await user.click(within(modal).getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByText('Switching to EU region...')).toBeTruthy();
    expect(requestsTo('POST /api/eu/workspaces')[0]?.body).toEqual({ workspaceName: 'Paris Team', region: 'eu' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/eu/agents'), { timeout: 5000 });
    expect(JSON.parse(window.localStorage.getItem('agent-platform.workspace') ?? 'null')).toEqual({
      uid: 'ws_new',
      region: 'eu',
    });
  });

  it('says why the server refused, and stays', async () => {
    answerWith(
      'POST /api/na/workspaces',
      refusal(
        409,
        'LIMIT_REACHED',
        'You can own at most 20 workspaces. Delete one you no longer use to create another.',
      ),
    );
    const { user } = renderSwitcher('/app/na/integrations');
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: '+ New Workspace' }));
    const modal = await screen.findByRole('dialog', { name: 'New Workspace' });
    await fill(user, within(modal).getByRole('textbox', { name: 'Workspace name' }), 'One too many');
    await user.click(within(modal).getByRole('button', { name: 'Create workspace' }));
    expect(
      await screen.findByText('You can own at most 20 workspaces. Delete one you no longer use to create another.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New Workspace' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app/na/integrations');
  });
});
