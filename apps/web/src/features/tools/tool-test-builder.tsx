import {
  buildToolRequest,
  MASKED_SECRET,
  maskedToolSecret,
  TOOL_TEST_BODY_MAX_CHARS,
  type Tool,
  type ToolRequest,
  type ToolTestResult,
  toolArgumentsFromText,
} from '@agent-platform/core';
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../auth/form-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useTestTool } from './use-test-tool';

/**
 * The tool test builder (spec 002 §7.7): the sample request a call would send, built in the
 * browser from the tool's name and the values typed for its fields, with the secret masked.
 * "Send test request" has the server send it and shows the tool server's answer.
 */
export function ToolTestBuilder({ tool }: { tool: Tool }) {
  const { workspace } = useCurrentWorkspace();
  const send = useTestTool(workspace.region, workspace.uid, tool.id);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const asked = tool.fields.filter((field) => field.value === '');
  const { args, unreadable } = toolArgumentsFromText(tool.fields, texts);
  const secret = tool.hasServerUrlSecret ? maskedToolSecret(tool) || MASKED_SECRET : undefined;
  const sample = buildToolRequest(tool, args, secret);

  return (
    <Stack gap="md">
      {asked.length === 0 ? (
        <Text size="sm" c="dimmed">
          This tool has no fields for the agent to fill in.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">Type the values the agent would give; empty fields use their default.</Text>
          {asked.map((field) => (
            <TextInput
              key={`${field.in}:${field.key}`}
              label={field.key}
              description={[`${field.type} in ${field.in}`, field.description].filter(Boolean).join(' · ')}
              placeholder={field.defaultValue}
              withAsterisk={field.required}
              value={texts[field.key] ?? ''}
              onChange={(event) => setTexts({ ...texts, [field.key]: event.currentTarget.value })}
              error={unreadable.includes(field.key) ? `Not a valid ${field.type}.` : undefined}
            />
          ))}
        </Stack>
      )}
      <SampleRequest request={sample} />
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => send.mutate(args)}
          loading={send.isPending}
          disabled={unreadable.length > 0}
        >
          Send test request
        </Button>
      </Group>
      <FormError error={send.error} />
      {send.data && !send.isPending && <TestAnswer result={send.data} />}
    </Stack>
  );
}

function SampleRequest({ request }: { request: ToolRequest }) {
  return (
    <Stack gap="xs" component="section" aria-label="Sample request">
      <Title order={3} size="h5">
        Sample request
      </Title>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {`${request.method} ${request.url}`}
      </Code>
      <HeaderTable headers={request.headers} label="Request headers" />
      <Code block aria-label="Request body">
        {JSON.stringify(request.body, null, 2)}
      </Code>
    </Stack>
  );
}

function HeaderTable({ headers, label }: { headers: Record<string, string>; label: string }) {
  return (
    <Table withTableBorder fz="xs" aria-label={label}>
      <Table.Tbody>
        {Object.entries(headers).map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Td ff="monospace" w="35%">
              {name}
            </Table.Td>
            <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TestAnswer({ result }: { result: ToolTestResult }) {
  if (result.status === undefined) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="No answer" role="alert">
        {result.error}
      </Alert>
    );
  }
  return (
    <Alert
      color={result.ok ? 'green' : 'orange'}
      variant="light"
      icon={result.ok ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      title={`The server answered ${result.status}`}
      role="status"
    >
      <Stack gap="xs">
        {result.headers && Object.keys(result.headers).length > 0 && (
          <HeaderTable headers={result.headers} label="Response headers" />
        )}
        <Code block aria-label="Response body" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {result.body || '(empty body)'}
        </Code>
        {result.truncated && (
          <Text size="xs" c="dimmed">
            The body is cut to its first {TOOL_TEST_BODY_MAX_CHARS} characters.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
