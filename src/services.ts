/**
 * The composition root: the one place where the service's parts are opened
 * from the configuration and wired — the database, the account store, the
 * per-minute limiter, the mailer and the links it writes, the payment
 * provider and webhook verifier, the gwae text and the clock. The HTTP app
 * (src/http/app.ts), the admin CLI (src/admin/main.ts) and the tests take
 * their parts from here; nothing else opens a database.
 *
 * A part passed in (`given`) stays its owner's: close() closes only what was
 * opened here.
 */
import { keyAdmission, keyCheck, type Admit, type KeyCheck } from './accounts/admission.js';
import type { PlanProblemReporter } from './accounts/accountRows.js';
import { type KeyLinkMailer, keyLinkMailer } from './accounts/keyLinkMail.js';
import { memoryLimiter, openRedisLimiter, type PerMinuteLimiter } from './accounts/perMinuteLimiter.js';
import { FREE_PLAN } from './accounts/plans.js';
import { requestPathStore } from './accounts/requestPath.js';
import { AccountStore } from './accounts/store.js';
import { NotFoundMemory } from './billing/confirmBounds.js';
import { type HeldPaymentMailer, heldPaymentMailer } from './billing/heldPaymentMail.js';
import { OwedNotices } from './billing/owedNotices.js';
import type { PaymentProvider, PaymentRefunder } from './billing/paymentProvider.js';
import { PaymentStore } from './billing/paymentStore.js';
import { type WebhookVerifier, webhookVerifier } from './http/routes/webhookSignature.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { type Db, openDatabase } from './db/database.js';
import { createMailer, type Mailer, prepareOutbox } from './mail/mailer.js';
import { PublicBaseUrl, recordedServiceAddress } from './publicBaseUrl.js';
import { portonePaymentProvider } from './portone/paymentClient.js';
import { portonePaymentRefunder } from './portone/paymentRefund.js';
import { type GwaeTextState, loadGwaeText } from './tojeong/text/index.js';

