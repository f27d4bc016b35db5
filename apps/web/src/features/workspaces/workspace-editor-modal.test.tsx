import type { Me, Workspace, WorkspaceTeam } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { workspaceTeamQueryKey } from './use-workspace-team';
import { WorkspaceSwitcher } from './workspace-switcher';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  // Notices live in one store for the whole file; a test's leftovers would queue the next test's.
  notifications.clean();
});

const personal: Workspace = {
  ...workspace('ws_personal', 'na'),
  workspaceName: 'Personal Workspace',
  isPersonal: true,
};
const team: Workspace = { ...workspace('ws_team', 'na'), workspaceName: 'Acme Support' };

function teamOf(overrides: Partial<WorkspaceTeam> = {}): WorkspaceTeam {
  return {
    members: [
      { email: account.email, role: 'owner', permissions: null, joinedAt: '2026-01-01T00:00:00.000Z' },
      { email: 'bo@example.com', role: 'member', permissions: null, joinedAt: '2026-01-02T00:00:00.000Z' },
    ],
    invitations: [
      { email: 'cy@example.com', role: 'member', invitedBy: account.email, invitedAt: '2026-01-03T00:00:00.000Z' },
    ],
    seats: { cap: 5, used: 2 },
    ...overrides,
  };
}

/**
 * Opens the editor from the switcher, as a person does, on the current workspace `current`. The
 * server gives `teamData` whenever the editor asks again (after every change).
 */
async function openEditor(current: Workspace, teamData: WorkspaceTeam = teamOf()) {
  answerWith(`GET /api/${current.region}/workspaces/${current.uid}/team`, { status: 200, body: teamData });
  const me: Me = { account, workspaces: [personal, current] };
  const rendered = renderDashboard(
    <>
      <Notifications />
      <WorkspaceSwitcher compact={false} />
    </>,
    {
      me,
      inWorkspace: current,
      path: '/app/na/integrations',
      queries: [[workspaceTeamQueryKey(current.region, current.uid), teamData]],
    },
  );
  await rendered.user.click(screen.getByRole('button', { name: /^Switch workspace/ }));
  await rendered.user.click(await screen.findByRole('menuitem', { name: 'Edit workspace' }));
  const editor = await screen.findByRole('dialog', { name: 'Edit workspace' });
  return { ...rendered, editor };
}

const row = (editor: HTMLElement, email: string) => within(editor).getByRole('listitem', { name: email });

