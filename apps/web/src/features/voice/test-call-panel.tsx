import { NO_AGENT_NUMBER, testCallPlaced, ZTestCallBody } from '@agent-platform/core';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { SectionLoadError } from '../../ui/section-load-error';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { showNumbersError } from '../twilio-numbers/twilio-numbers-page';
import { usePlaceTestCall, useTwilioNumbers } from '../twilio-numbers/use-twilio-numbers';

/**
 * Spec 002 §2.1 `testCall`: the agent phones a number from its own, to hear it answer. On a
 * Twilio trial account only numbers verified on the account can be called.
 */
export function TestCallPanel() {
  const { region, agentId, workspaceUid } = useAgentShell();
  const page = useTwilioNumbers(region, workspaceUid);
  const call = usePlaceTestCall(region, agentId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { to: '' },
    validate: zod4Resolver(ZTestCallBody, { errorPriority: 'first' }),
    transformValues: (values) => ZTestCallBody.parse(values),
  });
  const from = page.data?.numbers.find((number) => number.agentId === agentId);

  const submit = form.onSubmit((body) => {
    call.mutate(body.to, {
      onSuccess: (placed) =>
        notifications.show({ color: 'green', message: testCallPlaced(placed.to), autoClose: 5000 }),
      onError: showNumbersError,
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Test call
        </Title>
        {page.isError ? (
          <SectionLoadError title="Error loading numbers" error={page.error} onRetry={() => page.refetch()} />
        ) : page.isPending ? (
          <Skeleton height={80} radius="md" aria-busy />
        ) : !from ? (
          <Alert color="yellow" variant="light">
            {NO_AGENT_NUMBER}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm">
                The agent calls from {from.number}. On a Twilio trial account, call a number verified on your account.
              </Text>
              <Group align="flex-start">
                <TextInput label="Number to call" placeholder="+14155550100" {...form.getInputProps('to')} w={260} />
                <Button type="submit" mt={25} loading={call.isPending}>
                  Call
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
