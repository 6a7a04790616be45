/** POST /v1/keys/request, POST /v1/keys/confirm and the page of a mailed key link: the key domain (src/accounts) behind its schemas. */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { KEY_LINK_PAGE_PATH, type KeyLinkMailer } from '../../accounts/keyLinkMail.js';
import { confirmKeyLink, requestKey } from '../../accounts/keyRequest.js';
import { effectiveLimits } from '../../accounts/plans.js';
import type { AccountStore } from '../../accounts/store.js';
import type { Account } from '../../accounts/account.js';
import type { Clock } from '../../clock.js';
import { INTERFACE_VERSION } from '../../version.js';
import { PAGE_ROUTE } from '../pages/pageScope.js';
import { KEY_CONFIRM_PAGE } from '../pages/keyConfirmPage.js';
import { NO_STORE } from '../transport/cacheControl.js';
import { KEY_REQUEST_FIELD_CODES, keyConfirmRouteSchema, keyLinkPageRouteSchema, keyRequestRouteSchema } from './keysSchemas.js';

export interface KeyRoutesOptions {
  store: AccountStore;
  keyLinks: KeyLinkMailer;
  clock: Clock;
}

function issuedBody(apiKey: string, account: Account, now: Date) {
  const limits = effectiveLimits(account, now);
  return {
    data: { apiKey, email: account.email, plan: limits.plan, planExpiresAt: limits.expired ? null : account.planExpiresAt },
    version: INTERFACE_VERSION,
  };
}

export const keyRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: KeyRoutesOptions }> = async (app, { store, keyLinks, clock }) => {
  app.post('/v1/keys/request', { config: { fieldErrorCodes: KEY_REQUEST_FIELD_CODES }, schema: keyRequestRouteSchema }, async (request, reply) => {
    const now = clock.now();
    const answer = await requestKey(store, keyLinks, { ...request.body, ip: request.ip }, now);
    if (answer.kind === 'mailed') {
      return reply.code(202).send({ data: { delivery: answer.delivery, expiresAt: answer.expiresAt }, version: INTERFACE_VERSION });
    }
    // The body holds a secret: no cache may keep it.
    reply.header('cache-control', NO_STORE);
    return issuedBody(answer.apiKey, answer.account, now);
  });

  app.post('/v1/keys/confirm', { schema: keyConfirmRouteSchema }, async (request, reply) => {
    const now = clock.now();
    const { apiKey, account } = await confirmKeyLink(store, request.body.token, now);
    reply.header('cache-control', NO_STORE);
    return issuedBody(apiKey, account, now);
  });

  app.get(KEY_LINK_PAGE_PATH, { config: PAGE_ROUTE, schema: keyLinkPageRouteSchema }, async (_request, reply) => reply.headers(KEY_CONFIRM_PAGE.headers).send(KEY_CONFIRM_PAGE.html));
};
