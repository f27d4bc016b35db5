import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { AGENCY_PREVIEW_PATH } from '@agent-platform/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { AgencyPreviewApp } from './features/agencies/agency-preview-app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    {/* The agency live preview has a theme of its own, the draft's, so it is an app of its own. */}
    {window.location.pathname === AGENCY_PREVIEW_PATH ? (
      <AgencyPreviewApp />
    ) : (
      <Providers>
        <AppRouter />
      </Providers>
    )}
  </StrictMode>,
);
