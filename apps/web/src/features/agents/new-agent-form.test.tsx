import type { AgentSummary } from '@agent-platform/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, renderDashboard, workspace } from '../../../test/render';
import { createdAgentPath } from './agent-paths';
import { NewAgentForm } from './new-agent-form';
import { agentsQueryKey } from './use-agents';

const LIMIT_MESSAGE =
  'You have reached the maximum number of agents (2) for your current subscription plan. Please upgrade to add more agents.';

const freeWorkspace = { ...workspace('ws_free', 'na'), limits: { ...workspace('ws_free', 'na').limits, maxAgents: 2 } };
const agent = (ID: string): AgentSummary => ({
  ID,
  title: ID,
  description: '',
  roundedImageURL: null,
  lastModified: 0,
  starred: false,
});

const target = {
  region: 'na' as const,
  workspaceUid: 'ws_free',
  maxAgents: 2,
  openingPath: (agentId: string, from: Parameters<typeof createdAgentPath>[2]) => createdAgentPath('na', agentId, from),
};

function renderForm(agents: AgentSummary[]) {
  return renderDashboard(<NewAgentForm target={target} onCreated={() => {}} onOpenWizard={() => {}} />, {
    me: { account, workspaces: [freeWorkspace] },
    inWorkspace: freeWorkspace,
    queries: [[agentsQueryKey('na', 'ws_free'), agents]],
  });
}

describe('The New Agent form and the plan agent limit', () => {
  it('says at once that a free workspace at its agent limit cannot add another', () => {
    renderForm([agent('a1'), agent('a2')]);
    expect(screen.getByText(LIMIT_MESSAGE)).toBeTruthy();
  });

  it('says nothing of the limit while there is room', () => {
    renderForm([agent('a1')]);
    expect(screen.getByLabelText(/Agent Name/)).toBeTruthy();
    expect(screen.queryByText(LIMIT_MESSAGE)).toBeNull();
  });
});
