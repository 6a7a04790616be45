/**
 * Builds the Fastify application: validation, error mapping, logging, the
 * OpenAPI document and the routes. The HTTP layer only translates; the work is
 * done by the domain modules.
 */
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { Config } from '../config.js';
import { startOwedNotices } from '../billing/owedNotices.js';
import { listeningBaseUrl, recordServiceAddress } from '../publicBaseUrl.js';
import { type GivenParts, openServices, type Services } from '../services.js';
import { installApiKeyGuard } from './keyed/apiKeyGuard.js';
import { mcpCallers, mcpHttpRoutes } from './routes/mcpHttp.js';
import { gatherKoreanSummaries } from './openapi/koreanSummaries.js';
import { documentKeyedRoutes } from './keyed/keyedRouteDocs.js';
import { boundedServerFactory } from './transport/connectionLimits.js';
import { registerCors } from './transport/cors.js';
import { clientErrorHandler, refuseConnect, registerErrorHandling, requestErrorHandler, requireHost } from './transport/errorHandler.js';
import { logEveryRequest } from './transport/requestLog.js';
import { jsonBodyParser } from './transport/jsonBody.js';
import { addAnswerHeaders, setAnswerHeaders } from './transport/answerHeaders.js';
import { addConditionalAnswers } from './transport/conditionalAnswers.js';
import { addCompression } from './transport/compression.js';
import { ANY_QUERY_PARAMETERS } from './pages/pageScope.js';
import { openapiOptions } from './openapi/document.js';
import { llmsText } from './openapi/llmsText.js';
import { billingRoutes } from './routes/billing.js';
import { calendarRoutes } from './routes/calendar.js';
import { healthRoutes } from './routes/health.js';
import { keyRoutes } from './routes/keys.js';
import { nameRoutes } from './routes/name.js';
import { pageRoutes } from './routes/pages.js';
import { tojeongRoutes } from './routes/tojeong.js';
import { RouteMethods } from './transport/routeMethods.js';
import { NO_QUERY_PARAMETERS, validatorCompiler } from './validation.js';

