/**
 * SQLite on a full disk: a small tmpfs of the test's own holds the database,
 * and a filler file takes the rest of its space. Writes then fail (503
 * DATABASE_UNAVAILABLE, never a 500), health stops saying ok, and both come
 * back once the space is freed. Mounting needs root: without it the test is
 * skipped, saying so (the CI container runs as root).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openDatabase } from '../../src/db/database.js';
import { keyed, testApp } from '../http/helpers.js';
import { canMountDisk, fill, mountSmallDisk, unmountSmallDisk } from '../support/smallDisk.js';

test('a full disk under SQLite: writes 503 DATABASE_UNAVAILABLE, health not ok; both recover when space is freed', { skip: canMountDisk ? false : 'needs root to mount a small tmpfs' }, async () => {
  const mountPoint = mountSmallDisk('tojeong-fulldisk-');
  try {
    const db = await openDatabase(`sqlite:${join(mountPoint, 'full.db')}`);
    const logLines: string[] = [];
    const app = await testApp({ db, clock: { now: () => new Date() }, logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
    try {
      const health = () => app.inject({ method: 'GET', url: '/v1/health' });
      assert.equal((await health()).json().status, 'ok');
      fill(join(mountPoint, 'filler'));

      // Write until the disk refuses: new accounts and keys need new pages.
      let refused = null;
      for (let i = 0; i < 2000 && !refused; i++) {
        const res = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: `full-${i}-${'x'.repeat(50)}@example.com` }, remoteAddress: `10.${i >> 8}.${i & 255}.1` });
        if (res.statusCode !== 200) refused = res;
      }
      assert.ok(refused, 'a write was refused');
      assert.deepEqual([refused.statusCode, refused.json().error.code], [503, 'DATABASE_UNAVAILABLE'], refused.body);
      const sick = await health();
      console.log(`full disk: health ${sick.statusCode} ${sick.json().status}; database ${JSON.stringify(sick.json().dependencies.database)}`);
      assert.notEqual(sick.json().status, 'ok');
      assert.equal(sick.json().dependencies.database.status, 'down');
      // What went wrong is in the log, not in the anonymous answer (issue 45).
      assert.doesNotMatch(sick.json().dependencies.database.detail, /SQLITE_|disk/);
      assert.match(logLines.filter((line) => line.includes('health:')).join('\n'), /SQLITE_(FULL|IOERR)|disk is full|disk I\/O error/);

      rmSync(join(mountPoint, 'filler'));
      const written = await app.inject({ method: 'POST', url: '/v1/keys/request', payload: { email: 'after-full@example.com' }, remoteAddress: '10.250.0.1' });
      assert.equal(written.statusCode, 200, written.body);
      assert.equal((await keyed(app, { method: 'GET', url: '/v1/name/char/%E6%B4%AA' })).statusCode, 200);
      const well = await health();
      assert.deepEqual([well.statusCode, well.json().status, well.json().dependencies.database.status], [200, 'ok', 'ok']);
    } finally {
      await app.close();
      await db.close();
    }
  } finally {
    unmountSmallDisk(mountPoint);
  }
});
