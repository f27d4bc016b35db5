import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for the API suite. initdb refuses to run as root, so the
 * server runs as an unprivileged user made for it.
 */
const PG_USER = 'pgtest';

export function findPostgresBin(): string | undefined {
  const candidates = (process.env.PATH ?? '').split(':');
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

export interface PostgresServer {
  /** A connection URL for database `name` on this server. */
  url(name: string): string;
  stop(): void;
}

export function startPostgres(bin: string): PostgresServer {
  const root = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  const port = 20000 + Math.floor(Math.random() * 20000);
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['-u', PG_USER]).status !== 0) execFileSync('useradd', ['-M', PG_USER]);
  if (asRoot) execFileSync('chown', ['-R', `${PG_USER}:${PG_USER}`, root]);
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', PG_USER, '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${socketDir} -c fsync=off -c max_connections=300`,
    '-l',
    path.join(root, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: (name) => `postgres://postgres@localhost/${name}?host=${encodeURIComponent(socketDir)}&port=${port}`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
