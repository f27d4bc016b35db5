import { type EmailDomain, emailDomainIsPolled, type Region } from '@agent-platform/core';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { SectionLoadError } from '../../ui/section-load-error';
import { AddEmailDomainForm } from './add-email-domain-form';
import { EmailDomainRecordsTable } from './email-domain-records-table';
import { EmailDomainStatusBadge } from './email-domain-status-badge';
import { useDeleteEmailDomain } from './use-delete-email-domain';
import { useEmailDomain } from './use-email-domain';
import { useEmailDomainPolling, useVerifyEmailDomain } from './use-verify-email-domain';

export const EMAIL_DOMAIN_DELETED = 'Email domain deleted.';

/**
 * The Email tab of the agency settings: the domain the agency's mail (client login codes,
 * notifications, feedback) is sent from. Add it, publish the records, verify; once verified the
 * mail goes out from it, DKIM-signed.
 */
export function EmailDomainPanel({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  const emailDomain = useEmailDomain(region, workspaceUid);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="email-domain-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="email-domain-title">
            Email domain
          </Title>
          <Text c="dimmed" size="sm" maw={680}>
            Send your clients' emails (login codes, notifications, feedback) from your own domain. Add the records below
            at your domain's DNS provider, then verify.
          </Text>
        </Stack>
        {emailDomain.isError && !emailDomain.data ? (
          <SectionLoadError
            title="Error loading the email domain"
            error={emailDomain.error}
            onRetry={() => emailDomain.refetch()}
          />
        ) : emailDomain.isPending ? (
          <Skeleton height={120} radius="md" aria-busy />
        ) : emailDomain.data.domain === null ? (
          <AddEmailDomainForm region={region} workspaceUid={workspaceUid} />
        ) : (
          <AddedEmailDomain region={region} workspaceUid={workspaceUid} emailDomain={emailDomain.data} />
        )}
      </Stack>
    </Card>
  );
}

function AddedEmailDomain({
  region,
  workspaceUid,
  emailDomain,
}: {
  region: Region;
  workspaceUid: string;
  emailDomain: EmailDomain;
}) {
  const polling = emailDomainIsPolled(emailDomain.status);
  useEmailDomainPolling(region, workspaceUid, polling);
  const verify = useVerifyEmailDomain(region, workspaceUid);
  const remove = useDeleteEmailDomain(region, workspaceUid);
  const [confirming, setConfirming] = useState(false);
  const domain = emailDomain.domain ?? '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Text fw={600} aria-label="Email domain name">
            {domain}
          </Text>
          <EmailDomainStatusBadge status={emailDomain.status} />
        </Group>
        <Group gap="sm">
          {emailDomain.status !== 'verified' && (
            <Button
              onClick={() =>
                verify.mutate(undefined, {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
                })
              }
              loading={verify.isPending}
            >
              Verify
            </Button>
          )}
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </Group>
      </Group>
      {emailDomain.status === 'verified' ? (
        <Alert color="green" title="Verified">
          Your clients' emails are sent from no-reply@{domain}, signed with your domain's DKIM key.
        </Alert>
      ) : emailDomain.problem ? (
        <Alert color={emailDomain.status === 'pending' ? 'yellow' : 'red'} title="Not verified yet">
          {emailDomain.problem}
        </Alert>
      ) : null}
      {polling && (
        <Text size="sm" c="dimmed">
          Checking your records every 5 seconds. DNS changes can take a while to appear.
        </Text>
      )}
      <EmailDomainRecordsTable records={emailDomain.records} />
      <ConfirmDeleteModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete email domain"
        name={domain}
        consequence="will be removed, and your clients' emails will be sent from the default address again. Adding it later gives a new DKIM key to publish."
        remove={() => remove.mutateAsync()}
        pending={remove.isPending}
        deletedNotice={EMAIL_DOMAIN_DELETED}
        failedNotice="Could not delete the email domain"
      />
    </Stack>
  );
}
