/**
 * The functions and triggers of migrations 0004 and 0005, in each dialect's
 * own SQL (the request path's helpers: a change counter, then account
 * versions, on SQLite; the batch reserve/release functions, then versions, on
 * PostgreSQL). Kept apart from migrations.ts so that the list of migrations
 * reads as one page; like them, released SQL here is never edited.
 */
import { type Kysely, sql } from 'kysely';

/**
 * SQLite: a counter that every change to accounts or api_keys bumps, by
 * trigger, whoever makes it (this service, the admin CLI, another process).
 * The key cache of the request path reads it once per batch and drops what it
 * holds when it has moved, so a revocation or plan change applies from the
 * next request (src/accounts/requestPath.ts). Replaced by the accounts'
 * versions of 0005.
 */
export async function sqliteChangeCounter(db: Kysely<unknown>): Promise<void> {
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
export async function postgresBatchFunctions(db: Kysely<unknown>): Promise<void> {
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
export async function sqliteAccountVersions(db: Kysely<unknown>): Promise<void> {
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
export async function postgresAccountVersions(db: Kysely<unknown>): Promise<void> {
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
