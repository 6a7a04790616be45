/**
 * The JSON Schemas of the key routes (routes/keys.ts): a key request, a key
 * link's confirmation and its page.
 */
import { API_KEY_PATTERN } from '../../accounts/apiKey.js';
import { EMAIL_MAX_LENGTH } from '../../accounts/email.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../accounts/keyConfirmations.js';
import { KEY_LINK_TTL_MINUTES } from '../../accounts/keyLinkToken.js';
import { KEY_LINK_DELIVERIES, KEY_REQUESTS_PER_IP_PER_DAY } from '../../accounts/keyRequest.js';
import { FREE_PLAN, PLAN_NAMES } from '../../accounts/plans.js';
import { STORABLE_TEXT_KEYWORD } from '../../storableText.js';
import { namedSchema } from '../openapi/namedSchemas.js';
import { responseHeaders } from '../openapi/responseHeaders.js';
import { envelope, errorResponses, EXAMPLE_LINK_TOKEN, mailedLinkPage } from '../schemas.js';
import type { FieldErrorCodes } from '../validation.js';

const PURPOSE_MAX_LENGTH = 500;

const keyRequestSchema = namedSchema('KeyRequest', {
  type: 'object',
  description: 'The address to issue a key for',
  additionalProperties: false,
  required: ['email'],
  examples: [{ email: 'developer@example.com', purpose: 'Trying the API from /docs' }],
  properties: {
    email: {
      type: 'string',
      maxLength: EMAIL_MAX_LENGTH,
      [STORABLE_TEXT_KEYWORD]: true,
      description:
        'The account\'s e-mail address (case-insensitive). One account and one key per address. ' +
        'Beyond ASCII, the part before @ must be in one script (or Latin with Han and kana, Han and Bopomofo, or Han and Hangul), without full-width, styled or look-alike characters such as Cyrillic а or dotless ı (400 BAD_EMAIL)',
      examples: ['developer@example.com'],
    },
    purpose: {
      type: 'string',
      maxLength: PURPOSE_MAX_LENGTH,
      [STORABLE_TEXT_KEYWORD]: true,
      description: `What the key is for (optional, at most ${PURPOSE_MAX_LENGTH} characters)`,
    },
  },
} as const);

const keyIssuedSchema = namedSchema('KeyIssued', {
  type: 'object',
  description: 'A new key, shown this once, and the account it belongs to',
  required: ['apiKey', 'email', 'plan', 'planExpiresAt'],
  properties: {
    apiKey: {
      type: 'string',
      pattern: API_KEY_PATTERN,
      description: 'The key, shown this once: the service stores only its hash and cannot show it again. Send it as X-API-Key',
    },
    email: { type: 'string', description: 'The account\'s address as stored (trimmed, lower case)' },
    plan: { type: 'string', enum: PLAN_NAMES, description: `The plan whose limits apply to the account now (a new account starts on ${FREE_PLAN})` },
    planExpiresAt: { type: ['string', 'null'], format: 'date-time', description: `When a paid plan ends; null for ${FREE_PLAN}` },
  },
} as const);

const keyMailedSchema = namedSchema('KeyLinkMailed', {
  type: 'object',
  description: 'A key link went to the address; nothing else changed',
  required: ['delivery', 'expiresAt'],
  properties: {
    delivery: { type: 'string', enum: KEY_LINK_DELIVERIES, description: 'How the key link went to the address: by mail' },
    expiresAt: { type: 'string', format: 'date-time', description: `When the link stops working (${KEY_LINK_TTL_MINUTES} minutes after the request)` },
  },
} as const);

const keyConfirmRequestSchema = namedSchema('KeyConfirmRequest', {
  type: 'object',
  description: 'The token of a mailed key link',
  additionalProperties: false,
  required: ['token'],
  // The shape of a token; only the one a mail carries confirms a key (this one answers 404 TOKEN_UNKNOWN).
  examples: [{ token: EXAMPLE_LINK_TOKEN }],
  properties: { token: { type: 'string', maxLength: 100, description: 'The `token` of the link (43 base64url characters)' } },
} as const);

