import type { Me, Region, Workspace } from '@agent-platform/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../src/app/query-client';
import { theme } from '../src/app/theme';
import { meQueryKey } from '../src/features/auth/use-me';
import { CurrentWorkspaceProvider } from '../src/features/workspaces/current-workspace';
import { UnsavedChangesGuard } from '../src/ui/unsaved-changes-guard';

export const account = { id: 'acc_1', name: 'Ada', email: 'ada@example.com', createdAt: '2026-01-01T00:00:00.000Z' };

export function workspace(uid: string, region: Region, role: Workspace['role'] = 'owner'): Workspace {
  return {
    uid,
    region,
    workspaceName: `Workspace ${uid}`,
    workspaceEmails: [],
    workspacePhotoURL: null,
    ownerId: account.id,
    isPersonal: false,
    joinedAt: '2026-01-01T00:00:00.000Z',
    loadTokens: 0,
    hasSubscription: false,
    limits: { maxAgents: 5, maxConcurrentCalls: 1, maxClients: 0, workspaceSeats: 1, twilioPhoneNumberSlots: 0 },
    role,
    isAgentOnboardingDone: true,
  };
}

/** Puts text in an input the way a person pastes it: one change, as fast as typing but without a render per key. */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Where the router is now, so a test can see where a redirect led. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a dashboard screen as the app does: theme, query client and router, with who is signed
 * in already known (`me`, null when signed out) and, for screens inside the shell, its workspace.
 * The screen is shown at `path` only, so a redirect away from it leaves the page empty.
 */
export function renderDashboard(
  ui: ReactNode,
  {
    me = null,
    path = '/',
    route = path.split('?')[0],
    inWorkspace,
    queries = [],
  }: {
    me?: Me | null;
    path?: string;
    /** The route pattern the screen is shown at, for screens that read its parameters; by default `path`. */
    route?: string;
    inWorkspace?: Workspace;
    /** Answers the screen's other queries already have, by query key. */
    queries?: readonly (readonly [QueryKey, unknown])[];
  } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const screen =
    inWorkspace && me ? (
      <CurrentWorkspaceProvider value={{ account: me.account, workspaces: me.workspaces, workspace: inWorkspace }}>
        {ui}
      </CurrentWorkspaceProvider>
    ) : (
      ui
    );
  const user = userEvent.setup();
  // A data router, as the app's, so screens that guard unsaved edits work as they do there.
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
            <Location />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: route, element: screen },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, user, queryClient, router };
}
