// A local stand-in for the few payment-provider (Stripe) endpoints billing calls, on 127.0.0.1:
// the real SDK is pointed at it (BillingConfig.api) and it records what the SDK sent.
//
// For the browser tests it also plays the provider's hosted Checkout page (with `checkoutBaseUrl`
// its own address): GET /c/:n shows what is bought, POST /c/:n/pay makes the subscription, sends
// the signed webhooks a real payment brings (checkout.session.completed, invoice.paid) to
// `webhookUrl`, and sends the browser back to the session's success_url.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { BillingConfig } from '../src/billing/billing.config';

export interface StandInRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
}

export interface StripeStandIn {
  config: BillingConfig;
  requests: StandInRequest[];
  /** Subscriptions GET /v1/subscriptions/:id answers (set by the test). */
  subscriptions: Map<string, object>;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** Port to listen on (default: any free one). */
  port?: number;
  /** Where Checkout URLs point: default an address no browser opens; the browser tests give the stand-in's own. */
  checkoutBaseUrl?: string;
  /** Where a payment's webhooks go (the server's /api/billing/webhook); none without it. */
  webhookUrl?: string;
}

const CONFIG = {
  secretKey: 'sk_test_stand_in',
  webhookSecret: 'whsec_test_stand_in',
  priceProId: 'price_pro_yearly',
  priceSeatId: 'price_seat_yearly',
};
const PRICE_CENTS: Record<string, number> = { price_pro_yearly: 79_900, price_seat_yearly: 9_900 };

interface CheckoutSession {
  id: string;
  form: URLSearchParams;
  lines: { price: string; quantity: number }[];
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const subscriptions = new Map<string, object>();
  const sessions = new Map<string, CheckoutSession>();
  const checkoutBase = options.checkoutBaseUrl ?? 'https://checkout.stand-in.test';
  let seq = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({
        method: req.method ?? '',
        path,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        authorization: req.headers.authorization,
      });
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(body));
      };
      const n = ++seq;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = requests.at(-1)!.form;
        const lines: CheckoutSession['lines'] = [];
        for (let i = 0; form.has(`line_items[${i}][price]`); i++) {
          lines.push({
            price: form.get(`line_items[${i}][price]`)!,
            quantity: Number(form.get(`line_items[${i}][quantity]`) ?? 1),
          });
        }
        sessions.set(String(n), { id: `cs_test_${n}`, form, lines });
        return send(200, { id: `cs_test_${n}`, object: 'checkout.session', url: `${checkoutBase}/c/${n}` });
      }
      const page = /^\/c\/(\d+)(\/pay)?$/.exec(path);
      const session = page ? sessions.get(page[1]!) : undefined;
      if (page && session && req.method === 'GET' && !page[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(session));
      }
      if (page && session && req.method === 'POST' && page[2]) {
        pay(session, n)
          .then(() => {
            res.writeHead(303, { location: session.form.get('success_url') ?? '/' });
            res.end();
          })
          .catch((err: unknown) => {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`The webhook could not be delivered: ${String(err)}`);
          });
        return;
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${n}`,
          object: 'billing_portal.session',
          url: `https://billing.stand-in.test/p/${n}`,
        });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && sub && subscriptions.has(sub[1]!))
        return send(200, subscriptions.get(sub[1]!)!);
      return send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });
    });
  });

  /** What a paid Checkout brings: the subscription (kept for GET /v1/subscriptions/:id) and two signed events. */
  async function pay(session: CheckoutSession, n: number): Promise<void> {
    const companyId = session.form.get('client_reference_id')!;
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 365 * 86_400;
    const customer = session.form.get('customer') ?? `cus_stand_in_${n}`;
    const subscription = {
      id: `sub_stand_in_${n}`,
      object: 'subscription',
      customer,
      status: 'active',
      ended_at: null,
      metadata: { companyId },
      items: {
        object: 'list',
        data: session.lines.map((line, i) => ({
          id: `si_${n}_${i}`,
          quantity: line.quantity,
          current_period_end: periodEnd,
          price: { id: line.price },
        })),
      },
    };
    subscriptions.set(subscription.id, subscription);
    const amount = session.lines.reduce((sum, l) => sum + (PRICE_CENTS[l.price] ?? 0) * l.quantity, 0);
    await deliver('checkout.session.completed', now, {
      id: session.id,
      object: 'checkout.session',
      client_reference_id: companyId,
      customer,
      subscription: subscription.id,
      metadata: { companyId },
    });
    await deliver('invoice.paid', now, {
      id: `in_stand_in_${n}`,
      object: 'invoice',
      customer,
      created: now,
      currency: 'usd',
      amount_paid: amount,
      amount_due: amount,
      status: 'paid',
      hosted_invoice_url: `${checkoutBase}/invoices/in_stand_in_${n}`,
      description: null,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: { companyId } },
      },
      lines: {
        object: 'list',
        data: session.lines.map((l) => ({
          description: `${l.quantity} × ${l.price === CONFIG.priceProId ? 'PileWise Pro' : 'Extra seat'}`,
        })),
      },
    });
  }

  async function deliver(type: string, created: number, object: object): Promise<void> {
    if (!options.webhookUrl) return;
    const payload = JSON.stringify({
      id: `evt_stand_in_${++seq}`,
      object: 'event',
      type,
      created,
      api_version: '2026-10-28.endive',
      data: { object },
    });
    const signature = webhooks.generateTestHeaderString({ payload, secret: CONFIG.webhookSecret });
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!res.ok) throw new Error(`${type}: ${res.status} ${await res.text()}`);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { ...CONFIG, api: { host: '127.0.0.1', port, protocol: 'http' } },
    requests,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const webhooks = new Stripe('sk_test_unused').webhooks;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in's Checkout page: what is bought and a Pay button (the test's card). */
function checkoutPage(session: CheckoutSession): string {
  const rows = session.lines
    .map((l) => {
      const name = l.price === CONFIG.priceProId ? 'PileWise Pro (yearly)' : 'Extra seat (yearly)';
      const cents = (PRICE_CENTS[l.price] ?? 0) * l.quantity;
      return `<li>${l.quantity} × ${escapeHtml(name)}: $${(cents / 100).toFixed(2)}</li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head>
<body><main><h1>Stand-in checkout</h1><ul>${rows}</ul>
<form method="post" action="/c/${escapeHtml(session.id.replace('cs_test_', ''))}/pay"><button type="submit">Pay</button></form>
</main></body></html>`;
}
