import { Anchor, Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Frame for public pages outside the dashboard shell, such as the legal pages. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" py="xl">
      <Container size="md">
        <Anchor component={Link} to="/" size="sm">
          ← Back to the dashboard
        </Anchor>
      </Container>
      {children}
    </Box>
  );
}
