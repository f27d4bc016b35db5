import type { AudienceReport } from '@agent-platform/core';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AudienceReportView } from './audience-report-view';
import { ContactsCsvImport } from './contacts-csv-import';
import { LeadAudienceForm } from './lead-audience-form';

/** Who the draft campaign will message: contacts from a CSV file or from the agent's leads, and what became of the last batch. */
export function AudienceSection({ campaignId }: { campaignId: string }) {
  const [report, setReport] = useState<AudienceReport | null>(null);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="campaign-audience-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="campaign-audience-title">
            Audience
          </Title>
          <Text size="sm" c="dimmed">
            Add contacts from a CSV file or from your leads. A number already in the list is merged, and numbers that
            asked not to be contacted are left out.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ContactsCsvImport campaignId={campaignId} onReport={setReport} />
          <LeadAudienceForm campaignId={campaignId} onReport={setReport} />
        </SimpleGrid>
        {report && <AudienceReportView report={report} />}
      </Stack>
    </Card>
  );
}
