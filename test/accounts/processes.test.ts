/**
 * Several processes on one database: two service processes sharing
 * PostgreSQL and Redis enforce one monthly quota exactly and one per-minute
 * limit; the admin CLI changes an account under a running service, and
 * mails the key link of a paid plan set on an unproven address.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AccountStore } from '../../src/accounts/store.js';
import { systemClock } from '../../src/clock.js';
import { seoulMonthKey } from '../../src/clock.js';
import { keyLinkIn, readOutbox, recipientsOf } from '../support/mail.js';
import { startService, runAdmin, type ServiceProcess } from '../support/serviceProcess.js';
import { BACKENDS, postgresBackend, type Storage } from '../support/storage.js';

const CHAR_URL = `/v1/name/char/${encodeURIComponent('洪')}`;

async function get(baseUrl: string, apiKey: string): Promise<{ status: number; code?: string; remaining: string | null }> {
  const res = await fetch(baseUrl + CHAR_URL, { headers: { 'x-api-key': apiKey } });
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: body.error?.code, remaining: res.headers.get('x-ratelimit-remaining-month') };
}

function tally(results: { status: number; code?: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const key = r.code ? `${r.status} ${r.code}` : String(r.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function serviceEnv(storage: Storage): Record<string, string> {
  return {
    DATABASE_URL: storage.databaseUrl,
    ...(storage.redis ? { REDIS_URL: storage.redis.url, REDIS_KEY_PREFIX: storage.redis.keyPrefix } : {}),
  };
}

describe('two service processes on one PostgreSQL database and one Redis', () => {
  let storage: Storage;
  let services: ServiceProcess[] = [];
  let store: AccountStore;

  before(async () => {
    storage = await postgresBackend.open();
    store = new AccountStore(storage.db);
    services = await Promise.all([startService(serviceEnv(storage)), startService(serviceEnv(storage))]);
  });
  after(async () => {
    await Promise.all(services.map((s) => s.stop()));
    await storage?.cleanup();
  });

  async function account(monthly: number, perMinute: number): Promise<{ apiKey: string; id: string }> {
    const email = `multi-${Math.random().toString(36).slice(2)}@example.com`;
    const { apiKey, account } = await store.issueKey(email, null, systemClock.now(), { verified: true });
    await store.setPlan(email, { plan: 'business', planExpiresAt: '2099-01-01T00:00:00.000Z', monthlyLimit: monthly, perMinuteLimit: perMinute }, systemClock.now());
    return { apiKey, id: account.id };
  }

  test('200 concurrent calls with 50 left on the account: exactly 50 are admitted', async () => {
    const { apiKey, id } = await account(50, 100_000);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => get(services[i % 2]!.baseUrl, apiKey)));
    assert.deepEqual(tally(results), { 200: 50, '429 QUOTA_EXCEEDED': 150 });
    assert.deepEqual(new Set(results.filter((r) => r.status === 200).map((r) => r.remaining)).size, 50, 'each admitted call saw its own count');
    assert.equal(await store.monthlyUsed(id, seoulMonthKey(systemClock.now())), 50);
  });

  test('the per-minute limit is one limit across both processes', async () => {
    const { apiKey } = await account(1000, 10);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => get(services[i % 2]!.baseUrl, apiKey)));
    assert.deepEqual(tally(results), { 200: 10, '429 RATE_LIMIT': 20 });
  });
});

for (const backend of BACKENDS) {
  describe(`the admin CLI beside a running service (${backend.name})`, () => {
    let storage: Storage;
    let service: ServiceProcess;

    before(async () => {
      storage = await backend.open();
      service = await startService(serviceEnv(storage));
    });
    after(async () => {
      await service?.stop();
      await storage?.cleanup();
    });

    test('plan set, account show and key revoke take effect on the next request; a paid plan on an unproven address goes to it by mail', async () => {
      const email = `cli-${Math.random().toString(36).slice(2)}@example.com`;
      // The first key request for an address: whoever made it holds the key, and the address is unproven.
      const issued = await fetch(`${service.baseUrl}/v1/keys/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      const firstKey = ((await issued.json()) as { data: { apiKey: string } }).data.apiKey;
      const first = await Promise.all(Array.from({ length: 11 }, () => get(service.baseUrl, firstKey)));
      assert.deepEqual(tally(first), { 200: 10, '429 RATE_LIMIT': 1 }, 'sandbox: 10 a minute');

      // The CLI reads the mail configuration as the service does: here an outbox this test reads.
      const outbox = mkdtempSync(join(tmpdir(), 'tojeong-cli-outbox-'));
      try {
        const mailEnv = { MAIL_OUTBOX: outbox, PUBLIC_BASE_URL: service.baseUrl };
        const set = await runAdmin(storage.databaseUrl, ['plan', 'set', email, 'growth'], { env: mailEnv });
        assert.equal(set.code, 0, set.stderr);
        const shown = JSON.parse(set.stdout);
        assert.deepEqual([shown.plan, shown.keyDelivery, shown.verifiedAt, shown.keyStatus], ['growth', 'email', null, 'revoked']);
        assert.match(shown.keyDeliveryDetail, new RegExp(`never proven, so its keys were revoked and a one-time key link \\(30 minutes\\) was mailed to ${email}`));
        const days = (Date.parse(shown.planExpiresAt) - Date.now()) / 86_400_000;
        assert.ok(days > 30.99 && days <= 31, `expires in ${days} days`);
        const squatted = await get(service.baseUrl, firstKey);
        assert.deepEqual([squatted.status, squatted.code], [403, 'INVALID_API_KEY'], 'the first requester\'s key does not carry the plan: it is revoked');

        const mails = await readOutbox(outbox);
        assert.equal(mails.length, 1);
        assert.deepEqual(recipientsOf(mails[0]!.parsed), [email]);
        assert.match(String(mails[0]!.parsed.subject), /플랜 설정.*Plan set/);
        assert.match(set.stderr, /mail written to the outbox/, 'the mailer\'s log line names the file, on stderr');
        const { url, token } = keyLinkIn(mails[0]!.parsed);
        assert.ok(url.startsWith(`${service.baseUrl}/keys/confirm?token=`), url);
        const confirmed = await fetch(`${service.baseUrl}/v1/keys/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
        assert.equal(confirmed.status, 200);
        const { data } = (await confirmed.json()) as { data: { apiKey: string; plan: string } };
        assert.equal(data.plan, 'growth', 'the link gives the key of the plan');
        const apiKey = data.apiKey;
        const upgraded = await get(service.baseUrl, apiKey);
        assert.equal(upgraded.status, 200, 'the running service applies growth (120 a minute) at once');
        assert.equal(upgraded.remaining, String(4000 - 11), 'the account keeps its month');

        // Proven now: a plan set keeps the key, and mails nothing.
        const business = await runAdmin(storage.databaseUrl, ['plan', 'set', email, 'business', '--monthly', '12', '--per-minute', '500', '--days', '365'], { env: mailEnv });
        assert.equal(business.code, 0, business.stderr);
        assert.equal(JSON.parse(business.stdout).keyDelivery, 'kept');
        assert.equal((await readOutbox(outbox)).length, 1);
        const last = await get(service.baseUrl, apiKey);
        assert.deepEqual([last.status, last.remaining], [200, '0'], '11 used of 12: one left');
        const over = await get(service.baseUrl, apiKey);
        assert.deepEqual([over.status, over.code, over.remaining], [429, 'QUOTA_EXCEEDED', '0']);

        const show = await runAdmin(storage.databaseUrl, ['account', 'show', email.toUpperCase()]);
        assert.equal(show.code, 0, show.stderr);
        const report = JSON.parse(show.stdout);
        assert.deepEqual(
          [report.plan, report.limits, report.usage.used, report.keyStatus, report.keys.map((k: { status: string }) => k.status)],
          ['business', { monthlyCalls: 12, callsPerMinute: 500 }, 12, 'active', ['active', 'revoked']],
        );
        assert.ok(!show.stdout.includes(apiKey), 'the key itself is never shown');

        const revoke = await runAdmin(storage.databaseUrl, ['key', 'revoke', email]);
        assert.equal(revoke.code, 0, revoke.stderr);
        const revoked = await get(service.baseUrl, apiKey);
        assert.deepEqual([revoked.status, revoked.code], [403, 'INVALID_API_KEY']);

        const issue = await runAdmin(storage.databaseUrl, ['key', 'issue', email]);
        assert.equal(issue.code, 0, issue.stderr);
        const issuedKey = /^(tjk_[A-Za-z0-9_-]{43})$/m.exec(issue.stdout)?.[1];
        assert.ok(issuedKey, issue.stdout);
        const withIssued = await get(service.baseUrl, issuedKey);
        assert.deepEqual([withIssued.status, withIssued.code], [429, 'QUOTA_EXCEEDED'], 'the issued key is the account\'s: its business plan, its used-up month');
      } finally {
        rmSync(outbox, { recursive: true, force: true });
      }
    });

    test('one key link confirmed at once by the service process and by this process: exactly one key', async () => {
      const store = new AccountStore(storage.db);
      const email = `link-${Math.random().toString(36).slice(2)}@example.com`;
      assert.equal((await store.requestKey(email, null, '10.0.0.1', systemClock.now())).kind, 'issued');
      const outcome = await store.requestKey(email, null, '10.0.0.2', systemClock.now());
      assert.equal(outcome.kind, 'link');
      const token = outcome.kind === 'link' ? outcome.link.token : '';
      const viaService = Array.from({ length: 6 }, async () => {
        const res = await fetch(`${service.baseUrl}/v1/keys/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
        const body = (await res.json()) as { data?: unknown; error?: { code: string } };
        return res.status === 200 ? 'issued' : String(body.error?.code);
      });
      const here = Array.from({ length: 6 }, async () => (await store.redeemKeyLink(token, systemClock.now())).kind);
      const outcomes = await Promise.all([...viaService, ...here]);
      assert.deepEqual(
        outcomes.map((o) => (o === 'used' ? 'TOKEN_USED' : o)).sort(),
        ['TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'TOKEN_USED', 'issued'],
      );
      const keys = await store.keysOf((await store.findAccount(email))!.id);
      assert.deepEqual(keys.map((k) => k.status).sort(), ['active', 'revoked']);
    });

    test('mistakes: exit 2 with the usage for a malformed command, exit 1 for an unknown account', async () => {
      const cases: [string[], number, RegExp][] = [
        [['plan', 'set', 'nobody@example.com', 'growth'], 1, /no account for nobody@example.com/],
        [['account', 'show', 'nobody@example.com'], 1, /no account/],
        [['plan', 'set', 'x@example.com', 'gold'], 2, /PLAN must be one of sandbox, starter, growth, business/],
        [['plan', 'set', 'x@example.com', 'business', '--monthly', '10'], 2, /business needs --monthly N and --per-minute N/],
        [['plan', 'set', 'x@example.com', 'starter', '--monthly', '10'], 2, /for business only/],
        [['plan', 'set', 'x@example.com', 'sandbox', '--days', '3'], 2, /sandbox takes no --days/],
        [['plan', 'set', 'x@example.com', 'growth', '--days', '0'], 2, /--days must be a whole number/],
        [['plan', 'set', 'not-an-email', 'growth'], 2, /not an e-mail address/],
        [['key', 'rotate', 'x@example.com'], 2, /unknown command "key rotate"/],
        [[], 2, /usage:/],
      ];
      for (const [args, code, message] of cases) {
        const result = await runAdmin(storage.databaseUrl, args);
        assert.equal(result.code, code, `${args.join(' ')}: ${result.stderr}`);
        assert.match(result.stderr, message, args.join(' '));
      }
    });
  });
}
