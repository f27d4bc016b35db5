import { type AgencyDomain, DOMAIN_STATUS_TEXTS, DOMAIN_TEXTS, type Region } from '@agent-platform/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { DnsInstructionsModal } from './dns-instructions-modal';
import { DnsRecordsTable } from './dns-records-table';
import { domainStatusText } from './domain-status-text';
import { useDomainCheck, useRemoveDomain } from './use-agency-domains';

/**
 * A saved domain: the records to add, its status checked every 5 s until it is live, Cancel
 * before verification and 'Delete Domain' (confirmed) after it (spec 000 §4).
 */
export function DomainSetup({
  region,
  workspaceUid,
  domain,
}: {
  region: Region;
  workspaceUid: string;
  domain: AgencyDomain;
}) {
  const check = useDomainCheck(region, workspaceUid, domain);
  const remove = useRemoveDomain(region, workspaceUid, domain.kind);
  const [confirming, confirm] = useDisclosure(false);
  const [sending, instructions] = useDisclosure(false);
  useVerifiedNotice(domain);

  const cancel = () =>
    remove.mutate(undefined, {
      onError: () => notifications.show({ color: 'red', message: DOMAIN_TEXTS.cancelFailed, autoClose: 3000 }),
    });
  const checking = check.isFetching && check.data === undefined && domain.status === 'pending';

  return (
    <Stack gap="sm">
      <Text fw={500}>{domain.domain}</Text>
      {domain.records.length > 0 && <DnsRecordsTable records={domain.records} />}
      <Text role="status" c={domain.status === 'live' ? 'green' : undefined}>
        {domainStatusText(domain, checking)}
      </Text>
      {domain.lastProblem && domain.status === 'pending' && (
        <Text size="sm" c="dimmed">
          {domain.lastProblem}
        </Text>
      )}
      {domain.status === 'pending' && (
        <Alert color="yellow" variant="light">
          {DOMAIN_TEXTS.propagationWarning}
        </Alert>
      )}
      <Group>
        {domain.records.length > 0 && (
          <Button variant="light" onClick={instructions.open}>
            {DOMAIN_TEXTS.sendInstructions}
          </Button>
        )}
        {domain.status === 'pending' ? (
          <Button variant="default" onClick={cancel} loading={remove.isPending}>
            Cancel
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={confirm.open}>
            {DOMAIN_TEXTS.deleteDomain}
          </Button>
        )}
      </Group>
      <DnsInstructionsModal
        opened={sending}
        onClose={instructions.close}
        region={region}
        workspaceUid={workspaceUid}
        kind={domain.kind}
      />
      <ConfirmDeleteModal
        opened={confirming}
        onClose={confirm.close}
        title={DOMAIN_TEXTS.deleteDomain}
        name={domain.domain}
        consequence="will no longer show your dashboard."
        remove={() => remove.mutateAsync()}
        pending={remove.isPending}
        deletedNotice="Domain deleted."
        failedNotice="Error deleting domain"
      />
    </Stack>
  );
}

/** 'Domain verified successfully.' once, when a check finds the records the agency added. */
function useVerifiedNotice(domain: AgencyDomain) {
  const previous = useRef(domain.status);
  useEffect(() => {
    if (previous.current === 'pending' && domain.status !== 'pending') {
      notifications.show({ color: 'green', message: DOMAIN_STATUS_TEXTS.verified, autoClose: 3000 });
    }
    previous.current = domain.status;
  }, [domain.status]);
}
