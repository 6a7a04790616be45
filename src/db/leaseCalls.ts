/**
 * Migration 0011 on PostgreSQL: lease_calls(), the request path's one round
 * trip a turn since issue 51 (src/accounts/monthLeases.ts uses it).
 *
 * Why: under load a batch of 0005's reserve_calls() carried about 16 requests,
 * mostly of one account, and wrote the account's row once per request — 16 new
 * row versions and a WAL flush a batch, with autovacuum and the WAL writer
 * behind them. PostgreSQL spent 52–68 µs of CPU per keyed request in all its
 * processes, 24 µs in the service's own connections: more than the service
 * spent serving `POST /v1/tojeong/gwae` (measured 2026-11-28, 32 connections).
 *
 * Per (account, month) entry, visited in (account, month) order so two
 * processes never wait on each other in a cycle:
 * - the account's version now, always (the request path compares it with the
 *   version each request's record was read at, so a change still applies
 *   from the account's next request);
 * - `give_back` calls returned (failed answers, a lease no longer needed),
 *   never taking the count below zero;
 * - when the version is the one asked about (`read_at`): `wanted` calls taken
 *   while fewer than `limits` are used, and up to `extra` more kept by the
 *   process for the requests that follow (a lease) — none within the last
 *   1,000 calls of the quota and at most 1/64 of what would be left, so near
 *   the quota a process takes only what its requests need.
 * A turn whose lease still holds calls only reads: no row is written, no WAL
 * flushed. Released SQL is never edited; a change is a new migration.
 */
import { type Kysely, sql } from 'kysely';

export async function postgresLeaseCalls(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function lease_calls(
      account_ids text[], months text[], limits int[], read_at bigint[], give_back int[], wanted int[], extra int[],
      out versions bigint[], out used_after int[], out granted int[])
    language plpgsql as $$
    declare
      n int := cardinality(account_ids);
      i int;
      v bigint;
      u int;
      room int;
      took int;
    begin
      versions := array_fill(null::bigint, array[n]);
      used_after := array_fill(0, array[n]);
      granted := array_fill(0, array[n]);
      for i in select t.ord from unnest(account_ids, months) with ordinality as t(a, m, ord) order by t.a, t.m, t.ord loop
        select version into v from accounts where id = account_ids[i];
        versions[i] := v;
        if give_back[i] > 0 then
          update monthly_usage set used = greatest(used - give_back[i], 0) where account_id = account_ids[i] and month = months[i] and used > 0;
        end if;
        continue when v is null or v <> read_at[i] or wanted[i] < 1 or limits[i] < 1;
        select used into u from monthly_usage where account_id = account_ids[i] and month = months[i] for update;
        if not found then
          insert into monthly_usage (account_id, month, used) values (account_ids[i], months[i], 0) on conflict (account_id, month) do nothing;
          select used into u from monthly_usage where account_id = account_ids[i] and month = months[i] for update;
        end if;
        room := greatest(limits[i] - u, 0);
        took := least(wanted[i], room);
        if room - took >= 1000 then
          took := took + least(extra[i], (room - took) / 64);
        end if;
        if took > 0 then
          update monthly_usage set used = u + took where account_id = account_ids[i] and month = months[i];
        end if;
        used_after[i] := u + took;
        granted[i] := took;
      end loop;
    end
    $$`.execute(db);
}
