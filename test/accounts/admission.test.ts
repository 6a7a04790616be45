/**
 * Key admission with fakes: no Fastify, no database. Every outcome of the
 * union, the order of the checks, and the give-back of an admitted call.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AdmissionStore, type FoundKey, keyAdmission, STALE } from '../../src/accounts/admission.js';
import { generateApiKey, hashApiKey } from '../../src/accounts/apiKey.js';
import type { MinuteVerdict } from '../../src/accounts/perMinuteLimiter.js';
import type { Account, KeyStatus } from '../../src/accounts/account.js';
import { fixedClock } from '../../src/clock.js';

// 2026-11-21 12:00 in Seoul; the month's quota starts again at 2026-12-01 00:00 KST = 2026-11-30T15:00:00Z.
const NOW = '2026-11-21T03:00:00Z';

/**
 * Keeps records as the request path does: each read record carries the version
 * it was read at, and a reservation or a count on a record read before the
 * last change answers STALE (the fake then serves fresh records).
 */
class FakeStore implements AdmissionStore {
  readonly keys = new Map<string, { status: KeyStatus; account: Account }>();
  readonly used = new Map<string, number>();
  readonly calls: string[] = [];
  version = 0;
  /** Records handed out before the last change, still believed by the caller (as a kept record would be). */
  private readonly handedOut = new Map<string, FoundKey>();

  add(account: Account, status: KeyStatus = 'active'): string {
    const key = generateApiKey();
    this.keys.set(hashApiKey(key), { status, account });
    return key;
  }
  /** A change to an account or key, as another process would make it: records read before it are stale. */
  change(key: string, to: { status?: KeyStatus; account?: Account }): void {
    const hash = hashApiKey(key);
    const now = this.keys.get(hash)!;
    this.keys.set(hash, { status: to.status ?? now.status, account: to.account ?? now.account });
    this.version += 1;
  }
  async findByKeyHash(hash: string) {
    this.calls.push('find');
    const kept = this.handedOut.get(hash);
    if (kept) return kept;
    const row = this.keys.get(hash);
    const found = row && { ...row, readAt: this.version };
    if (found) this.handedOut.set(hash, found);
    return found;
  }
  private stale(readAt: number): boolean {
    if (readAt === this.version) return false;
    this.handedOut.clear();
    return true;
  }
  async reserveMonthlyCall(accountId: string, month: string, limit: number, readAt: number) {
    this.calls.push(`reserve ${month} ${limit}`);
    if (this.stale(readAt)) return STALE;
    const used = this.used.get(accountId) ?? 0;
    if (used >= limit) return null;
    this.used.set(accountId, used + 1);
    return used + 1;
  }
  async releaseMonthlyCall(accountId: string) {
    this.calls.push('release');
    this.used.set(accountId, (this.used.get(accountId) ?? 0) - 1);
  }
  async monthlyUsed(accountId: string, _month: string, readAt: number) {
    this.calls.push('used');
    if (this.stale(readAt)) return STALE;
    return this.used.get(accountId) ?? 0;
  }
}

function fakeLimiter(verdict: MinuteVerdict = { allowed: true, retryAfterSeconds: 60, used: 1, ticket: 'call-1' }) {
  const hits: Array<[string, number]> = [];
  const givenBack: string[] = [];
  return {
    hits,
    givenBack,
    hit: async (accountId: string, perMinute: number) => (hits.push([accountId, perMinute]), verdict),
    giveBack: async (accountId: string, _ticket: string) => void givenBack.push(accountId),
  };
}

const account = (overrides: Partial<Account> = {}): Account => ({
  id: 'acc-1',
  email: 'a@example.com',
  plan: 'sandbox',
  planExpiresAt: null,
  monthlyLimit: null,
  perMinuteLimit: null,
  ...overrides,
});

