import { CLIENT_SETTING_UP_TEXT, CLIENT_SETTING_UP_TITLE } from '@agent-platform/core';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** Spec 002 §2.11: the interstitial while a new client's dashboard is prepared. */
export function SettingUpScreen() {
  return (
    <Center mih="100vh" p="md" role="status" aria-label={CLIENT_SETTING_UP_TITLE}>
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Loader />
        <Title order={1} size="h3">
          {CLIENT_SETTING_UP_TITLE}
        </Title>
        <Text c="dimmed">{CLIENT_SETTING_UP_TEXT}</Text>
      </Stack>
    </Center>
  );
}
