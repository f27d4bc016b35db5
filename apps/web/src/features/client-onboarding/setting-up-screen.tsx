import { CLIENT_SETTING_UP_TEXT, CLIENT_SETTING_UP_TITLE } from '@agent-platform/core';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** Spec 002 §2.11: the interstitial while the client's account is being prepared. */
export function SettingUpScreen() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Title order={1} size="h3">
          {CLIENT_SETTING_UP_TITLE}
        </Title>
        <Text c="dimmed">{CLIENT_SETTING_UP_TEXT}</Text>
      </Stack>
    </Center>
  );
}
