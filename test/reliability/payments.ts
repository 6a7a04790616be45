/**
 * payments (issue 35): held payments, the text of payment mail and the refund
 * race, against the compiled service in a child process with a fake PortOne
 * on loopback and validly signed webhooks, on each back end:
 * 1. held payments keep every paid day: a Growth owner's K Starter payments
 *    are held; three notices go out in the hour, the rest are owed and the
 *    operator re-sends them (the compiled admin CLI, `held list` and `held
 *    resend`); every link is accepted: the first applies, each later one
 *    extends, so the plan ends K × 31 days after the first acceptance;
 * 2. no payer text in mail: payments whose id is the issue's 157-character
 *    "security notice" are held and applied to an unproven address (the
 *    notice and the key link mail), ids holding each bidi or format character
 *    are refused 400 BAD_INPUT in the error shape without the character in
 *    the answer; afterwards no mail in the outbox holds any payment id used,
 *    any piece of the notice or any format character;
 * 3. the refund race: 50 pairs of a refund webhook and a confirmation of the
 *    same PAID payment fired together (some refunds a few milliseconds later,
 *    so both orders come): every answer 200 or 422 (200 only when the refund
 *    then undid it), and every account on Sandbox afterwards;
 * 4. the acceptance race (issue 45): Growth owners each accept a held Starter
 *    payment (Starter then replaces Growth) while its refund webhook arrives
 *    (20 pairs, 50 in the full run; either one a few milliseconds later at
 *    times): every acceptance 200 then undone by the refund (`downgraded`)
 *    or 422 PAYMENT_NOT_PAID after it (`recorded`), and every account back
 *    on the Growth run it had, to the same end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { PAID_PLAN_DAYS, PLANS, planTerms } from '../../src/accounts/plans.js';
import { AccountStore } from '../../src/accounts/store.js';
import { systemClock } from '../../src/clock.js';
import { fakePayment, type FakePortone, startFakePortone } from '../support/fakePortone.js';
import { readOutbox, recipientsOf } from '../support/mail.js';
import { runAdmin, type ServiceProcess, startService } from '../support/serviceProcess.js';
import type { Backend, Storage } from '../support/storage.js';
import { ask, type Check, type CheckResult, describeAnswer, pick, SEED, seededRandom, sleep, storageEnv, Tally } from './support.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAIRS = 50;
const NOTICE_ID = 'SECURITY NOTICE: unusual sign-in on your tojeong-api account. Your key is revoked today: call us 02-555-0100 now or sign in at www.tojeong-secure.example.com';
const NOTICE_PIECES = ['SECURITY NOTICE', '02-555-0100', 'tojeong-secure', 'unusual sign-in'];
const FORMAT_CHARACTERS = ['\u202e', '\u202d', '\u202a', '\u202b', '\u202c', '\u2066', '\u2067', '\u2068', '\u2069', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2060', '\ufeff', '\u00ad', '\u061c', '\u180e', '\u2028', '\u2029', '\u{e0041}', '\u{e007f}'];
const FORMAT = /[\p{Cf}\u2028\u2029]/u;

function scale(short: boolean) {
  return { held: short ? 4 : 6, acceptPairs: short ? 20 : 50 };
}

interface Context {
  service: ServiceProcess;
  portone: FakePortone;
  storage: Storage;
  store: AccountStore;
  outbox: string;
  secret: string;
  /** Every payment id the check used: none may appear in any mail. */
  ids: string[];
  violations: string[];
}

let counter = 0;
const unique = (what: string) => `${what}-${process.pid}-${++counter}-${randomBytes(3).toString('hex')}`;
// Each confirmation from a client address of its own (TRUST_PROXY=loopback): a client has 10 provider look-ups a minute.
const nextClient = () => `10.35.${Math.floor(counter / 250) % 250}.${++counter % 250}`;

function confirm(c: Context, paymentId: string) {
  return ask(`${c.service.baseUrl}/v1/billing/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({ paymentId }),
  });
}

function refund(c: Context, paymentId: string) {
  const id = unique('msg');
  const now = systemClock.now();
  const payload = JSON.stringify({ type: 'Transaction.Cancelled', timestamp: now.toISOString(), data: { paymentId, storeId: 'store-test', transactionId: `tx-${paymentId}` } });
  return ask(`${c.service.baseUrl}/v1/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(c.secret).sign(id, now, payload),
    },
    body: payload,
  });
}

