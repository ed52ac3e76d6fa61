/** The market's time zone: every date the site shows or names a file after is a Taipei date. */
export const TAIPEI_TIME_ZONE = 'Asia/Taipei';

/** The calendar day in Taipei of an instant, `YYYY-MM-DD` (the browser's own zone plays no part). */
export function taipeiDate(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TAIPEI_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