test('no key, a malformed key, an unknown key and a revoked key are refused; a malformed one without a look-up', async () => {
  const store = new FakeStore();
  const limiter = fakeLimiter();
  const admit = keyAdmission({ store, limiter, clock: fixedClock(NOW) });
  assert.deepEqual(await admit(undefined), { kind: 'no-key' });
  assert.deepEqual(await admit(''), { kind: 'no-key' });
  assert.deepEqual(await admit('tjk_short'), { kind: 'invalid' });
  assert.deepEqual(store.calls, [], 'a key that cannot be ours costs no look-up');
  assert.deepEqual(await admit(generateApiKey()), { kind: 'invalid' });
  const revoked = store.add(account(), 'revoked');
  assert.deepEqual(await admit(revoked), { kind: 'revoked' });
  const good = store.add(account());
  assert.deepEqual(await admit([good, good]), { kind: 'invalid' }, 'a repeated header is one malformed value');
  assert.deepEqual(limiter.hits, [], 'nothing is counted for a request without a valid key');
});

test('admitted: one call reserved in the Seoul month, the calls left, and a give-back that counts once', async () => {
  const store = new FakeStore();
  const limiter = fakeLimiter();
  const key = store.add(account());
  const admit = keyAdmission({ store, limiter, clock: fixedClock(NOW) });
  const admission = await admit(key);
  assert.equal(admission.kind, 'admitted');
  if (admission.kind !== 'admitted') return;
  assert.deepEqual(admission.limits, { plan: 'sandbox', monthlyCalls: 300, callsPerMinute: 10, expired: false, month: '2026-11' });
  assert.equal(admission.remaining, 299);
  assert.deepEqual(limiter.hits, [['acc-1', 10]]);
  assert.deepEqual(store.calls, ['find', 'reserve 2026-11 300']);
  assert.equal(await admission.release(), 300);
  assert.equal(await admission.release(), 300);
  assert.equal(store.used.get('acc-1'), 0, 'given back once, however often release() is called');
  assert.equal(store.calls.filter((c) => c === 'release').length, 1);
});

test('the per-minute window is checked before the quota: a refused call reserves nothing and says what is left', async () => {
  const store = new FakeStore();
  store.used.set('acc-1', 40);
  const key = store.add(account({ plan: 'starter', planExpiresAt: '2026-12-20T00:00:00.000Z' }));
  const admit = keyAdmission({ store, limiter: fakeLimiter({ allowed: false, retryAfterSeconds: 17, used: 61 }), clock: fixedClock(NOW) });
  const admission = await admit(key);
  assert.equal(admission.kind, 'rate-limited');
  if (admission.kind !== 'rate-limited') return;
  assert.equal(admission.retryAfterSeconds, 17);
  assert.equal(admission.remaining, 1000 - 40);
  assert.equal(admission.limits.callsPerMinute, 60);
  assert.ok(!store.calls.some((c) => c.startsWith('reserve')));
});

test('a spent quota: refused until the 1st, 00:00 in Seoul', async () => {
  const store = new FakeStore();
  store.used.set('acc-1', 300);
  const key = store.add(account());
  const admission = await keyAdmission({ store, limiter: fakeLimiter(), clock: fixedClock(NOW) })(key);
  assert.equal(admission.kind, 'quota-exceeded');
  if (admission.kind !== 'quota-exceeded') return;
  assert.equal(admission.resetAt.toISOString(), '2026-11-30T15:00:00.000Z');
  assert.equal(admission.retryAfterSeconds, (Date.parse('2026-11-30T15:00:00Z') - Date.parse(NOW)) / 1000);
  assert.equal(admission.remaining, 0);
});

