/**
 * The one set of migrations, run at start-up on SQLite and PostgreSQL alike.
 * Tables use only portable column types (text, integer), so one definition
 * serves both; the request path's helpers (0004) are written in each
 * dialect's own SQL. Migrations are append-only: a released one is never edited.
 */
import { type Kysely, sql, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from './database.js';

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
        // (src/billing/paymentStore.ts). Payments from before are read as having
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
  };
}

/**
 * SQLite: a counter that every change to accounts or api_keys bumps, by
 * trigger, whoever makes it (this service, the admin CLI, another process).
 * The key cache of the request path reads it once per batch and drops what it
 * holds when it has moved, so a revocation or plan change applies from the
 * next request (src/accounts/requestPath.ts). Replaced by the accounts'
 * versions of 0005.
 */
async function sqliteChangeCounter(db: Kysely<unknown>): Promise<void> {
  await sql`create table change_counter (id integer primary key check (id = 1), version integer not null)`.execute(db);
  await sql`insert into change_counter (id, version) values (1, 0)`.execute(db);
  for (const table of ['accounts', 'api_keys']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(`create trigger ${table}_${event}_bumps_change_counter after ${event} on ${table} begin update change_counter set version = version + 1 where id = 1; end`)
        .execute(db);
    }
  }
}

/**
 * PostgreSQL: the month's reservations and give-backs of one batch of keyed
 * requests in one round trip. Each element runs the same conditional statement
 * a single request would (so a batch is as exact as its requests one by one);
 * rows are visited in (account, month) order, so two batches on two processes
 * never wait on each other in a cycle. Results come back in the callers' order.
 */
async function postgresBatchFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function reserve_calls(account_ids text[], months text[], limits int[]) returns int[]
    language plpgsql as $$
    declare
      result int[] := array_fill(null::int, array[cardinality(account_ids)]);
      i int;
      used_now int;
    begin
      for i in select t.ord from unnest(account_ids, months) with ordinality as t(a, m, ord) order by t.a, t.m, t.ord loop
        continue when limits[i] < 1;
        insert into monthly_usage as u (account_id, month, used) values (account_ids[i], months[i], 1)
          on conflict (account_id, month) do update set used = u.used + 1 where u.used < limits[i]
          returning u.used into used_now;
        result[i] := used_now;
      end loop;
      return result;
    end
    $$`.execute(db);
  await sql`
    create function release_calls(account_ids text[], months text[]) returns void
    language plpgsql as $$
    declare
      i int;
    begin
      for i in select t.ord from unnest(account_ids, months) with ordinality as t(a, m, ord) order by t.a, t.m, t.ord loop
        update monthly_usage set used = used - 1 where account_id = account_ids[i] and month = months[i] and used > 0;
      end loop;
    end
    $$`.execute(db);
}

/**
 * Every account gets a version that moves, by trigger, on every change to the
 * account or to one of its keys, whoever makes it (this service, the admin CLI,
 * another process). The request path keeps key records in the process and
 * makes a reservation only while the account's version is still the one its
 * record was read at (src/accounts/requestPath.ts), so a change applies from
 * the account's next request — and a change to one account leaves the records
 * of all others standing, as 0004's single counter on SQLite did not.
 */
async function sqliteAccountVersions(db: Kysely<unknown>): Promise<void> {
  for (const table of ['accounts', 'api_keys']) {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${table}_${event}_bumps_change_counter`).execute(db);
  }
  await sql`drop table change_counter`.execute(db);
  await sql`alter table accounts add column version integer not null default 0`.execute(db);
  // An update that leaves the version alone moves it (the trigger's own update does not, so it does not recurse).
  await sql`
    create trigger accounts_update_moves_version after update on accounts when new.version = old.version
    begin update accounts set version = old.version + 1 where id = new.id; end`.execute(db);
  await sql`create trigger api_keys_insert_moves_version after insert on api_keys begin update accounts set version = version + 1 where id = new.account_id; end`.execute(db);
  await sql`create trigger api_keys_update_moves_version after update on api_keys begin update accounts set version = version + 1 where id in (old.account_id, new.account_id); end`.execute(db);
  await sql`create trigger api_keys_delete_moves_version after delete on api_keys begin update accounts set version = version + 1 where id = old.account_id; end`.execute(db);
}

/**
 * PostgreSQL: the same versions, and reserve_calls() with the version each
 * request's record was read at: a request judged on a record of an account
 * that has changed since is marked -1 and reserves nothing.
 */
async function postgresAccountVersions(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts add column version bigint not null default 0`.execute(db);
  await sql`
    create function accounts_move_version() returns trigger
    language plpgsql as $$
    begin
      if new.version = old.version then new.version := old.version + 1; end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger accounts_update_moves_version before update on accounts for each row execute function accounts_move_version()`.execute(db);
  await sql`
    create function api_keys_move_account_version() returns trigger
    language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then update accounts set version = version + 1 where id = old.account_id; end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.account_id <> old.account_id) then
        update accounts set version = version + 1 where id = new.account_id;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger api_keys_move_account_version after insert or update or delete on api_keys for each row execute function api_keys_move_account_version()`.execute(db);
  await sql`drop function reserve_calls(text[], text[], int[])`.execute(db);
  await sql`
    create function reserve_calls(account_ids text[], months text[], limits int[], read_at bigint[]) returns int[]
    language plpgsql as $$
    declare
      result int[] := array_fill(null::int, array[cardinality(account_ids)]);
      i int;
      used_now int;
    begin
      for i in select t.ord from unnest(account_ids, months) with ordinality as t(a, m, ord) order by t.a, t.m, t.ord loop
        if not exists (select 1 from accounts where id = account_ids[i] and version = read_at[i]) then
          result[i] := -1;
          continue;
        end if;
        continue when limits[i] < 1;
        insert into monthly_usage as u (account_id, month, used) values (account_ids[i], months[i], 1)
          on conflict (account_id, month) do update set used = u.used + 1 where u.used < limits[i]
          returning u.used into used_now;
        result[i] := used_now;
      end loop;
      return result;
    end
    $$`.execute(db);
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
