import { Text, TypographyStylesProvider } from '@mantine/core';
import Markdown from 'react-markdown';
import { useTenantBranding } from '../../app/tenant-branding';

/**
 * The agency's branding text under its name at its public entry (spec 002 §2.9), nothing on the
 * product's own host. It is the agency's Markdown: raw HTML in it shows as nothing, and links open
 * elsewhere (react-markdown also drops `javascript:` addresses).
 */
export function BrandingText() {
  const text = useTenantBranding().agency?.brandingText.trim();
  if (!text) return null;
  return (
    <Text component="div" size="sm" ta="center" c="dimmed" data-testid="branding-text">
      <TypographyStylesProvider>
        <Markdown
          skipHtml
          components={{
            a: ({ href = '', children }) => (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            ),
          }}
        >
          {text}
        </Markdown>
      </TypographyStylesProvider>
    </Text>
  );
}
