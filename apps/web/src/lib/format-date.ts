// How a moment and a day read everywhere in the app, on the user's clock: 'Nov 23, 2026, 11:37 AM',
// 'Nov 23, 2026' in tables, 'November 23, 2026' in a sentence. One place, so that two dates on
// one screen never read two ways (an import's time read '11/23/2026, 11:37:12 AM' beside it).
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

/** A day inside a sentence ('Your plan ends on November 23, 2026.'). */
export function formatLongDate(iso: string): string {
  return longDay.format(new Date(iso));
}
