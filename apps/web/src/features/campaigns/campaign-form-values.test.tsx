import { type Campaign, CONTACT_STATES, ZCampaignDraft } from '@agent-platform/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it } from 'vitest';
import {
  type CampaignFormValues,
  draftOfValues,
  formErrorsOfDraft,
  initialCampaignValues,
  START_AT_REQUIRED,
} from './campaign-form-values';
import { templateVariableCount } from './template-variables';
import { isoToZoned, zonedToIso } from './zoned-time';

const templates = [
  { name: 'hello_again', language: 'en', category: 'UTILITY', bodyText: 'Hello again!' },
  { name: 'order_ready', language: 'en_US', category: 'UTILITY', bodyText: 'Hi {{1}}, order {{2}} is ready.' },
];
const filled: CampaignFormValues = {
  ...initialCampaignValues(),
  name: 'Spring follow-up',
  template: 'order_ready:en_US',
  variables: [
    { field: 'name', column: '' },
    { field: 'custom', column: ' order_number ' },
  ],
  timeZone: 'America/New_York',
};
const errorsOf = (values: CampaignFormValues) =>
  formErrorsOfDraft(
    zod4Resolver(ZCampaignDraft, { errorPriority: 'first' })(draftOfValues(values, 'agent_1', templates)),
    values,
  );

describe('the campaign form', () => {
  it('sends the chosen template, its variables and the schedule as the contract’s draft', () => {
    const draft = ZCampaignDraft.parse(
      draftOfValues({ ...filled, start: 'later', startsAt: '2026-07-01T09:00' }, 'agent_1', templates),
    );
    expect(draft.template).toEqual({
      name: 'order_ready',
      language: 'en_US',
      variables: ['name', 'custom:order_number'],
    });
    expect(draft.schedule).toEqual({
      startsAt: '2026-07-01T13:00:00.000Z',
      timeZone: 'America/New_York',
      days: [1, 2, 3, 4, 5],
      hoursFrom: '09:00',
      hoursTo: '18:00',
    });
    expect(errorsOf(filled)).toEqual({});
  });

  it('says in the contract’s words what is missing, beside the input that needs it', () => {
    expect(
      errorsOf({
        ...filled,
        name: ' ',
        template: '',
        variables: [
          { field: '', column: '' },
          { field: 'custom', column: '' },
        ],
        days: [],
        hoursFrom: '18:00',
        hoursTo: '09:00',
        start: 'later',
        startsAt: '',
      }),
    ).toEqual({
      name: 'Please enter a campaign name.',
      template: 'Choose an approved template.',
      'variables.0.field': 'Choose a contact field.',
      'variables.1.column': 'Choose a contact field.',
      days: 'Allow at least one day.',
      hoursTo: 'The hours must end after they start.',
      startsAt: START_AT_REQUIRED,
    });
  });

  it('opens a saved draft as it was saved', () => {
    const values = initialCampaignValues({
      id: 'c_1',
      agentId: 'agent_1',
      name: 'Spring follow-up',
      kind: 'whatsapp',
      status: 'draft',
      stoppedReason: null,
      schedule: {
        startsAt: '2026-07-01T13:00:00.000Z',
        timeZone: 'America/New_York',
        days: [0, 6],
        hoursFrom: '10:00',
        hoursTo: '12:00',
      },
      template: { name: 'order_ready', language: 'en_US', variables: ['phone', 'custom:order_number'] },
      openingLine: null,
      maxSimultaneous: 1,
      retries: { count: 2, spacingMinutes: 60 },
      contacts: 0,
      totals: Object.fromEntries(CONTACT_STATES.map((state) => [state, 0])) as Campaign['totals'],
      reached: 0,
      responded: 0,
      creditsSpent: 0,
      createdAt: '2026-06-01T00:00:00.000Z',
      startedAt: null,
      endedAt: null,
    });
    expect(values).toMatchObject({
      template: 'order_ready:en_US',
      variables: [
        { field: 'phone', column: '' },
        { field: 'custom', column: 'order_number' },
      ],
      start: 'later',
      startsAt: '2026-07-01T09:00',
      days: ['0', '6'],
    });
  });

  it('sends a phone campaign’s opening line and calling settings instead of a template', () => {
    const voice: CampaignFormValues = {
      ...filled,
      kind: 'voice',
      openingLine: ' Hi {name}! ',
      maxSimultaneous: 4,
      retries: { count: 0, spacingMinutes: 30 },
    };
    expect(ZCampaignDraft.parse(draftOfValues(voice, 'agent_1', templates))).toMatchObject({
      kind: 'voice',
      openingLine: 'Hi {name}!',
      maxSimultaneous: 4,
      retries: { count: 0, spacingMinutes: 30 },
      template: null,
    });
    expect(errorsOf(voice)).toEqual({});
    expect(errorsOf({ ...voice, maxSimultaneous: '', retries: { count: 6, spacingMinutes: '' } })).toEqual({
      maxSimultaneous: 'Enter a number.',
      'retries.count': expect.any(String),
      'retries.spacingMinutes': 'Enter a number.',
    });
  });
});

describe('template variables', () => {
  it('counts up to the highest {{n}} of the body', () => {
    expect(templateVariableCount('Hello again!')).toBe(0);
    expect(templateVariableCount('Hi {{1}}, order {{ 2 }} is ready, {{1}}.')).toBe(2);
  });
});

describe('times on a time zone’s clock', () => {
  it('reads a date-time on the zone’s clock, across a change of clocks too', () => {
    expect(zonedToIso('2026-01-15T09:00', 'Europe/Paris')).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedToIso('2026-07-15T09:00', 'Europe/Paris')).toBe('2026-07-15T07:00:00.000Z');
    expect(zonedToIso('', 'Europe/Paris')).toBeNull();
    expect(isoToZoned('2026-07-15T07:00:00.000Z', 'Europe/Paris')).toBe('2026-07-15T09:00');
  });
});
