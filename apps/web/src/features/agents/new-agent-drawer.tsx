import { Drawer, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AgentWizard } from '../agent-wizard/agent-wizard';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { createdAgentPath } from './agent-paths';
import { NewAgentForm } from './new-agent-form';
import type { NewAgentTarget } from './new-agent-target';

// Spec 000 §4: the success notice shows for 2 s, then the drawer closes and the agent opens.
export const REDIRECT_AFTER_CREATE_MS = 2000;

interface NewAgentDrawerControls {
  open: () => void;
}

const NewAgentDrawerContext = createContext<NewAgentDrawerControls | null>(null);

/** One drawer for every New Agent button of a workspace user: the side navigation's and the agents page's. */
export function NewAgentDrawerProvider({ children }: { children: ReactNode }) {
  return <NewAgentDrawerHost target={useWorkspaceNewAgentTarget()}>{children}</NewAgentDrawerHost>;
}

/** The drawer of the New Agent buttons below it, creating in `target`'s workspace. */
export function NewAgentDrawerHost({ target, children }: { target: NewAgentTarget; children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const controls = useMemo(() => ({ open }), [open]);

  return (
    <NewAgentDrawerContext.Provider value={controls}>
      {children}
      <NewAgentDrawer opened={opened} onClose={close} target={target} />
    </NewAgentDrawerContext.Provider>
  );
}

/** The signed-in workspace user's current workspace, with its plan's agent limit. */
function useWorkspaceNewAgentTarget(): NewAgentTarget {
  const { workspace } = useCurrentWorkspace();
  const { region, uid } = workspace;
  const { maxAgents } = workspace.limits;
  return useMemo(
    () => ({
      region,
      workspaceUid: uid,
      maxAgents,
      openingPath: (agentId, from) => createdAgentPath(region, agentId, from),
    }),
    [region, uid, maxAgents],
  );
}

/**
 * The New Agent drawer (spec 000 §2): the form or, from its card, the Agent Wizard. It stays
 * mounted while closed, so a created agent still opens.
 */
function NewAgentDrawer({ opened, onClose, target }: { opened: boolean; onClose: () => void; target: NewAgentTarget }) {
  // The drawer opens on the form.
  const [view, setView] = useState<'form' | 'wizard'>('form');
  const navigate = useNavigate();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Held here rather than in the form, so the redirect still happens if the drawer is closed meanwhile.
  const onCreated = useCallback(
    (path: string) => {
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(() => {
        onClose();
        navigate(path);
      }, REDIRECT_AFTER_CREATE_MS);
    },
    [onClose, navigate],
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setView('form')}
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        view === 'form' ? (
          <DrawerTitle title="New Agent" subtitle="Create a new AI agent." />
        ) : (
          <DrawerTitle title="Agent Wizard" subtitle="Create an AI agent from your website." />
        )
      }
    >
      {view === 'form' ? (
        <NewAgentForm target={target} onCreated={onCreated} onOpenWizard={() => setView('wizard')} />
      ) : (
        <AgentWizard target={target} onExit={() => setView('form')} onOpenAgent={onClose} />
      )}
    </Drawer>
  );
}

/** 'Title - subtitle.', read by assistive technology as the drawer's name. */
function DrawerTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Title order={2} size="h4" fw={600}>
      {title}
      <Text span inherit c="dimmed" fw={400}>
        {` - ${subtitle}`}
      </Text>
    </Title>
  );
}

export function useNewAgentDrawer(): NewAgentDrawerControls {
  const controls = useContext(NewAgentDrawerContext);
  if (!controls) throw new Error('useNewAgentDrawer is used outside NewAgentDrawerHost.');
  return controls;
}