test('the plan in force at this instant: an expired paid plan counts as Sandbox; a business plan has its own limits', async () => {
  const store = new FakeStore();
  const limiter = fakeLimiter();
  const admit = keyAdmission({ store, limiter, clock: fixedClock(NOW) });
  const lapsed = store.add(account({ id: 'lapsed', plan: 'growth', planExpiresAt: '2026-11-21T02:59:59.000Z' }));
  const lapsedAdmission = await admit(lapsed);
  assert.equal(lapsedAdmission.kind, 'admitted');
  if (lapsedAdmission.kind === 'admitted') assert.deepEqual(lapsedAdmission.limits, { plan: 'sandbox', monthlyCalls: 300, callsPerMinute: 10, expired: true, month: '2026-11' });
  const business = store.add(account({ id: 'biz', plan: 'business', planExpiresAt: null, monthlyLimit: 50_000, perMinuteLimit: 500 }));
  const businessAdmission = await admit(business);
  assert.equal(businessAdmission.kind, 'admitted');
  if (businessAdmission.kind === 'admitted') assert.equal(businessAdmission.remaining, 49_999);
  assert.deepEqual(limiter.hits.at(-1), ['biz', 500]);
});

test('a record that changed after it was read: the request is judged again on the new one, and counted once', async () => {
  const store = new FakeStore();
  const limiter = fakeLimiter();
  const admit = keyAdmission({ store, limiter, clock: fixedClock(NOW) });
  const key = store.add(account());
  assert.equal((await admit(key)).kind, 'admitted', 'the record is read and kept');

  // A plan change lands between the kept record and the next reservation.
  store.change(key, { account: account({ plan: 'starter', planExpiresAt: '2026-12-20T00:00:00.000Z' }) });
  const upgraded = await admit(key);
  assert.equal(upgraded.kind, 'admitted');
  if (upgraded.kind === 'admitted') assert.equal(upgraded.limits.plan, 'starter', 'judged on the new plan, not the kept one');
  assert.equal(store.used.get('acc-1'), 2, 'one call reserved for it, not two');
  assert.deepEqual(limiter.givenBack, ['acc-1'], "the stale judgement's minute hit was given back");
  assert.deepEqual(limiter.hits.map(([, perMinute]) => perMinute), [10, 10, 60]);

  // A revocation after the record was kept: refused from the next request.
  store.change(key, { status: 'revoked' });
  assert.deepEqual(await admit(key), { kind: 'revoked' });
  assert.equal(store.used.get('acc-1'), 2);
});

test('a change seen by a refusal for the minute: judged again on the new record', async () => {
  const store = new FakeStore();
  const key = store.add(account());
  await keyAdmission({ store, limiter: fakeLimiter(), clock: fixedClock(NOW) })(key);
  store.change(key, { status: 'revoked' });
  const limiter = fakeLimiter({ allowed: false, retryAfterSeconds: 17, used: 61 });
  assert.deepEqual(await keyAdmission({ store, limiter, clock: fixedClock(NOW) })(key), { kind: 'revoked' }, 'a revoked key is 403, not 429');
  assert.deepEqual(limiter.givenBack, [], 'a call the minute refused was not counted: nothing to give back');
});

test('records that keep changing during admission: a bounded number of judgements, then 503 DATABASE_UNAVAILABLE', async () => {
  const store = new FakeStore();
  const key = store.add(account());
  let finds = 0;
  const churning: AdmissionStore = {
    findByKeyHash: async (hash) => {
      finds += 1;
      const found = await store.findByKeyHash(hash);
      store.version += 1; // another change lands before every reservation
      return found;
    },
    reserveMonthlyCall: (...args) => store.reserveMonthlyCall(...args),
    releaseMonthlyCall: (accountId) => store.releaseMonthlyCall(accountId),
    monthlyUsed: (...args) => store.monthlyUsed(...args),
  };
  await assert.rejects(keyAdmission({ store: churning, limiter: fakeLimiter(), clock: fixedClock(NOW) })(key), { code: 'DATABASE_UNAVAILABLE', status: 503 });
  assert.equal(finds, 10);
  assert.equal(store.used.get('acc-1') ?? 0, 0, 'nothing reserved');
});
