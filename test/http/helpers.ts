import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import type { AdminContext } from '../../src/admin/commands.js';
import { memoryLimiter, type PerMinuteLimiter } from '../../src/accounts/perMinuteLimiter.js';
import type { OwedNotices } from '../../src/billing/owedNotices.js';
import { portonePaymentRefunder } from '../../src/portone/paymentRefund.js';
import { AccountStore } from '../../src/accounts/store.js';
import { type Clock, fixedClock } from '../../src/clock.js';
import { type Config, DEFAULT_MAIL_OUTBOX, loadConfig } from '../../src/config.js';
import { type Db, openDatabase } from '../../src/db/database.js';
import { appFromConfig, type LogOptions } from '../../src/http/app.js';
import { type Edition, GwaeText, type GwaeTextState, loadGwaeText } from '../../src/tojeong/text/index.js';
import { keyLinkIn, readOutbox, recipientsOf } from '../support/mail.js';
import { type Answer, contractOf, type OpenApiContract } from '../support/openapiContract.js';

export const NOON_2026_11_21_SEOUL = fixedClock('2026-11-21T03:00:00Z');

export type TestApp = FastifyInstance & {
  /** A key of an account on a business plan with limits no test reaches. */
  apiKey: string;
  store: AccountStore;
  db: Db;
  /** The app's mail outbox directory (a temporary one unless the config names another). */
  outbox: string;
  /** What the admin CLI would work with beside this app: its database, and its mail configuration (the same outbox or SMTP server). */
  admin: AdminContext;
  /** The owed notices of held payments, which a listening service delivers every minute (src/billing/owedNotices.ts). */
  owedNotices: OwedNotices;
};

export interface TestAppOptions {
  clock?: Clock;
  /** The gwae text: the default edition (what the service serves unconfigured), none (GWAE_EDITION=none) or this edition. */
  text?: 'default' | 'none' | Edition;
  /** A database to use instead of a fresh in-memory SQLite (the caller closes it). */
  db?: Db;
  limiter?: PerMinuteLimiter;
  config?: Config;
  /** Load the gwae text as the service does, from config.gwaeEdition. */
  gwaeTextFromConfig?: boolean;
  /** The service's log; silent by default. */
  logger?: LogOptions;
  /** Runs on the built app before it is made ready (a test adds a route or a hook here). */
  beforeReady?: (app: FastifyInstance) => void;
}

let defaultText: GwaeTextState | undefined;

/** The default edition, loaded and validated once for the whole test process. */
export function defaultGwaeText(): GwaeTextState {
  return (defaultText ??= loadGwaeText({ kind: 'default' }));
}

function gwaeTextOf(text: TestAppOptions['text'] = 'default'): GwaeTextState {
  if (text === 'default') return defaultGwaeText();
  if (text === 'none') return { installed: false };
  return { installed: true, text: new GwaeText(text), path: '(test)' };
}

/** What the answers of this test file's apps did not fit of the OpenAPI document (test/support/openapiContract.ts). */
const contractViolations: string[] = [];
let answersChecked = 0;

// Every test file that builds its apps here fails when one of their answers does not fit the document.
after(() => {
  if (contractViolations.length > 0) {
    throw new Error(`${contractViolations.length} answers (of ${answersChecked}) do not fit the OpenAPI document:\n${contractViolations.join('\n')}`);
  }
});

/** The contract violations found so far in this file, removed from its list (for a test that makes some on purpose). */
export function takeContractViolations(): string[] {
  return contractViolations.splice(0);
}

/**
 * Checks every answer `app` sends against its own OpenAPI document: the body
 * as it leaves the last onSend hook, and the status and headers as sent. The
 * answers Node's parser gives before a request exists (malformed, too slow,
 * headers too large) never reach Fastify and are not seen here.
 */
