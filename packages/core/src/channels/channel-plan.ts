import { CHANNEL_LABELS, type ChannelKey } from './channels.js';

/** The channels a plan may leave out (spec 000 §6); web chat and voice are always allowed. */
export const PLAN_LIMITABLE_CHANNELS = ['whatsapp', 'telegram', 'instagram', 'messenger'] as const;
export type PlanLimitableChannel = (typeof PLAN_LIMITABLE_CHANNELS)[number];

export const channelNotInPlan = (channel: ChannelKey) =>
  `Your current subscription plan does not include access to ${CHANNEL_LABELS[channel]}. Please upgrade to access this channel.`;

/** Whether the plan gives the channel: a plan without a channel list gives them all (the spec's default). */
export function planAllowsChannel(limits: { channels?: readonly string[] | undefined }, channel: ChannelKey): boolean {
  if (!(PLAN_LIMITABLE_CHANNELS as readonly string[]).includes(channel)) return true;
  return limits.channels === undefined || limits.channels.includes(channel);
}
