import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionLoadError } from './section-load-error';

/**
 * An Integrations page (Meta Pages, WhatsApp, Twilio Numbers): its title and what it lists, then
 * the list once `query` has it, with the load error and its retry, or a placeholder while loading.
 */
export function IntegrationPage<T>({
  title,
  description,
  query,
  errorTitle,
  children,
}: {
  title: string;
  description: ReactNode;
  query: UseQueryResult<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" maw={620}>
            {description}
          </Text>
        </Stack>
        {query.isError ? (
          <SectionLoadError title={errorTitle} error={query.error} onRetry={() => query.refetch()} />
        ) : query.isPending ? (
          <Skeleton height={160} radius="md" aria-busy />
        ) : (
          children(query.data)
        )}
      </Stack>
    </Container>
  );
}