export interface AppOptions {
  /** The parts the app serves (src/services.ts); the caller closes them after the app. */
  services: Services;
  /** The logger, pino as the services log to (Fastify's loggerInstance). */
  logger: NonNullable<FastifyServerOptions['loggerInstance']>;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export async function buildApp({ services, logger }: AppOptions): Promise<FastifyInstance> {
  const { config, clock, db, limiter, store, keyLinks, gwaeText } = services;
  const { timeouts } = config;
  const app: FastifyInstance = Fastify({
    loggerInstance: logger,
    bodyLimit: config.bodyLimit,
    // Timeouts and the pipelining bound (src/http/transport/connectionLimits.ts); the errors
    // raised before a route is found get the error shape (src/http/transport/errorHandler.ts).
    serverFactory: boundedServerFactory(timeouts, (remoteAddress) =>
      app.log.warn({ remoteAddress }, 'connection closed: too many pipelined requests awaiting their answers'),
    ),
    clientErrorHandler: clientErrorHandler(timeouts, () => app.log),
    frameworkErrors: (error, request, reply) => {
      setAnswerHeaders(request, reply);
      return requestErrorHandler(config.bodyLimit)(error, request, reply);
    },
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
  const koreanSummaries = gatherKoreanSummaries(app);
  // Where this service is reached, for the admin CLI's mailed links (src/publicBaseUrl.ts); a database that
  // does not answer now costs the CLI its hint, never the start.
  app.addHook('onListen', async () => {
    const url = listeningBaseUrl(config.mail, app.server.address());
    services.baseUrl.learn(url);
    await recordServiceAddress(db, url, clock.now()).catch((err: unknown) => app.log.warn({ err }, 'could not record where the service is reached'));
  });
  // The owed notices of held payments go out once they may (src/billing/owedNotices.ts); a listening service sends them.
  let owedNotices: { stop(): Promise<void> } | undefined;
  app.addHook('onListen', async () => {
    owedNotices ??= startOwedNotices(services.owedNotices, clock, app.log);
  });
  app.addHook('onClose', async () => owedNotices?.stop());
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
  // A page takes any, and ignores those it does not read (src/http/pages/pageScope.ts).
  app.addHook('onRoute', (route) => {
    if (!route.schema?.querystring) route.schema = { ...route.schema, querystring: route.config?.page ? ANY_QUERY_PARAMETERS : NO_QUERY_PARAMETERS };
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  addAnswerHeaders(app);
  // ETags of the deterministic answers, on their bytes as they are; then compression, the last to touch a body.
  addConditionalAnswers(app);
  addCompression(app);
  logEveryRequest(app);

  await app.register(swagger, openapiOptions(config.mail.publicBaseUrl));

  if (gwaeText.installed) {
    app.log.info({ edition: gwaeText.text.meta, path: gwaeText.path }, 'gwae text edition installed');
  } else {
    app.log.warn(
      'GWAE_EDITION=none: the service runs without the 144-gwae text (gwae null, GET /v1/tojeong/gwae/{id} 503); see docs/gwae-text.md',
    );
  }

  if (!services.provider && !config.contactEmail) {
    // The plans record then tells clients to write to "the operator" with no address (issue 39).
    app.log.warn('payment is not configured (PORTONE_API_SECRET) and CONTACT_EMAIL is unset: GET /v1/billing/plans tells clients to arrange plans by e-mail but can name no address; set CONTACT_EMAIL');
  }

  await app.register(healthRoutes, { gwaeText, db, limiter });
  await app.register(keyRoutes, { store, keyLinks, clock });
  await app.register(billingRoutes, {
    clock,
    payments: services.payments,
    provider: services.provider,
    verifyWebhook: services.verifyWebhook,
    contactEmail: config.contactEmail,
    keyLinks,
    heldNotices: services.heldNotices,
    lookups: limiter,
    notFound: services.notFound,
  });
  // The keyed endpoints of the specification: one scope, one guard.
  await app.register(async (keyed) => {
    documentKeyedRoutes(keyed);
    installApiKeyGuard(keyed, services.admit);
    await keyed.register(tojeongRoutes, { clock, gwaeText });
    await keyed.register(nameRoutes);
    await keyed.register(calendarRoutes);
  });

  // The MCP tools over HTTP, keyed like the endpoints and counted per tool call (routes/mcpHttp.ts).
  await app.register(async (scope) =>
    mcpHttpRoutes(scope, { admit: services.admit, checkKey: services.checkKey, limiter, clock, ...mcpCallers(config) }),
  );

  await app.register(pageRoutes, { basePath: new URL(config.mail.publicBaseUrl).pathname.replace(/\/$/, ''), koreanSummaries });

  // The document is fixed once the routes are: serialized once, not per request; so is its summary for LLM agents (openapi/llmsText.ts).
  let openapiBody = '';
  let llmsBody = '';
  app.addHook('onReady', async () => {
    const document = app.swagger();
    openapiBody = JSON.stringify(document);
    llmsBody = llmsText(document as unknown as Parameters<typeof llmsText>[0], config.mail.publicBaseUrl);
  });
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(openapiBody));
  app.get('/llms.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/markdown; charset=utf-8').send(llmsBody));
  return app;
}

/** The log of a service: a level and where its lines go (standard output by default), or false for none (tests). */
export type LogOptions = false | { level: string; stream?: DestinationStream };

/** The app on services opened for it from the configuration, which close with it (server.ts, the tests). */
export async function appFromConfig(config: Config, log: LogOptions, given: GivenParts = {}): Promise<{ app: FastifyInstance; services: Services }> {
  const logger = log === false ? pino({ enabled: false }) : log.stream ? pino({ level: log.level }, log.stream) : pino({ level: log.level });
  const services = await openServices(config, logger, given);
  try {
    const app = await buildApp({ services, logger });
    app.addHook('onClose', () => services.close());
    return { app, services };
  } catch (error) {
    await services.close().catch(() => {});
    throw error;
  }
}
