import { Button, Group, Modal, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';

const HIDE_KEY = 'agent-platform.hide-deploy-prompt';

/** Spec 001 §4: after a successful save, unless the user asked never to see it again. */
export function useDeployPromptHidden() {
  return useLocalStorage({ key: HIDE_KEY, defaultValue: false, getInitialValueInEffect: false });
}

interface DeployPromptModalProps {
  opened: boolean;
  onClose: () => void;
  onAddToWebsite: () => void;
}

export function DeployPromptModal({ opened, onClose, onAddToWebsite }: DeployPromptModalProps) {
  const [, setHidden] = useDeployPromptHidden();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Your agent is published"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="lg">
        Put it in front of your visitors: add the chat widget to your website.
      </Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            setHidden(true);
            onClose();
          }}
        >
          Don't show again
        </Button>
        <Button onClick={onAddToWebsite}>Add widget to website</Button>
      </Group>
    </Modal>
  );
}
