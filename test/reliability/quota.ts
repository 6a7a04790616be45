/**
 * quota: two service processes on one PostgreSQL database and one Redis.
 * 200+ concurrent calls on an account with M calls left: exactly M succeed
 * and the database counts exactly M; P+ concurrent calls on an account
 * allowed P a minute: exactly P pass the per-minute window, across both.
 */
import { seoulMonthKey, systemClock } from '../../src/clock.js';
import { AccountStore } from '../../src/accounts/store.js';
import { type ServiceProcess, startService } from '../support/serviceProcess.js';
import { postgresBackend, setMonthlyUsed, type Storage } from '../support/storage.js';
import { ask, businessAccount, type Check, type CheckResult, fmt, SEED, seededRandom, storageEnv, Tally } from './support.js';

const CHAR_PATH = `/v1/name/char/${encodeURIComponent('洪')}`;

function scale(short: boolean) {
  return short ? { rounds: 1, calls: 200 } : { rounds: 5, calls: 300 };
}

async function burst(services: ServiceProcess[], apiKey: string, calls: number): Promise<Tally> {
  const answers = await Promise.all(
    Array.from({ length: calls }, (_, i) => ask(services[i % services.length]!.baseUrl + CHAR_PATH, { headers: { 'x-api-key': apiKey } })),
  );
  const tally = new Tally();
  for (const answer of answers) tally.add(answer ? `${answer.status}${answer.code ? ` ${answer.code}` : ''}` : 'no answer');
  return tally;
}

async function run(short: boolean): Promise<CheckResult> {
  const s = scale(short);
  const random = seededRandom(SEED ^ 0x9707a);
  const violations: string[] = [];
  const storage: Storage = await postgresBackend.open();
  const services: ServiceProcess[] = [];
  try {
    services.push(...(await Promise.all([startService(storageEnv(storage), { compiled: true }), startService(storageEnv(storage), { compiled: true })])));
    const store = new AccountStore(storage.db);
    const monthlyRounds: string[] = [];
    const minuteRounds: string[] = [];
    for (let round = 0; round < s.rounds; round++) {
      // Monthly: an account with some calls already used, M left.
      const limit = 100 + Math.floor(random() * 100);
      const left = 20 + Math.floor(random() * 80);
      const { apiKey, id } = await businessAccount(storage, limit, 1_000_000, 'quota');
      const month = seoulMonthKey(systemClock.now());
      await setMonthlyUsed(storage.db, id, month, limit - left);
      const monthly = await burst(services, apiKey, s.calls);
      const counted = await store.monthlyUsed(id, month);
      if (monthly.get('200') !== left || monthly.get('429 QUOTA_EXCEEDED') !== s.calls - left || counted !== limit) {
        violations.push(`monthly round ${round + 1}: ${left} left of ${limit}, ${s.calls} concurrent calls → ${monthly} ; the database counts ${counted} (want ${limit})`);
      }
      monthlyRounds.push(`${monthly.get('200')}/${left}`);

      // Per minute: P allowed, 3P sent at once.
      const perMinute = 10 + Math.floor(random() * 40);
      const minuteAccount = await businessAccount(storage, 1_000_000, perMinute, 'minute');
      const calls = Math.max(3 * perMinute, 200);
      const minute = await burst(services, minuteAccount.apiKey, calls);
      if (minute.get('200') !== perMinute || minute.get('429 RATE_LIMIT') !== calls - perMinute) {
        violations.push(`per-minute round ${round + 1}: ${perMinute} a minute, ${calls} concurrent calls → ${minute}`);
      }
      minuteRounds.push(`${minute.get('200')}/${perMinute}`);
    }
    return {
      figures:
        `quota (2 processes, PostgreSQL + Redis): ${s.rounds} rounds of ${fmt(s.calls)} concurrent calls with M left, admitted/M: ${monthlyRounds.join(' ')}; ` +
        `per-minute rounds of ≥200 calls, admitted/P: ${minuteRounds.join(' ')}`,
      violations,
    };
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    await storage.cleanup();
  }
}

export const quotaCheck: Check = { name: 'quota', run };
