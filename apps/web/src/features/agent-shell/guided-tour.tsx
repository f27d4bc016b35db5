import {
  EMPTY_TOUR_STATE,
  TOUR_IN_PROGRESS_KEY,
  TOUR_STEPS,
  type TourState,
  type TourStep,
  tourAllowed,
  tourStartsOn,
  tourStorageKey,
} from '@agent-platform/core';
import { ActionIcon, Box, Button, Group, Paper, Portal, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage, useSessionStorage } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTenantBranding } from '../../app/tenant-branding';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useAgentShell } from './agent-shell-context';

// The tour's own page name: its seen flag is kept per page (spec 002 §4.5).
const TOUR_PAGE = 'agent';
// Spec 002 §9.3: the tour waits a moment for the page it points at to be drawn.
const TARGET_DELAY_MS = 300;

interface InProgress {
  workspaceUid: string;
  step: number;
}

/** The workspace's tour state in local storage, and a way to start it again (the reset). */
export function useTourState(workspaceUid: string) {
  const [state, setState] = useLocalStorage<TourState>({
    key: tourStorageKey(workspaceUid),
    defaultValue: EMPTY_TOUR_STATE,
    getInitialValueInEffect: false,
  });
  const [progress, setProgress] = useSessionStorage<InProgress | null>({
    key: TOUR_IN_PROGRESS_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const running = progress?.workspaceUid === workspaceUid ? progress.step : null;
  return {
    state,
    running,
    goTo: (step: number) => setProgress({ workspaceUid, step }),
    end: (how: 'seen' | 'neverShow') => {
      setProgress(null);
      window.sessionStorage.removeItem(TOUR_IN_PROGRESS_KEY);
      setState((current) =>
        how === 'neverShow'
          ? { ...current, neverShow: true }
          : { ...current, seen: { ...current.seen, [TOUR_PAGE]: true } },
      );
    },
    reset: () => {
      setState(EMPTY_TOUR_STATE);
      setProgress({ workspaceUid, step: 0 });
    },
  };
}

export type TourControls = ReturnType<typeof useTourState>;

/**
 * Spec 002 §2.4 and §4.5: the guided tour of an agent's page. It starts by itself on a page not
 * seen yet, and walks the twelve steps; closing marks the page seen, and 'Skip & Never Show Again'
 * ends it for good.
 */
export function GuidedTour({ tour }: { tour: TourControls }) {
  const { state, running, goTo, end } = tour;
  const startsHere = running === null && tourStartsOn(TOUR_PAGE, state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per page visit
  useEffect(() => {
    if (startsHere) goTo(0);
  }, [startsHere]);
  if (running === null) return null;
  const index = Math.min(running, TOUR_STEPS.length - 1);
  const step = TOUR_STEPS[index] as TourStep;
  const last = index === TOUR_STEPS.length - 1;

  return (
    <Portal>
      <Highlight step={step} />
      <Paper
        role="dialog"
        aria-label="Guided tour"
        withBorder
        shadow="xl"
        radius="md"
        p="md"
        w={340}
        style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 400 }}
      >
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            Step {index + 1} of {TOUR_STEPS.length}
          </Text>
          <Title order={3} size="h5">
            {step.title}
          </Title>
          <Text size="sm">{step.text}</Text>
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" size="xs" color="gray" onClick={() => end('neverShow')}>
              Skip & Never Show Again
            </Button>
            <Group gap="xs">
              {index > 0 && (
                <Button variant="default" size="xs" onClick={() => goTo(index - 1)}>
                  Back
                </Button>
              )}
              <Button size="xs" onClick={() => (last ? end('seen') : goTo(index + 1))}>
                {last ? 'Finish' : 'Next'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Portal>
  );
}

/** A frame around what the step points at, found by the tab's link or the top bar's marked button. */
function Highlight({ step }: { step: TourStep }) {
  const { region, agentId } = useAgentShell();
  const [box, setBox] = useState<DOMRect | null>(null);
  useEffect(() => {
    const selector = !step.target
      ? null
      : 'tab' in step.target
        ? `nav[aria-label="Agent tabs"] a[href="/app/${region}/agents/${encodeURIComponent(agentId)}/${step.target.tab}"]`
        : `[data-tour="${step.target.control}"]`;
    const find = () => {
      const element = selector ? document.querySelector(selector) : null;
      element?.scrollIntoView({ block: 'nearest' });
      setBox(element ? element.getBoundingClientRect() : null);
    };
    find();
    const timer = setTimeout(find, TARGET_DELAY_MS);
    window.addEventListener('resize', find);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', find);
    };
  }, [step, region, agentId]);
  if (!box) return null;
  return (
    <Box
      aria-hidden
      data-testid="tour-highlight"
      style={{
        position: 'fixed',
        top: box.top - 4,
        left: box.left - 4,
        width: box.width + 8,
        height: box.height + 8,
        border: '2px solid var(--mantine-primary-color-filled)',
        borderRadius: 8,
        boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.25)',
        pointerEvents: 'none',
        zIndex: 399,
      }}
    />
  );
}

/** The owner's tour on an agent page: only where it is allowed (spec 002 §4.5, §9.3). */
export function OwnerTour() {
  const allowed = useTourAllowed();
  const { workspace } = useCurrentWorkspace();
  const tour = useTourState(workspace.uid);
  return allowed ? <GuidedTour tour={tour} /> : null;
}

/** The reset: the tour starts again from its first step, the seen flags and the permanent skip cleared. */
export function RestartTourButton() {
  const allowed = useTourAllowed();
  const { workspace } = useCurrentWorkspace();
  const tour = useTourState(workspace.uid);
  if (!allowed) return null;
  return (
    <ActionIcon variant="default" size={36} aria-label="Restart the tour" title="Restart the tour" onClick={tour.reset}>
      <IconHelpCircle size={18} />
    </ActionIcon>
  );
}

function useTourAllowed() {
  const { account, workspace } = useCurrentWorkspace();
  const onAgencyHost = Boolean(useTenantBranding().agency);
  return tourAllowed({
    isAgencyUser: onAgencyHost,
    joinedAt: account.createdAt,
    isAgentOnboardingDone: workspace.isAgentOnboardingDone,
  });
}
