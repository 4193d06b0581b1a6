// A local stand-in for the few payment-provider (Stripe) endpoints billing calls, on 127.0.0.1:
// the real SDK is pointed at it (BillingConfig.api) and it records what the SDK sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const subscriptions = new Map<string, object>();
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
        return send(200, {
          id: `cs_test_${n}`,
          object: 'checkout.session',
          url: `https://checkout.stand-in.test/c/${n}`,
        });
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      secretKey: 'sk_test_stand_in',
      webhookSecret: 'whsec_test_stand_in',
      priceProId: 'price_pro_yearly',
      priceSeatId: 'price_seat_yearly',
      api: { host: '127.0.0.1', port, protocol: 'http' },
    },
    requests,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
