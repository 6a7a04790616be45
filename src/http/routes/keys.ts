import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_LENGTH } from '../../accounts/email.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../accounts/keyConfirmations.js';
import { KEY_LINK_PAGE_PATH, type KeyLinkMailer } from '../../accounts/keyLinkMail.js';
import { KEY_LINK_TTL_MINUTES } from '../../accounts/keyLinkToken.js';
import { confirmKeyLink, KEY_REQUESTS_PER_IP_PER_DAY, MAIL_RETRY_AFTER_SECONDS, requestKey } from '../../accounts/keyRequest.js';
import { effectiveLimits, FREE_PLAN, PLAN_NAMES } from '../../accounts/plans.js';
import type { AccountStore } from '../../accounts/store.js';
import type { Account } from '../../accounts/types.js';
import type { Clock } from '../../clock.js';
import { STORABLE_TEXT_KEYWORD } from '../../storableText.js';
import { INTERFACE_VERSION } from '../../version.js';
import { KEY_CONFIRM_PAGE } from '../keyConfirmPage.js';
import { envelope, errorResponses } from '../schemas.js';

export const PURPOSE_MAX_LENGTH = 500;

const keyRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: {
      type: 'string',
      maxLength: EMAIL_MAX_LENGTH,
      [STORABLE_TEXT_KEYWORD]: true,
      description: 'The account\'s e-mail address (case-insensitive). One account and one key per address',
      examples: ['developer@example.com'],
    },
    purpose: {
      type: 'string',
      maxLength: PURPOSE_MAX_LENGTH,
      [STORABLE_TEXT_KEYWORD]: true,
      description: `What the key is for (optional, at most ${PURPOSE_MAX_LENGTH} characters)`,
    },
  },
} as const;

const keyIssuedSchema = {
  type: 'object',
  required: ['apiKey', 'email', 'plan', 'planExpiresAt'],
  properties: {
    apiKey: {
      type: 'string',
      pattern: '^tjk_[A-Za-z0-9_-]{43}$',
      description: 'The key, shown this once: the service stores only its hash and cannot show it again. Send it as X-API-Key',
    },
    email: { type: 'string', description: 'The account\'s address as stored (trimmed, lower case)' },
    plan: { type: 'string', enum: PLAN_NAMES, description: `The plan whose limits apply to the account now (a new account starts on ${FREE_PLAN})` },
    planExpiresAt: { type: ['string', 'null'], format: 'date-time', description: `When a paid plan ends; null for ${FREE_PLAN}` },
  },
} as const;

const keyMailedSchema = {
  type: 'object',
  required: ['delivery', 'expiresAt'],
  properties: {
    delivery: { type: 'string', enum: ['email'], description: 'The key link went to the address by mail' },
    expiresAt: { type: 'string', format: 'date-time', description: `When the link stops working (${KEY_LINK_TTL_MINUTES} minutes after the request)` },
  },
} as const;

const retryAfter = (description: string) => ({ 'Retry-After': { type: 'integer', description } });

function issuedBody(apiKey: string, account: Account, now: Date) {
  const limits = effectiveLimits(account, now);
  return {
    data: { apiKey, email: account.email, plan: limits.plan, planExpiresAt: limits.expired ? null : account.planExpiresAt },
    version: INTERFACE_VERSION,
  };
}

