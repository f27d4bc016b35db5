import { describe, expect, it } from 'vitest';
import { emailsNotification, type Notification, notificationToToast, soundsFor } from './contracts.js';

const now = new Date('2025-05-01T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const notification = (id: string, ageSeconds: number, over: Partial<Notification> = {}): Notification => ({
  id,
  level: 2,
  source: 'handoffRequest',
  title: 'Helper: a visitor asks for a person',
  body: 'A visitor chatting with Helper asks to talk to a person.',
  urlPathname: '/app/na/agents/a1/convos',
  ts: secondsAgo(ageSeconds),
  seen: false,
  ...over,
});

describe('the toast', () => {
  it('shows the newest notification when it is unseen and younger than 180 s', () => {
    const list = [notification('old', 100), notification('new', 10, { level: 1, source: 'newLead' })];
    expect(notificationToToast(list, now)?.id).toBe('new');
    expect(notificationToToast([notification('n', 179)], now)?.id).toBe('n');
  });

  it('shows nothing for a notification of 180 s or more, one already seen, or an older unseen one behind a seen newest', () => {
    expect(notificationToToast([notification('n', 180)], now)).toBeUndefined();
    expect(notificationToToast([notification('n', 5, { seen: true })], now)).toBeUndefined();
    expect(notificationToToast([notification('a', 20), notification('b', 5, { seen: true })], now)).toBeUndefined();
    expect(notificationToToast([], now)).toBeUndefined();
  });
});

describe('the sound', () => {
  it('follows the level and notifyIf, and only within the recent window of 60 s', () => {
    const request = notification('r', 5);
    const update = notification('u', 5, { level: 1, source: 'newLead' });
    expect(soundsFor(request, 'all', now)).toBe(true);
    expect(soundsFor(update, 'all', now)).toBe(true);
    expect(soundsFor(request, 'requestsOnly', now)).toBe(true);
    expect(soundsFor(update, 'requestsOnly', now)).toBe(false);
    expect(soundsFor(request, 'none', now)).toBe(false);
    expect(soundsFor(notification('late', 60), 'all', now)).toBe(false);
  });
});

describe('the email', () => {
  it('goes only through email or all, and about chats as notifyIf says', () => {
    expect(emailsNotification({ notifyThrough: 'email', notifyIf: 'requestsOnly' }, 'handoffRequest')).toBe(true);
    expect(emailsNotification({ notifyThrough: 'all', notifyIf: 'requestsOnly' }, 'newLead')).toBe(false);
    expect(emailsNotification({ notifyThrough: 'all', notifyIf: 'all' }, 'newLead')).toBe(true);
    expect(emailsNotification({ notifyThrough: 'all', notifyIf: 'none' }, 'channelHealth')).toBe(true);
    expect(emailsNotification({ notifyThrough: 'push', notifyIf: 'all' }, 'channelHealth')).toBe(false);
    expect(emailsNotification({ notifyThrough: 'none', notifyIf: 'all' }, 'handoffRequest')).toBe(false);
  });
});
