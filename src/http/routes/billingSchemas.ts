/**
 * The JSON Schemas of the billing routes (routes/billing.ts): the plan list,
 * a payment's confirmation and the payment webhook.
 */
import { KEY_DELIVERIES } from '../../accounts/keyDelivery.js';
import { KEY_LINK_TTL_MINUTES } from '../../accounts/keyLinkToken.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../accounts/keyConfirmations.js';
import { BUSINESS_PLAN, FREE_PLAN, PAID_PLAN_DAYS, PLAN_NAMES, PRICE_CURRENCY, PURCHASABLE_PLANS } from '../../accounts/plans.js';
import { PLAN_BILLING } from '../../billing/catalog.js';
import { PAYMENT_CUSTOM_DATA } from '../../billing/confirm.js';
import { HOLD_REASONS } from '../../billing/paymentEffect.js';
import { NOT_FOUND_MEMORY_SECONDS, PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE } from '../../billing/confirmBounds.js';
import { PROVIDER_TIMEOUT_MS } from '../../portone/paymentClient.js';
import { HOLD_ACCEPT_DAYS, NOTICE_RETRY_MINUTES } from '../../billing/heldPayments.js';
import { WEBHOOK_EFFECTS } from '../../billing/paymentWebhooks.js';
import { responseHeaders } from '../openapi/responseHeaders.js';
import { WEBHOOK_HEADERS, WEBHOOK_TOLERANCE_SECONDS } from './webhookSignature.js';
import { STORABLE_TEXT_KEYWORD } from '../../storableText.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { envelope, errorResponses, EXAMPLE_LINK_TOKEN, mailedLinkPage } from '../schemas.js';

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
    purchasable: { type: 'boolean', description: 'Can be bought online now (POST /v1/billing/confirm): false for every plan while paymentReady is false' },
    arrangedBy: { type: ['string', 'null'], description: 'How a plan that is not bought online is arranged, and where to write: the key request for sandbox, e-mail (contactEmail) for the paid plans while paymentReady is false and for the business plan; null only for a plan that is purchasable' },
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
      description: 'How to pay online; while paymentReady is false, howTo says that payment is in preparation and where plans are arranged instead',
      properties: {
        provider: { type: 'string', description: 'The payment provider' },
        customData: { type: 'string', description: 'The custom data a payment must carry' },
        howTo: { type: 'string', description: 'The steps, from the payment to POST /v1/billing/confirm; or, while paymentReady is false, how plans are arranged by e-mail' },
      },
    },
  },
} as const);

const webhookBodySchema = namedSchema('PaymentWebhook', {
  type: 'object',
  required: ['type'],
  // The shape of an event; PortOne signs the ones it sends (unsigned, this one answers 400 WEBHOOK_SIGNATURE_MISSING).
  examples: [{ type: 'Transaction.Paid', timestamp: '2026-11-25T01:00:00.000Z', data: { paymentId: 'payment-20261125-0001' } }],
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
  // The shape of an id; only a payment PortOne completed confirms (this one answers 422 PAYMENT_NOT_PAID, or 503 until payments are configured).
  examples: [{ paymentId: 'payment-20261125-0001' }],
  properties: {
    paymentId: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      [STORABLE_TEXT_KEYWORD]: true,
      description:
        'The id given to PortOne\'s client-side payment request, and the idempotency key of the confirmation: the same id confirmed again changes nothing and answers the same. Refused with 400 BAD_INPUT before PortOne is asked: "." and "..", leading or trailing spaces, /, \\, ?, #, %, control characters, ' +
        'format characters (Unicode Cf: bidi controls, zero-width characters), line and paragraph separators, a NUL or an unpaired surrogate. Mail never prints it: it names the payment by a reference, P- and the first 10 hex digits of the id\'s SHA-256',
    },
  },
} as const);

const paymentConfirmationSchema = namedSchema('PaymentConfirmation', {
  type: 'object',
  description: 'The plan now on the account, until when, what the payment did, and what happened to its keys',
  required: ['plan', 'planExpiresAt', 'keyDelivery', 'outcome'],
  properties: {
    plan: { type: 'string', enum: PURCHASABLE_PLANS },
    planExpiresAt: { type: 'string', format: 'date-time' },
    outcome: {
      type: 'string',
      enum: ['applied', 'extended'],
      description: `applied: the plan paid for runs from now for ${PAID_PLAN_DAYS} days (the account had no plan running, a lower one ending no later, or the owner accepted a held payment of another plan). extended: the account already had this plan running (also when a held payment is accepted); its end moved ${PAID_PLAN_DAYS} days later`,
    },
    keyDelivery: {
      type: 'string',
      enum: KEY_DELIVERIES,
      description:
        'What happened to the account\'s keys. kept: the address was proven, its key carries the plan now. ' +
        `email: the address was never proven, so its keys were revoked and a one-time key link (${KEY_LINK_TTL_MINUTES} minutes) was mailed to it. ` +
        `not-sent: as email, but the link was not mailed: the mail server failed, or the address had its ${MAILS_PER_ADDRESS_PER_HOUR} mails of the hour (key links and held-payment notices count alike, since anyone can pay and refund); POST /v1/keys/request with the address mails one later`,
    },
  },
} as const);

