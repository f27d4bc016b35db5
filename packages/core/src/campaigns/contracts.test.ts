import { describe, expect, it } from 'vitest';
import { campaignWindowOpen, fillOpeningLine, localClock, ZCampaignDraft, ZCampaignSchedule } from './contracts.js';

describe('a campaign schedule', () => {
  it('defaults to weekdays from 09:00 to 18:00, in UTC, starting when started', () => {
    expect(ZCampaignSchedule.parse({})).toEqual({
      startsAt: null,
      timeZone: 'UTC',
      days: [1, 2, 3, 4, 5],
      hoursFrom: '09:00',
      hoursTo: '18:00',
    });
  });

  it('refuses hours that end before they start, an unknown time zone and no day at all', () => {
    const problem = (schedule: object) => ZCampaignSchedule.safeParse(schedule).error?.issues[0]?.message;
    expect(problem({ hoursFrom: '18:00', hoursTo: '09:00' })).toBe('The hours must end after they start.');
    expect(problem({ timeZone: 'Mars/Olympus' })).toBe('Choose a valid time zone.');
    expect(problem({ days: [] })).toBe('Allow at least one day.');
    expect(problem({ hoursFrom: '9am' })).toBe('Use the 24-hour format, like 09:00.');
  });

  it("reads the day and hour in the contact's time zone", () => {
    // Monday 2026-11-30 02:30 UTC is Sunday 21:30 in New York.
    const at = new Date('2026-11-30T02:30:00Z');
    expect(localClock(at, 'UTC')).toEqual({ day: 1, time: '02:30' });
    expect(localClock(at, 'America/New_York')).toEqual({ day: 0, time: '21:30' });
    const weekdaysDaytime = { days: [1, 2, 3, 4, 5], hoursFrom: '09:00', hoursTo: '18:00' };
    expect(campaignWindowOpen(weekdaysDaytime, 'Asia/Tokyo', at)).toBe(true); // Monday 11:30
    expect(campaignWindowOpen(weekdaysDaytime, 'America/New_York', at)).toBe(false);
    expect(campaignWindowOpen({ ...weekdaysDaytime, days: [0], hoursTo: '21:30' }, 'America/New_York', at)).toBe(true);
  });

  it('names a campaign and keeps the template variables in order', () => {
    const draft = ZCampaignDraft.parse({
      name: ' Winter offer ',
      agentId: 'agent-1',
      kind: 'whatsapp',
      template: { name: 'hello_again', language: 'en', variables: ['name', 'custom:city'] },
    });
    expect(draft.name).toBe('Winter offer');
    expect(draft.template?.variables).toEqual(['name', 'custom:city']);
    expect(ZCampaignDraft.safeParse({ name: '', agentId: 'agent-1', kind: 'whatsapp' }).error?.issues[0]?.message).toBe(
      'Please enter a campaign name.',
    );
  });
});

describe("a phone campaign's opening line", () => {
  it('fills in the name and custom columns, and leaves out what the contact lacks', () => {
    const line = 'Hi {name}, this is Ada about your {Plan} plan.';
    expect(fillOpeningLine(line, { name: 'Sam', customFields: { Plan: 'Gold' } })).toBe(
      'Hi Sam, this is Ada about your Gold plan.',
    );
    expect(fillOpeningLine(line, { name: null, customFields: {} })).toBe('Hi, this is Ada about your plan.');
  });
});
