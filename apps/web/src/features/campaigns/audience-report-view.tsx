import type { AudienceReport } from '@agent-platform/core';
import { Alert, List, Stack, Table, Text } from '@mantine/core';

const contactsText = (count: number) => `${count} ${count === 1 ? 'contact' : 'contacts'}`;

/** What the last import or leads batch did: added, merged, left out, and the rows refused with why. */
export function AudienceReportView({ report }: { report: AudienceReport }) {
  const problems = report.excluded.length + report.rejected.length;
  return (
    <Alert
      color={problems > 0 ? 'yellow' : 'green'}
      variant="light"
      title={`${contactsText(report.added)} added`}
      role="status"
    >
      <Stack gap="sm">
        {report.merged > 0 && (
          <Text size="sm">
            {contactsText(report.merged)} merged with {report.merged === 1 ? 'a contact' : 'contacts'} already in the
            list.
          </Text>
        )}
        {report.excluded.length > 0 && (
          <div>
            <Text size="sm">{contactsText(report.excluded.length)} left out:</Text>
            <List size="sm" aria-label="Left out">
              {report.excluded.map((entry) => (
                <List.Item key={entry.phone}>
                  {entry.phone}: {entry.reason}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {report.rejected.length > 0 && (
          <div>
            <Text size="sm">
              {report.rejected.length} {report.rejected.length === 1 ? 'row was' : 'rows were'} not imported:
            </Text>
            <Table aria-label="Rows not imported" withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                {report.rejected.map((entry) => (
                  <Table.Tr key={entry.row}>
                    <Table.Td>
                      Row {entry.row}: {entry.reason}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
