import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTenantBranding } from '../../app/tenant-branding';
import { PRODUCT_NAME } from './brand-mark';

/** Spec 001 §2: the footer is hidden on app paths. */
const APP_PATH = /^\/app(\/|$)/;

/**
 * The agency-client shell footer (spec 001 §2): the agency's name and the year, 'Powered by' the
 * product unless the agency may hide it, its Terms of Service and Privacy Policy links, a GDPR
 * note. Only on an agency's host, and never on app paths.
 */
export function AgencyFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const { pathname } = useLocation();
  const agency = useTenantBranding().agency;
  if (!agency || APP_PATH.test(pathname)) return null;
  return (
    <Stack component="footer" gap={4} align="center" py="md" aria-label="Footer">
      <Text size="xs" c="dimmed">
        © {year} {agency.name}
        {agency.showPoweredBy ? ` · Powered by ${PRODUCT_NAME}` : ''}
      </Text>
      <Group gap="md">
        {agency.tosPage ? (
          <Anchor href={agency.tosPage} target="_blank" rel="noopener noreferrer" size="xs">
            Terms of Service
          </Anchor>
        ) : null}
        {agency.privacyPolicyPage ? (
          <Anchor href={agency.privacyPolicyPage} target="_blank" rel="noopener noreferrer" size="xs">
            Privacy Policy
          </Anchor>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Your data is processed in line with the GDPR.
      </Text>
    </Stack>
  );
}
