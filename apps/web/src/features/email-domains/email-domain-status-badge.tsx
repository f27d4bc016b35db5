import { EMAIL_DOMAIN_STATUS_LABELS, type EmailDomainStatus } from '@agent-platform/core';
import { Badge } from '@mantine/core';

const COLORS: Record<EmailDomainStatus, string> = {
  not_started: 'gray',
  pending: 'yellow',
  verified: 'green',
  failure: 'red',
  temporary_failure: 'orange',
};

export function EmailDomainStatusBadge({ status }: { status: EmailDomainStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {EMAIL_DOMAIN_STATUS_LABELS[status]}
    </Badge>
  );
}