export function keyRoutes(store: AccountStore, keyLinks: KeyLinkMailer, clock: Clock) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post<{ Body: { email: string; purpose?: string } }>(
      '/v1/keys/request',
      {
        config: { fieldErrorCodes: { 'body/email': 'BAD_EMAIL' } },
        schema: {
          summary: 'Issue an API key for an e-mail address (no key needed)',
          description:
            `An address with no account: a new ${FREE_PLAN} account and its key, at once (200). ` +
            `An address that has an account: no key and nothing revoked; a one-time link is mailed to the address (202), whose page gets the key (POST /v1/keys/confirm) and only then revokes the old one. ` +
            `At most ${KEY_REQUESTS_PER_IP_PER_DAY} requests per client address per day (Asia/Seoul) and ${MAILS_PER_ADDRESS_PER_HOUR} mails per e-mail address per hour; ` +
            'requests refused as BAD_EMAIL or BAD_INPUT, or whose mail could not be sent, do not count.',
          tags: ['keys'],
          body: keyRequestSchema,
          response: {
            200: envelope(keyIssuedSchema, 'A new account: its key, shown once'),
            202: envelope(keyMailedSchema, 'The address has an account: a key link was mailed to it; nothing else changed'),
            ...errorResponses('BAD_EMAIL', 'BAD_INPUT', 'RATE_LIMIT', 'MAIL_NOT_SENT', 'DATABASE_UNAVAILABLE'),
            429: {
              ...errorResponses('RATE_LIMIT')[429],
              description:
                `Error: RATE_LIMIT (more than ${KEY_REQUESTS_PER_IP_PER_DAY} key requests from this client address today, Asia/Seoul; ` +
                `or ${MAILS_PER_ADDRESS_PER_HOUR} key links mailed to this e-mail address in the last hour)`,
              headers: retryAfter('Seconds until midnight in Asia/Seoul, or until the oldest of the hour\'s mails is an hour old'),
            },
            503: {
              ...errorResponses('MAIL_NOT_SENT')[503],
              description: 'Error: MAIL_NOT_SENT (the mail server refused or did not answer; nothing changed, the request did not count)',
              headers: retryAfter(`Seconds to wait before asking again (${MAIL_RETRY_AFTER_SECONDS})`),
            },
          },
        },
      },
      async (request, reply) => {
        const now = clock.now();
        const answer = await requestKey(store, keyLinks, { ...request.body, ip: request.ip }, now);
        if (answer.kind === 'mailed') {
          return reply.code(202).send({ data: { delivery: 'email', expiresAt: answer.expiresAt }, version: INTERFACE_VERSION });
        }
        // The body holds a secret: no cache may keep it.
        reply.header('cache-control', 'no-store');
        return issuedBody(answer.apiKey, answer.account, now);
      },
    );

    app.post<{ Body: { token: string } }>(
      '/v1/keys/confirm',
      {
        schema: {
          summary: 'Get the key of a mailed key link (no key needed)',
          description:
            `The button of the link's page sends this. A token works once, for ${KEY_LINK_TTL_MINUTES} minutes: it revokes the account's key, issues a new one (shown once) ` +
            'and marks the address as proven. Of simultaneous attempts with one token exactly one gets the key.',
          tags: ['keys'],
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['token'],
            properties: { token: { type: 'string', maxLength: 100, description: 'The `token` of the link (43 base64url characters)' } },
          },
          response: {
            200: envelope(keyIssuedSchema, 'The new key, shown once; the previous key is revoked'),
            ...errorResponses('BAD_INPUT', 'TOKEN_UNKNOWN', 'TOKEN_USED', 'TOKEN_EXPIRED'),
          },
        },
      },
      async (request, reply) => {
        const now = clock.now();
        const { apiKey, account } = await confirmKeyLink(store, request.body.token, now);
        reply.header('cache-control', 'no-store');
        return issuedBody(apiKey, account, now);
      },
    );

    app.get(
      KEY_LINK_PAGE_PATH,
      {
        schema: {
          summary: 'The page a mailed key link opens (HTML)',
          description:
            'A self-contained page whose button sends POST /v1/keys/confirm with the `token` of the address bar and shows the key once. ' +
            'Fetching it changes nothing (mail scanners open links). Sent with a strict Content-Security-Policy, Cache-Control: no-store and Referrer-Policy: no-referrer.',
          tags: ['keys'],
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { token: { type: 'string', maxLength: 100, description: 'The token the mail put in the link; read by the page\'s script, not by the server' } },
          },
          response: {
            200: { description: 'The page (the same document for every token)', content: { 'text/html': { schema: { type: 'string' } } } },
            ...errorResponses('BAD_INPUT'),
          },
        },
      },
      async (_request, reply) => reply.headers(KEY_CONFIRM_PAGE.headers).send(KEY_CONFIRM_PAGE.html),
    );
  };
}
