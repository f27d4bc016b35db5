import {
  type Region,
  WA_LEGACY_SAVED,
  type WhatsappChannel,
  waErrorOccurred,
  ZWaLegacyBody,
} from '@agent-platform/core';
import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { isApiError } from '../../lib/api';
import { firstError } from '../../lib/forms';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { notify } from '../agent-shell/notify';
import { useSaveLegacyWhatsapp } from './whatsapp-hooks';

/** An empty token keeps the saved one. */
const bodyOf = (values: WaLegacyForm) => ({ ...values, whatsappToken: values.whatsappToken || undefined });
type WaLegacyForm = {
  whatsappToken: string;
  whatsappBusniessId: string;
  whatsappNumberId: string;
  waTestNumber: string;
};

/**
 * The Legacy Method (Deprecated): the agent's own Meta app sends to our webhook, whose verify
 * token is the agent id; 'Save and Run Test' saves the app's token and ids and sends a test.
 */
export function WhatsappLegacyMethod({
  region,
  agentId,
  channel,
}: {
  region: Region;
  agentId: string;
  channel: WhatsappChannel;
}) {
  const saved = channel.legacy;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      whatsappToken: '',
      whatsappBusniessId: saved?.whatsappBusniessId ?? '',
      whatsappNumberId: saved?.whatsappNumberId ?? '',
      waTestNumber: saved?.waTestNumber ?? '',
    },
    validate: (values) => zod4Resolver(ZWaLegacyBody, { errorPriority: 'first' })(bodyOf(values)),
    // The one message stays until the next try, as the problem it names may be in any input.
    clearInputErrorOnChange: false,
  });
  const save = useSaveLegacyWhatsapp(region, agentId);
  const field = (key: keyof typeof form.values) => form.getInputProps(key, { withError: false });
  // Saving runs a test message too, so it is left to its own button.
  useUnsavedChanges({ dirty: form.isDirty() });
  const submit = form.onSubmit((values) => {
    save.mutate(bodyOf(values), {
      onSuccess: (result) => {
        if (result.waVerifyPassed) notify('green', WA_LEGACY_SAVED);
        else notify('red', waErrorOccurred(result.testError ?? undefined));
        form.setFieldValue('whatsappToken', '');
        form.resetDirty({ ...form.getValues(), whatsappToken: '' });
      },
      onError: (error) => {
        const message = isApiError(error) ? error.message : undefined;
        form.setFieldError('waTestNumber', waErrorOccurred(message));
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Legacy Method">
      <Stack gap="md">
        <List
          type="ordered"
          spacing="xs"
          size="sm"
          styles={{ itemWrapper: { minWidth: 0 }, itemLabel: { minWidth: 0 } }}
        >
          <List.Item>Create a Meta app with the WhatsApp product, and add your business phone number to it.</List.Item>
          <List.Item>
            <Stack gap={4}>
              <Text size="sm">
                In the app's WhatsApp configuration, set this webhook address, with the agent ID as the verify token,
                and subscribe to <Code>messages</Code>:
              </Text>
              {/* Long addresses break anywhere, so the copy button stays beside them on a phone. */}
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Code
                  block
                  aria-label="Webhook address"
                  style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                >
                  {channel.webhookUrl}
                </Code>
                <CopyButton value={channel.webhookUrl}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                      <ActionIcon
                        variant="default"
                        size={36}
                        aria-label="Copy webhook address"
                        color={copied ? 'teal' : undefined}
                        onClick={() => {
                          copy();
                          notify('green', 'Copied to Clipboard');
                        }}
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                Verify token: <Code>{agentId}</Code>
              </Text>
            </Stack>
          </List.Item>
          <List.Item>
            Enter the app's permanent access token, the WhatsApp Business Account ID, the phone number ID and a number
            to send the test message to, then Save and Run Test.
          </List.Item>
        </List>
        <PasswordInput
          label="Access token"
          placeholder={saved?.hasToken ? 'Saved. Leave empty to keep it.' : 'EAAG…'}
          autoComplete="off"
          {...field('whatsappToken')}
        />
        <TextInput label="WhatsApp Business Account ID" {...field('whatsappBusniessId')} />
        <TextInput label="Phone number ID" {...field('whatsappNumberId')} />
        <TextInput label="Test number" placeholder="+15551234567" {...field('waTestNumber')} error={firstError(form)} />
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c={saved?.waVerifyPassed ? 'green' : 'dimmed'}>
            {saved ? (saved.waVerifyPassed ? 'Test passed.' : 'The last test did not pass.') : ''}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save and Run Test
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
