/** Entry point of `npm run admin -- …`; see admin.ts for the commands. */
import { systemClock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { ADMIN_USAGE, AdminError, runAdminCommand, UsageError } from './admin.js';
import { FREE_PLAN } from './plans.js';
import { AccountStore } from './store.js';

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
  const db = await openDatabase(config.databaseUrl);
  try {
    const store = new AccountStore(db, {
      onPlanProblem: ({ accountId, storedPlan, problem }) =>
        console.error(`warning: account ${accountId} holds plan "${storedPlan}" (${problem}); the service serves it with ${FREE_PLAN} limits until its plan is set with \`plan set\``),
    });
    console.log(await runAdminCommand(store, process.argv.slice(2), systemClock.now()));
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
    await db.close();
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
