const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the reader's local date and time, e.g. "12 Mar 2026, 14:05". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
