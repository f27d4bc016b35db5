import type { AnswerTrace, ToolCallTrace } from '@agent-platform/core';
import { Accordion, Code, Stack, Text } from '@mantine/core';

/**
 * What the debugger shows of one answer beyond its figures: the knowledge chunks it was given,
 * the tools it called with their request and response, and the moves along the agent's flow.
 */
export function AnswerTraceDetails({ trace }: { trace: AnswerTrace }) {
  const chunks = trace.chunks ?? [];
  const toolCalls = trace.toolCalls ?? [];
  const transitions = trace.nodeTransitions ?? [];
  if (chunks.length + toolCalls.length + transitions.length === 0) return null;
  return (
    <Accordion variant="contained" multiple chevronPosition="left" mt={4} aria-label="Debugger">
      <TraceSection value="transitions" title="Node transitions" count={transitions.length}>
        {transitions.map((move) => (
          <Text key={`${move.from}-${move.to}`} size="xs">
            {move.from} → {move.to}: {move.condition}
          </Text>
        ))}
      </TraceSection>
      <TraceSection value="tools" title="Tool calls" count={toolCalls.length}>
        {toolCalls.map((call, index) => (
          // A trace never changes once the answer is done, so positions are stable keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <ToolCallDetails key={index} call={call} />
        ))}
      </TraceSection>
      <TraceSection value="chunks" title="Retrieved chunks" count={chunks.length}>
        {trace.searchQuery && (
          <Text size="xs" c="dimmed">
            Searched for: {trace.searchQuery}
          </Text>
        )}
        {chunks.map((chunk, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a finished trace never reorders.
          <div key={index}>
            <Text size="xs" fw={600}>
              {chunk.docName} · score {chunk.score.toFixed(3)}
            </Text>
            <Text size="xs" lineClamp={4}>
              {chunk.text}
            </Text>
          </div>
        ))}
      </TraceSection>
    </Accordion>
  );
}

function TraceSection({
  value,
  title,
  count,
  children,
}: {
  value: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  if (count === 0) return null;
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Text size="xs">
          {title} ({count})
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function ToolCallDetails({ call }: { call: ToolCallTrace }) {
  return (
    <Stack gap={2} aria-label={`Tool call ${call.toolName}`}>
      <Text size="xs" fw={600}>
        {call.toolName}
      </Text>
      <Text size="xs" c="dimmed">
        Input
      </Text>
      <Code block>{json(call.input)}</Code>
      {call.request && (
        <>
          <Text size="xs" c="dimmed">
            Request
          </Text>
          <Code block>{json(call.request)}</Code>
        </>
      )}
      <Text size="xs" c={call.error ? 'red' : 'dimmed'}>
        {call.error ? `Error: ${call.error}` : 'Response'}
      </Text>
      {call.output !== undefined && <Code block>{json(call.output)}</Code>}
    </Stack>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '';
