/**
 * A throwaway PostgreSQL server for the tests (docs/decisions/0022): Debian's `postgresql` package
 * (`initdb`, `pg_ctl`), a new cluster in a temporary folder on a free 127.0.0.1 port, one database,
 * deleted with its folder when stopped. PostgreSQL refuses to run as root: as root (CI) the cluster
 * belongs to the `postgres` system user the package creates, and its commands run through
 * `runuser -u postgres`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './stack';

export interface Postgres {
  /** postgres://user:password@127.0.0.1:port/database */
  url: string;
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  stop: () => void;
}

/** The newest installed server's bin folder (PG_BIN overrides it). */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (Debian)');
  return join(root, versions[0], 'bin');
}

/** Starts a new cluster with one database and its owner (password authentication over TCP). */
export async function startPostgres(o: { database?: string } = {}): Promise<Postgres> {
  const bin = postgresBin();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const database = o.database ?? 'site';
  const user = 'site';
  const password = Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex');
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    const r = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  const stop = () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(`[postgres] stop: ${String(error)}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const pgUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const pgGid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, pgUid, pgGid);
    }
    chmodSync(dir, 0o700);
    const pwFile = join(dir, 'pw');
    writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (asRoot) chownSync(pwFile, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), 0);
    run('initdb', ['-D', data, '-U', user, '--pwfile', pwFile, '-A', 'scram-sha-256', '-E', 'UTF8', '--locale', 'C', '--no-sync']);
    rmSync(pwFile);
    // Loopback TCP only; the socket in the cluster's own folder; no fsync (a throwaway database).
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-t',
      '60',
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
    const createdb = spawnSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-O', user, database], {
      encoding: 'utf8',
      env: { ...process.env, PGPASSWORD: password },
    });
    if (createdb.status !== 0) throw new Error(`createdb failed: ${createdb.stderr}`);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    host: '127.0.0.1',
    port,
    database,
    user,
    password,
    stop,
  };
}

/** The CMS's environment for a database (config/database.ts). */
export function postgresEnv(pg: Postgres): Record<string, string> {
  return {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: pg.host,
    DATABASE_PORT: String(pg.port),
    DATABASE_NAME: pg.database,
    DATABASE_USERNAME: pg.user,
    DATABASE_PASSWORD: pg.password,
  };
}

/** Runs one of PostgreSQL's client programs against the database (password over loopback TCP); its output. */
export function client(pg: Postgres, program: string, args: string[]): string {
  const r = spawnSync(join(postgresBin(), program), ['-h', pg.host, '-p', String(pg.port), '-U', pg.user, ...args], {
    encoding: 'utf8',
    env: { ...process.env, PGPASSWORD: pg.password },
  });
  if (r.status !== 0) throw new Error(`${program} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** A consistent dump of the running database (pg_dump's custom format), without owners or grants. */
export function dumpDatabase(pg: Postgres, file: string): void {
  client(pg, 'pg_dump', ['-d', pg.database, '-F', 'c', '--no-owner', '--no-privileges', '-f', file]);
}

/** Loads such a dump into the (empty) database, its objects owned by the database's user. */
export function restoreDatabase(pg: Postgres, file: string): void {
  client(pg, 'pg_restore', ['-d', pg.database, '--no-owner', '--no-privileges', '--exit-on-error', file]);
}
