// The payment provider's settings, from the environment. Without a secret key (the embedded
// default) online payment is off: the billing calls say so and the Super admin grants plans.
export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** Price ids: the Pro plan (yearly, quantity 1) and one extra seat (yearly, per seat). */
  priceProId: string;
  priceSeatId: string;
  /** Another API address (tests: a local stand-in); null = the provider's own. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_SEAT, STRIPE_API_BASE. */
export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const missing = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_SEAT'].filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length > 0) {
    throw new Error(`STRIPE_SECRET_KEY is set: ${missing.join(', ')} must be set too`);
  }
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
    priceProId: env.STRIPE_PRICE_PRO!.trim(),
    priceSeatId: env.STRIPE_PRICE_SEAT!.trim(),
    api: env.STRIPE_API_BASE ? apiAddress(env.STRIPE_API_BASE) : null,
  };
}

function apiAddress(base: string): BillingConfig['api'] {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`STRIPE_API_BASE: not a URL (${base})`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}
