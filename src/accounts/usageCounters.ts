/**
 * The counters outside the request path: the calls an account has used in a
 * month (as the admin CLI and the tests read them; the request path reserves
 * and gives back calls in requestPath.ts), and the key requests each client
 * makes in a day.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

export async function monthlyUsed(db: Kysely<Database>, accountId: string, month: string): Promise<number> {
  const row = await db.selectFrom('monthly_usage').select('used').where('account_id', '=', accountId).where('month', '=', month).executeTakeFirst();
  return row ? Number(row.used) : 0;
}

/** Counts a key request from a client (as clientForLimit names it) on a day; null when `max` were already made. */
export async function countKeyRequest(db: Kysely<Database>, client: string, day: string, max: number): Promise<number | null> {
  const row = await db
    .insertInto('key_requests')
    .values({ ip: client, day, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['ip', 'day'])
        .doUpdateSet({ count: sql<number>`key_requests.count + 1` })
        .where('key_requests.count', '<', max),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : null;
}

/** Gives back a counted key request that the service did not carry out (its mail was refused by the mail limit, or could not be sent). */
export async function releaseKeyRequest(db: Kysely<Database>, client: string, day: string): Promise<void> {
  await db.updateTable('key_requests').set({ count: sql<number>`count - 1` }).where('ip', '=', client).where('day', '=', day).where('count', '>', sql<number>`0`).execute();
}
