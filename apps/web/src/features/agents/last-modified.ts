const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** '5 minutes ago' for the last week, a date before that. `unixSeconds` as the API sends it. */
export function lastModifiedText(unixSeconds: number, now = Date.now()): string {
  let amount = Math.round(unixSeconds - now / 1000);
  for (const [unit, perNext] of UNITS) {
    if (Math.abs(amount) < perNext)
      return unit === 'second' ? relative.format(0, 'second') : relative.format(amount, unit);
    amount = Math.round(amount / perNext);
  }
  return dayFormat.format(new Date(unixSeconds * 1000));
}

/** The exact moment, for a tooltip. */
export function lastModifiedDate(unixSeconds: number): string {
  return dateFormat.format(new Date(unixSeconds * 1000));
}
