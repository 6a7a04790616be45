/**
 * The one set of migrations, run at start-up on SQLite and PostgreSQL alike.
 * Tables use only portable column types (text, integer), so one definition
 * serves both; the request path's helpers (0004) are written in each
 * dialect's own SQL (migrationFunctions.ts). Migrations are append-only: a
 * released one is never edited.
 */
import { type Kysely, sql, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from './database.js';
import { postgresLeaseCalls } from './leaseCalls.js';
import { postgresAccountVersions, postgresBatchFunctions, sqliteAccountVersions, sqliteChangeCounter } from './migrationFunctions.js';

/** The migrations of a dialect: the same tables on both; request-path helpers written in each one's SQL. */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_accounts_keys_usage': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('accounts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('plan', 'text', (c) => c.notNull())
          .addColumn('plan_expires_at', 'text')
          .addColumn('monthly_limit', 'integer')
          .addColumn('per_minute_limit', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('api_keys')
          .addColumn('key_hash', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('key_hint', 'text', (c) => c.notNull())
          .addColumn('purpose', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .execute();
        // One active key per account, enforced by the database itself.
        await db.schema
          .createIndex('api_keys_one_active_per_account')
          .on('api_keys')
          .column('account_id')
          .unique()
          .where(sql<boolean>`status = 'active'`)
          .execute();
        await db.schema
          .createTable('monthly_usage')
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('month', 'text', (c) => c.notNull())
          .addColumn('used', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('monthly_usage_pk', ['account_id', 'month'])
          .execute();
        await db.schema
          .createTable('key_requests')
          .addColumn('ip', 'text', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('key_requests_pk', ['ip', 'day'])
          .execute();
      },
    },
    '0002_payments_webhooks': {
      async up(db: Kysely<unknown>) {
        // The payment whose confirmation set the account's current plan, so a
        // refund of an older payment does not take away a newer one.
        await db.schema.alterTable('accounts').addColumn('plan_payment_id', 'text').execute();
        await db.schema
          .createTable('payments')
          .addColumn('payment_id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('plan', 'text', (c) => c.notNull())
          .addColumn('amount', 'integer', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', 'text', (c) => c.notNull())
          .addColumn('plan_expires_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('webhook_events')
          .addColumn('webhook_id', 'text', (c) => c.primaryKey())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('payment_id', 'text')
          .addColumn('effect', 'text', (c) => c.notNull())
          .addColumn('received_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0003_key_confirmations': {
      async up(db: Kysely<unknown>) {
        // When the owner of the address last proved it (a mailed link followed,
        // or the operator issued a key by mail). Accounts from before are unproven.
        await db.schema.alterTable('accounts').addColumn('verified_at', 'text').execute();
        // One row per mailed key link; also the log the per-address mail limit counts.
        await db.schema
          .createTable('key_confirmations')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('purpose', 'text')
          .addColumn('requested_by', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
        await db.schema.createIndex('key_confirmations_by_account').on('key_confirmations').columns(['account_id', 'created_at']).execute();
        // What a confirmation did with the account's keys, so confirming again answers the same.
        await db.schema.alterTable('payments').addColumn('key_delivery', 'text').execute();
      },
    },
    '0004_request_path': {
      async up(db: Kysely<unknown>) {
        if (dialect === 'sqlite') await sqliteChangeCounter(db);
        else await postgresBatchFunctions(db);
      },
    },
    '0005_account_versions': {
      async up(db: Kysely<unknown>) {
        if (dialect === 'sqlite') await sqliteAccountVersions(db);
        else await postgresAccountVersions(db);
      },
    },
    '0006_payment_effects': {
      async up(db: Kysely<unknown>) {
        // What each payment did to its account, so that a refund undoes only that
        // (src/billing/paymentWebhooks.ts). Payments from before are read as having
        // applied their plan over Sandbox, as they did.
        const columns: [string, 'text' | 'integer'][] = [
          ['outcome', 'text'],
          ['run_payment_id', 'text'],
          ['granted_days', 'integer'],
          ['previous_plan', 'text'],
          ['previous_plan_expires_at', 'text'],
          ['previous_monthly_limit', 'integer'],
          ['previous_per_minute_limit', 'integer'],
          ['previous_plan_payment_id', 'text'],
          ['held_because', 'text'],
          ['hold_token_hash', 'text'],
          ['hold_expires_at', 'text'],
          ['accepted_at', 'text'],
        ];
        // SQLite adds one column per statement.
        for (const [name, type] of columns) await db.schema.alterTable('payments').addColumn(name, type).execute();
        await db.schema.createIndex('payments_by_hold_token').on('payments').column('hold_token_hash').unique().execute();
        await db.schema.createIndex('payments_by_previous_run').on('payments').column('previous_plan_payment_id').execute();
      },
    },
    '0007_health_probe': {
      async up(db: Kysely<unknown>) {
        // One row the health check writes on SQLite, so that a database that reads but cannot write (a full disk) shows.
        await db.schema.createTable('health_probe').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('checked_at', 'text', (c) => c.notNull()).execute();
      },
    },
    '0008_service_address': {
      async up(db: Kysely<unknown>) {
        // Where the running service is reached, written when it starts listening: the admin CLI's mailed links point there (src/publicBaseUrl.ts).
        await db.schema
          .createTable('service_address')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('recorded_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0009_accounts_email_nfc': {
      async up(db: Kysely<unknown>) {
        // Addresses are looked up in Unicode NFC since issue 35 (src/accounts/email.ts); one stored in another form is
        // rewritten, so its owner still reaches the account. One whose NFC spelling has an account of its own is left:
        // merging two accounts is the operator's decision. Only addresses with a character beyond ASCII can change.
        const beyondAscii = dialect === 'sqlite' ? sql<boolean>`email glob ${'*[^ -~]*'}` : sql<boolean>`email ~ ${'[^ -~]'}`;
        const k = db as Kysely<{ accounts: { id: string; email: string } }>;
        const rows = await k.selectFrom('accounts').select(['id', 'email']).where(beyondAscii).execute();
        const taken = new Set(rows.map((row) => row.email));
        for (const { id, email } of rows) {
          const nfc = email.normalize('NFC');
          if (nfc === email || taken.has(nfc)) continue;
          const twin = await k.selectFrom('accounts').select('id').where('email', '=', nfc).executeTakeFirst();
          if (twin) continue;
          await k.updateTable('accounts').set({ email: nfc }).where('id', '=', id).execute();
          taken.add(nfc);
        }
      },
    },
    '0010_held_notices': {
      async up(db: Kysely<unknown>) {
        // When the owner's notice of a held payment was mailed (it counts in the address's mails of the hour from then),
        // when a notice still owed is tried next (src/billing/owedNotices.ts), and the client address that confirmed the
        // payment (a notice mailed later names it). Notices mailed before were mailed at confirmation; held payments that
        // got none are owed one from now on.
        for (const name of ['hold_notice_at', 'hold_notice_due_at', 'requested_by']) await db.schema.alterTable('payments').addColumn(name, 'text').execute();
        await sql`update payments set hold_notice_at = confirmed_at where outcome = 'held' and key_delivery = 'email'`.execute(db);
        await sql`update payments set hold_notice_due_at = confirmed_at
          where outcome = 'held' and key_delivery = 'not-sent' and status = 'confirmed' and accepted_at is null`.execute(db);
        await db.schema.createIndex('payments_by_notice_due').on('payments').column('hold_notice_due_at').execute();
      },
    },
    '0011_lease_calls': {
      async up(db: Kysely<unknown>) {
        // PostgreSQL only: the month's calls taken in blocks a process keeps (leaseCalls.ts says why); SQLite's one process needs none.
        if (dialect === 'postgres') await postgresLeaseCalls(db);
      },
    },
  };
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const migrations = migrationsFor(dialect);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
