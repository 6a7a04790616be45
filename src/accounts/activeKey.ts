/** The one active key of an account: revoking it, and replacing it with a new one. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { apiKeyHint, generateApiKey, hashApiKey } from './apiKey.js';

/** Revokes the account's active key; returns how many keys were revoked (0 or 1). */
export async function revokeActiveKeys(db: Kysely<Database>, accountId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('api_keys')
    .set({ status: 'revoked', revoked_at: at })
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes the account's active key and inserts a new one; returns the new key. */
export async function replaceActiveKey(trx: Kysely<Database>, accountId: string, purpose: string | null, at: string): Promise<string> {
  const apiKey = generateApiKey();
  await revokeActiveKeys(trx, accountId, at);
  await trx
    .insertInto('api_keys')
    .values({ key_hash: hashApiKey(apiKey), account_id: accountId, key_hint: apiKeyHint(apiKey), purpose, status: 'active', created_at: at, revoked_at: null })
    .execute();
  return apiKey;
}
