import { crossesLowCreditsLine, LOW_CREDITS_LINE, type Region } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../../platform/metrics/metrics.js';
import { emitWorkspaceEvent } from '../events/index.js';
import { type NotifyDeps, notify } from '../notifications/index.js';
import type { ChargeResult } from './charge-credits.js';
import { requestAutoRecharge } from './request-auto-recharge.js';
import { requestOrgAutoRecharge } from './request-org-auto-recharge.js';

export const LOW_CREDITS_TITLE = 'Your credits are running low';

/** What a committed charge is followed up with: notices, recharges, and the count of credits charged. */
export type AfterChargeDeps = NotifyDeps & {
  log?: FastifyBaseLogger | undefined;
  metrics: Pick<Metrics, 'creditsCharged'>;
};

/**
 * After a charge's transaction committed: the credits are counted for the metrics; when the charge took the balance below the low-credits
 * line, the workspace is notified and `credits_low` is raised, once per crossing (a charge that
 * starts below the line found it already crossed); below the auto-recharge threshold, a recharge
 * is requested. A failure is logged: the charge stands without it.
 */
export async function tellIfCreditsLow(
  deps: AfterChargeDeps,
  region: Region,
  workspaceUid: string,
  charge: ChargeResult | undefined,
): Promise<void> {
  if (!charge?.charged) return;
  deps.metrics.creditsCharged.inc({ region, payer: charge.orgId ? 'org' : 'workspace' }, charge.credits);
  // An organisation's balance is its own: the workspace's notices and recharges are about the workspace's.
  if (charge.orgId) {
    await requestOrgAutoRecharge(deps, region, workspaceUid, { ...charge, orgId: charge.orgId }).catch((error) =>
      deps.log?.error({ err: error, region, orgId: charge.orgId }, "an organisation's recharge could not be requested"),
    );
    return;
  }
  // Every committed debit passes through here with its balances: the place to ask for a recharge.
  await requestAutoRecharge(deps, region, workspaceUid, charge.balanceAfter).catch((error) =>
    deps.log?.error({ err: error, region, workspaceUid }, 'an automatic recharge could not be requested'),
  );
  if (!crossesLowCreditsLine(charge.balanceBefore, charge.balanceAfter)) return;
  const balance = charge.balanceAfter;
  try {
    await notify(deps, region, workspaceUid, {
      source: 'lowCredits',
      title: LOW_CREDITS_TITLE,
      body: `This workspace has ${credits(balance)} left. Top up so your agents keep answering.`,
      urlPathname: '/account/billing',
    });
  } catch (error) {
    deps.log?.error({ err: error, region, workspaceUid }, 'the low-credits notification could not be raised');
  }
  await emitWorkspaceEvent(deps, region, workspaceUid, 'credits_low', { balance, threshold: LOW_CREDITS_LINE });
}

const credits = (balance: number) =>
  `${balance.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${balance === 1 ? 'credit' : 'credits'}`;
