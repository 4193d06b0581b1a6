// Billing against the real SDK and a local stand-in of the provider (test/stripe-stand-in.ts);
// webhooks signed with the SDK's own test-header helper.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ROLES, type BillingSummary, type TransactionsResponse } from '@pilewise/contracts';
import { createUser, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { PAYMENT_NOT_CONFIGURED_MESSAGE } from './billing.service';

const webhooks = new Stripe('sk_test_unused').webhooks;
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
let eventSeq = 0;

function subscription(
  companyId: string,
  o: { id?: string; status?: string; seats: number; periodEnd: number; endedAt?: number },
) {
  return {
    id: o.id ?? 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: o.status ?? 'active',
    ended_at: o.endedAt ?? null,
    metadata: { companyId },
    items: {
      object: 'list',
      data: [
        { id: 'si_pro', quantity: 1, current_period_end: o.periodEnd, price: { id: 'price_pro_yearly' } },
        ...(o.seats > 0
          ? [
              {
                id: 'si_seat',
                quantity: o.seats,
                current_period_end: o.periodEnd,
                price: { id: 'price_seat_yearly' },
              },
            ]
          : []),
      ],
    },
  };
}

function event(type: string, object: object, created = nowS(), id = `evt_${++eventSeq}_${Date.now()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    data: { object },
  });
}

describe.each(BACKENDS)('billing on %s', (backend) => {
  let t: TestApp;
  let stand: StripeStandIn;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    stand = await startStripeStandIn();
    t = await buildTestApp(backend, {}, { billing: stand.config });
    admin = await signUpCompany(t, { companyName: 'Paying Co' });
    user = await createUser(t, admin.companyId, 'User');
  });
  afterAll(async () => {
    await t?.close();
    await stand?.close();
  });

  const sign = (payload: string, timestamp?: number) =>
    webhooks.generateTestHeaderString({ payload, secret: stand.config.webhookSecret, timestamp });
  const deliver = (payload: string, signature: string | null = sign(payload)) =>
    t.call({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });
  const summary = async (who: TestUser = admin) =>
    (await t.call({ method: 'GET', url: '/api/billing', token: who.token })).json<BillingSummary>();

  it('checkout: the Pro price once and the seat price per extra seat, for the Admin only', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/billing/checkout',
      token: admin.token,
      payload: { extraSeats: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stand-in\.test\/c\/\d+$/);
    const sent = stand.requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_stand_in');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_yearly',
      'line_items[0][quantity]': '1',
      'line_items[1][price]': 'price_seat_yearly',
      'line_items[1][quantity]': '2',
      client_reference_id: admin.companyId,
      customer_email: admin.email,
      'subscription_data[metadata][companyId]': admin.companyId,
    });
    const refused = await t.call({
      method: 'POST',
      url: '/api/billing/checkout',
      token: user.token,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.call({
      method: 'POST',
      url: '/api/billing/checkout',
      token: admin.token,
      payload: { extraSeats: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'extraSeats' });
  });

  it('checkout.session.completed: the company is on Pro until the period end, with its seats', async () => {
    const periodEnd = nowS() + 365 * DAY_S;
    stand.subscriptions.set('sub_1', subscription(admin.companyId, { seats: 2, periodEnd }));
    const payload = event('checkout.session.completed', {
      id: 'cs_test_done',
      object: 'checkout.session',
      client_reference_id: admin.companyId,
      customer: 'cus_1',
      subscription: 'sub_1',
    });
    const res = await deliver(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const s = await summary(user); // every role reads the plan
    expect(s).toMatchObject({ plan: 'Pro', ended: false, subscribed: true, onlinePayment: true });
    expect(s.planEndsAt).toBe(new Date(periodEnd * 1000).toISOString());
    expect(s.seats).toMatchObject({ included: 5, extra: 2, total: 7 });
    expect(stand.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_1' });
  });

  it('refuses a tampered, stale or unsigned webhook and changes nothing', async () => {
    const before = await summary();
    const genuine = event(
      'customer.subscription.updated',
      subscription(admin.companyId, { seats: 50, periodEnd: nowS() + 900 * DAY_S }),
    );
    const tampered = genuine.replace('"quantity":50', '"quantity":51');
    expect(tampered).not.toBe(genuine);
    const stale = sign(genuine, nowS() - 600); // tolerance is 300 s
    for (const res of [
      await deliver(tampered, sign(genuine)),
      await deliver(genuine, stale),
      await deliver(genuine, null),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'stripe-signature' });
    }
    expect(await summary()).toEqual(before);
  });

  it('a replayed event changes nothing; an older event arriving late does not undo a newer one', async () => {
    const t0 = nowS();
    const older = event(
      'customer.subscription.updated',
      subscription(admin.companyId, { seats: 3, periodEnd: t0 + 365 * DAY_S }),
      t0 + 1,
    );
    const newer = event(
      'customer.subscription.updated',
      subscription(admin.companyId, { seats: 5, periodEnd: t0 + 365 * DAY_S }),
      t0 + 3,
    );
    const between = event(
      'customer.subscription.updated',
      subscription(admin.companyId, { seats: 1, periodEnd: t0 + 365 * DAY_S }),
      t0 + 2,
    );
    expect((await deliver(older)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(newer)).json()).toEqual({ received: true, duplicate: false });
    expect((await summary()).seats.extra).toBe(5);
    // The same event again (freshly signed, as the provider's retry is): recorded once.
    expect((await deliver(older)).json()).toEqual({ received: true, duplicate: true });
    // Another event, created before the newest applied one: recorded, not applied.
    expect((await deliver(between)).json()).toEqual({ received: true, duplicate: false });
    expect((await summary()).seats.extra).toBe(5);
  });

  it('invoices become transactions (Admin only); a late failure event leaves a paid invoice paid', async () => {
    const t0 = nowS();
    const invoice = (status: string) => ({
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      created: t0 - 60,
      currency: 'usd',
      amount_paid: status === 'paid' ? 99_700 : 0,
      amount_due: 99_700,
      status,
      hosted_invoice_url: 'https://invoice.stand-in.test/in_1',
      description: null,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { companyId: admin.companyId } },
      },
      lines: {
        object: 'list',
        data: [
          { description: '1 × PileWise Pro (at $799.00 / year)' },
          { description: '2 × Extra seat (at $99.00 / year)' },
        ],
      },
    });
    await deliver(event('invoice.paid', invoice('paid'), t0 + 10));
    await deliver(event('invoice.payment_failed', invoice('open'), t0 + 5));
    const res = await t.call({ method: 'GET', url: '/api/billing/transactions', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<TransactionsResponse>().transactions).toEqual([
      {
        _id: 'in_1',
        date: new Date((t0 - 60) * 1000).toISOString(),
        description: '1 × PileWise Pro (at $799.00 / year); 2 × Extra seat (at $99.00 / year)',
        amountCents: 99_700, // $799 + 2 × $99
        currency: 'usd',
        status: 'paid',
        invoiceUrl: 'https://invoice.stand-in.test/in_1',
      },
    ]);
    expect(
      (await t.call({ method: 'GET', url: '/api/billing/transactions', token: user.token })).statusCode,
    ).toBe(403);
    // Another company sees none of it.
    const other = await signUpCompany(t);
    const theirs = await t.call({ method: 'GET', url: '/api/billing/transactions', token: other.token });
    expect(theirs.json<TransactionsResponse>().transactions).toEqual([]);
  });

  it('the Customer Portal, straight to changing seats on request', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/billing/portal',
      token: admin.token,
      payload: { flow: 'add-seats' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stand-in\.test\/p\//);
    expect(Object.fromEntries(stand.requests.at(-1)!.form)).toMatchObject({
      customer: 'cus_1',
      'flow_data[type]': 'subscription_update',
      'flow_data[subscription_update][subscription]': 'sub_1',
    });
    // A company that never subscribed has no portal yet.
    const other = await signUpCompany(t);
    const none = await t.call({
      method: 'POST',
      url: '/api/billing/portal',
      token: other.token,
      payload: {},
    });
    expect(none.statusCode).toBe(409);
  });

  it('a cancelled subscription ends the plan: saves answer 402, reading goes on', async () => {
    const endedAt = nowS() - 10;
    const res = await deliver(
      event(
        'customer.subscription.deleted',
        subscription(admin.companyId, {
          status: 'canceled',
          seats: 5,
          periodEnd: nowS() + 300 * DAY_S,
          endedAt,
        }),
        nowS() + 100, // newer than every event above
      ),
    );
    expect(res.statusCode).toBe(200);
    const s = await summary();
    expect(s).toMatchObject({ plan: 'Pro', ended: true });
    const add = await t.call({
      method: 'POST',
      url: '/api/projects/add',
      token: user.token,
      payload: { name: 'P', client: 'C' },
    });
    expect(add.statusCode).toBe(402);
    expect(add.json()).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED', subscriptionExpired: true });
    expect(add.json().message).toMatch(/^Your Pro plan ended on /);
    expect((await t.call({ method: 'GET', url: '/api/projects/list', token: user.token })).statusCode).toBe(
      200,
    );
  });
});

describe('billing roles', () => {
  let t: TestApp;
  let stand: StripeStandIn;
  beforeAll(async () => {
    stand = await startStripeStandIn();
    t = await buildTestApp('pglite', {}, { billing: stand.config });
  });
  afterAll(async () => {
    await t?.close();
    await stand?.close();
  });

  it('every role reads the plan; only the Admin pays, opens the portal or lists transactions', async () => {
    const admin = await signUpCompany(t);
    for (const role of COMPANY_ROLES.filter((r) => r !== 'Admin')) {
      const who = await createUser(t, admin.companyId, role);
      expect((await t.call({ method: 'GET', url: '/api/billing', token: who.token })).statusCode).toBe(200);
      for (const [method, url] of [
        ['POST', '/api/billing/checkout'],
        ['POST', '/api/billing/portal'],
        ['GET', '/api/billing/transactions'],
      ] as const) {
        const res = await t.call({
          method,
          url,
          token: who.token,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect(stand.requests).toEqual([]); // nothing reached the provider
    expect((await t.call({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });
});

describe('billing without the provider configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {}, { billing: null });
  });
  afterAll(async () => t?.close());

  it('says online payment is not configured (503); the plan is still readable', async () => {
    const admin = await signUpCompany(t);
    for (const [url, payload] of [
      ['/api/billing/checkout', {}],
      ['/api/billing/portal', {}],
    ] as const) {
      const res = await t.call({ method: 'POST', url, token: admin.token, payload });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'PAYMENT_NOT_CONFIGURED', message: PAYMENT_NOT_CONFIGURED_MESSAGE });
    }
    const hook = await t.call({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(hook.statusCode).toBe(503);
    const s = await t.call({ method: 'GET', url: '/api/billing', token: admin.token });
    expect(s.json()).toMatchObject({ plan: 'Trial', ended: false, onlinePayment: false, subscribed: false });
  });
});
