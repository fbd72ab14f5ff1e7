/**
 * A throwaway PostgreSQL for tests: Debian's `postgresql` binaries (initdb, postgres) on a free
 * 127.0.0.1 port with a cluster in a temporary folder (no fsync: test data only), one database
 * created, everything stopped and removed by `stop`. As root, the cluster runs as the `postgres`
 * user (PostgreSQL refuses to run as root).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './stack';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE */
  url: string;
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** The folder of initdb and postgres: on PATH, else Debian's /usr/lib/postgresql/<newest>/bin. */
function binDir(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'initdb'))) return dir;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin/initdb'))) return join(root, v, 'bin');
  throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (Debian's package; .ci/run installs it)");
}

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export async function startPostgres(database = 'cms'): Promise<TestPostgres> {
  const bin = binDir();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    stdio: 'ignore',
    cwd: dir,
    ...user,
  });
  const port = await freePort();
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...user },
  );
  let log = '';
  child.stderr?.on('data', (c: Buffer) => {
    log = (log + c.toString()).slice(-4000);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGINT'); // fast shutdown
    });
  const psql = (sql: string, db = 'postgres') =>
    execFileSync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
  const started = Date.now();
  for (;;) {
    try {
      psql('select 1');
      break;
    } catch {
      if (child.exitCode !== null || Date.now() - started > 30_000) {
        await stop();
        throw new Error(`PostgreSQL did not come up on port ${port}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  psql(`create database "${database}"`);
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, process: child, stop };
}
