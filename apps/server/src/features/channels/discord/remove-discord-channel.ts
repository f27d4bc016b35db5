import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { discordChannels } from '../../../platform/db/schema/index.js';
import type { DiscordDeps } from './discord-deps.js';
import { forgetDiscordChannels } from './receive-discord-message.js';

/** Disconnects the agent's Discord channel: the bot stops handing its messages to the agent. */
export async function removeDiscordChannel(deps: Pick<DiscordDeps, 'regions' | 'caches'>, access: AgentAccess) {
  const removed = await deps.regions
    .db(access.region)
    .delete(discordChannels)
    .where(eq(discordChannels.agentId, access.agentId))
    .returning({ channelId: discordChannels.channelId });
  await forgetDiscordChannels(
    deps.caches,
    removed.map((row) => row.channelId),
  );
}
