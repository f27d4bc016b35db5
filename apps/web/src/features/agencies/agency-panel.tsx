import type { Agency, Region } from '@agent-platform/core';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionLoadError } from '../../ui/section-load-error';
import { useAgency } from './use-agency';

/** One tab of the agency settings: its title and, once the settings are loaded, its content. */
export function AgencyPanel({
  region,
  workspaceUid,
  title,
  children,
}: {
  region: Region;
  workspaceUid: string;
  title: string;
  children: (agency: Agency) => ReactNode;
}) {
  const agency = useAgency(region, workspaceUid);
  const id = `agency-${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {agency.isError && !agency.data ? (
          <SectionLoadError
            title="Error loading the agency settings"
            error={agency.error}
            onRetry={() => agency.refetch()}
          />
        ) : agency.isPending ? (
          <Skeleton height={160} radius="md" aria-busy />
        ) : (
          children(agency.data)
        )}
      </Stack>
    </Card>
  );
}

/** A failed save's message, under the form. */
export function SaveProblem({ form }: { form: { errors: Record<string, ReactNode> } }) {
  return form.errors.call ? (
    <Text c="red" size="sm" role="alert">
      {form.errors.call}
    </Text>
  ) : null;
}
