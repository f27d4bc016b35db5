import { type Campaign, type CampaignKind, type WaTemplate, ZCampaignDraft } from '@agent-platform/core';
import { browserTimeZone, isoToZoned, zonedToIso } from './zoned-time';

export const CONTACT_FIELD_SOURCES = [
  { value: 'name', label: 'Name' },
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
  { value: 'custom', label: 'A column of the file' },
];

export interface VariableSource {
  /** name, phone, email, custom, or '' before one is chosen. */
  field: string;
  /** The custom column's name, when `field` is custom. */
  column: string;
}

export type CampaignFormValues = {
  name: string;
  kind: CampaignKind;
  /** The chosen template's key (see templateKey), or '' before one is chosen. */
  template: string;
  variables: VariableSource[];
  start: 'now' | 'later';
  /** A date-time input's value on the campaign time zone's clock. */
  startsAt: string;
  timeZone: string;
  days: string[];
  hoursFrom: string;
  hoursTo: string;
  /** Voice: what the agent says first; empty for its own greeting. */
  openingLine: string;
  /** Voice: a number input's value, '' while it is empty. */
  maxSimultaneous: number | string;
  retries: { count: number | string; spacingMinutes: number | string };
};

export const START_AT_REQUIRED = 'Choose when the campaign starts.';
export const NUMBER_REQUIRED = 'Enter a number.';

/** A phone campaign's settings before anyone changes them: the contract's defaults. */
const VOICE_DEFAULTS = ZCampaignDraft.pick({ maxSimultaneous: true, retries: true }).parse({});

/** A template's name and language, which together name it. */
export const templateKey = (template: { name: string; language: string }) => `${template.name}:${template.language}`;

export function initialCampaignValues(campaign?: Campaign): CampaignFormValues {
  const timeZone = campaign?.schedule.timeZone ?? browserTimeZone();
  const startsAt = campaign?.schedule.startsAt ?? null;
  return {
    name: campaign?.name ?? '',
    kind: campaign?.kind ?? 'whatsapp',
    template: campaign?.template ? templateKey(campaign.template) : '',
    variables: (campaign?.template?.variables ?? []).map((variable) =>
      variable.startsWith('custom:')
        ? { field: 'custom', column: variable.slice('custom:'.length) }
        : { field: variable, column: '' },
    ),
    start: startsAt ? 'later' : 'now',
    startsAt: startsAt ? isoToZoned(startsAt, timeZone) : '',
    timeZone,
    days: (campaign?.schedule.days ?? [1, 2, 3, 4, 5]).map(String),
    hoursFrom: campaign?.schedule.hoursFrom ?? '09:00',
    hoursTo: campaign?.schedule.hoursTo ?? '18:00',
    openingLine: campaign?.openingLine ?? '',
    maxSimultaneous: campaign?.maxSimultaneous ?? VOICE_DEFAULTS.maxSimultaneous,
    retries: { ...(campaign?.retries ?? VOICE_DEFAULTS.retries) },
  };
}

/**
 * The form as the contract's draft, checked by ZCampaignDraft itself: a template not chosen yet
 * goes with an empty name and a field not chosen as an empty column, so that the contract's own
 * messages say what is missing. A phone campaign sends its opening line and calling settings
 * instead of a template, and an empty number as null, which the contract refuses.
 */
export function draftOfValues(values: CampaignFormValues, agentId: string, templates: WaTemplate[]) {
  const common = {
    name: values.name,
    agentId,
    schedule: {
      startsAt: values.start === 'later' ? zonedToIso(values.startsAt, values.timeZone) : null,
      timeZone: values.timeZone,
      days: values.days.map(Number),
      hoursFrom: values.hoursFrom,
      hoursTo: values.hoursTo,
    },
  };
  if (values.kind === 'voice')
    return {
      ...common,
      kind: 'voice' as const,
      openingLine: values.openingLine,
      maxSimultaneous: numberOrNull(values.maxSimultaneous),
      retries: {
        count: numberOrNull(values.retries.count),
        spacingMinutes: numberOrNull(values.retries.spacingMinutes),
      },
      template: null,
    };
  const template = templates.find((each) => templateKey(each) === values.template);
  return {
    ...common,
    kind: 'whatsapp' as const,
    template: {
      name: template?.name ?? '',
      language: template?.language ?? '',
      variables: values.variables.map(({ field, column }) =>
        field === 'custom' || field === '' ? `custom:${column.trim()}` : field,
      ),
    },
  };
}

const numberOrNull = (value: number | string) => (typeof value === 'number' ? value : null);

/** Where the form shows a problem no input of its own has, so that it still blocks the submit. */
export const WHOLE_FORM = 'form';

/** The draft's problems under the form's own field names. */
export function formErrorsOfDraft(errors: Record<string, unknown>, values: CampaignFormValues): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    // The template's language comes with its name: a missing one is said as a missing template.
    if (path === 'template.language' || typeof message !== 'string') continue;
    const field = fieldOfDraftPath(path, values) ?? WHOLE_FORM;
    mapped[field] ??= message;
  }
  if (values.start === 'later' && !values.startsAt) mapped.startsAt = START_AT_REQUIRED;
  if (values.kind === 'voice') {
    const numbers = {
      maxSimultaneous: values.maxSimultaneous,
      'retries.count': values.retries.count,
      'retries.spacingMinutes': values.retries.spacingMinutes,
    };
    for (const [field, value] of Object.entries(numbers)) if (value === '') mapped[field] = NUMBER_REQUIRED;
  }
  return mapped;
}

function fieldOfDraftPath(path: string, values: CampaignFormValues): string | null {
  if (path === 'name') return 'name';
  if (path === 'template.name') return 'template';
  if (path === 'schedule.startsAt') return 'startsAt';
  if (
    path === 'openingLine' ||
    path === 'maxSimultaneous' ||
    path === 'retries.count' ||
    path === 'retries.spacingMinutes'
  )
    return path;
  const variable = /^template\.variables\.(\d+)$/.exec(path);
  if (variable)
    return values.variables[Number(variable[1])]?.field === 'custom'
      ? `variables.${variable[1]}.column`
      : `variables.${variable[1]}.field`;
  const schedule = /^schedule\.(timeZone|days|hoursFrom|hoursTo)/.exec(path);
  return schedule?.[1] ?? null;
}
