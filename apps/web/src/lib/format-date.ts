// How a moment reads everywhere in the app: 'Nov 23, 2026, 11:37 AM' (the user's clock).
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
