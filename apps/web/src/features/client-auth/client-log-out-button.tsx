import { CLIENT_SIGN_OUT_ERROR_MESSAGE } from '@agent-platform/core';
import { Button } from '@mantine/core';
import { CLIENT_ERROR_NOTICE_MS, clientNotice } from './client-notice';
import { useClientSignOut } from './use-client-sign-out';

/** Log Out, for the full-screen notices that leave the client nothing else to do. */
export function ClientLogOutButton() {
  const signOut = useClientSignOut();
  return (
    <Button
      variant="default"
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onError: (error) => {
            console.warn('Client sign-out failed', error);
            clientNotice('red', CLIENT_SIGN_OUT_ERROR_MESSAGE, CLIENT_ERROR_NOTICE_MS);
          },
        })
      }
    >
      Log Out
    </Button>
  );
}
