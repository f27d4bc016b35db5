import { describe, expect, it } from 'vitest';
import { channelNotInPlan, planAllowsChannel } from './channel-plan.js';

describe('channels by plan', () => {
  it('are all given by a plan without a channel list', () => {
    expect(planAllowsChannel({}, 'whatsapp')).toBe(true);
    expect(planAllowsChannel({}, 'telegram')).toBe(true);
  });

  it('are limited to the list for WhatsApp, Telegram, Instagram and Messenger only', () => {
    const limits = { channels: ['telegram'] };
    expect(planAllowsChannel(limits, 'telegram')).toBe(true);
    expect(planAllowsChannel(limits, 'whatsapp')).toBe(false);
    expect(planAllowsChannel(limits, 'instagram')).toBe(false);
    expect(planAllowsChannel(limits, 'messenger')).toBe(false);
    // Discord is not a plan-limited channel.
    expect(planAllowsChannel(limits, 'discord')).toBe(true);
  });

  it("say so in the spec's words", () => {
    expect(channelNotInPlan('whatsapp')).toBe(
      'Your current subscription plan does not include access to WhatsApp. Please upgrade to access this channel.',
    );
  });
});