/** Where the parts write what they have to say (pino's signature, which the service's logger has). */
export interface ServiceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Parts a caller already has (a test's database, a limiter it inspects); each stays the caller's to close. */
export interface GivenParts {
  clock?: Clock;
  db?: Db;
  limiter?: PerMinuteLimiter;
  mailer?: Mailer;
  /** null: no provider (payment not ready). */
  paymentProvider?: PaymentProvider | null;
  gwaeText?: GwaeTextState;
}

/** What works with accounts: the service and the admin CLI alike. */
export interface AccountParts {
  config: Config;
  clock: Clock;
  db: Db;
  store: AccountStore;
  mailer: Mailer;
  /** Where mailed links point (src/publicBaseUrl.ts). */
  baseUrl: PublicBaseUrl;
  keyLinks: KeyLinkMailer;
  close(): Promise<void>;
}

/** Everything the HTTP service runs on. */
export interface Services extends AccountParts {
  log: ServiceLog;
  gwaeText: GwaeTextState;
  limiter: PerMinuteLimiter;
  admit: Admit;
  /** A key's standing without counting a call (MCP over HTTP's messages that are not tool calls). */
  checkKey: KeyCheck;
  payments: PaymentStore;
  provider: PaymentProvider | null;
  verifyWebhook: WebhookVerifier | null;
  heldNotices: HeldPaymentMailer;
  /** The owed notices of held payments, which the running service mails once they may go (src/billing/owedNotices.ts). */
  owedNotices: OwedNotices;
  notFound: NotFoundMemory;
}

/** The admin CLI's parts: the accounts, and the held payments the operator lists, re-sends, accepts or refunds. */
export interface AdminParts extends AccountParts {
  payments: PaymentStore;
  owedNotices: OwedNotices;
  /** null without PORTONE_API_SECRET: refunds are then made in PortOne's console. */
  refunder: PaymentRefunder | null;
}

/** The closers of what was opened here, run in reverse order; each runs even when another fails. */
function closers() {
  const list: Array<() => Promise<void> | void> = [];
  return {
    add: (close: () => Promise<void> | void) => void list.push(close),
    async close(): Promise<void> {
      // One after another: a later part may still use an earlier one as it closes (the request path gives back the
      // month's calls it holds through the database, which closes after it).
      let failure: { reason: unknown } | undefined;
      for (const close of list.splice(0).reverse()) {
        try {
          await close();
        } catch (reason) {
          failure ??= { reason };
        }
      }
      if (failure) throw failure.reason;
    },
  };
}

async function openAccountParts(
  config: Config,
  log: ServiceLog,
  given: GivenParts,
  onPlanProblem: PlanProblemReporter,
  opened: ReturnType<typeof closers>,
): Promise<AccountParts> {
  const clock = given.clock ?? systemClock;
  const db =
    given.db ??
    (await openDatabase(config.databaseUrl, {
      onConnectionError: (err) => log.warn({ err }, 'database connection lost; it is dropped and the next query opens a new one'),
    }));
  if (!given.db) opened.add(() => db.close());
  if (!given.mailer) await prepareOutbox(config.mail);
  const mailer = given.mailer ?? createMailer(config.mail, log);
  if (!given.mailer) opened.add(() => mailer.close());
  const baseUrl = new PublicBaseUrl(config.mail);
  return {
    config,
    clock,
    db,
    store: new AccountStore(db, { onPlanProblem }),
    mailer,
    baseUrl,
    keyLinks: keyLinkMailer(mailer, () => baseUrl.get()),
    close: () => opened.close(),
  };
}

/** Opens the service's parts from the configuration; a configuration the parts refuse throws (ConfigError, EditionError) before anything is opened. */
export async function openServices(config: Config, log: ServiceLog, given: GivenParts = {}): Promise<Services> {
  const { portone } = config;
  // Checked before anything is opened: a bad secret is a configuration error.
  const verifyWebhook = portone.webhookSecret ? webhookVerifier(portone.webhookSecret) : null;
  const gwaeText = given.gwaeText ?? loadGwaeText(config.gwaeEdition);
  const provider =
    given.paymentProvider !== undefined
      ? given.paymentProvider
      : portone.apiSecret
        ? portonePaymentProvider({ apiSecret: portone.apiSecret, apiBase: portone.apiBase, storeId: portone.storeId })
        : null;
  const opened = closers();
  try {
    const accounts = await openAccountParts(
      config,
      log,
      given,
      (problem) => log.warn(problem, `the account's stored plan cannot be honoured; it is served with ${FREE_PLAN} limits until the operator sets its plan`),
      opened,
    );
    const limiter = given.limiter ?? (config.redisUrl ? await openRedisLimiter(config.redisUrl, config.redisKeyPrefix, log) : memoryLimiter());
    if (!given.limiter) opened.add(() => limiter.close());
    const payments = new PaymentStore(accounts.db);
    const requestPath = requestPathStore(accounts.db, accounts.store);
    // Run before the database closes (closers run in reverse): the calls the process holds go back to the month's count.
    opened.add(() => requestPath.close());
    const heldNotices = heldPaymentMailer(accounts.mailer, () => accounts.baseUrl.get());
    return {
      ...accounts,
      log,
      gwaeText,
      limiter,
      admit: keyAdmission({ store: requestPath, limiter, clock: accounts.clock }),
      checkKey: keyCheck(requestPath),
      payments,
      provider,
      verifyWebhook,
      heldNotices,
      owedNotices: new OwedNotices(payments, heldNotices),
      notFound: new NotFoundMemory(),
    };
  } catch (error) {
    await opened.close().catch(() => {});
    throw error;
  }
}

/**
 * The admin CLI's parts: the accounts and the held payments (no limiter). Its
 * mailed links point at the running service, at the address the service
 * recorded when it started listening, unless PUBLIC_BASE_URL says otherwise.
 */
export async function openAdminParts(config: Config, log: ServiceLog, onPlanProblem: PlanProblemReporter): Promise<AdminParts> {
  const { portone } = config;
  const opened = closers();
  const parts = await openAccountParts(config, log, {}, onPlanProblem, opened);
  parts.baseUrl.learn(await recordedServiceAddress(parts.db).catch(() => null));
  const payments = new PaymentStore(parts.db);
  return {
    ...parts,
    payments,
    owedNotices: new OwedNotices(payments, heldPaymentMailer(parts.mailer, () => parts.baseUrl.get())),
    refunder: portone.apiSecret ? portonePaymentRefunder({ apiSecret: portone.apiSecret, apiBase: portone.apiBase, storeId: portone.storeId }) : null,
  };
}
