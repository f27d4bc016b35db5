import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
// Process ids only: configuration is read in config.ts.
import { kill, pid } from 'node:process';

/**
 * PGlite takes no lock on its data folder: a second process opening the same folder (another
 * server, a backup) starts its own PostgreSQL on the files and the folder is corrupted. So
 * whoever opens one holds `<folder>.lock`, naming its process; a holder that is gone is
 * replaced. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  // Written aside and linked into place, so that no one ever reads a lock without its process.
  const mine = `${lockFile}.${pid}`;
  writeFileSync(mine, String(pid));
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(mine, lockFile);
        return () => releaseIfOurs(lockFile);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(readFileSync(lockFile, 'utf8').trim());
        if (holder === pid || isRunning(holder)) {
          throw new Error(
            `The data folder ${dataDir} is in use by process ${holder}. Stop that process first (or remove ${lockFile} if it is not running).`,
          );
        }
        // Left by a process that ended without releasing it (killed, crashed).
        unlinkSync(lockFile);
      }
    }
  } finally {
    unlinkSync(mine);
  }
  throw new Error(`Could not lock the data folder ${dataDir}: another process keeps taking ${lockFile}.`);
}

function isRunning(holder: number): boolean {
  if (!Number.isInteger(holder) || holder <= 0) return false;
  try {
    kill(holder, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(lockFile: string) {
  try {
    if (Number(readFileSync(lockFile, 'utf8').trim()) === pid) unlinkSync(lockFile);
  } catch {
    // Already gone: nothing to release.
  }
}
