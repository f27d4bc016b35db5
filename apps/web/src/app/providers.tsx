import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client';
import { readTenantBranding } from './tenant-branding';
import { brandedTheme } from './theme';

// Remembers dark or light across reloads.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'agent-platform.color-scheme' });

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The branding the server put into the page: read once, it does not change while the page is open.
  const [theme] = useState(() => brandedTheme(readTenantBranding()));
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
