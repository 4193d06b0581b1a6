// The saved design payload is any JSON object a client saved: what reads it asks what it holds.

/** True for a JSON object (not null, not a list): a payload's group, a list's entry. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
