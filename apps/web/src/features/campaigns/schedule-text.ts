import { type Campaign, WEEKDAY_LABELS } from '@agent-platform/core';

/** The days of the week Monday first, as people read a week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** A campaign's schedule in one line: "Mon, Tue, 09:00–18:00 (Europe/Paris)". */
export function scheduleText(schedule: Campaign['schedule']): string {
  const days = WEEK_ORDER.filter((day) => schedule.days.includes(day))
    .map((day) => WEEKDAY_LABELS[day])
    .join(', ');
  const start = schedule.startsAt ? `Starts ${new Date(schedule.startsAt).toLocaleString()} · ` : '';
  return `${start}${days}, ${schedule.hoursFrom}–${schedule.hoursTo} (${schedule.timeZone})`;
}
