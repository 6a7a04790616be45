/**
 * crash: key requests, keyed calls and admin plan changes under load, the
 * service killed with SIGKILL at random moments and restarted, then:
 * - every key answered 200 still works, unless a later re-issue (answered, or
 *   sent and cut off by the kill) replaced it; every earlier key is revoked;
 * - every plan set (admin CLI exit 0, or set before the load) is there;
 * - every account's monthly count is at least the 2xx answers it got and at
 *   most the keyed calls it sent — on PostgreSQL, plus what each killed
 *   process may have held of the month's calls (LEASE_MAX_EXTRA a kill).
 * On SQLite and on PostgreSQL (+ Redis for the per-minute windows).
 */
import { sql } from 'kysely';
import { LEASE_MAX_EXTRA } from '../../src/accounts/monthLeases.js';
import { AccountStore } from '../../src/accounts/store.js';
import { seoulMonthKey, systemClock } from '../../src/clock.js';
import { freePort } from '../support/freePort.js';
import { runAdmin, type ServiceProcess, startService } from '../support/serviceProcess.js';
import type { Backend, Storage } from '../support/storage.js';
import { type Answer, ask, attempt, type Check, type CheckResult, describeAnswer, fmt, pick, SEED, seededRandom, sleep, storageEnv } from './support.js';

interface PlanSet {
  plan: 'starter' | 'growth' | 'business';
  monthly: number | null;
  perMinute: number | null;
}

interface AccountState {
  email: string;
  /** Keys answered 200, oldest first. */
  keys: string[];
  /** A key request sent after the last answered one got no answer: it may have replaced that key. */
  cutOffReissue: boolean;
  keyRequestInFlight: boolean;
  adminInFlight: boolean;
  /** Keyed calls sent with any of its keys, and those answered 2xx. */
  sent: number;
  succeeded: number;
  plan: PlanSet;
}

const CHAR_PATH = `/v1/name/char/${encodeURIComponent('洪')}`;
const BIG = 1_000_000_000;

function scale(short: boolean) {
  return short
    ? { accounts: 12, workers: 8, kills: 2, loadBeforeKillMs: [1000, 2500] as const }
    : { accounts: 40, workers: 16, kills: 6, loadBeforeKillMs: [1000, 4000] as const };
}