const paymentHeldSchema = namedSchema('PaymentHeld', {
  type: 'object',
  description: 'The payment is recorded but not applied: the account it names has more than it buys. Nothing of the account changed',
  required: ['plan', 'outcome', 'heldBecause', 'ownerNotice'],
  properties: {
    plan: { type: 'string', enum: PURCHASABLE_PLANS, description: 'The plan paid for' },
    outcome: { type: 'string', enum: ['held'] },
    heldBecause: {
      type: 'string',
      enum: HOLD_REASONS,
      description:
        `contract: an operator-set contract (${BUSINESS_PLAN.name}) runs; a payment never replaces it. better-plan: a better plan runs. ` +
        'longer-term: applying it would end the running plan before its term',
    },
    ownerNotice: {
      type: 'string',
      enum: ['email', 'not-sent'],
      description: `email: the address was told by mail (with a link to accept it, valid ${HOLD_ACCEPT_DAYS} days, except under a contract). not-sent: not yet — the mail server failed, or the address had its ${MAILS_PER_ADDRESS_PER_HOUR} mails of the hour; the payment stays held, and its notice is mailed later, once the hour allows (or ${NOTICE_RETRY_MINUTES} minutes after the mail server failed)`,
    },
  },
} as const);

const holdAcceptRequestSchema = namedSchema('HeldPaymentAcceptRequest', {
  type: 'object',
  description: 'The token of the mailed link to accept a held payment',
  additionalProperties: false,
  required: ['token'],
  // The shape of a token; only the one a mail carries accepts a payment (this one answers 404 TOKEN_UNKNOWN).
  examples: [{ token: EXAMPLE_LINK_TOKEN }],
  properties: { token: { type: 'string', maxLength: 100, description: 'The `token` of the link (43 base64url characters)' } },
} as const);

const webhookReceiptSchema = namedSchema('WebhookReceipt', {
  type: 'object',
  description: 'A webhook received, and what it did',
  required: ['webhookId', 'effect', 'detail'],
  properties: {
    webhookId: { type: 'string', description: 'Its webhook-id header' },
    effect: { type: 'string', enum: WEBHOOK_EFFECTS, description: 'downgraded: a refund ended the plan its payment began (back to the plan before). shortened: a refund took back the days its payment added. recorded: nothing else changed. duplicate: seen before' },
    detail: { type: 'string', description: 'What it did, in words' },
  },
} as const);

export const plansRouteSchema = {
  operationId: 'listPlans',
  summary: 'Plans, prices, limits and whether online payment is ready (no key needed)',
  'x-summary-ko': '요금제와 가격, 한도, 온라인 결제 준비 여부 (키 필요 없음)',
  tags: ['billing'],
  response: { 200: envelope(plansSchema, 'The plan list') },
} as const;

export const confirmRouteSchema = {
  operationId: 'confirmPayment',
  summary: `Confirm a PortOne payment and apply its plan for ${PAID_PLAN_DAYS} days (no key needed)`,
  'x-summary-ko': '포트원 결제를 확인하고 그 요금제를 적용 (키 필요 없음)',
  description:
    'Needs a configured payment provider: until PORTONE_API_SECRET is set this answers 503 PAYMENT_NOT_READY, so *Try it out* with the example shows that answer. ' +
    `The payment must have been started with customData \`${PAYMENT_CUSTOM_DATA}\` and be PAID for exactly the plan's price in ${PRICE_CURRENCY}. ` +
    'A payment reaches an account without proof of its address, so it may add to what the account has but never lower, shorten or end it: ' +
    `a payment for the plan that runs extends it by ${PAID_PLAN_DAYS} days (200, outcome extended); a payment for a better plan, or for any plan when none runs, applies it from now for ${PAID_PLAN_DAYS} days (200, outcome applied; the account is created if it has none); ` +
    `a payment for a lower plan while a better one runs, one that would end the running plan before its term, or any payment while an operator-set ${BUSINESS_PLAN.name} contract runs, is recorded but held (202): the address is told by mail and may accept it with a link (POST /v1/billing/accept; never under a contract). ` +
    '**`paymentId` is the idempotency key of a confirmation**: one payment is recorded once (it is the key of the payments table; concurrent confirmations record it once), ' +
    'so a confirmation may be retried safely after a timeout or a 502 — confirming the same paymentId again changes nothing and answers the same (as the payment stands now), without asking PortOne again. No Idempotency-Key header is needed or read. ' +
    'A payment whose refund webhook (Transaction.Cancelled or Transaction.PartialCancelled) reached the service first applies nothing (422 PAYMENT_NOT_PAID), even while PortOne still reports it PAID. ' +
    `Each client address may have ${PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE} paymentIds not recorded here looked up at PortOne per minute (429 RATE_LIMIT with Retry-After); an id PortOne did not know is answered 422 from memory for ${NOT_FOUND_MEMORY_SECONDS} s; PortOne has ${PROVIDER_TIMEOUT_MS / 1000} s to answer (then 502 PAYMENT_PROVIDER_ERROR, nothing changed). ` +
    'If the account\'s address was never proven (its key came from a key request, not from a mailed link), its keys are revoked and a one-time key link is mailed to the address (`keyDelivery`): ' +
    'the key of a paid plan is given only to whoever reads that mail.',
  tags: ['billing'],
  body: confirmRequestSchema,
  response: {
    200: envelope(paymentConfirmationSchema, 'The payment applied or extended a plan: the plan now on the account, and when it ends'),
    202: envelope(paymentHeldSchema, 'The payment is recorded but held: the account has more than it buys; its owner was told and may accept it'),
    ...errorResponses('BAD_INPUT', 'RATE_LIMIT', 'PAYMENT_NOT_PAID', 'AMOUNT_MISMATCH', 'PAYMENT_DATA_INVALID', 'PAYMENT_PROVIDER_ERROR', 'PAYMENT_NOT_READY', 'DATABASE_UNAVAILABLE'),
  },
} as const;

