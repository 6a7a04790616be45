/** Entry point of `npm run admin -- …`; see admin.ts for the commands. */
import { systemClock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { publicBaseUrl, recordedServiceAddress } from '../publicBaseUrl.js';
import { createMailer, type MailLog } from '../mail/mailer.js';
import { ADMIN_USAGE, AdminError, runAdminCommand, UsageError } from './commands.js';
import { keyLinkMailer } from '../accounts/keyLinkMail.js';
import { FREE_PLAN } from '../accounts/plans.js';
import { AccountStore } from '../accounts/store.js';

// The mailer's log lines go to stderr, so stdout stays the command's answer (JSON for `plan set`).
const mailLog: MailLog = {
  info: (details, message) => console.error(JSON.stringify({ level: 'info', msg: message, ...details })),
  error: (details, message) => {
    const { err, ...rest } = details as { err?: unknown };
    console.error(JSON.stringify({ level: 'error', msg: message, ...rest, ...(err instanceof Error ? { err: err.message } : {}) }));
  },
};

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
  const mailer = createMailer(config.mail, mailLog);
  try {
    const store = new AccountStore(db, {
      onPlanProblem: ({ accountId, storedPlan, problem }) =>
        console.error(`warning: account ${accountId} holds plan "${storedPlan}" (${problem}); the service serves it with ${FREE_PLAN} limits until its plan is set with \`plan set\``),
    });
    // The links point at the running service (the address it recorded), unless PUBLIC_BASE_URL says otherwise.
    const keyLinks = keyLinkMailer(mailer, publicBaseUrl(config.mail, await recordedServiceAddress(db).catch(() => null)));
    console.log(await runAdminCommand({ store, keyLinks }, process.argv.slice(2), systemClock.now()));
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
    mailer.close();
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