async function crashOn(backend: Backend, short: boolean, checkName: string): Promise<CheckResult> {
  const s = scale(short);
  const random = seededRandom(SEED ^ backend.name.length);
  const violations: string[] = [];
  const storage: Storage = await backend.open();
  let service: ServiceProcess | null = null;
  try {
    const port = await freePort();
    const env = { ...storageEnv(storage), PORT: String(port), TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' };
    const start = () => startService(env, { compiled: true });
    service = await start();
    const base = `http://127.0.0.1:${port}`;
    let ipCounter = 0;
    let keyRequestsRefused = 0;
    // Every key request from its own address, so the 3-a-day limit per address never applies.
    const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;
    const fiveXx: string[] = [];
    const note = (what: string, answer: Answer | null) => {
      if (answer && answer.status >= 500) fiveXx.push(`${what}: ${describeAnswer(answer)}`);
    };

    const requestKey = async (account: AccountState): Promise<void> => {
      account.keyRequestInFlight = true;
      const outcome = await attempt(`${base}/v1/keys/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ email: account.email }),
      });
      account.keyRequestInFlight = false;
      if ('failure' in outcome) {
        // Refused: it never reached a service. Cut: it may have issued a key before the kill.
        if (outcome.failure === 'cut') account.cutOffReissue = true;
        else keyRequestsRefused++;
        return;
      }
      note('POST /v1/keys/request', outcome);
      if (outcome.status === 200) {
        account.keys.push((outcome.body as { data: { apiKey: string } }).data.apiKey);
        account.cutOffReissue = false;
      }
    };

    const accounts: AccountState[] = [];
    for (let i = 0; i < s.accounts; i++) {
      const account: AccountState = {
        email: `crash-${i}-${process.pid}@reliability.example`,
        keys: [],
        cutOffReissue: false,
        keyRequestInFlight: false,
        adminInFlight: false,
        sent: 0,
        succeeded: 0,
        plan: { plan: 'business', monthly: BIG, perMinute: BIG },
      };
      await requestKey(account);
      if (account.keys.length !== 1) throw new Error(`setting up ${account.email}: the key request was not answered 200`);
      accounts.push(account);
    }
    // Limits the load cannot reach, so that most calls succeed and count. The
    // owners prove their addresses first (the operator's `key issue`), so the
    // admin plan sets during the load keep their keys: on an unproven address a
    // paid plan revokes them and mails a key link.
    const store = new AccountStore(storage.db);
    for (const account of accounts) {
      account.keys.push((await store.issueKey(account.email, 'reliability crash', systemClock.now(), { verified: true })).apiKey);
      await store.setPlan(account.email, { plan: 'business', planExpiresAt: '2099-01-01T00:00:00.000Z', monthlyLimit: BIG, perMinuteLimit: BIG }, systemClock.now());
    }

    let keyRequests = 0;
    let planSets = 0;
    let adminRuns = 0;
    let unanswered = 0;
    let stop = false;
    const admins: Promise<void>[] = [];
    let adminsRunning = 0;

    const setPlan = async (account: AccountState): Promise<void> => {
      account.adminInFlight = true;
      const plan = pick(random, ['starter', 'growth', 'business'] as const);
      const limits = plan === 'business' ? { monthly: 100_000 + Math.floor(random() * 1000), perMinute: 100_000 + Math.floor(random() * 1000) } : null;
      const args = ['plan', 'set', account.email, plan, ...(limits ? ['--monthly', String(limits.monthly), '--per-minute', String(limits.perMinute)] : [])];
      adminRuns++;
      const result = await runAdmin(storage.databaseUrl, args, { compiled: true });
      if (result.code === 0) {
        account.plan = { plan, monthly: limits?.monthly ?? null, perMinute: limits?.perMinute ?? null };
        planSets++;
      } else {
        violations.push(`admin ${args.join(' ')} exited ${result.code}: ${result.stderr.trim().split('\n')[0]}`);
      }
      account.adminInFlight = false;
    };

    const worker = async (): Promise<void> => {
      while (!stop) {
        const account = pick(random, accounts);
        const roll = random();
        if (roll < 0.08 && !account.keyRequestInFlight) {
          keyRequests++;
          await requestKey(account);
          continue;
        }
        // One admin process at a time: each is a Node start-up, and a swarm of them would starve the service's restart.
        if (roll < 0.11 && adminsRunning === 0 && service?.alive()) {
          adminsRunning++;
          admins.push(setPlan(account).finally(() => adminsRunning--));
          continue;
        }
        const key = account.keys[account.keys.length - 1]!;
        account.sent++;
        const answer =
          random() < 0.5
            ? await ask(base + CHAR_PATH, { headers: { 'x-api-key': key } })
            : await ask(`${base}/v1/tojeong/gwae`, {
                method: 'POST',
                headers: { 'x-api-key': key, 'content-type': 'application/json' },
                body: JSON.stringify({ birth: '1976-08-26', calendar: 'lunar', targetYear: 2005 }),
              });
        note('keyed call', answer);
        if (!answer) {
          unanswered++;
          await sleep(50); // the service is down: do not spin
        } else if (answer.status >= 200 && answer.status < 300) {
          account.succeeded++;
        }
      }
    };

    const workers = Array.from({ length: s.workers }, () => worker());
    const restartMs: number[] = [];
    for (let kill = 0; kill < s.kills; kill++) {
      const [low, high] = s.loadBeforeKillMs;
      await sleep(low + random() * (high - low));
      await service.kill();
      const killedAt = Date.now();
      await sleep(random() * 300);
      service = await start();
      restartMs.push(Date.now() - killedAt);
    }
    await sleep(1000);
    stop = true;
    await Promise.all(workers);
    await Promise.all(admins);

    // Counts first (the checks below make calls of their own), after a normal stop: on PostgreSQL a running process
    // holds blocks of the month's calls, which it gives back when it stops (src/accounts/monthLeases.ts).
    await service.stop();
    service = await start();
    // Each killed process may take a block per account with it: the documented bound, and no more.
    const leaseAllowance = storage.db.dialect === 'postgres' ? s.kills * LEASE_MAX_EXTRA : 0;
    const month = seoulMonthKey(systemClock.now());
    let countsOk = 0;
    let countedTotal = 0;
    let overSent = 0;
    for (const account of accounts) {
      const row = await sql<{ used: number }>`
        select coalesce(u.used, 0) as used from accounts a
        left join monthly_usage u on u.account_id = a.id and u.month = ${month}
        where a.email = ${account.email}`.execute(storage.db.kysely);
      const used = Number(row.rows[0]?.used ?? -1);
      countedTotal += used;
      overSent += Math.max(0, used - account.sent);
      if (used < account.succeeded || used > account.sent + leaseAllowance) {
        violations.push(
          `${account.email}: monthly count ${used}, but ${account.succeeded} calls were answered 2xx and ${account.sent} sent (${leaseAllowance} more allowed for the blocks of killed processes)`,
        );
      } else countsOk++;
    }
    let plansOk = 0;
    for (const account of accounts) {
      const row = await storage.db.kysely
        .selectFrom('accounts')
        .select(['plan', 'monthly_limit', 'per_minute_limit'])
        .where('email', '=', account.email)
        .executeTakeFirst();
      const found = row ? { plan: row.plan, monthly: row.monthly_limit, perMinute: row.per_minute_limit } : null;
      if (JSON.stringify(found) !== JSON.stringify(account.plan)) {
        violations.push(`${account.email}: plan ${JSON.stringify(found)} in the database, ${JSON.stringify(account.plan)} was set last`);
      } else plansOk++;
    }
    // Limits no check call can reach (starter's 60 a minute could refuse them).
    for (const account of accounts) {
      await store.setPlan(account.email, { plan: 'business', planExpiresAt: '2099-01-01T00:00:00.000Z', monthlyLimit: BIG, perMinuteLimit: BIG }, systemClock.now());
    }
    let keysOk = 0;
    let keysMaybeReplaced = 0;
    for (const account of accounts) {
      const latest = account.keys[account.keys.length - 1]!;
      const answer = await ask(base + CHAR_PATH, { headers: { 'x-api-key': latest } });
      const works = answer?.status === 200;
      if (works) keysOk++;
      else if (account.cutOffReissue && answer?.status === 403 && answer.code === 'INVALID_API_KEY') keysMaybeReplaced++;
      else violations.push(`${account.email}: its last key answered 200 now gets ${describeAnswer(answer)}${account.cutOffReissue ? '' : ' (no later re-issue was sent)'}`);
      for (const older of account.keys.slice(0, -1)) {
        const old = await ask(base + CHAR_PATH, { headers: { 'x-api-key': older } });
        if (old?.status !== 403) violations.push(`${account.email}: a replaced key gets ${describeAnswer(old)}, not 403`);
      }
    }
    for (const line of fiveXx.slice(0, 20)) violations.push(`5xx during the run: ${line}`);
    if (fiveXx.length > 20) violations.push(`… and ${fiveXx.length - 20} more 5xx answers`);

    const calls = accounts.reduce((n, a) => n + a.sent, 0);
    const succeeded = accounts.reduce((n, a) => n + a.succeeded, 0);
    const issued = accounts.reduce((n, a) => n + a.keys.length, 0);
    return {
      figures:
        `${checkName}: ${s.kills} kills (down ${Math.min(...restartMs)}-${Math.max(...restartMs)} ms each), ` +
        `${fmt(calls)} keyed calls (${fmt(succeeded)} 2xx, ${fmt(unanswered)} unanswered), ${fmt(keyRequests + s.accounts)} key requests (${fmt(issued)} keys issued, ${fmt(keyRequestsRefused)} refused while down), ` +
        `${planSets}/${adminRuns} admin plan sets; after: keys ${keysOk} working + ${keysMaybeReplaced} replaced by a cut-off re-issue of ${s.accounts}, ` +
        `plans ${plansOk}/${s.accounts}, counts within [2xx, sent${leaseAllowance ? ` + ${leaseAllowance}` : ''}] ${countsOk}/${s.accounts} (${fmt(countedTotal)} counted in all, ${fmt(overSent)} over the calls sent)`,
      violations,
    };
  } finally {
    await service?.stop();
    await storage.cleanup();
  }
}

export function crashCheck(backend: Backend, label: string): Check {
  const name = `crash (${label})`;
  return { name, run: (short) => crashOn(backend, short, name) };
}
