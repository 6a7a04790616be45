/**
 * A small disk of a test's own, to fill up: a 4 MiB tmpfs (mounting needs
 * root), a file that takes all its space, and the unmount. Used by the
 * full-disk test (test/db/fullDisk.test.ts) and the reliability suite's
 * silence check (test/reliability/silence.ts).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const canMountDisk = process.getuid?.() === 0;

/** Mounts a 4 MiB tmpfs on a new temporary directory and returns its path. */
export function mountSmallDisk(prefix: string): string {
  const mountPoint = mkdtempSync(join(tmpdir(), prefix));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint]);
  return mountPoint;
}

/** Writes zeros into `path` until the file system is full. */
export function fill(path: string): void {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(16 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

/** Unmounts (lazily, should a file still be open) and removes the mount point. */
export function unmountSmallDisk(mountPoint: string): void {
  execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
}