export const holdAcceptRouteSchema = {
  operationId: 'acceptHeldPayment',
  summary: 'Accept a held payment with the token of its mailed link (no key needed)',
  'x-summary-ko': '메일로 받은 링크의 토큰으로 보류된 결제를 수락 (키 필요 없음)',
  description:
    'The example token is a placeholder: *Try it out* answers 404 TOKEN_UNKNOWN until it is replaced by the token of a mailed acceptance link. ' +
    `The button of the link's page sends this. As for a confirmation, a payment for the plan that runs extends it by ${PAID_PLAN_DAYS} days (outcome extended: accepting two held payments of one plan gives two terms); ` +
    `otherwise the plan of the held payment applies from now for ${PAID_PLAN_DAYS} days, replacing the running plan, whose remaining days are given up (the owner's choice; the page and the mail say so). ` +
    `A token works once, for ${HOLD_ACCEPT_DAYS} days. If the account's address was never proven, its keys are revoked and a key link is mailed (keyDelivery), as for any payment.`,
  tags: ['billing'],
  body: holdAcceptRequestSchema,
  response: {
    200: envelope(paymentConfirmationSchema, 'The held payment applies: the plan now on the account, and when it ends'),
    ...errorResponses('BAD_INPUT', 'TOKEN_UNKNOWN', 'TOKEN_USED', 'TOKEN_EXPIRED', 'CONTRACT_IN_FORCE', 'PAYMENT_NOT_PAID', 'DATABASE_UNAVAILABLE'),
  },
} as const;

export const holdAcceptPageRouteSchema = {
  operationId: 'getHeldPaymentPage',
  summary: 'The page a mailed link to accept a held payment opens (HTML)',
  'x-summary-ko': '보류된 결제를 수락하는 메일 링크가 여는 페이지 (HTML)',
  description:
    'A self-contained page whose button sends POST /v1/billing/accept with the `token` of the address bar. ' +
    'Fetching it changes nothing (mail scanners open links). Sent with a strict Content-Security-Policy, Cache-Control: no-store and Referrer-Policy: no-referrer.',
  tags: ['billing'],
  ...mailedLinkPage,
} as const;

export const webhookRouteSchema = {
  operationId: 'receivePaymentWebhook',
  summary: 'Receive a PortOne payment webhook (Standard Webhooks signature, no key)',
  'x-summary-ko': '포트원 결제 웹훅 받기 (Standard Webhooks 서명, 키 없음)',
  description:
    'Needs a configured provider and a signature only PortOne can make: until PORTONE_WEBHOOK_SECRET is set this answers 503 PAYMENT_NOT_READY, and once it is set an unsigned *Try it out* is refused (400 WEBHOOK_SIGNATURE_MISSING). ' +
    `Signed with the Standard Webhooks scheme: headers ${WEBHOOK_HEADERS.join(', ')}, HMAC-SHA256 with PORTONE_WEBHOOK_SECRET, timestamp within ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes of the service's clock. ` +
    'The first Transaction.Cancelled or Transaction.PartialCancelled of a confirmed payment undoes what that payment gave, and nothing else: ' +
    `a held payment gave nothing (effect recorded); a payment that extended the running plan takes its ${PAID_PLAN_DAYS} days back from the plan's end (shortened); ` +
    `a payment whose plan runs with nothing else keeping it ends it, and the account gets back the plan it had before, or ${FREE_PLAN} if that has ended too (downgraded) — the owner's own refund ends what the owner paid for; ` +
    'a payment whose plan was since replaced by a later payment or by the operator leaves the account\'s plan as it is (recorded). ' +
    'One of a payment not confirmed yet is recorded (effect recorded), and the payment\'s confirmation then applies nothing. ' +
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
