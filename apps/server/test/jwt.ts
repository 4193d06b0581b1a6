// Hand-made HS256 tokens for the expired / forged cases.
import { createHmac } from 'node:crypto';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

export function hs256(payload: Record<string, unknown>, secret: string): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
