/**
 * The JSON Schemas of the billing routes (routes/billing.ts): the plan list,
 * a payment's confirmation and the payment webhook.
 */
import { KEY_DELIVERIES } from '../../accounts/keyDelivery.js';
import { KEY_LINK_TTL_MINUTES } from '../../accounts/keyLinkToken.js';
import { BUSINESS_PLAN, FREE_PLAN, PAID_PLAN_DAYS, PLAN_NAMES, PRICE_CURRENCY, PURCHASABLE_PLANS } from '../../accounts/plans.js';
import { PLAN_BILLING } from '../../billing/catalog.js';
import { PAYMENT_CUSTOM_DATA } from '../../billing/confirm.js';
import { WEBHOOK_EFFECTS } from '../../billing/paymentStore.js';
import { WEBHOOK_HEADERS, WEBHOOK_TOLERANCE_SECONDS } from '../../billing/webhookSignature.js';
import { STORABLE_TEXT_KEYWORD } from '../../storableText.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { envelope, errorResponses } from '../schemas.js';

const nullableInteger = { type: ['integer', 'null'] } as const;

const planEntrySchema = namedSchema('Plan', {
  type: 'object',
  description: 'One plan: its price and limits, and how it is obtained',
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
} as const);

const plansSchema = namedSchema('PlanCatalog', {
  type: 'object',
  description: 'The plans, their currency, and whether they can be bought online now',
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
      description: 'How to pay online',
      properties: {
        provider: { type: 'string', description: 'The payment provider' },
        customData: { type: 'string', description: 'The custom data a payment must carry' },
        howTo: { type: 'string', description: 'The steps, from the payment to POST /v1/billing/confirm' },
      },
    },
  },
} as const);

const webhookBodySchema = namedSchema('PaymentWebhook', {
  type: 'object',
  required: ['type'],
  description: 'A PortOne V2 webhook (format 2024-04-25): `{type, timestamp, data: {paymentId, storeId, transactionId, …}}`. Verified before it is parsed',
  properties: {
    type: { type: 'string', [STORABLE_TEXT_KEYWORD]: true, description: 'e.g. Transaction.Paid, Transaction.Cancelled, Transaction.PartialCancelled' },
    timestamp: { type: 'string' },
    data: { type: 'object', properties: { paymentId: { type: 'string', [STORABLE_TEXT_KEYWORD]: true } } },
  },
} as const);

const confirmRequestSchema = namedSchema('PaymentConfirmRequest', {
  type: 'object',
  description: 'The payment to confirm',
  additionalProperties: false,
  required: ['paymentId'],
  properties: {
    paymentId: { type: 'string', minLength: 1, maxLength: 200, [STORABLE_TEXT_KEYWORD]: true, description: 'The id given to PortOne\'s client-side payment request (no NUL, no unpaired surrogate)' },
  },
} as const);

const paymentConfirmationSchema = namedSchema('PaymentConfirmation', {
  type: 'object',
  description: 'The plan now on the account, until when, and what happened to its keys',
  required: ['plan', 'planExpiresAt', 'keyDelivery'],
  properties: {
    plan: { type: 'string', enum: PURCHASABLE_PLANS },
    planExpiresAt: { type: 'string', format: 'date-time' },
    keyDelivery: {
      type: 'string',
      enum: KEY_DELIVERIES,
      description:
        'What happened to the account\'s keys. kept: the address was proven, its key carries the plan now. ' +
        `email: the address was never proven, so its keys were revoked and a one-time key link (${KEY_LINK_TTL_MINUTES} minutes) was mailed to it. ` +
        'not-sent: as email, but the link could not be mailed (the mail server failed; the hourly mail limit of key requests does not apply to it); POST /v1/keys/request with the address mails one',
    },
  },
} as const);

const webhookReceiptSchema = namedSchema('WebhookReceipt', {
  type: 'object',
  description: 'A webhook received, and what it did',
  required: ['webhookId', 'effect', 'detail'],
  properties: {
    webhookId: { type: 'string', description: 'Its webhook-id header' },
    effect: { type: 'string', enum: WEBHOOK_EFFECTS },
    detail: { type: 'string', description: 'What it did, in words' },
  },
} as const);

export const plansRouteSchema = {
  operationId: 'listPlans',
  summary: 'Plans, prices, limits and whether online payment is ready (no key needed)',
  tags: ['billing'],
  response: { 200: envelope(plansSchema, 'The plan list') },
} as const;

export const confirmRouteSchema = {
  operationId: 'confirmPayment',
  summary: `Confirm a PortOne payment and apply its plan for ${PAID_PLAN_DAYS} days (no key needed)`,
  description:
    `The payment must have been started with customData \`${PAYMENT_CUSTOM_DATA}\` and be PAID for exactly the plan's price in ${PRICE_CURRENCY}. ` +
    `The plan applies to the account of that e-mail (created if it has none) until confirmation + ${PAID_PLAN_DAYS} days. Confirming the same paymentId again changes nothing and answers the same. ` +
    'If the account\'s address was never proven (its key came from a key request, not from a mailed link), its keys are revoked and a one-time key link is mailed to the address (`keyDelivery`): ' +
    'the key of a paid plan is given only to whoever reads that mail.',
  tags: ['billing'],
  body: confirmRequestSchema,
  response: {
    200: envelope(paymentConfirmationSchema, 'The plan now on the account, and when it ends'),
    ...errorResponses('BAD_INPUT', 'PAYMENT_NOT_PAID', 'AMOUNT_MISMATCH', 'PAYMENT_DATA_INVALID', 'PAYMENT_PROVIDER_ERROR', 'PAYMENT_NOT_READY', 'DATABASE_UNAVAILABLE'),
  },
} as const;

export const webhookRouteSchema = {
  operationId: 'receivePaymentWebhook',
  summary: 'Receive a PortOne payment webhook (Standard Webhooks signature, no key)',
  description:
    `Signed with the Standard Webhooks scheme: headers ${WEBHOOK_HEADERS.join(', ')}, HMAC-SHA256 with PORTONE_WEBHOOK_SECRET, timestamp within ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes of the service's clock. ` +
    `Transaction.Cancelled or Transaction.PartialCancelled of the payment that gave an account its plan puts the account back on ${FREE_PLAN}; ` +
    'every other event is recorded without effect. A webhook-id seen before answers 200 with effect "duplicate" and changes nothing.',
  tags: ['billing'],
  headers: {
    type: 'object',
    properties: Object.fromEntries(WEBHOOK_HEADERS.map((h) => [h, { type: 'string' }])) as Record<(typeof WEBHOOK_HEADERS)[number], { type: 'string' }>,
  },
  body: webhookBodySchema,
  response: {
    200: envelope(webhookReceiptSchema, 'Received; what it did'),
    ...errorResponses('WEBHOOK_SIGNATURE_MISSING', 'WEBHOOK_SIGNATURE_INVALID', 'WEBHOOK_TIMESTAMP_STALE', 'BAD_INPUT', 'PAYMENT_NOT_READY', 'DATABASE_UNAVAILABLE'),
  },
} as const;
