// RFC 7240 `Prefer` (§2, §4.3 "wait"): the seconds a client is willing to wait for the answer.
// Preferences are comma-separated, each a token with an optional `=value` and `;` parameters;
// tokens are case-insensitive, a value may be quoted, and one a server does not understand is
// ignored, as is a malformed one: a preference never makes a request fail.

/** The `wait` preference of a request's Prefer header(s), in whole seconds; null when none is given. */
export function preferredWait_s(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  const preferences = (Array.isArray(header) ? header.join(',') : header).split(',');
  for (const preference of preferences) {
    const [first = ''] = preference.split(';');
    const eq = first.indexOf('=');
    if (eq < 0 || first.slice(0, eq).trim().toLowerCase() !== 'wait') continue;
    const value = first
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    // delta-seconds (RFC 7234 §1.2.1): digits only
    if (/^\d{1,9}$/.test(value)) return Number(value);
  }
  return null;
}
