const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A knowledge date (last refresh, last or next run) as the lists show it; a dash when there is none. */
export const formatKbDate = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
