import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@agent-platform/core';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  running: 'green',
  paused: 'yellow',
  completed: 'teal',
  cancelled: 'red',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
