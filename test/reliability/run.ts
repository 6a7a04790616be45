/**
 * `npm run reliability`: the service under faults and hostile clients, as a
 * black box (the compiled service in child processes, loopback only). The
 * checks, each printing one line of figures; any violation makes the run fail.
 *
 *   npm run reliability                     the full run (docs/reliability.md)
 *   npm run reliability -- --short          the short run CI does (also RELIABILITY_SHORT=1)
 *   npm run reliability -- fuzz db-fault    only the named checks
 *
 * RELIABILITY_SEED fixes the random choices (fuzz cases, kill moments, plans).
 * Needs PostgreSQL and Redis as `npm test` does (TEST_POSTGRES_URL,
 * TEST_REDIS_URL); each check makes its own database and key prefix, and
 * db-fault its own redis-server.
 */
import { postgresBackend, sqliteBackend } from '../support/storage.js';
import { crashCheck } from './crash.js';
import { dbFaultCheck } from './dbFault.js';
import { fuzzCheck } from './fuzz.js';
import { leaseKillCheck } from './leaseKill.js';
import { mailTlsCheck } from './mailTls.js';
import { mcpCheck } from './mcp.js';
import { overloadCheck } from './overload.js';
import { paymentsCheck } from './payments.js';
import { quotaCheck } from './quota.js';
import { silenceCheck } from './silence.js';
import { type Check, SEED, seconds } from './support.js';

const CHECKS: { group: string; check: Check }[] = [
  { group: 'crash', check: crashCheck(sqliteBackend, 'SQLite') },
  { group: 'crash', check: crashCheck(postgresBackend, 'PostgreSQL + Redis') },
  { group: 'quota', check: quotaCheck },
  { group: 'quota', check: leaseKillCheck },
  { group: 'db-fault', check: dbFaultCheck },
  { group: 'fuzz', check: fuzzCheck(sqliteBackend, 'SQLite') },
  { group: 'fuzz', check: fuzzCheck(postgresBackend, 'PostgreSQL + Redis') },
  { group: 'payments', check: paymentsCheck(sqliteBackend, 'SQLite') },
  { group: 'payments', check: paymentsCheck(postgresBackend, 'PostgreSQL + Redis') },
  { group: 'mcp', check: mcpCheck(sqliteBackend, 'SQLite') },
  { group: 'mcp', check: mcpCheck(postgresBackend, 'PostgreSQL + Redis') },
  { group: 'overload', check: overloadCheck },
  { group: 'silence', check: silenceCheck },
  { group: 'mail-tls', check: mailTlsCheck },
];

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const short = args.includes('--short') || process.env.RELIABILITY_SHORT === '1';
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const unknown = wanted.filter((name) => !CHECKS.some((c) => c.group === name));
  if (unknown.length > 0) {
    console.error(`unknown check ${unknown.join(', ')}; the checks are ${[...new Set(CHECKS.map((c) => c.group))].join(', ')}`);
    return 2;
  }
  const selected = CHECKS.filter((c) => wanted.length === 0 || wanted.includes(c.group));
  console.log(`reliability (${short ? 'short' : 'full'} run, seed ${SEED}, ${new Date().toISOString()})`);
  let failed = 0;
  const started = Date.now();
  for (const { check } of selected) {
    const checkStarted = Date.now();
    let line: string;
    let violations: string[];
    try {
      const result = await check.run(short);
      line = result.figures;
      violations = result.violations;
    } catch (error) {
      line = `${check.name}: could not run`;
      violations = [error instanceof Error ? (error.stack ?? error.message) : String(error)];
    }
    const verdict = violations.length === 0 ? 'ok' : `FAILED (${violations.length} violations)`;
    console.log(`${verdict.padEnd(6)} ${line} [${seconds(Date.now() - checkStarted)}]`);
    for (const violation of violations) console.log(`         - ${violation}`);
    if (violations.length > 0) failed++;
  }
  console.log(`${failed === 0 ? 'all checks passed' : `${failed} of ${selected.length} checks failed`} in ${seconds(Date.now() - started)}`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
