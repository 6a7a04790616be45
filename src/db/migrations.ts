/**
 * The one set of migrations, run at start-up on SQLite and PostgreSQL alike.
 * Only portable column types are used (text, integer), so one definition
 * serves both. Migrations are append-only: a released one is never edited.
 */
import { type Kysely, sql, type Migration, type MigrationProvider, Migrator } from 'kysely';

const migrations: Record<string, Migration> = {
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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
