/**
 * What the billing tests of issue 35 share: an app on a storage back end with a
 * fake PortOne on loopback and a webhook secret, a clock the test moves, and
 * the steps of a payment's life through the HTTP routes — pay (confirm), refund
 * (a signed webhook), accept (the mailed link's POST) — and the mail an address got.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { PLANS } from '../../src/accounts/plans.js';
import type { Clock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { fakePayment, type FakePortone, startFakePortone } from '../support/fakePortone.js';
import { readOutbox, recipientsOf } from '../support/mail.js';
import type { Backend, Storage } from '../support/storage.js';
import { type TestApp, testApp } from '../http/helpers.js';

export const START = Date.parse('2026-11-21T03:00:00.000Z');
export const DAY = 24 * 60 * 60 * 1000;
export const iso = (ms: number) => new Date(ms).toISOString();

let uniq = 0;
export const unique = (what: string): string => `${what}-${process.pid}-${++uniq}`;

export interface BillingHarness {
  app: TestApp;
  portone: FakePortone;
  storage: Storage;
  /** The service's "now", in ms; tests move it. */
  at: number;
  /** A proven owner with a key (the clock set back to START). */
  owner(): Promise<{ email: string; apiKey: string }>;
  /** A PAID payment at the fake naming `email` for `plan` (its id `paymentId` if given). */
  paid(email: string, plan: 'starter' | 'growth', paymentId?: string): string;
  /** POST /v1/billing/confirm from a client address of its own (look-ups are limited per client). */
  confirm(paymentId: string, ip?: string): ReturnType<TestApp['inject']>;
  /** paid() then confirm(). */
  pay(email: string, plan: 'starter' | 'growth', ip?: string): Promise<{ paymentId: string; res: Awaited<ReturnType<TestApp['inject']>> }>;
  /** A signed PortOne webhook cancelling `paymentId`. */
  refund(paymentId: string, type?: string): ReturnType<TestApp['inject']>;
  accept(token: string): ReturnType<TestApp['inject']>;
  planOf(email: string): Promise<{ plan: string; planExpiresAt: string | null }>;
  mailsTo(email: string): Promise<Awaited<ReturnType<typeof readOutbox>>>;
  close(): Promise<void>;
}

/** The one acceptance link in a mail's text: its token. */
export function acceptLinkIn(text: string): string {
  const found = [...text.matchAll(/https?:\/\/\S+\/billing\/accept\?token=([A-Za-z0-9_-]+)/g)];
  assert.equal(new Set(found.map((m) => m[0])).size, 1, text);
  return found[0]![1]!;
}

export async function billingHarness(backend: Backend): Promise<BillingHarness> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const signer = new Webhook(secret);
  const storage = await backend.open();
  const portone = await startFakePortone();
  const config = loadConfig({ PORTONE_API_SECRET: portone.secret, PORTONE_API_BASE: portone.baseUrl, PORTONE_WEBHOOK_SECRET: secret });
  let client = 0;
  const h = { at: START } as BillingHarness;
  const clock: Clock = { now: () => new Date(h.at) };
  let app: TestApp;
  try {
    app = await testApp({ db: storage.db, limiter: storage.limiter, config, clock });
  } catch (error) {
    await portone.close();
    await storage.cleanup();
    throw error;
  }
  return Object.assign(h, {
    app,
    portone,
    storage,
    async owner() {
      h.at = START;
      const email = `${unique('owner')}@example.com`;
      const { apiKey } = await app.store.issueKey(email, null, new Date(h.at), { verified: true });
      return { email, apiKey };
    },
    paid(email: string, plan: 'starter' | 'growth', paymentId = unique('pay')) {
      portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS[plan].priceKrw, customData: { plan, email } }));
      return paymentId;
    },
    confirm(paymentId: string, ip = `198.51.${Math.floor(++client / 250) % 250}.${client % 250}`) {
      return app.inject({ method: 'POST', url: '/v1/billing/confirm', payload: { paymentId }, remoteAddress: ip });
    },
    async pay(email: string, plan: 'starter' | 'growth', ip?: string) {
      const paymentId = h.paid(email, plan);
      return { paymentId, res: await h.confirm(paymentId, ip) };
    },
    refund(paymentId: string, type = 'Transaction.Cancelled') {
      const id = unique('msg');
      const payload = JSON.stringify({ type, timestamp: iso(h.at), data: { paymentId, storeId: 'store-test', transactionId: `tx-${paymentId}` } });
      return app.inject({
        method: 'POST',
        url: '/v1/billing/webhook',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(h.at / 1000)),
          'webhook-signature': signer.sign(id, new Date(h.at), payload),
        },
        payload,
      });
    },
    accept(token: string) {
      return app.inject({ method: 'POST', url: '/v1/billing/accept', payload: { token }, remoteAddress: '192.0.2.9' });
    },
    async planOf(email: string) {
      const account = await app.store.findAccount(email);
      return account ? { plan: account.plan, planExpiresAt: account.planExpiresAt } : { plan: '(no account)', planExpiresAt: null };
    },
    async mailsTo(email: string) {
      return (await readOutbox(app.outbox)).filter((m) => recipientsOf(m.parsed).includes(email));
    },
    async close() {
      await app?.close();
      await portone?.close();
      await storage?.cleanup();
    },
  });
}

/**
 * PostgreSQL: a second connection to the service's database, to hold a row
 * in a transaction of its own so that the service's statements meet in the
 * order a test wants; `waiting(n)` returns once n of the service's statements
 * wait on a lock (asked on a third connection: within a transaction
 * pg_stat_activity keeps showing what it showed first). The service's
 * statement timeout is 1 s: whatever waits is to be released well before it
 * (waiting gives up after 600 ms).
 */
export async function secondConnection(h: BillingHarness) {
  const holder = new pg.Client({ connectionString: h.storage.databaseUrl });
  const watcher = new pg.Client({ connectionString: h.storage.databaseUrl });
  await holder.connect();
  await watcher.connect();
  return {
    query: (text: string, values: unknown[] = []) => holder.query(text, values),
    async waiting(n: number) {
      for (const started = Date.now(); Date.now() - started < 600; ) {
        const { rows } = await watcher.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
        );
        if (rows[0].n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      assert.fail(`${n} statements of the service never waited on a lock`);
    },
    end: () => Promise.all([holder.end(), watcher.end()]),
  };
}
