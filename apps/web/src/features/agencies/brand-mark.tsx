import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTenantBranding } from '../../app/tenant-branding';

/** The product's name where no agency brands the host. */
export const PRODUCT_NAME = 'Agent Platform';

/**
 * Whose dashboard this is: the agency's logo and name on an agency's host (spec 001 §1), else
 * the product's. The dark mode logo shows in dark mode when the agency has one.
 */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const agency = useTenantBranding().agency;
  const logo = agency?.logoURL ?? null;
  return (
    <Group gap="xs" justify="center">
      {logo ? (
        <>
          <Image src={logo} w={36} h={36} radius="md" alt="" darkHidden={Boolean(agency?.darkLogoURL)} />
          {agency?.darkLogoURL ? <Image src={agency.darkLogoURL} w={36} h={36} radius="md" alt="" lightHidden /> : null}
        </>
      ) : (
        <ThemeIcon size={36} radius="md" variant="filled" aria-hidden>
          <IconMessageChatbot size={22} />
        </ThemeIcon>
      )}
      {compact ? null : (
        <Text fw={700} size="lg">
          {agency?.name ?? PRODUCT_NAME}
        </Text>
      )}
    </Group>
  );
}
