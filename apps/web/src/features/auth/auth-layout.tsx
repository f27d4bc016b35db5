import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader';
import { AgencyFooter } from '../agencies/agency-footer';
import { BrandMark } from '../agencies/brand-mark';
import { BrandingText } from '../agencies/branding-text';
import { dashboardPath, regionFromQuery } from '../workspaces/workspace-paths';
import { useMe } from './use-me';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Screens for signed-out users send a signed-in user straight to the dashboard. */
  guestOnly?: boolean;
}

export function AuthLayout({ title, description, children, footer, guestOnly = false }: AuthLayoutProps) {
  const me = useMe({ onlyIfSignedIn: true });
  const [searchParams] = useSearchParams();
  if (guestOnly && me.data) {
    return <Navigate to={dashboardPath(me.data, regionFromQuery(searchParams.get('region')))} replace />;
  }
  if (guestOnly && me.isLoading) return <FullPageLoader />;

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" py={48} px="md">
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <BrandMark />
          <BrandingText />
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {description && (
                  <Text c="dimmed" size="sm">
                    {description}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer && (
            <Stack gap={6} align="center">
              {footer}
            </Stack>
          )}
          <AgencyFooter />
        </Stack>
      </Center>
    </Box>
  );
}

export function AuthFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}
