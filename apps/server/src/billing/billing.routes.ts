// Billing calls: parse with the contracts, call the service. The webhook has its own context:
// the provider signs the raw bytes, so its body is kept unparsed.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingSummarySchema,
  checkoutBodySchema,
  errorResponseSchema,
  portalBodySchema,
  redirectResponseSchema,
  transactionsResponseSchema,
  webhookResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { BillingService } from './billing.service';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];
const withUnavailable = { ...errorResponses, 503: errorResponseSchema };

/** The authenticated calls (register in the authenticated context). */
export function billingRoutes(app: FastifyInstance, deps: { billing: BillingService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = deps;

  r.get(
    '/billing',
    {
      schema: {
        tags,
        security,
        summary: "The company's plan, its end, seats, and whether online payment is available (every role)",
        response: { 200: billingSummarySchema, ...errorResponses },
      },
    },
    async (req) => billing.summary(actorOf(req)),
  );

  r.post(
    '/billing/checkout',
    {
      schema: {
        tags,
        security,
        summary:
          "Admin: the payment provider's Checkout page to subscribe to Pro ($799/yr) with extra seats ($99/yr each)",
        body: checkoutBodySchema,
        response: { 200: redirectResponseSchema, ...withUnavailable },
      },
    },
    async (req) => billing.checkout(actorOf(req), req.body),
  );

  r.post(
    '/billing/portal',
    {
      schema: {
        tags,
        security,
        summary: "Admin: the payment provider's Customer Portal (cards, invoices, cancellation, seats)",
        body: portalBodySchema,
        response: { 200: redirectResponseSchema, ...withUnavailable },
      },
    },
    async (req) => billing.portal(actorOf(req), req.body),
  );

  r.get(
    '/billing/transactions',
    {
      schema: {
        tags,
        security,
        summary: "Admin: the company's invoices and payments, newest first",
        response: { 200: transactionsResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ transactions: await billing.transactions(actorOf(req)) }),
  );
}

/** The provider's webhook (public: it is authenticated by its signature). */
export const billingWebhookRoutes: FastifyPluginAsync<{ billing: BillingService }> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/billing/webhook',
    {
      schema: {
        tags,
        summary:
          'Payment provider events (Stripe-Signature checked on the raw body; each event applied once)',
        response: { 200: webhookResponseSchema, ...withUnavailable },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      return deps.billing.receiveWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
    },
  );
};
