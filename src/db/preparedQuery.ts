/**
 * A query built and compiled by Kysely once, then run with new values. Kysely
 * rebuilds and recompiles a query on every call (about half the cost of a
 * primary-key look-up on SQLite); the few statements on the path of every keyed
 * request are compiled once here instead.
 *
 * The query is built with sentinel values; each compiled parameter must be one
 * of them, so values are put back in the order the compiler chose.
 */
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { SqliteSync } from './database.js';

export interface PreparedQuery<P, Row> {
  /** Through Kysely, on the pool. */
  run(values: P): Promise<Row[]>;
  /** Synchronously on the held SQLite connection (Db.sqliteSync). */
  runSync(sync: SqliteSync, values: P): Row[];
}

export function preparedQuery<DB, P extends Record<string, string | number>, Row>(
  db: Kysely<DB>,
  sentinels: P,
  build: (values: P) => Compilable<Row>,
): PreparedQuery<P, Row> {
  const compiled = build(sentinels).compile();
  const names = Object.keys(sentinels) as (keyof P)[];
  const slots = compiled.parameters.map((value) => {
    const name = names.find((n) => sentinels[n] === value);
    if (name === undefined) throw new Error(`preparedQuery: parameter ${String(value)} is not a sentinel in: ${compiled.sql}`);
    return name;
  });
  const parameters = (values: P) => slots.map((name) => values[name]);
  return {
    async run(values) {
      const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters(values)) as CompiledQuery<Row>);
      return result.rows;
    },
    runSync: (sync, values) => sync.query(compiled.sql, parameters(values)) as Row[],
  };
}
