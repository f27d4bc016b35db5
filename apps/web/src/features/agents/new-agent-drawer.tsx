import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface NewAgentDrawerControls {
  open: () => void;
}

const NewAgentDrawerContext = createContext<NewAgentDrawerControls | null>(null);

/** One drawer for every New Agent button: the side navigation's and the agents page's. */
export function NewAgentDrawerProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const controls = useMemo(() => ({ open }), [open]);

  return (
    <NewAgentDrawerContext.Provider value={controls}>
      {children}
      <Drawer opened={opened} onClose={close} position="right" size="md" title="Create New Agent">
        <Stack gap="lg">
          <Text>Agent creation is coming soon.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </NewAgentDrawerContext.Provider>
  );
}

export function useNewAgentDrawer(): NewAgentDrawerControls {
  const controls = useContext(NewAgentDrawerContext);
  if (!controls) throw new Error('useNewAgentDrawer is used outside NewAgentDrawerProvider.');
  return controls;
}
