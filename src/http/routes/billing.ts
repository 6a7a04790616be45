/** GET /v1/billing/plans, POST /v1/billing/confirm, POST /v1/billing/accept (and its page) and POST /v1/billing/webhook: the billing domain (src/billing) behind its schemas. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { KeyLinkMailer } from '../../accounts/keyLinkMail.js';
import type { PerMinuteLimiter } from '../../accounts/perMinuteLimiter.js';
import type { NotFoundMemory } from '../../billing/confirmBounds.js';
import { planCatalog } from '../../billing/catalog.js';
import { acceptHeldPayment, confirmPayment } from '../../billing/confirm.js';
import { HOLD_ACCEPT_PAGE_PATH, type HeldPaymentMailer } from '../../billing/heldPaymentMail.js';
import { PAGE_ROUTE } from '../pages/pageScope.js';
import { HOLD_ACCEPT_PAGE } from '../pages/holdAcceptPage.js';
import type { PaymentProvider } from '../../billing/paymentProvider.js';
import type { PaymentStore } from '../../billing/paymentStore.js';
import type { WebhookVerifier } from './webhookSignature.js';
import type { Clock } from '../../clock.js';
import { ServiceError } from '../../errors.js';
import { INTERFACE_VERSION } from '../../version.js';
import { utf8Body } from '../transport/jsonBody.js';
import { confirmRouteSchema, holdAcceptPageRouteSchema, holdAcceptRouteSchema, plansRouteSchema, webhookRouteSchema } from './billingSchemas.js';

export interface BillingRoutesOptions {
  clock: Clock;
  payments: PaymentStore;
  provider: PaymentProvider | null;
  verifyWebhook: WebhookVerifier | null;
  contactEmail: string | null;
  keyLinks: KeyLinkMailer;
  heldNotices: HeldPaymentMailer;
  lookups: Pick<PerMinuteLimiter, 'hit'>;
  notFound: NotFoundMemory;
}

/** A verified webhook body that is not JSON is the sender's mistake: 400, here and nowhere else (a SyntaxError elsewhere is a bug, a 500). */
function parseVerifiedBody(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch (error) {
    const detail = (error as Error).message;
    throw new ServiceError('BAD_INPUT', { en: `the webhook body is correctly signed but is not JSON (${detail})`, ko: `웹훅 본문의 서명은 맞지만 JSON이 아닙니다(${detail})` });
  }
}

const webhookRoute: FastifyPluginAsyncJsonSchemaToTs<{ Options: BillingRoutesOptions }> = async (signed, deps) => {
  signed.removeContentTypeParser('application/json');
  signed.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, rawBytes, done) => {
    try {
      if (!deps.verifyWebhook) {
        throw new ServiceError('PAYMENT_NOT_READY', {
          en: 'webhooks are not accepted: PORTONE_WEBHOOK_SECRET is not configured',
          ko: '웹훅을 받지 않습니다: PORTONE_WEBHOOK_SECRET이 설정되지 않았습니다',
        });
      }
      // PortOne signs UTF-8 JSON; bytes that are not UTF-8 are refused before anything else.
      const rawBody = utf8Body(rawBytes as Buffer);
      const { webhookId } = deps.verifyWebhook(rawBody, request.raw.rawHeaders, deps.clock.now());
      request.webhookId = webhookId;
      done(null, parseVerifiedBody(rawBody));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  signed.decorateRequest('webhookId', '');

  signed.post('/v1/billing/webhook', { schema: webhookRouteSchema }, async (request) => {
    const outcome = await deps.payments.applyWebhook(
      { webhookId: request.webhookId, type: request.body.type, paymentId: request.body.data?.paymentId ?? null },
      deps.clock.now(),
    );
    request.log.info({ webhookId: request.webhookId, type: request.body.type, effect: outcome.effect }, 'payment webhook');
    return { data: { webhookId: request.webhookId, ...outcome }, version: INTERFACE_VERSION };
  });
};

export const billingRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: BillingRoutesOptions }> = async (app, deps) => {
  const catalog = { data: planCatalog({ paymentReady: deps.provider !== null, contactEmail: deps.contactEmail }), version: INTERFACE_VERSION };

  app.get('/v1/billing/plans', { schema: plansRouteSchema }, async () => catalog);

  app.post('/v1/billing/confirm', { schema: confirmRouteSchema }, async (request, reply) => {
    const answer = await confirmPayment(deps, { paymentId: request.body.paymentId, ip: request.ip }, deps.clock.now());
    if (answer.outcome === 'held') return reply.code(202).send({ data: answer, version: INTERFACE_VERSION });
    return { data: answer, version: INTERFACE_VERSION };
  });

  app.post('/v1/billing/accept', { schema: holdAcceptRouteSchema }, async (request) => ({
    data: await acceptHeldPayment(deps, { token: request.body.token, ip: request.ip }, deps.clock.now()),
    version: INTERFACE_VERSION,
  }));

  app.get(HOLD_ACCEPT_PAGE_PATH, { config: PAGE_ROUTE, schema: holdAcceptPageRouteSchema }, async (_request, reply) => reply.headers(HOLD_ACCEPT_PAGE.headers).send(HOLD_ACCEPT_PAGE.html));

  // The webhook route lives in its own scope: its JSON parser checks the
  // signature on the raw bytes first, and only a verified body is parsed.
  await app.register(webhookRoute, deps);
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified `webhook-id` of a payment webhook. */
    webhookId: string;
  }
}
