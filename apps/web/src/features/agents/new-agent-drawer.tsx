import { Drawer, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AgentWizard } from '../agent-wizard/agent-wizard';
import { NewAgentForm } from './new-agent-form';

// Spec 000 §4: the success notice shows for 2 s, then the drawer closes and the agent opens.
export const REDIRECT_AFTER_CREATE_MS = 2000;

interface NewAgentDrawerControls {
  open: () => void;
}

const NewAgentDrawerContext = createContext<NewAgentDrawerControls | null>(null);

/** One drawer for every New Agent button: the side navigation's and the agents page's. */
export function NewAgentDrawerProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  // The drawer shows the New Agent form or, from its card, the Agent Wizard; it opens on the form.
  const [view, setView] = useState<'form' | 'wizard'>('form');
  const navigate = useNavigate();
  const controls = useMemo(() => ({ open }), [open]);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Held here rather than in the form, so the redirect still happens if the drawer is closed meanwhile.
  const onCreated = useCallback(
    (path: string) => {
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(() => {
        close();
        navigate(path);
      }, REDIRECT_AFTER_CREATE_MS);
    },
    [close, navigate],
  );

  return (
    <NewAgentDrawerContext.Provider value={controls}>
      {children}
      <Drawer
        opened={opened}
        onClose={close}
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
          <NewAgentForm onCreated={onCreated} onOpenWizard={() => setView('wizard')} />
        ) : (
          <AgentWizard onExit={() => setView('form')} onOpenAgent={close} />
        )}
      </Drawer>
    </NewAgentDrawerContext.Provider>
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
  if (!controls) throw new Error('useNewAgentDrawer is used outside NewAgentDrawerProvider.');
  return controls;
}
