import type { LegalPageName } from '@agent-platform/core';
import { Container, Loader, Title, TypographyStylesProvider } from '@mantine/core';
import Markdown from 'react-markdown';
import { Link } from 'react-router';
import { LoadError } from '../../ui/load-error';
import { PublicPage } from '../../ui/public-page';
import { useLegalPage } from './use-legal-page';

/**
 * `/legal/{page}`: the operator's Markdown. Raw HTML in it is shown as text, never run, and links
 * to other pages of the dashboard stay in the app.
 */
export function LegalPage({ page }: { page: LegalPageName }) {
  const legal = useLegalPage(page);
  return (
    <PublicPage>
      <Container size="md" py="lg">
        {legal.isPending ? (
          <Loader aria-label="Loading the page" />
        ) : legal.isError ? (
          <LoadError title="Could not load this page" error={legal.error} onRetry={() => legal.refetch()} />
        ) : (
          <article aria-labelledby="legal-title">
            <Title order={1} id="legal-title" mb="lg">
              {legal.data.title}
            </Title>
            <TypographyStylesProvider>
              <Markdown
                skipHtml
                components={{
                  a: ({ href = '', children }) =>
                    href.startsWith('/') ? (
                      <Link to={href}>{children}</Link>
                    ) : (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {children}
                      </a>
                    ),
                }}
              >
                {legal.data.markdown}
              </Markdown>
            </TypographyStylesProvider>
          </article>
        )}
      </Container>
    </PublicPage>
  );
}
