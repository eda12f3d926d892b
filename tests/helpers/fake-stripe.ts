/**
 * A small local HTTP server speaking the few Stripe API endpoints CertSheet uses, so the real
 * stripe SDK runs against it in tests (this machine cannot reach Stripe). Tests flip its state
 * (a session paid, a subscription canceled) the way Stripe's own systems would.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export class FakeStripe {
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  /** Refunds made, in order, each with the idempotency key it was sent with. */
  readonly refunds: Json[] = [];
  readonly requests: string[] = [];
  private server: Server | null = null;

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ([status, body]) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
          res.end(JSON.stringify(body));
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: String(error) } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Stripe's side of a customer paying on the hosted checkout page. */
  completeSession(id: string) {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: newId('pi'),
    });
  }

  setSubscriptionStatus(id: string, status: string) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    subscription.status = status;
  }

  private async handle(req: IncomingMessage): Promise<[number, Json]> {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const form = req.method === 'POST' ? await readBody(req) : new URLSearchParams();
    this.requests.push(`${req.method} ${url.pathname}`);
    const parts = url.pathname.split('/').filter(Boolean);
    const [version, resource, id] = parts;
    if (version !== 'v1') return [404, { error: { message: 'unknown path' } }];

    if (resource === 'checkout' && id === 'sessions' && req.method === 'POST') {
      const session: Json = {
        id: newId('cs_test'),
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${newId('p')}`,
        status: 'open',
        payment_status: 'unpaid',
        mode: form.get('mode'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        customer_details: form.get('customer_email') ? { email: form.get('customer_email') } : null,
        success_url: form.get('success_url'),
        metadata: { orderId: form.get('metadata[orderId]'), type: form.get('metadata[type]') },
      };
      this.sessions.set(String(session.id), session);
      return [200, session];
    }
    if (resource === 'checkout' && id === 'sessions' && req.method === 'GET') {
      const session = this.sessions.get(parts[3] ?? '');
      return session
        ? [200, session]
        : [404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } }];
    }
    if (resource === 'refunds' && req.method === 'POST') {
      // Stripe answers a repeated idempotency key with the first refund, creating none.
      const key = req.headers['idempotency-key'];
      const earlier = this.refunds.find((refund) => refund.idempotencyKey === key);
      if (earlier) return [200, earlier];
      const paymentIntent = form.get('payment_intent');
      const session = [...this.sessions.values()].find(
        (candidate) => candidate.payment_intent === paymentIntent,
      );
      if (!session) return [404, { error: { message: 'No such payment_intent' } }];
      const refund: Json = {
        id: newId('re'),
        object: 'refund',
        payment_intent: paymentIntent,
        amount: session.amount_total,
        status: 'succeeded',
        idempotencyKey: key,
      };
      this.refunds.push(refund);
      return [200, refund];
    }
    if (resource === 'customers' && req.method === 'GET') {
      const email = url.searchParams.get('email');
      const data = [...this.customers.values()].filter((customer) => customer.email === email);
      return [200, { object: 'list', data, has_more: false, url: '/v1/customers' }];
    }
    if (resource === 'customers' && req.method === 'POST') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.get('email'),
        metadata: { userId: form.get('metadata[userId]') },
      };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (resource === 'prices' && req.method === 'GET') {
      const key = url.searchParams.get('lookup_keys[0]') ?? url.searchParams.get('lookup_keys[]');
      const data = [...this.prices.values()].filter((price) => price.lookup_key === key);
      return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
    }
    if (resource === 'products' && req.method === 'POST') {
      return [200, { id: newId('prod'), object: 'product', name: form.get('name') }];
    }
    if (resource === 'prices' && req.method === 'POST') {
      const price = {
        id: newId('price'),
        object: 'price',
        lookup_key: form.get('lookup_key'),
        unit_amount: Number(form.get('unit_amount')),
      };
      this.prices.set(price.id, price);
      return [200, price];
    }
    if (resource === 'subscriptions' && req.method === 'POST' && !id) {
      const now = Math.floor(Date.now() / 1000);
      const trialDays = Number(form.get('trial_period_days') ?? 0);
      const subscription: Json = {
        id: newId('sub'),
        object: 'subscription',
        status: 'incomplete',
        customer: form.get('customer'),
        cancel_at_period_end: false,
        metadata: { userId: form.get('metadata[userId]') },
        items: {
          object: 'list',
          data: [{ id: newId('si'), current_period_end: now + trialDays * 86_400 }],
        },
        pending_setup_intent: {
          id: newId('seti'),
          object: 'setup_intent',
          client_secret: `${newId('seti')}_secret_${newId('x')}`,
        },
        latest_invoice: { id: newId('in'), object: 'invoice', confirmation_secret: null },
      };
      this.subscriptions.set(String(subscription.id), subscription);
      return [200, subscription];
    }
    if (resource === 'subscriptions' && id && req.method === 'GET') {
      const subscription = this.subscriptions.get(id);
      return subscription
        ? [200, { ...subscription, pending_setup_intent: null }]
        : [404, { error: { message: 'No such subscription' } }];
    }
    if (resource === 'subscriptions' && id && req.method === 'DELETE') {
      this.setSubscriptionStatus(id, 'canceled');
      return [200, this.subscriptions.get(id) ?? {}];
    }
    return [404, { error: { message: `unhandled ${req.method} ${url.pathname}` } }];
  }
}

/** A Stripe event envelope as Stripe would POST it to the webhook. */
export function stripeEvent(type: string, object: Json, id = newId('evt')): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}
