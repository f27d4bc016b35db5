import type { Region } from '@agent-platform/core';
import { Box, Loader, Stack, Text } from '@mantine/core';
import classes from './workspace-switcher.module.css';

/** Spec 001 §4: moving to a workspace in the other region shows this screen first. */
export function RegionSwitchScreen({ region }: { region: Region }) {
  return (
    <Box className={classes.switchScreen} role="status">
      <Stack align="center" gap="md">
        <Loader />
        <Text fw={600}>{`Switching to ${region.toUpperCase()} region...`}</Text>
      </Stack>
    </Box>
  );
}
