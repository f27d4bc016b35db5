import { showCanvasPromptSwitch } from '@agent-platform/core';
import { ActionIcon, Button, Group, Menu, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBroadcast,
  IconChevronDown,
  IconCode,
  IconDots,
  IconDownload,
  IconExternalLink,
  IconFlask,
  IconHistory,
  IconRocket,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import classes from './agent-shell.module.css';
import { useAgentShell } from './agent-shell-context';
import { agentTabPath, demoPath } from './agent-shell-paths';
import { DeployPromptModal, useDeployPromptHidden } from './deploy-prompt-modal';
import { downloadJson } from './download-json';
import { EmbedCodeModal } from './embed-code-modal';
import { notify } from './notify';
import { useExportAgent } from './use-export-agent';
import { usePublishAgent } from './use-publish-agent';
import { VersionHistoryDrawer } from './version-history-drawer';

/** The test panel's state, for the top bar's Test entry. */
export interface TestToggle {
  open: boolean;
  onToggle: () => void;
}

/**
 * Spec 001 §2 "Agent top bar": Demo, Publish, Deploy, Export, the debugger (the test panel) and
 * the agent's version history. The Test entry is the way back to a closed panel in light mode,
 * where spec 002 §2.2 hides the floating toggle.
 */
export function AgentTopBar(
  props: { compact: true } | { compact: false; test: TestToggle | null; tourButton?: ReactNode },
) {
  const { compact } = props;
  const { region, agentId, tab, local, published, acceptSaved } = useAgentShell();
  const navigate = useNavigate();
  const publish = usePublishAgent(region, agentId);
  const exportAgent = useExportAgent(region, agentId);
  const [promptHidden] = useDeployPromptHidden();
  const [deployPromptOpened, deployPrompt] = useDisclosure(false);
  const [embedOpened, embed] = useDisclosure(false);
  const [historyOpened, history] = useDisclosure(false);

  const onPublish = () => {
    const sent = local;
    publish.mutate(sent, {
      onSuccess: (saved) => {
        acceptSaved(saved, sent);
        notify('green', 'Agent published');
        if (!promptHidden) deployPrompt.open();
      },
      onError: (error) => notify('red', `Failed to save agent, ${errorMessage(error)}`),
    });
  };

  const onExport = () =>
    exportAgent.mutate(undefined, {
      onSuccess: (file) => {
        downloadJson(`${file.agentTemplate.title}.json`, file);
        notify('green', 'Agent template exported successfully');
      },
      onError: (error) => notify('red', `Error exporting agent: ${errorMessage(error)}`),
    });

  const goToChannels = () => navigate(agentTabPath(region, agentId, 'channels'));
  const demoHref = demoPath(region, agentId);

  const publishButton = (
    <Button
      onClick={onPublish}
      disabled={published}
      loading={publish.isPending}
      leftSection={compact ? undefined : <IconRocket size={16} />}
      classNames={compact ? undefined : { section: classes.wideOnly }}
      size={compact ? 'xs' : 'sm'}
    >
      {published ? 'Published' : 'Publish'}
    </Button>
  );

  const overlays = (
    <>
      <DeployPromptModal
        opened={deployPromptOpened}
        onClose={deployPrompt.close}
        onAddToWebsite={() => {
          deployPrompt.close();
          embed.open();
        }}
      />
      <EmbedCodeModal region={region} agentId={agentId} opened={embedOpened} onClose={embed.close} />
      <VersionHistoryDrawer opened={historyOpened} onClose={history.close} />
    </>
  );

  if (compact) {
    return (
      <Group gap={6} wrap="nowrap">
        {publishButton}
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size={30} aria-label="Agent actions">
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component="a"
              href={demoHref}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={14} />}
            >
              Demo
            </Menu.Item>
            <Menu.Label>Deploy</Menu.Label>
            <Menu.Item leftSection={<IconCode size={14} />} onClick={embed.open}>
              Embed code
            </Menu.Item>
            <Menu.Item leftSection={<IconBroadcast size={14} />} onClick={goToChannels}>
              Channels
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item leftSection={<IconDownload size={14} />} onClick={onExport}>
              Export
            </Menu.Item>
            <Menu.Item leftSection={<IconHistory size={14} />} onClick={history.open}>
              Version history
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {overlays}
      </Group>
    );
  }

  const { test, tourButton } = props;
  return (
    <div className={classes.topBar}>
      <Group justify="space-between" wrap="nowrap" h="100%" px="md" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Text fw={600} size="lg" truncate="end" title={local.title} miw={0}>
            {local.title}
          </Text>
          {showCanvasPromptSwitch(local, tab) && (
            <SegmentedControl
              size="xs"
              aria-label="Prompt view"
              value={tab}
              style={{ flex: 'none' }}
              onChange={(value) => navigate(agentTabPath(region, agentId, value === 'prompt' ? 'prompt' : 'nodes'))}
              data={[
                { value: 'nodes', label: 'Prompt' },
                { value: 'prompt', label: 'Canvas' },
              ]}
            />
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
          {tourButton}
          <Button
            component="a"
            href={demoHref}
            target="_blank"
            rel="noopener"
            variant="default"
            aria-label="Demo"
            title="Demo"
            className={classes.iconOnly}
            leftSection={<IconExternalLink size={16} />}
          >
            <span className={classes.actionLabel}>Demo</span>
          </Button>
          {test && (
            <Button
              data-tour="test"
              variant={test.open ? 'light' : 'default'}
              aria-label="Test"
              aria-pressed={test.open}
              title={test.open ? 'Close the test panel' : 'Open the test panel'}
              className={classes.iconOnly}
              leftSection={<IconFlask size={16} />}
              onClick={test.onToggle}
            >
              <span className={classes.actionLabel}>Test</span>
            </Button>
          )}
          {publishButton}
          <Menu position="bottom-end" shadow="md" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} />} data-tour="deploy">
                Deploy
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconCode size={14} />} onClick={embed.open}>
                Embed code
              </Menu.Item>
              <Menu.Item leftSection={<IconBroadcast size={14} />} onClick={goToChannels}>
                Channels
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            aria-label="Export"
            title="Export"
            className={classes.iconOnly}
            leftSection={<IconDownload size={16} />}
            onClick={onExport}
            loading={exportAgent.isPending}
          >
            <span className={classes.actionLabel}>Export</span>
          </Button>
          <Tooltip label="Version history" withArrow>
            <ActionIcon variant="default" size={36} aria-label="Version history" onClick={history.open}>
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {overlays}
      </Group>
    </div>
  );
}

/** Phones: the Test entry as an icon. */
export function TestToggleIcon({ test }: { test: TestToggle }) {
  return (
    <ActionIcon
      variant={test.open ? 'light' : 'default'}
      size={36}
      aria-label="Test"
      aria-pressed={test.open}
      onClick={test.onToggle}
    >
      <IconFlask size={18} />
    </ActionIcon>
  );
}
