// The payment provider's official SDK, configured once (tests point it at a local stand-in).
import Stripe from 'stripe';
import type { BillingConfig } from './billing.config';

export function createStripeClient(config: BillingConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(config.api ?? {}),
  });
}

/** The id of an expandable field (a string id, or the object when expanded). */
export function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}
