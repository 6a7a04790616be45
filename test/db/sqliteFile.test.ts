/**
 * The SQLite file holds every account's address and its keys' hashes: it is
 * created readable and writable by its owner alone (0600), and so are its
 * -wal and -shm files, which SQLite creates with the database file's mode.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';

const modeOf = (path: string): string => (statSync(path).mode & 0o777).toString(8);

test('a new SQLite database and its -wal and -shm files are created with mode 0600, whatever the umask', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tojeong-mode-'));
  const umask = process.umask(0o022);
  try {
    for (const mask of [0o022, 0o002, 0o000]) {
      process.umask(mask);
      const path = join(dir, `umask-${mask.toString(8)}`, 'tojeong.db');
      const db = await openDatabase(`sqlite:${path}`);
      try {
        await sql`insert into health_probe (id, checked_at) values (1, 'now') on conflict (id) do update set checked_at = excluded.checked_at`.execute(db.kysely);
        assert.deepEqual([modeOf(path), modeOf(`${path}-wal`), modeOf(`${path}-shm`)], ['600', '600', '600'], `umask ${mask.toString(8)}`);
      } finally {
        await db.close();
      }
    }
  } finally {
    process.umask(umask);
    rmSync(dir, { recursive: true, force: true });
  }
});
