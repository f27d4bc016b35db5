import type { Region } from '@agent-platform/core';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { TestModeBadge } from './test-mode-badge';
import { useSandboxAuthenticate } from './use-sandbox-authenticate';

/**
 * Test mode's 3-D Secure step, in place of the bank's page Stripe.js would open: the owner picks
 * the bank's answer. Complete lets the payment through; Fail refuses it as a bank would.
 */
export function BankChallengeModal({
  region,
  uid,
  paymentId,
  onAuthenticated,
  onFailed,
}: {
  region: Region;
  uid: string;
  paymentId: string;
  onAuthenticated: () => void;
  onFailed: (message: string) => void;
}) {
  const authenticate = useSandboxAuthenticate(region, uid);
  const [answer, setAnswer] = useState<boolean | null>(null);

  const reply = (authenticated: boolean) => {
    setAnswer(authenticated);
    authenticate.mutate(
      { paymentId, authenticated },
      { onSuccess: onAuthenticated, onError: (error) => onFailed(errorMessage(error)) },
    );
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="3-D Secure authentication"
      centered
    >
      <Stack gap="md">
        <Group gap="xs">
          <TestModeBadge />
        </Group>
        <Text size="sm">
          Your bank asks you to confirm this payment. In Test mode no bank is involved: choose whether the
          authentication completes or fails.
        </Text>
        {authenticate.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(authenticate.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            onClick={() => reply(false)}
            loading={authenticate.isPending && answer === false}
            disabled={authenticate.isPending}
          >
            Fail
          </Button>
          <Button
            onClick={() => reply(true)}
            loading={authenticate.isPending && answer === true}
            disabled={authenticate.isPending}
          >
            Complete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