// The answer holds the key, a secret: no cache may keep it.
const keyIssuedHeaders = responseHeaders('NoStore');

export const keyRequestRouteSchema = {
  operationId: 'requestKey',
  summary: 'Issue an API key for an e-mail address (no key needed)',
  'x-summary-ko': '메일 주소로 API 키 받기 (키 필요 없음)',
  description:
    `An address with no account: a new ${FREE_PLAN} account and its key, at once (200). ` +
    `An address that has an account: no key and nothing revoked; a one-time link is mailed to the address (202), whose page gets the key (POST /v1/keys/confirm) and only then revokes the old one. ` +
    `At most ${KEY_REQUESTS_PER_IP_PER_DAY} requests per client address per day (Asia/Seoul; an IPv6 client counts by its /64) and ${MAILS_PER_ADDRESS_PER_HOUR} mails per e-mail address per hour (key links of key requests and of payments, and notices of held payments, together); ` +
    'requests refused as BAD_EMAIL or BAD_INPUT or by the mail limit do not count; one whose mail could not be sent (503 MAIL_NOT_SENT) counts, and so does its mail. ' +
    'BAD_EMAIL is also the answer when `email` is missing, empty or not a string; a body that is not a JSON object is BAD_INPUT.',
  tags: ['keys'],
  body: keyRequestSchema,
  response: {
    200: { ...envelope(keyIssuedSchema, 'A new account: its key, shown once'), headers: keyIssuedHeaders },
    202: envelope(keyMailedSchema, 'The address has an account: a key link was mailed to it; nothing else changed'),
    ...errorResponses('BAD_EMAIL', 'BAD_INPUT', 'RATE_LIMIT', 'MAIL_NOT_SENT', 'DATABASE_UNAVAILABLE'),
  },
} as const;

export const keyConfirmRouteSchema = {
  operationId: 'confirmKey',
  summary: 'Get the key of a mailed key link (no key needed)',
  'x-summary-ko': '메일로 받은 링크의 키 받기 (키 필요 없음)',
  description:
    'The example token is a placeholder: *Try it out* answers 404 TOKEN_UNKNOWN until it is replaced by the token of a link mailed by POST /v1/keys/request. ' +
    `The button of the link's page sends this. A token works once, for ${KEY_LINK_TTL_MINUTES} minutes: it revokes the account's key, issues a new one (shown once) ` +
    'and marks the address as proven. Of simultaneous attempts with one token exactly one gets the key.',
  tags: ['keys'],
  body: keyConfirmRequestSchema,
  response: {
    200: { ...envelope(keyIssuedSchema, 'The new key, shown once; the previous key is revoked'), headers: keyIssuedHeaders },
    ...errorResponses('BAD_INPUT', 'TOKEN_UNKNOWN', 'TOKEN_USED', 'TOKEN_EXPIRED', 'DATABASE_UNAVAILABLE'),
  },
} as const;

export const keyLinkPageRouteSchema = {
  operationId: 'getKeyConfirmPage',
  summary: 'The page a mailed key link opens (HTML)',
  'x-summary-ko': '메일로 받은 키 링크가 여는 페이지 (HTML)',
  description:
    'A self-contained page whose button sends POST /v1/keys/confirm with the `token` of the address bar and shows the key once. ' +
    'Fetching it changes nothing (mail scanners open links). Sent with a strict Content-Security-Policy, Cache-Control: no-store and Referrer-Policy: no-referrer.',
  tags: ['keys'],
  ...mailedLinkPage,
} as const;

/**
 * The specification's code for an e-mail that is not valid at key request is
 * BAD_EMAIL: a missing `email`, one of the wrong type (null, a number) and one
 * too long are that too (issue 39), as are the empty and the malformed, which
 * the address rule refuses (src/accounts/email.ts). A body that is not a JSON
 * object at all stays BAD_INPUT.
 */
export const KEY_REQUEST_FIELD_CODES = { 'body/email': 'BAD_EMAIL', 'body/email (missing)': 'BAD_EMAIL' } as const satisfies FieldErrorCodes;
