import type { Region } from '../regions.js';
import { type ClientSelf, firstClientTab } from './session-contracts.js';

/** Where a signed-in client goes (spec 002 §2.11): its first agent's first tab, onboarding, or 'No Access'. */
export type ClientLanding = { kind: 'path'; path: string } | { kind: 'noAccess' };

/**
 * The post-login routing decision. `agentIds` are the agents the server found for the client, so
 * a widget id whose agent is gone does not count as access.
 */
export function clientLanding(
  client: Pick<ClientSelf, 'isNewSignup' | 'onboardingCompleted' | 'widgetIDs' | 'canAccess'>,
  agentIds: readonly string[],
  region: Region,
): ClientLanding {
  if (client.isNewSignup && !client.onboardingCompleted) {
    return { kind: 'path', path: `/app/${region}/client/onboarding` };
  }
  const found = new Set(agentIds);
  const firstAgent = client.widgetIDs.find((id) => found.has(id)) ?? agentIds[0];
  if (!firstAgent) return { kind: 'noAccess' };
  return { kind: 'path', path: `/app/${region}/agents/${firstAgent}/${firstClientTab(client.canAccess)}` };
}
