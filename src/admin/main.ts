/** Entry point of `npm run admin -- …`; see commands.ts for the commands. */
// First: an unsupported Node.js stops here with one line, before any module that would crash it loads.
import '../nodeGuard.js';
import { systemClock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { FREE_PLAN } from '../accounts/plans.js';
import { openAdminParts, type ServiceLog } from '../services.js';
import { ADMIN_USAGE, AdminError, runAdminCommand, UsageError } from './commands.js';

// The log lines (the mailer's) go to stderr, so stdout stays the command's answer (JSON for `plan set`).
const line =
  (level: string) =>
  (details: object, message: string): void => {
    const { err, ...rest } = details as { err?: unknown };
    console.error(JSON.stringify({ level, msg: message, ...rest, ...(err instanceof Error ? { err: err.message } : {}) }));
  };
const stderrLog: ServiceLog = { info: line('info'), warn: line('warn'), error: line('error') };

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`configuration error: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const parts = await openAdminParts(config, stderrLog, ({ accountId, storedPlan, problem }) =>
    console.error(`warning: account ${accountId} holds plan "${storedPlan}" (${problem}); the service serves it with ${FREE_PLAN} limits until its plan is set with \`plan set\``),
  );
  try {
    const { store, keyLinks, payments, owedNotices, refunder } = parts;
    console.log(await runAdminCommand({ store, keyLinks, held: { payments, owedNotices, refunder } }, process.argv.slice(2), systemClock.now()));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${ADMIN_USAGE}`);
      return 2;
    }
    if (error instanceof AdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await parts.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
