// PostgreSQL cannot store U+0000 in text or JSONB: without this guard such input reaches the
// database and fails as a 500. Found before validation, it is a 400 naming the field.
import type { FastifyInstance } from 'fastify';
import { FieldError } from '../shared/errors';

/** The dotted path of the first string holding U+0000 in a parsed body or query, or null. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      const found = findNulCharacter(v, at);
      if (found) return found;
    }
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNulCharacter(request.body) ?? findNulCharacter(request.query);
    if (field) throw new FieldError(field, 'contains a NUL character (U+0000), which cannot be stored');
  });
}