function checkAnswersAgainstDocument(app: FastifyInstance): void {
  let contract: OpenApiContract | undefined;
  const bodies = new WeakMap<FastifyRequest, Answer['body']>();
  app.addHook('onSend', (request, reply, payload, done) => {
    // A compressed answer is checked as the client reads it, decoded (issue 50).
    const coding = reply.getHeader('content-encoding');
    const decoded = Buffer.isBuffer(payload) && coding === 'br' ? brotliDecompressSync(payload) : Buffer.isBuffer(payload) && coding === 'gzip' ? gunzipSync(payload) : payload;
    bodies.set(request, decoded as Answer['body']);
    done(null, payload);
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const schema = request.routeOptions.schema as { hide?: boolean } | undefined;
    answersChecked++;
    try {
      contract ??= contractOf(app.swagger());
      contractViolations.push(
        ...contract.check({
          method: request.method,
          url: request.url,
          route: request.is404 ? undefined : request.routeOptions.url,
          hidden: schema?.hide === true,
          status: reply.statusCode,
          headers: reply.getHeaders(),
          body: bodies.get(request),
        }),
      );
    } catch (error) {
      contractViolations.push(`${request.method} ${request.url} → ${reply.statusCode}: the check failed: ${(error as Error).stack}`);
    }
    done();
  });
}

/**
 * An app on the default configuration, silent, "now" fixed at 2026-11-21 noon
 * in Seoul, its own in-memory database, and the default gwae edition unless
 * told otherwise.
 */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const gwaeText = options.gwaeTextFromConfig ? undefined : gwaeTextOf(options.text);
  const clock = options.clock ?? NOON_2026_11_21_SEOUL;
  const db = options.db ?? (await openDatabase('sqlite::memory:'));
  const limiter = options.limiter ?? memoryLimiter();
  // Mail goes to a temporary outbox, never into the working tree's var/outbox.
  const given = options.config ?? loadConfig({});
  const ownOutbox = given.mail.outbox === DEFAULT_MAIL_OUTBOX ? mkdtempSync(join(tmpdir(), 'tojeong-outbox-')) : null;
  const config = ownOutbox ? { ...given, mail: { ...given.mail, outbox: ownOutbox } } : given;
  const { app, services } = await appFromConfig(config, options.logger ?? false, { clock, gwaeText, db, limiter });
  if (!options.db) app.addHook('onClose', () => db.close());
  if (!options.limiter) app.addHook('onClose', () => limiter.close());
  if (ownOutbox) app.addHook('onClose', async () => rmSync(ownOutbox, { recursive: true, force: true }));
  options.beforeReady?.(app);
  checkAnswersAgainstDocument(app);
  await app.ready();
  const { store } = services;
  const email = `unlimited-${Math.random().toString(36).slice(2)}@test.example`;
  const { apiKey } = await store.issueKey(email, 'test suite', clock.now(), { verified: true });
  await store.setPlan(email, { plan: 'business', planExpiresAt: null, monthlyLimit: 1_000_000_000, perMinuteLimit: 1_000_000_000 }, clock.now());
  const held = { payments: services.payments, owedNotices: services.owedNotices, refunder: config.portone.apiSecret ? portonePaymentRefunder({ ...config.portone, apiSecret: config.portone.apiSecret }) : null };
  const admin = { store, keyLinks: services.keyLinks, held };
  return Object.assign(app, { apiKey, store, db, outbox: config.mail.outbox, admin, owedNotices: services.owedNotices });
}

/** app.inject with the test account's key. */
export function keyed(app: TestApp, options: InjectOptions): Promise<InjectResponse> {
  return app.inject({ ...options, headers: { ...options.headers, 'x-api-key': app.apiKey } });
}

/** The newest message in the app's outbox to `email`, parsed. */
export async function latestMailTo(app: TestApp, email: string) {
  const mails = (await readOutbox(app.outbox)).filter((m) => recipientsOf(m.parsed).includes(email.toLowerCase()));
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email} in ${app.outbox}`);
  return last;
}

/** Follows the key link of the newest mail to `email`: POST /v1/keys/confirm with its token. */
export async function followKeyLink(app: TestApp, email: string): Promise<InjectResponse> {
  const { token } = keyLinkIn((await latestMailTo(app, email)).parsed);
  return app.inject({ method: 'POST', url: '/v1/keys/confirm', payload: { token } });
}
