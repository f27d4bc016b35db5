import {
  type Region,
  WA_CONNECTION_FAILED,
  WA_FETCH_NUMBERS_FAILED,
  WA_NUMBER_CONNECTED,
  WA_NUMBER_REMOVED,
  WA_REMOVE_FAILED,
  WA_TOKEN_EXCHANGE_FAILED,
  type WaProviderNumber,
  type WhatsappChannel,
  waConnectedTo,
  waTokenExchangeError,
} from '@agent-platform/core';
import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api';
import { notify } from '../agent-shell/notify';
import { openEmbeddedSignup, readEmbeddedSignupMessage } from './whatsapp-embedded-signup';
import {
  useBusinessNumbers,
  useConnectWhatsappNumber,
  useRemoveWhatsappNumber,
  useWhatsappSignIn,
} from './whatsapp-hooks';
import { WhatsappTemplateForm } from './whatsapp-template-form';
import { WhatsappTestMessageForm } from './whatsapp-test-message-form';

type Props = { region: Region; agentId: string; channel: WhatsappChannel };

/** The New Method: sign in with Meta's embedded signup, connect the business account's numbers, test and template. */
export function WhatsappNewMethod({ region, agentId, channel }: Props) {
  const signIn = useWhatsappSignIn(region, agentId);
  const [waiting, setWaiting] = useState(false);
  const ready = !!channel.signIn?.hasToken && !!channel.signIn.wabaId;
  const numbers = useBusinessNumbers(region, agentId, ready);

  // The embedded signup's popup reports the business account here (FINISH); CANCEL and ERROR are only logged.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const signup = readEmbeddedSignupMessage(event.origin, event.data);
      if (!signup) return;
      if (signup.event === 'FINISH') signIn.mutate({ wabaId: signup.wabaId });
      else console.info(`WhatsApp embedded signup ${signup.event}`, signup.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signIn.mutate]);

  const continueWithMeta = async () => {
    if (!channel.metaAppId) return;
    setWaiting(true);
    try {
      const code = await openEmbeddedSignup(channel.metaAppId);
      await signIn.mutateAsync({ code });
    } catch (error) {
      const message = isApiError(error) || error instanceof Error ? error.message : WA_TOKEN_EXCHANGE_FAILED;
      notify('red', isApiError(error) ? message : waTokenExchangeError(message));
    } finally {
      setWaiting(false);
    }
  };

  const templateBusiness = channel.signIn?.wabaId ?? channel.numbers[0]?.wabaId;
  return (
    <Stack gap="md">
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>
          Create a WhatsApp Business Account at Meta and link the phone number the agent will answer on to it.
        </List.Item>
        <List.Item>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Sign in with Meta and choose the business account and its number.</Text>
            <Button onClick={continueWithMeta} loading={waiting || signIn.isPending} disabled={!channel.metaAppId}>
              Continue With Meta
            </Button>
            {!channel.metaAppId && (
              <Text size="xs" c="dimmed">
                This server has no Meta app configured (META_APP_ID and META_APP_SECRET).
              </Text>
            )}
          </Stack>
        </List.Item>
      </List>

      {ready &&
        (numbers.isPending ? (
          <Loader aria-label="Loading numbers" />
        ) : numbers.isError ? (
          <Alert color="red">{errorMessage(numbers.error) || WA_FETCH_NUMBERS_FAILED}</Alert>
        ) : (
          <Stack gap="sm" aria-label="Numbers found">
            {numbers.data.data.map((number) => (
              <NumberCard
                key={number.id}
                region={region}
                agentId={agentId}
                wabaId={channel.signIn?.wabaId ?? ''}
                number={number}
                failure={channel.numbers.find((stored) => stored.phoneId === number.id && stored.status === 'PENDING')}
              />
            ))}
          </Stack>
        ))}

      <ConnectedNumbers region={region} agentId={agentId} channel={channel} />
      {(channel.signIn?.hasToken || channel.numbers.length > 0) && templateBusiness && (
        <WhatsappTemplateForm region={region} agentId={agentId} wabaId={templateBusiness} />
      )}
    </Stack>
  );
}

function NumberCard({
  region,
  agentId,
  wabaId,
  number,
  failure,
}: {
  region: Region;
  agentId: string;
  wabaId: string;
  number: WaProviderNumber;
  failure: { failureReason: string | null } | undefined;
}) {
  const connect = useConnectWhatsappNumber(region, agentId);
  const [testing, setTesting] = useState(false);
  const connected = number.status === 'CONNECTED' && number.connected;
  const status = connected ? 'CONNECTED' : failure ? 'PENDING' : number.status;
  const doConnect = () =>
    connect.mutate(
      { wabaId, phoneId: number.id, phoneNumber: number.display_phone_number },
      {
        onSuccess: () => {
          notify('green', WA_NUMBER_CONNECTED);
          notify('green', waConnectedTo(number.display_phone_number));
        },
        onError: (error) =>
          notify('red', isApiError(error) ? error.message || WA_CONNECTION_FAILED : 'An unexpected error occurred'),
      },
    );
  return (
    <Card withBorder padding="sm" component="section" aria-label={number.display_phone_number}>
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={600}>{number.display_phone_number}</Text>
          <Text size="xs" c="dimmed">
            {number.verified_name} · ID {number.id}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={status === 'CONNECTED' ? 'green' : 'yellow'}>{connected ? 'Connected' : status}</Badge>
          {connected ? (
            <Button size="xs" variant="default" onClick={() => setTesting((open) => !open)}>
              Send Test Message
            </Button>
          ) : (
            <Button size="xs" onClick={doConnect} loading={connect.isPending}>
              Connect
            </Button>
          )}
        </Group>
      </Group>
      {failure && !connected && (
        <Alert color="red" title="Connection Failed" mt="sm">
          <Text size="sm">{failure.failureReason ?? WA_CONNECTION_FAILED}</Text>
          <Text size="xs" mt={4}>
            Check that the number is registered for WhatsApp's Cloud API and that you granted Agent Platform access to
            its business account, then Connect again.
          </Text>
        </Alert>
      )}
      {testing && connected && (
        <WhatsappTestMessageForm
          region={region}
          agentId={agentId}
          phoneId={number.id}
          onSent={() => setTesting(false)}
        />
      )}
    </Card>
  );
}

function ConnectedNumbers({ region, agentId, channel }: Props) {
  const remove = useRemoveWhatsappNumber(region, agentId);
  return (
    <Stack gap="xs" component="section" aria-label="Connected Whatsapp Numbers">
      <Title order={3} size="h5">
        Connected Whatsapp Numbers
      </Title>
      {channel.numbers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No number is connected yet.
        </Text>
      ) : (
        channel.numbers.map((number) => (
          <Group key={number.phoneId} justify="space-between" aria-label={`Number ${number.phoneNumber}`}>
            <Group gap="xs">
              <Text size="sm">{number.phoneNumber}</Text>
              <Badge size="sm" color={number.status === 'CONNECTED' ? 'green' : 'yellow'}>
                {number.status}
              </Badge>
            </Group>
            <Button
              size="xs"
              variant="default"
              color="red"
              loading={remove.isPending && remove.variables === number.phoneId}
              onClick={() =>
                remove.mutate(number.phoneId, {
                  onSuccess: () => notify('green', WA_NUMBER_REMOVED),
                  onError: (error) => notify('red', isApiError(error) ? error.message : WA_REMOVE_FAILED),
                })
              }
            >
              Remove
            </Button>
          </Group>
        ))
      )}
    </Stack>
  );
}
