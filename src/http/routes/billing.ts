import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import type { KeyLinkMailer } from '../../accounts/keyLinkMail.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../accounts/keyConfirmations.js';
import { KEY_LINK_TTL_MINUTES } from '../../accounts/keyLinkToken.js';
import { BUSINESS_PLAN, FREE_PLAN, PAID_PLAN_DAYS, PLAN_NAMES, PRICE_CURRENCY, PURCHASABLE_PLANS } from '../../accounts/plans.js';
import { PLAN_BILLING, planCatalog } from '../../billing/catalog.js';
import { confirmPayment, PAYMENT_CUSTOM_DATA } from '../../billing/confirm.js';
import type { PaymentProvider } from '../../billing/paymentProvider.js';
import type { PaymentStore } from '../../billing/paymentStore.js';
import { WEBHOOK_HEADERS, type WebhookVerifier } from '../../billing/webhookSignature.js';
import { ServiceError } from '../../errors.js';
import { STORABLE_TEXT_KEYWORD } from '../../storableText.js';
import { INTERFACE_VERSION } from '../../version.js';
import { envelope, errorResponses } from '../schemas.js';

const nullableInteger = { type: ['integer', 'null'] } as const;

const planEntrySchema = {
  type: 'object',
  required: ['id', 'name', 'price', 'billing', 'monthlyCalls', 'callsPerMinute', 'purchasable', 'arrangedBy'],
  properties: {
    id: { type: 'string', enum: PLAN_NAMES },
    name: { type: 'string' },
    price: { ...nullableInteger, description: `In ${PRICE_CURRENCY}; null for the ${BUSINESS_PLAN.name} plan (by contract)` },
    billing: { type: 'string', enum: PLAN_BILLING },
    monthlyCalls: { ...nullableInteger, description: `null for the ${BUSINESS_PLAN.name} plan: agreed per account` },
    callsPerMinute: nullableInteger,
    purchasable: { type: 'boolean', description: 'Can be bought online (POST /v1/billing/confirm)' },
    arrangedBy: { type: ['string', 'null'], description: 'How a plan that is not bought online is arranged' },
  },
} as const;

const plansSchema = {
  type: 'object',
  required: ['currency', 'paymentReady', 'paidPlanDays', 'contactEmail', 'plans', 'payment'],
  properties: {
    currency: { type: 'string', enum: [PRICE_CURRENCY] },
    paymentReady: { type: 'boolean', description: 'true only when the payment provider is configured; while false, POST /v1/billing/confirm answers 503 PAYMENT_NOT_READY' },
    paidPlanDays: { type: 'integer', description: 'A confirmed plan lasts this many days from confirmation' },
    contactEmail: { type: ['string', 'null'], description: `Where plans are arranged by e-mail (the ${BUSINESS_PLAN.name} plan; every plan while paymentReady is false)` },
    plans: { type: 'array', items: planEntrySchema },
    payment: {
      type: 'object',
      required: ['provider', 'customData', 'howTo'],
      properties: { provider: { type: 'string' }, customData: { type: 'string' }, howTo: { type: 'string' } },
    },
  },
} as const;

const webhookBodySchema = {
  type: 'object',
  required: ['type'],
  description: 'A PortOne V2 webhook (format 2024-04-25): `{type, timestamp, data: {paymentId, storeId, transactionId, …}}`. Verified before it is parsed',
  properties: {
    type: { type: 'string', [STORABLE_TEXT_KEYWORD]: true, description: 'e.g. Transaction.Paid, Transaction.Cancelled, Transaction.PartialCancelled' },
    timestamp: { type: 'string' },
    data: { type: 'object', properties: { paymentId: { type: 'string', [STORABLE_TEXT_KEYWORD]: true } } },
  },
} as const;

/** A verified webhook body that is not JSON is the sender's mistake: 400, here and nowhere else (a SyntaxError elsewhere is a bug, a 500). */
function parseVerifiedBody(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch (error) {
    throw new ServiceError('BAD_INPUT', `the webhook body is correctly signed but is not JSON (${(error as Error).message})`);
  }
}

export interface BillingDeps {
  clock: Clock;
  payments: PaymentStore;
  provider: PaymentProvider | null;
  verifyWebhook: WebhookVerifier | null;
  contactEmail: string | null;
  keyLinks: KeyLinkMailer;
}

