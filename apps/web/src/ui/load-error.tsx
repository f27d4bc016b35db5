import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api';

/** A whole-page failure to load, with the reason and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Center mih="100vh" px="md">
      <Stack maw={420} w="100%">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
          {errorMessage(error)}
        </Alert>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
