/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A date-time input's value (`2025-03-01T09:30`) read on `zone`'s clock, as an ISO instant; null when empty. */
export function zonedToIso(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess can differ from the offset at the answer across a clock change: look twice.
  const first = asUtc - zoneOffset(asUtc, zone);
  return new Date(asUtc - zoneOffset(first, zone)).toISOString();
}

/** An ISO instant as a date-time input's value on `zone`'s clock. */
export function isoToZoned(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + zoneOffset(instant, zone)).toISOString().slice(0, 16);
}

/** The browser's time zone, which new campaigns start with. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
