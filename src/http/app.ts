/**
 * Builds the Fastify application: validation, error mapping, logging, the
 * OpenAPI document and the routes. The HTTP layer only translates; the work is
 * done by the domain modules.
 */
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { memoryLimiter, openRedisLimiter, type PerMinuteLimiter } from '../accounts/perMinuteLimiter.js';
import { keyAdmission } from '../accounts/admission.js';
import { FREE_PLAN } from '../accounts/plans.js';
import { requestPathStore } from '../accounts/requestPath.js';
import { AccountStore } from '../accounts/store.js';
import { keyLinkMailer } from '../accounts/keyLinkMail.js';
import { type Clock, systemClock } from '../clock.js';
import type { Config } from '../config.js';
import { listeningBaseUrl, recordServiceAddress } from '../publicBaseUrl.js';
import { type Db, openDatabase } from '../db/database.js';
import { type PaymentProvider, portonePaymentProvider } from '../billing/paymentProvider.js';
import { PaymentStore } from '../billing/paymentStore.js';
import { heldPaymentMailer } from '../billing/heldPaymentMail.js';
import { NotFoundMemory } from '../billing/confirmBounds.js';
import { webhookVerifier } from '../billing/webhookSignature.js';
import { createMailer, type Mailer, prepareOutbox } from '../mail/mailer.js';
import { type GwaeTextState, loadGwaeText } from '../tojeong/text/index.js';
import { installApiKeyGuard } from './apiKeyGuard.js';
import { documentKeyedRoutes } from './keyedRouteDocs.js';
import { boundedServerFactory } from './connectionLimits.js';
import { registerCors } from './cors.js';
import { clientErrorHandler, refuseConnect, registerErrorHandling, requestErrorHandler, requireHost } from './errorHandler.js';
import { urlForLog } from './keyConfirmPage.js';
import { jsonBodyParser } from './jsonBody.js';
import { openapiOptions } from './openapi/document.js';
import { billingRoutes } from './routes/billing.js';
import { calendarRoutes } from './routes/calendar.js';
import { healthRoutes } from './routes/health.js';
import { keyRoutes } from './routes/keys.js';
import { nameRoutes } from './routes/name.js';
import { pageRoutes } from './routes/pages.js';
import { tojeongRoutes } from './routes/tojeong.js';
import { RouteMethods } from './routeMethods.js';
import { NO_QUERY_PARAMETERS, validatorCompiler } from './validation.js';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** Fastify logger options; false silences it (tests). */
  logger?: FastifyServerOptions['logger'];
  /** The gwae text; by default as config.gwaeEdition says (an invalid edition throws EditionError). */
  gwaeText?: GwaeTextState;
  /** The database; by default opened from config.databaseUrl (and closed with the app). */
  db?: Db;
  /** The per-minute limiter; by default Redis when config.redisUrl is set, else in process (closed with the app). */
  limiter?: PerMinuteLimiter;
  /** The payment provider; by default PortOne when config.portone.apiSecret is set, else none (payment not ready). */
  paymentProvider?: PaymentProvider | null;
  /** The mailer; by default SMTP when config.mail.smtpUrl is set, else the outbox directory (closed with the app). */
  mailer?: Mailer;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const { portone } = config;
  // Checked before anything is opened: a bad secret is a configuration error.
  const verifyWebhook = portone.webhookSecret ? webhookVerifier(portone.webhookSecret) : null;
  const paymentProvider =
    options.paymentProvider !== undefined
      ? options.paymentProvider
      : portone.apiSecret
        ? portonePaymentProvider({ apiSecret: portone.apiSecret, apiBase: portone.apiBase, storeId: portone.storeId })
        : null;
  const gwaeText = options.gwaeText ?? loadGwaeText(config.gwaeEdition);
  if (!options.mailer) await prepareOutbox(config.mail);
  const { timeouts } = config;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // Timeouts and the pipelining bound (src/http/connectionLimits.ts); the errors
    // raised before a route is found get the error shape (src/http/errorHandler.ts).
    serverFactory: boundedServerFactory(timeouts, (remoteAddress) =>
      app.log.warn({ remoteAddress }, 'connection closed: too many pipelined requests awaiting their answers'),
    ),
    clientErrorHandler: clientErrorHandler(timeouts, () => app.log),
    frameworkErrors: requestErrorHandler(config.bodyLimit),
    // One log line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A caller's X-Request-Id is kept when it is a sane token, so logs can be joined across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  });
  // What the app opens itself, it closes with itself; what a caller passes in stays the caller's.
  const db =
    options.db ??
    (await openDatabase(config.databaseUrl, {
      onConnectionError: (err) => app.log.warn({ err }, 'database connection lost; it is dropped and the next query opens a new one'),
    }));
  if (!options.db) app.addHook('onClose', () => db.close());
  const limiter =
    options.limiter ?? (config.redisUrl ? await openRedisLimiter(config.redisUrl, config.redisKeyPrefix, app.log) : memoryLimiter());
  if (!options.limiter) app.addHook('onClose', () => limiter.close());
  const store = new AccountStore(db, {
    onPlanProblem: (problem) => app.log.warn(problem, `the account's stored plan cannot be honoured; it is served with ${FREE_PLAN} limits until the operator sets its plan`),
  });
  const mailer = options.mailer ?? createMailer(config.mail, app.log);
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());
  const keyLinks = keyLinkMailer(mailer, config.mail.publicBaseUrl);
  // Where this service is reached, for the admin CLI's mailed links (src/publicBaseUrl.ts); a database that
  // does not answer now costs the CLI its hint, never the start.
  app.addHook('onListen', async () => {
    const url = listeningBaseUrl(config.mail, app.server.address());
    await recordServiceAddress(db, url, clock.now()).catch((err: unknown) => app.log.warn({ err }, 'could not record where the service is reached'));
  });
  app.setValidatorCompiler(validatorCompiler);
  // Fastify parses text/plain bodies by default; this API takes JSON only, so a
  // text body gets the "send application/json" error instead of a type error.
  // JSON is parsed by Fastify's parser with an accurate message for a poisoned body (jsonBody.ts).
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, jsonBodyParser(app));
  app.server.on('connect', refuseConnect);
  // Hooks on every request take Fastify's callback form: no promise per hook and request.
  app.addHook('onRequest', (request, _reply, done) => done(requireHost(request)));
  const routes = new RouteMethods();
  await registerCors(app, config.corsOrigins, routes);
  routes.learnFrom(app);
  registerErrorHandling(app, config.bodyLimit, routes);
  // No endpoint takes a query parameter it does not declare: a misspelt option
  // (?targetyear=) is refused instead of silently falling back to its default.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.querystring) route.schema = { ...route.schema, querystring: NO_QUERY_PARAMETERS };
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: urlForLog(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100 },
      'request',
    );
    done();
  });

  await app.register(swagger, openapiOptions(config.mail.publicBaseUrl));

  if (gwaeText.installed) {
    app.log.info({ edition: gwaeText.text.meta, path: gwaeText.path }, 'gwae text edition installed');
  } else {
    app.log.warn(
      'GWAE_EDITION=none: the service runs without the 144-gwae text (gwae null, GET /v1/tojeong/gwae/{id} 503); see docs/gwae-text.md',
    );
  }

  await app.register(healthRoutes, { gwaeText, db, limiter });
  await app.register(keyRoutes, { store, keyLinks, clock });
  await app.register(billingRoutes, {
    clock,
    payments: new PaymentStore(db),
    provider: paymentProvider,
    verifyWebhook,
    contactEmail: config.contactEmail,
    keyLinks,
    heldNotices: heldPaymentMailer(mailer, config.mail.publicBaseUrl),
    lookups: limiter,
    notFound: new NotFoundMemory(),
  });
  // The keyed endpoints of the specification: one scope, one guard.
  await app.register(async (keyed) => {
    documentKeyedRoutes(keyed);
    installApiKeyGuard(keyed, keyAdmission({ store: requestPathStore(db, store), limiter, clock }));
    await keyed.register(tojeongRoutes, { clock, gwaeText });
    await keyed.register(nameRoutes);
    await keyed.register(calendarRoutes);
  });

  await app.register(pageRoutes, { basePath: new URL(config.mail.publicBaseUrl).pathname.replace(/\/$/, '') });

  // The document is fixed once the routes are: serialized once, not per request.
  let openapiBody = '';
  app.addHook('onReady', async () => {
    openapiBody = JSON.stringify(app.swagger());
  });
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(openapiBody));
  return app;
}
