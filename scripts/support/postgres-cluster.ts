/**
 * A throwaway PostgreSQL 15 server for one test file: initdb in a temp directory, a spare port,
 * fsync off; stop() removes every trace. As root the server runs as the `postgres` user
 * (PostgreSQL refuses root), otherwise as the current user.
 */
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);

/** Debian's postgresql-15 puts its server binaries here; POSTGRES_BIN overrides. */
const POSTGRES_BIN = process.env['POSTGRES_BIN'] ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** Superuser connection string, e.g. postgres://postgres@127.0.0.1:54999/postgres */
  url: string;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Server settings beyond the defaults, e.g. `{ shared_preload_libraries: 'pg_cron' }`. */
export type ServerSettings = Record<string, string>;

export async function startPostgresCluster(settings: ServerSettings = {}): Promise<PostgresCluster> {
  for (const binary of ['initdb', 'pg_ctl']) {
    if (!existsSync(join(POSTGRES_BIN, binary))) {
      throw new Error(
        `PostgreSQL 15's ${binary} is not in ${POSTGRES_BIN}. Install the server: apt-get install postgresql-15 ` +
          '(bash .ci/run does it), or set POSTGRES_BIN to the folder holding initdb and pg_ctl.',
      );
    }
  }
  const asRoot = process.getuid?.() === 0;
  const base = mkdtempSync(join(tmpdir(), 'contact-pg-'));
  const data = join(base, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(base, uid, gid);
  }
  const run = (binary: string, args: string[]) =>
    asRoot
      ? execFile('runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, binary), ...args])
      : execFile(join(POSTGRES_BIN, binary), args);

  const port = await sparePort();
  try {
    await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    const extra = Object.entries(settings)
      .map(([name, value]) => ` -c ${name}=${value}`)
      .join('');
    const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off${extra}`;
    await run('pg_ctl', ['-D', data, '-l', join(base, 'server.log'), '-o', options, '-w', '-t', '120', 'start']);
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(base, { recursive: true, force: true });
    },
  };
}