describe('the workspace editor (spec 001 §2, §5, §8)', () => {
  it('asks for a name before saving, and says when the save worked', async () => {
    answerWith('POST /api/na/workspaces/ws_team', { status: 200, body: { ...team, workspaceName: 'Acme Help' } });
    answerWith('GET /api/auth/me', { status: 200, body: { account, workspaces: [personal, team] } });
    const { user, editor } = await openEditor(team);
    const name = within(editor).getByRole('textbox', { name: 'Workspace name' });

    await user.clear(name);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByText('Please enter a workspace name.')).toBeTruthy();
    expect(requestsTo('POST /api/na/workspaces/ws_team')).toHaveLength(0);

    await fill(user, name, 'Acme Help');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved workspace data.')).toBeTruthy();
    expect(requestsTo('POST /api/na/workspaces/ws_team')[0]?.body).toEqual({ workspaceName: 'Acme Help' });
  });

  it("gives the spec's notice and the server's reason when the save fails", async () => {
    answerWith(
      'POST /api/na/workspaces/ws_team',
      refusal(403, 'FORBIDDEN', "You do not have permission to change this workspace's settings."),
    );
    const { user, editor } = await openEditor(team);
    await fill(user, within(editor).getByRole('textbox', { name: 'Workspace name' }), ' 2');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save workspace.')).toBeTruthy();
    expect(screen.getByText("You do not have permission to change this workspace's settings.")).toBeTruthy();
  });

  it('refuses a photo of the wrong kind before uploading it', async () => {
    const { editor } = await openEditor(team);
    const input = editor.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(within(editor).getByText('Only png, jpg, jpeg, webp Files')).toBeTruthy();
    expect(requestsTo('POST /api/na/workspaces/ws_team/photo')).toHaveLength(0);
  });

  it('uploads a picture as the photo and says the workspace was saved', async () => {
    answerWith('POST /api/na/workspaces/ws_team/photo', {
      status: 200,
      body: { ...team, workspacePhotoURL: '/files/photo.png' },
    });
    answerWith('GET /api/auth/me', { status: 200, body: { account, workspaces: [personal, team] } });
    const { editor } = await openEditor(team);
    const input = editor.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Successfully saved workspace data.')).toBeTruthy();
    expect(requestsTo('POST /api/na/workspaces/ws_team/photo')).toHaveLength(1);
  });

  it('shows the members with seats used of the cap, the owner as Owner, and the pending invitations', async () => {
    const { editor } = await openEditor(team);
    expect(within(editor).getByText('2 of 5 seats used')).toBeTruthy();
    expect(within(row(editor, account.email)).getByText('Owner')).toBeTruthy();
    expect(
      within(row(editor, 'bo@example.com')).getByRole('textbox', { name: 'Role of bo@example.com' }),
    ).toHaveProperty('value', 'Member');
    const pending = within(editor).getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('cy@example.com')).toBeTruthy();
  });

  it('checks an invitation: a valid email, never your own', async () => {
    const { user, editor } = await openEditor(team);
    const email = within(editor).getByRole('textbox', { name: 'Email' });
    await fill(user, email, 'bo-at-example');
    await user.click(within(editor).getByRole('button', { name: 'Invite' }));
    expect(within(editor).getByText('Please enter a valid email')).toBeTruthy();

    await user.clear(email);
    await fill(user, email, 'ADA@example.com');
    expect(within(editor).getByText("You can't invite yourself lol")).toBeTruthy();
    expect(requestsTo('POST /api/na/workspaces/ws_team/invitations')).toHaveLength(0);
  });

  it('invites with the chosen role and says so; a refused invitation names the email and the reason', async () => {
    answerWith('POST /api/na/workspaces/ws_team/invitations', ({ body }) => ({
      status: 201,
      body: { ...(body as object), invitedBy: account.email, invitedAt: '2026-01-04T00:00:00.000Z' },
    }));
    const { user, editor } = await openEditor(team);
    const invited = teamOf();
    invited.invitations.push({
      email: 'dee@example.com',
      role: 'admin',
      invitedBy: account.email,
      invitedAt: '2026-01-04T00:00:00.000Z',
    });
    answerWith('GET /api/na/workspaces/ws_team/team', { status: 200, body: invited });
    await fill(user, within(editor).getByRole('textbox', { name: 'Email' }), 'dee@example.com');
    await user.click(within(editor).getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(editor).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Successfully invited dee@example.com')).toBeTruthy();
    expect(requestsTo('POST /api/na/workspaces/ws_team/invitations')[0]?.body).toEqual({
      email: 'dee@example.com',
      role: 'admin',
    });
    expect(
      within(within(editor).getByRole('list', { name: 'Pending invitations' })).getByText('dee@example.com'),
    ).toBeTruthy();

    answerWith(
      'POST /api/na/workspaces/ws_team/invitations',
      refusal(409, 'CONFLICT', 'fay@example.com is already a member.'),
    );
    await fill(user, within(editor).getByRole('textbox', { name: 'Email' }), 'fay@example.com');
    await user.click(within(editor).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to invite fay@example.com')).toBeTruthy();
    expect(screen.getByText('fay@example.com is already a member.')).toBeTruthy();
  });

  it('blocks inviting once the seats are taken', async () => {
    const { editor } = await openEditor(team, teamOf({ seats: { cap: 2, used: 2 } }));
    expect(within(editor).getByText('You have reached the maximum number of seats')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Invite' })).toHaveProperty('disabled', true);
  });

  it("lets the owner change a member's role and narrow their permissions", async () => {
    answerWith('PATCH /api/na/workspaces/ws_team/members/bo@example.com', { status: 204 });
    const { user, editor } = await openEditor(team);

    await user.click(within(row(editor, 'bo@example.com')).getByRole('textbox', { name: 'Role of bo@example.com' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(requestsTo('PATCH /api/na/workspaces/ws_team/members/bo@example.com')).toHaveLength(1));
    expect(requestsTo('PATCH /api/na/workspaces/ws_team/members/bo@example.com')[0]?.body).toEqual({ role: 'admin' });

    await user.click(
      within(row(editor, 'bo@example.com')).getByRole('button', { name: 'Permissions of bo@example.com' }),
    );
    const choices = await screen.findByRole('group', { name: 'Permissions of bo@example.com' });
    await user.click(within(choices).getByRole('checkbox', { name: /Role's defaults/ }));
    await user.click(within(choices).getByRole('checkbox', { name: 'Connect channels' }));
    await user.click(within(choices).getByRole('checkbox', { name: 'Run campaigns' }));
    await user.click(within(choices).getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Saved the permissions of bo@example.com.')).toBeTruthy();
    expect(requestsTo('PATCH /api/na/workspaces/ws_team/members/bo@example.com')[1]?.body).toEqual({
      permissions: ['agents.write', 'knowledge.write', 'conversations.manage'],
    });
  });

  it('removes a member after a confirmation, and never yourself', async () => {
    answerWith('DELETE /api/na/workspaces/ws_team/members/bo@example.com', { status: 204 });
    const admin = { ...team, role: 'admin' as const };
    const asAdmin = teamOf({
      members: [
        { email: 'owner@example.com', role: 'owner', permissions: null, joinedAt: '2026-01-01T00:00:00.000Z' },
        { email: account.email, role: 'admin', permissions: null, joinedAt: '2026-01-01T00:00:00.000Z' },
        { email: 'bo@example.com', role: 'member', permissions: null, joinedAt: '2026-01-02T00:00:00.000Z' },
      ],
    });
    const { user, editor } = await openEditor(admin, asAdmin);
    expect(within(row(editor, 'owner@example.com')).queryByRole('button', { name: /^Remove/ })).toBeNull();
    // Only the owner hands out roles.
    expect(within(editor).queryByRole('textbox', { name: /^Role of/ })).toBeNull();

    await user.click(within(editor).getByRole('button', { name: `Remove ${account.email}` }));
    expect(await screen.findByText('You cannot remove yourself from the workspace.')).toBeTruthy();

    await user.click(within(editor).getByRole('button', { name: 'Remove bo@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed bo@example.com from the workspace.')).toBeTruthy();
    expect(requestsTo('DELETE /api/na/workspaces/ws_team/members/bo@example.com')).toHaveLength(1);
    expect(requestsTo(`DELETE /api/na/workspaces/ws_team/members/${account.email}`)).toHaveLength(0);
  });

  it('shows a member without members.manage the team read-only', async () => {
    const narrowedAdmin = teamOf({
      members: [
        { email: 'owner@example.com', role: 'owner', permissions: null, joinedAt: '2026-01-01T00:00:00.000Z' },
        { email: account.email, role: 'admin', permissions: ['agents.write'], joinedAt: '2026-01-01T00:00:00.000Z' },
        { email: 'bo@example.com', role: 'member', permissions: null, joinedAt: '2026-01-02T00:00:00.000Z' },
      ],
    });
    const { editor } = await openEditor({ ...team, role: 'admin' }, narrowedAdmin);
    expect(within(editor).getByText('bo@example.com')).toBeTruthy();
    expect(within(editor).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(editor).queryByRole('button', { name: /^Revoke/ })).toBeNull();
    expect(within(editor).queryByRole('button', { name: /^Permissions of/ })).toBeNull();
    expect(within(editor).queryByRole('button', { name: 'Invite' })).toBeNull();
    // Their own narrowed permissions hold for the name too.
    expect(within(editor).getByRole('textbox', { name: 'Workspace name' })).toHaveProperty('disabled', true);
    // Nor is deleting theirs to offer.
    expect(within(editor).queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });

  it('never offers to delete the personal workspace, whatever it is named now', async () => {
    const { editor } = await openEditor({ ...personal, workspaceName: 'Acme HQ' });
    expect(within(editor).queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });

  it('deletes a workspace after a confirmation that it cannot be undone, then opens the personal one', async () => {
    answerWith('DELETE /api/na/workspaces/ws_team', { status: 204 });
    answerWith('GET /api/auth/me', { status: 200, body: { account, workspaces: [personal] } });
    const { user, editor } = await openEditor(team);
    await user.click(within(editor).getByRole('button', { name: 'Delete workspace' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete workspace' });
    expect(within(confirm).getByText(/This action cannot be undone\./)).toBeTruthy();
    expect(requestsTo('DELETE /api/na/workspaces/ws_team')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted workspace.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/na/agents'));
    expect(JSON.parse(window.localStorage.getItem('agent-platform.workspace') ?? 'null')).toEqual({
      uid: 'ws_personal',
      region: 'na',
    });
  });

  it('leaves for the personal workspace after a delete without asking about an unsaved name', async () => {
    answerWith('DELETE /api/na/workspaces/ws_team', { status: 204 });
    answerWith('GET /api/auth/me', { status: 200, body: { account, workspaces: [personal] } });
    const { user, editor } = await openEditor(team);
    await fill(user, within(editor).getByRole('textbox', { name: 'Workspace name' }), ' renamed');
    await user.click(within(editor).getByRole('button', { name: 'Delete workspace' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete workspace' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/na/agents'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says when a delete fails, with the server's reason", async () => {
    answerWith(
      'DELETE /api/na/workspaces/ws_team',
      refusal(403, 'FORBIDDEN', "Cancel this workspace's subscription before deleting it."),
    );
    const { user, editor } = await openEditor(team);
    await user.click(within(editor).getByRole('button', { name: 'Delete workspace' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete workspace' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete workspace.')).toBeTruthy();
    expect(screen.getByText("Cancel this workspace's subscription before deleting it.")).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app/na/integrations');
  });
});
