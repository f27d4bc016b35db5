import { ANALYTICS_DEFAULT_DAYS } from '@agent-platform/core';
import { useState } from 'react';
import { lastDays } from '../../ui/date-range-picker';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { AnalyticsReport, rangeProblem } from './analytics-report';
import { useOverallStats } from './use-overall-stats';

/**
 * The client's Home tab (`home`, spec 002 §2.12 'overall stats'): the Analytics report summed
 * over every agent the client may see, not only the one open.
 */
export default function HomeTab() {
  const { region, workspaceUid } = useAgentShell();
  const [range, setRange] = useState(() => lastDays(ANALYTICS_DEFAULT_DAYS));
  const stats = useOverallStats(region, workspaceUid, range, !rangeProblem(range));
  return <AnalyticsReport title="Overall stats" range={range} onRangeChange={setRange} analytics={stats} />;
}
