import { JOIN_WITHOUT_SEATS_MESSAGE, type JoinAnswer, ZJoinQuery } from '@agent-platform/core';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api';
import { AuthFooterLink, AuthLayout } from '../auth/auth-layout';
import { refreshMe, useMe } from '../auth/use-me';
import { saveSelectedWorkspace } from './selected-workspace';
import { useJoinWorkspace } from './use-join-workspace';
import { agentsPath } from './workspace-paths';

export const joinedNotice = (workspaceName: string) => `You joined ${workspaceName}.`;

/**
 * The invitation link (JOIN_PATH): public, as the invited person may have no account yet. Joining
 * adds the invited email to the workspace; the way on depends on who, if anyone, is signed in.
 */
export function JoinPage() {
  const { uid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = ZJoinQuery.safeParse({ secret: searchParams.get('secret'), email: searchParams.get('email') });

  if (!query.success) {
    return (
      <AuthLayout title="Join workspace">
        <Alert color="red" variant="light" role="alert">
          This invitation link is incomplete. Open the link in your invitation email again.
        </Alert>
      </AuthLayout>
    );
  }
  return <JoinForm uid={uid} secret={query.data.secret} email={query.data.email} />;
}

function JoinForm({ uid, secret, email }: { uid: string; secret: string; email: string }) {
  const join = useJoinWorkspace(uid, secret, email);
  const me = useMe({ onlyIfSignedIn: true });
  const signedInAs = me.data?.account.email.toLowerCase() ?? null;

  const joinNow = () =>
    join.mutate(undefined, {
      // Whoever signs in as the invited email next lands in this workspace; another account keeps its own choice.
      onSuccess: (joined) => {
        if (signedInAs === null || signedInAs === email)
          saveSelectedWorkspace({ uid: joined.uid, region: joined.region });
      },
    });

  if (join.data) return <Joined joined={join.data} email={email} signedInAs={signedInAs} />;

  return (
    <AuthLayout title="Join workspace" description="You were invited to a workspace.">
      <Stack gap="md">
        <Text size="sm">
          Invitation for{' '}
          <Text span inherit fw={600}>
            {email}
          </Text>
        </Text>
        {join.error && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(join.error, 409) ? JOIN_WITHOUT_SEATS_MESSAGE : errorMessage(join.error)}
          </Alert>
        )}
        <Button fullWidth loading={join.isPending} onClick={joinNow}>
          Join workspace
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function Joined({ joined, email, signedInAs }: { joined: JoinAnswer; email: string; signedInAs: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const withEmail = `?email=${encodeURIComponent(email)}&region=${joined.region}`;

  const open = async () => {
    // The shell lists the user's workspaces: it must know the new one before we get there.
    await refreshMe(queryClient);
    navigate(agentsPath(joined.region));
  };

  return (
    <AuthLayout title={joinedNotice(joined.workspaceName)}>
      {signedInAs === null ? (
        <Stack gap="sm">
          <Text size="sm">{`Sign in as ${email} to open it, or create an account with that email.`}</Text>
          <Button component={Link} to={`/login${withEmail}`} fullWidth>
            Log in
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            No account yet? <AuthFooterLink to={`/signup${withEmail}`}>Sign up</AuthFooterLink>
          </Text>
        </Stack>
      ) : signedInAs === email ? (
        <Button fullWidth onClick={open}>
          Open workspace
        </Button>
      ) : (
        <Text size="sm">
          {`You are signed in as ${signedInAs}. The invitation was for ${email}: sign out, then sign in as ${email} to open the workspace.`}
        </Text>
      )}
    </AuthLayout>
  );
}