export function billingRoutes(deps: BillingDeps) {
  const catalog = { data: planCatalog({ paymentReady: deps.provider !== null, contactEmail: deps.contactEmail }), version: INTERFACE_VERSION };
  return async function register(app: FastifyInstance): Promise<void> {
    app.get(
      '/v1/billing/plans',
      {
        schema: {
          summary: 'Plans, prices, limits and whether online payment is ready (no key needed)',
          tags: ['billing'],
          response: { 200: envelope(plansSchema, 'The plan list') },
        },
      },
      async () => catalog,
    );

    app.post<{ Body: { paymentId: string } }>(
      '/v1/billing/confirm',
      {
        schema: {
          summary: `Confirm a PortOne payment and apply its plan for ${PAID_PLAN_DAYS} days (no key needed)`,
          description:
            `The payment must have been started with customData \`${PAYMENT_CUSTOM_DATA}\` and be PAID for exactly the plan's price in ${PRICE_CURRENCY}. ` +
            `The plan applies to the account of that e-mail (created if it has none) until confirmation + ${PAID_PLAN_DAYS} days. Confirming the same paymentId again changes nothing and answers the same. ` +
            'If the account\'s address was never proven (its key came from a key request, not from a mailed link), its keys are revoked and a one-time key link is mailed to the address (`keyDelivery`): ' +
            'the key of a paid plan is given only to whoever reads that mail.',
          tags: ['billing'],
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['paymentId'],
            properties: {
              paymentId: { type: 'string', minLength: 1, maxLength: 200, [STORABLE_TEXT_KEYWORD]: true, description: 'The id given to PortOne\'s client-side payment request (no NUL, no unpaired surrogate)' },
            },
          },
          response: {
            200: envelope(
              {
                type: 'object',
                required: ['plan', 'planExpiresAt', 'keyDelivery'],
                properties: {
                  plan: { type: 'string', enum: PURCHASABLE_PLANS },
                  planExpiresAt: { type: 'string', format: 'date-time' },
                  keyDelivery: {
                    type: 'string',
                    enum: ['kept', 'email', 'not-sent'],
                    description:
                      'What happened to the account\'s keys. kept: the address was proven, its key carries the plan now. ' +
                      `email: the address was never proven, so its keys were revoked and a one-time key link (${KEY_LINK_TTL_MINUTES} minutes) was mailed to it. ` +
                      `not-sent: as email, but the link could not be mailed (mail server failure, or ${MAILS_PER_ADDRESS_PER_HOUR} mails to the address this hour); POST /v1/keys/request with the address mails one`,
                  },
                },
              },
              'The plan now on the account, and when it ends',
            ),
            ...errorResponses('BAD_INPUT', 'PAYMENT_NOT_PAID', 'AMOUNT_MISMATCH', 'PAYMENT_DATA_INVALID', 'PAYMENT_PROVIDER_ERROR', 'PAYMENT_NOT_READY', 'DATABASE_UNAVAILABLE'),
          },
        },
      },
      async (request) => ({
        data: await confirmPayment(deps, { paymentId: request.body.paymentId, ip: request.ip }, deps.clock.now()),
        version: INTERFACE_VERSION,
      }),
    );

    // The webhook route lives in its own scope: its JSON parser checks the
    // signature on the raw bytes first, and only a verified body is parsed.
    await app.register(async (signed) => {
      signed.removeContentTypeParser('application/json');
      signed.addContentTypeParser('application/json', { parseAs: 'string' }, (request, rawBody, done) => {
        try {
          if (!deps.verifyWebhook) {
            throw new ServiceError('PAYMENT_NOT_READY', 'webhooks are not accepted: PORTONE_WEBHOOK_SECRET is not configured');
          }
          const { webhookId } = deps.verifyWebhook(rawBody as string, request.raw.rawHeaders, deps.clock.now());
          request.webhookId = webhookId;
          done(null, parseVerifiedBody(rawBody as string));
        } catch (error) {
          done(error as Error, undefined);
        }
      });
      signed.decorateRequest('webhookId', '');

      signed.post<{ Body: { type: string; data?: { paymentId?: string } } }>(
        '/v1/billing/webhook',
        {
          schema: {
            summary: 'Receive a PortOne payment webhook (Standard Webhooks signature, no key)',
            description:
              `Signed with the Standard Webhooks scheme: headers ${WEBHOOK_HEADERS.join(', ')}, HMAC-SHA256 with PORTONE_WEBHOOK_SECRET, timestamp within 5 minutes. ` +
              `Transaction.Cancelled or Transaction.PartialCancelled of the payment that gave an account its plan puts the account back on ${FREE_PLAN}; ` +
              'every other event is recorded without effect. A webhook-id seen before answers 200 with effect "duplicate" and changes nothing.',
            tags: ['billing'],
            headers: {
              type: 'object',
              properties: Object.fromEntries(WEBHOOK_HEADERS.map((h) => [h, { type: 'string' }])),
            },
            body: webhookBodySchema,
            response: {
              200: envelope(
                {
                  type: 'object',
                  required: ['webhookId', 'effect', 'detail'],
                  properties: {
                    webhookId: { type: 'string' },
                    effect: { type: 'string', enum: ['downgraded', 'recorded', 'duplicate'] },
                    detail: { type: 'string' },
                  },
                },
                'Received; what it did',
              ),
              ...errorResponses('WEBHOOK_SIGNATURE_MISSING', 'WEBHOOK_SIGNATURE_INVALID', 'WEBHOOK_TIMESTAMP_STALE', 'BAD_INPUT', 'PAYMENT_NOT_READY', 'DATABASE_UNAVAILABLE'),
            },
          },
        },
        async (request) => {
          const outcome = await deps.payments.applyWebhook(
            { webhookId: request.webhookId, type: request.body.type, paymentId: request.body.data?.paymentId ?? null },
            deps.clock.now(),
          );
          request.log.info({ webhookId: request.webhookId, type: request.body.type, effect: outcome.effect }, 'payment webhook');
          return { data: { webhookId: request.webhookId, ...outcome }, version: INTERFACE_VERSION };
        },
      );
    });
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified `webhook-id` of a payment webhook. */
    webhookId: string;
  }
}
