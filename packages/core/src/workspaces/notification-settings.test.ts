import { describe, expect, it } from 'vitest';
import { emailsMember, NOTIFY_IF, NOTIFY_THROUGH, ZNotificationSettings } from './notification-settings.js';

describe('emailsMember', () => {
  it.each([
    ['all', 'requestsOnly', true, false],
    ['email', 'requestsOnly', true, false],
    ['all', 'all', true, true],
    ['email', 'all', true, true],
    ['push', 'all', false, false],
    ['none', 'all', false, false],
    ['all', 'none', false, false],
  ] as const)(
    'notifyThrough %s, notifyIf %s: handoff request %s, new conversation %s',
    (notifyThrough, notifyIf, handoff, fresh) => {
      expect(emailsMember({ notifyThrough, notifyIf }, 'handoffRequest')).toBe(handoff);
      expect(emailsMember({ notifyThrough, notifyIf }, 'newConversation')).toBe(fresh);
    },
  );

  it('takes exactly the spec’s values, both required', () => {
    for (const notifyThrough of NOTIFY_THROUGH)
      for (const notifyIf of NOTIFY_IF)
        expect(ZNotificationSettings.safeParse({ notifyThrough, notifyIf }).success).toBe(true);
    expect(ZNotificationSettings.safeParse({ notifyThrough: 'all' }).success).toBe(false);
    expect(ZNotificationSettings.safeParse({ notifyThrough: 'sms', notifyIf: 'all' }).success).toBe(false);
  });
});
