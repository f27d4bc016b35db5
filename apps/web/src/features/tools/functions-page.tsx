import type { Tool } from '@agent-platform/core';
import { Alert, Button, Container, Group, Modal, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMathFunction, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { ToolCard } from './tool-card';
import { ToolForm } from './tool-form';
import { ToolTestBuilder } from './tool-test-builder';
import { useTools } from './use-tools';

type Open = { mode: 'add' } | { mode: 'edit'; tool: Tool } | { mode: 'test'; tool: Tool } | undefined;

const MODAL_TITLES = { add: 'Add tool', edit: 'Edit tool', test: 'Test tool' } as const;

/** `/app/{region}/integrations` (spec 001 §2: Functions): the workspace's tools, which agents call while they chat. */
export function FunctionsPage() {
  useDocumentTitle('Functions');
  const { workspace } = useCurrentWorkspace();
  const tools = useTools(workspace.region, workspace.uid);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);

  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Functions</Title>
            <Text c="dimmed" size="sm" maw={560}>
              Tools your agents can call while they chat: each call is a request to your server with the fields the
              agent fills in. Assign them to an agent in its Tools tab.
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setOpen({ mode: 'add' })}>
            Add tool
          </Button>
        </Group>

        {tools.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Error loading tools"
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(tools.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => tools.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : tools.isPending ? (
          <Stack gap="md" aria-busy>
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : tools.data.length === 0 ? (
          <NoTools onAdd={() => setOpen({ mode: 'add' })} />
        ) : (
          <Stack gap="md">
            {tools.data.map((tool) => (
              <ToolCard
                key={tool.id}
                tool={tool}
                onEdit={() => setOpen({ mode: 'edit', tool })}
                onTest={() => setOpen({ mode: 'test', tool })}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <Modal opened={open !== undefined} onClose={close} title={open && MODAL_TITLES[open.mode]} centered size="xl">
        {open?.mode === 'test' ? (
          <ToolTestBuilder key={open.tool.id} tool={open.tool} />
        ) : (
          open && (
            <ToolForm
              key={open.mode === 'edit' ? open.tool.id : 'new'}
              tool={open.mode === 'edit' ? open.tool : undefined}
              onCancel={close}
              onSaved={() => {
                notifications.show({
                  color: 'green',
                  message: open.mode === 'edit' ? 'Tool saved' : 'Tool added',
                  autoClose: 3000,
                });
                close();
              }}
            />
          )
        )}
      </Modal>
    </Container>
  );
}

function NoTools({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconMathFunction size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No tools yet
        </Title>
        <Text c="dimmed" size="sm" maw={440}>
          Add a tool with your server's address and the fields it takes, such as a booking or an order lookup.
        </Text>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={onAdd}>
          Add tool
        </Button>
      </Stack>
    </Paper>
  );
}
