/**
 * Migration 0009: addresses stored before e-mail addresses were put in NFC
 * (src/accounts/email.ts) are rewritten in NFC, so the account stays the one
 * its owner reaches by either spelling — unless the NFC spelling has an account
 * of its own, which is left as it is (two accounts the operator may merge).
 * Run on each back end: the migration is undone in the migrations table,
 * addresses are written as an older service could have stored them, and the
 * database is opened again.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { BACKENDS } from '../support/storage.js';

const MIGRATION = '0009_accounts_email_nfc';

for (const backend of BACKENDS) {
  describe(`e-mail addresses in NFC on ${backend.name}`, () => {
    test('an address stored in NFD is rewritten in NFC when the NFC spelling has no account; a twin stays', async () => {
      const storage = await backend.open();
      try {
        const k = storage.db.kysely;
        const row = (id: string, email: string) => ({ id, email, plan: 'sandbox' as const, plan_expires_at: null, monthly_limit: null, per_minute_limit: null, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' });
        await k.insertInto('accounts').values([
          row('nfd', 'jose\u0301@example.com'),
          row('twin-nfd', 'rene\u0301@example.com'),
          row('twin-nfc', 'ren\u00e9@example.com'),
          row('ascii', 'kim@example.com'),
        ]).execute();
        // The database as a service before 0009 left it: the later migrations (0010, the held notices' columns) undone too,
        // as Kysely runs migrations only in order.
        await sql`delete from kysely_migration where name >= ${MIGRATION}`.execute(k);
        await k.schema.dropIndex('payments_by_notice_due').execute();
        for (const column of ['hold_notice_at', 'hold_notice_due_at', 'requested_by']) await k.schema.alterTable('payments').dropColumn(column).execute();
        const reopened = await openDatabase(storage.databaseUrl);
        const rows = await reopened.kysely.selectFrom('accounts').select(['id', 'email']).orderBy('id').execute();
        await reopened.close();
        assert.deepEqual(rows, [
          { id: 'ascii', email: 'kim@example.com' },
          { id: 'nfd', email: 'jos\u00e9@example.com' },
          { id: 'twin-nfc', email: 'ren\u00e9@example.com' },
          { id: 'twin-nfd', email: 'rene\u0301@example.com' },
        ]);
      } finally {
        await storage.cleanup();
      }
    });
  });
}