function paid(c: Context, email: string, plan: 'starter' | 'growth', paymentId = unique('pay')): string {
  c.portone.payments.set(paymentId, fakePayment(paymentId, { total: PLANS[plan].priceKrw, customData: { plan, email } }));
  c.ids.push(paymentId);
  return paymentId;
}

async function owner(c: Context, plan: 'growth' | null): Promise<string> {
  const email = `${unique('owner')}@reliability.example`;
  const now = systemClock.now();
  await c.store.issueKey(email, 'reliability suite', now, { verified: true });
  if (plan) await c.store.setPlan(email, planTerms({ plan }, now), now);
  return email;
}

const mailsTo = async (c: Context, email: string) => (await readOutbox(c.outbox)).filter((m) => recipientsOf(m.parsed).includes(email)).map((m) => m.parsed.text ?? '');
const acceptLinks = (text: string) => [...text.matchAll(/\/billing\/accept\?token=([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);

/** 1. Held payments keep every paid day. */
async function heldPayments(c: Context, k: number): Promise<string> {
  const email = await owner(c, 'growth');
  const notices = new Tally();
  for (let i = 0; i < k; i++) {
    const answer = await confirm(c, paid(c, email, 'starter'));
    const data = (answer?.body as { data?: { outcome?: string; ownerNotice?: string } })?.data;
    notices.add(answer?.status === 202 ? `held, notice ${data?.ownerNotice}` : describeAnswer(answer));
  }
  if (notices.get('held, notice email') !== 3 || notices.get('held, notice not-sent') !== k - 3) c.violations.push(`held: ${k} Starter payments on Growth answered ${notices} (want 3 notices mailed, ${k - 3} owed)`);

  // The operator re-sends the owed notices: every held payment can be accepted.
  const admin = (...args: string[]) => runAdmin(c.storage.databaseUrl, args, { compiled: true, env: { MAIL_OUTBOX: c.outbox } });
  const listed = await admin('held', 'list', email);
  const entries = listed.code === 0 ? (JSON.parse(listed.stdout) as { reference: string; notice: string }[]) : [];
  const owed = entries.filter((e) => e.notice === 'owed');
  if (entries.length !== k || owed.length !== k - 3) c.violations.push(`held list: exit ${listed.code}, ${entries.length} held (want ${k}), ${owed.length} owed (want ${k - 3}) ${listed.stderr.slice(0, 300)}`);
  for (const entry of owed) {
    const resent = await admin('held', 'resend', entry.reference);
    if (resent.code !== 0) c.violations.push(`held resend ${entry.reference}: exit ${resent.code} ${resent.stderr.slice(0, 300)}`);
  }
  const links = new Set((await mailsTo(c, email)).flatMap(acceptLinks));
  if (links.size !== k) c.violations.push(`held: ${links.size} acceptance links mailed for ${k} held payments`);

  const outcomes = new Tally();
  let first: number | null = null;
  let last: string | null = null;
  for (const token of links) {
    const answer = await ask(`${c.service.baseUrl}/v1/billing/accept`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const data = (answer?.body as { data?: { outcome?: string; planExpiresAt?: string } })?.data;
    outcomes.add(answer?.status === 200 ? `${data?.outcome}` : describeAnswer(answer));
    if (first === null && data?.planExpiresAt) first = Date.parse(data.planExpiresAt);
    last = data?.planExpiresAt ?? last;
  }
  const account = await c.store.findAccount(email);
  const want = first === null ? null : new Date(first + (links.size - 1) * PAID_PLAN_DAYS * DAY_MS).toISOString();
  if (outcomes.get('applied') !== 1 || outcomes.get('extended') !== links.size - 1 || account?.plan !== 'starter' || account.planExpiresAt !== want || last !== want) {
    c.violations.push(`held: accepting ${links.size} links answered ${outcomes}; the account has ${account?.plan} until ${account?.planExpiresAt}, the last answer ${last} (want starter until ${want}: ${links.size} × 31 days)`);
  }
  return `held: ${k} Starter payments on Growth (${notices}), ${owed.length} owed re-sent by \`held resend\`, ${links.size} links accepted (${outcomes}): Starter for ${links.size} × 31 days ${account?.planExpiresAt === want ? 'kept' : 'LOST'}`;
}

/** 2. No payer text in mail; format characters refused at the door. */
async function mailText(c: Context): Promise<string> {
  const held = await confirm(c, paid(c, await owner(c, 'growth'), 'starter', NOTICE_ID));
  const unproven = `${unique('unproven')}@reliability.example`;
  await c.store.issueKey(unproven, null, systemClock.now());
  const applied = await confirm(c, paid(c, unproven, 'growth', `${NOTICE_ID.slice(0, 150)}-${counter}`));
  if (held?.status !== 202 || applied?.status !== 200) c.violations.push(`mail text: the notice-like ids answered ${describeAnswer(held)} (held) and ${describeAnswer(applied)} (applied)`);

  const refused = new Tally();
  for (const ch of FORMAT_CHARACTERS) {
    for (const paymentId of [`pay${ch}-${counter}`, `${ch}pay`, `pay${ch}`]) {
      const answer = await confirm(c, paymentId);
      const body = answer?.body as { error?: Record<string, unknown> } | undefined;
      const shape = body && Object.keys(body).join() === 'error' && ['code,message', 'code,message,param'].includes(Object.keys(body.error ?? {}).sort().join());
      const echoed = FORMAT.test(JSON.stringify(body ?? '').replace(/\\u[0-9a-fA-F]{4}/g, ''));
      refused.add(answer?.status === 400 && answer.code === 'BAD_INPUT' && shape && !echoed ? '400 BAD_INPUT' : `${describeAnswer(answer)}${echoed ? ' (character echoed)' : ''}`);
    }
  }
  const total = FORMAT_CHARACTERS.length * 3;
  if (refused.get('400 BAD_INPUT') !== total) c.violations.push(`mail text: ${total} ids with a format character answered ${refused}`);
  return `mail text: the 157-character notice as id held (${describeAnswer(held)}) and applied (${describeAnswer(applied)}); ${total} ids with one of ${FORMAT_CHARACTERS.length} format characters: ${refused}`;
}

/** 3. A refund and the confirmation fired together. */
async function refundRace(c: Context): Promise<string> {
  const pairs = await Promise.all(Array.from({ length: PAIRS }, async () => {
    const email = await owner(c, null);
    return { email, paymentId: paid(c, email, 'starter') };
  }));
  // Fired together, the refund nearly always wins (the confirmation asks PortOne first): some refunds start a few
  // milliseconds later, so that both orders, and the refund waiting on the confirmation's lock, are met.
  const random = seededRandom(SEED ^ 0x35);
  const delays = pairs.map(() => pick(random, [0, 0, 2, 5, 10, 20]));
  const answers = await Promise.all(
    pairs.map(async ({ paymentId }, i) => Promise.all([sleep(delays[i]!).then(() => refund(c, paymentId)), confirm(c, paymentId)])),
  );
  const orders = new Tally();
  let onSandbox = 0;
  for (const [i, [refunded, confirmed]] of answers.entries()) {
    const effect = (refunded?.body as { data?: { effect?: string } })?.data?.effect;
    const order =
      confirmed?.status === 422 && confirmed.code === 'PAYMENT_NOT_PAID' && effect === 'recorded'
        ? 'refund first'
        : confirmed?.status === 200 && effect === 'downgraded'
          ? 'confirmation first'
          : `confirm ${describeAnswer(confirmed)}, refund ${describeAnswer(refunded)} ${effect ?? ''}`;
    orders.add(order);
    const account = await c.store.findAccount(pairs[i]!.email);
    if (account?.plan === 'sandbox') onSandbox++;
    else c.violations.push(`race: ${pairs[i]!.paymentId} (${order}) left the account on ${account?.plan} until ${account?.planExpiresAt}`);
  }
  if (orders.get('refund first') + orders.get('confirmation first') !== PAIRS) c.violations.push(`race: ${PAIRS} pairs answered ${orders}`);
  return `race: ${PAIRS} pairs fired together (${orders}), ${onSandbox}/${PAIRS} accounts on Sandbox`;
}

/** 4. The acceptance of a held payment and its refund fired together. */
async function acceptRace(c: Context, n: number): Promise<string> {
  const pairs: { email: string; paymentId: string; growthEnds: string | null; token?: string }[] = [];
  const setup = new Tally();
  for (let i = 0; i < n; i++) {
    const email = await owner(c, 'growth');
    const paymentId = paid(c, email, 'starter');
    const answer = await confirm(c, paymentId);
    setup.add(describeAnswer(answer));
    pairs.push({ email, paymentId, growthEnds: (await c.store.findAccount(email))?.planExpiresAt ?? null });
  }
  for (const pair of pairs) pair.token = acceptLinks((await mailsTo(c, pair.email)).join('\n'))[0];
  const ready = pairs.filter((p) => p.token !== undefined);
  if (setup.get('202') !== n || ready.length !== n) c.violations.push(`accept race: ${n} Starter payments on Growth answered ${setup}, ${ready.length} links mailed (want ${n} held, each with a link)`);

  // Fired at once, or one of the two a few milliseconds later (negative: the acceptance later), so both orders come.
  const random = seededRandom(SEED ^ 0x45);
  const answers = await Promise.all(
    ready.map(async ({ paymentId, token }) => {
      const delay = pick(random, [-10, -5, -2, 0, 0, 0, 2, 5, 10]);
      const accepting = sleep(Math.max(0, -delay)).then(() =>
        ask(`${c.service.baseUrl}/v1/billing/accept`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }),
      );
      return Promise.all([accepting, sleep(Math.max(0, delay)).then(() => refund(c, paymentId))]);
    }),
  );
  const orders = new Tally();
  let consistent = 0;
  for (const [i, [accepted, refunded]] of answers.entries()) {
    const effect = (refunded?.body as { data?: { effect?: string } })?.data?.effect;
    const order =
      accepted?.status === 200 && effect === 'downgraded'
        ? 'accepted first'
        : accepted?.status === 422 && accepted.code === 'PAYMENT_NOT_PAID' && effect === 'recorded'
          ? 'refunded first'
          : `accept ${describeAnswer(accepted)}, refund ${describeAnswer(refunded)} ${effect ?? ''}`;
    orders.add(order);
    const { email, paymentId, growthEnds } = ready[i]!;
    const account = await c.store.findAccount(email);
    if (account?.plan === 'growth' && account.planExpiresAt === growthEnds) consistent++;
    else c.violations.push(`accept race: ${paymentId} (${order}) left the account on ${account?.plan} until ${account?.planExpiresAt} (want growth until ${growthEnds})`);
  }
  if (orders.get('accepted first') + orders.get('refunded first') !== ready.length) c.violations.push(`accept race: ${ready.length} pairs answered ${orders}`);
  return `accept race: ${ready.length} pairs fired together (${orders}), ${consistent}/${ready.length} accounts back on their Growth run`;
}

/** Every mail the check caused: no payment id, no piece of the notice, no format character. */
async function scanMail(c: Context): Promise<string> {
  const mails = await readOutbox(c.outbox);
  let bad = 0;
  for (const { file, parsed } of mails) {
    const text = `${parsed.subject ?? ''}\n${parsed.text ?? ''}`;
    const found = [...c.ids.filter((id) => text.includes(id)).map((id) => `id ${JSON.stringify(id.slice(0, 40))}`), ...NOTICE_PIECES.filter((p) => text.includes(p)), ...(FORMAT.test(text) ? ['a format character'] : [])];
    if (found.length > 0) {
      bad++;
      c.violations.push(`mail ${file} carries payer text: ${found.join(', ')}`);
    }
  }
  return `${mails.length} mails scanned, ${bad} with payer text`;
}

export function paymentsCheck(backend: Backend, label: string): Check {
  return {
    name: `payments (${label})`,
    async run(short: boolean): Promise<CheckResult> {
      const s = scale(short);
      const storage = await backend.open();
      const portone = await startFakePortone();
      const outbox = mkdtempSync(join(tmpdir(), 'tojeong-payments-outbox-'));
      const secret = `whsec_${randomBytes(32).toString('base64')}`;
      let service: ServiceProcess | null = null;
      try {
        service = await startService(
          {
            ...storageEnv(storage),
            PORTONE_API_SECRET: portone.secret,
            PORTONE_API_BASE: portone.baseUrl,
            PORTONE_WEBHOOK_SECRET: secret,
            MAIL_OUTBOX: outbox,
            TRUST_PROXY: 'loopback',
          },
          { compiled: true },
        );
        const c: Context = { service, portone, storage, store: new AccountStore(storage.db), outbox, secret, ids: [], violations: [] };
        const parts = [await heldPayments(c, s.held), await mailText(c), await refundRace(c), await acceptRace(c, s.acceptPairs), await scanMail(c)];
        if (!service.alive()) c.violations.push(`the service died:\n${service.recentOutput()}`);
        return { figures: `payments (${label}): ${parts.join('; ')}`, violations: c.violations };
      } finally {
        await service?.stop();
        await portone.close();
        rmSync(outbox, { recursive: true, force: true });
        await storage.cleanup();
      }
    },
  };
}
