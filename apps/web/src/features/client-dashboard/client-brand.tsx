import { Anchor, Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTenantBranding } from '../../app/tenant-branding';
import { PRODUCT_NAME } from '../agencies/brand-mark';

// The product's public About page: where 'Powered by' leads from an agency's dashboard.
const PRODUCT_ABOUT_PATH = '/legal/about';

/**
 * The top bar's first piece (spec 001 §2): 'Powered by' the product with a link while the agency
 * may not hide it, else the agency's logo, its dark variant in dark mode.
 */
export function ClientBrand() {
  const agency = useTenantBranding().agency;
  if (!agency || agency.showPoweredBy) {
    return (
      <Anchor href={PRODUCT_ABOUT_PATH} target="_blank" rel="noopener" underline="never" c="dimmed" size="xs">
        <Group gap={6} wrap="nowrap">
          <ThemeIcon size={24} radius="sm" variant="filled" aria-hidden>
            <IconMessageChatbot size={16} />
          </ThemeIcon>
          <Text span size="xs" c="dimmed">
            Powered by <b>{PRODUCT_NAME}</b>
          </Text>
        </Group>
      </Anchor>
    );
  }
  if (!agency.logoURL) {
    return (
      <Text fw={700} size="sm">
        {agency.name}
      </Text>
    );
  }
  return (
    <>
      <Image src={agency.logoURL} h={32} w="auto" alt={agency.name} darkHidden={Boolean(agency.darkLogoURL)} />
      {agency.darkLogoURL ? <Image src={agency.darkLogoURL} h={32} w="auto" alt={agency.name} lightHidden /> : null}
    </>
  );
}
