import { ANALYTICS_DEFAULT_DAYS } from '@agent-platform/core';
import { useState } from 'react';
import { lastDays } from '../../ui/date-range-picker';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { AnalyticsReport, rangeProblem } from './analytics-report';
import { useAgentAnalytics } from './use-agent-analytics';

/**
 * The Analytics tab (`analytics`, spec 002 §2.1): the agent's widget loads, conversations,
 * messages, handoffs, leads and credits over a date range, each against the period just before,
 * and where visitors come from.
 */
export default function AnalyticsTab() {
  const { region, agentId } = useAgentShell();
  const [range, setRange] = useState(() => lastDays(ANALYTICS_DEFAULT_DAYS));
  const analytics = useAgentAnalytics(region, agentId, range, !rangeProblem(range));
  return <AnalyticsReport title="Analytics" range={range} onRangeChange={setRange} analytics={analytics} />;
}
