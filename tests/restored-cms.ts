/**
 * A copy of the stack's CMS as a backup gives it (docs/decisions/0022; scripts/backup.mjs): its
 * database (SQLite or PostgreSQL, as the stack runs) and uploads, restored into a new data folder (and
 * a new database on PostgreSQL), then started with the stack's secrets. For the backup test and the
 * upgrade test (apps/cms/tests/upgrade.test.ts: an installation of before, started with today's code).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { postgresBin } from '../scripts/lib/postgres';
import { freePort, ROOT, startCmsServer, stackSecrets, stopProcess } from '../scripts/lib/stack';
import type { StackInfo } from '../scripts/lib/test-stack';

/** The environment scripts/backup.mjs reads for a CMS: its data folder, uploads and database. */
export function cmsEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_DATA_DIR: dataDir, CMS_PUBLIC_DIR: join(dataDir, 'public') };
  for (const k of Object.keys(env)) if (k.startsWith('DATABASE_')) delete env[k];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/** Runs scripts/backup.mjs (`backup FILE` or `restore FILE`); its output. */
export function backupScript(args: string[], env: NodeJS.ProcessEnv): string {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/backup.mjs'), ...args], { encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`backup.mjs ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** A new empty database in the stack's PostgreSQL cluster. */
function newDatabase(url: string): string {
  const u = new URL(url);
  const name = `restored_${randomUUID().slice(0, 8)}`;
  const r = spawnSync(join(postgresBin(), 'createdb'), ['-h', u.hostname, '-p', u.port, '-U', decodeURIComponent(u.username), name], {
    encoding: 'utf8',
    env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) },
  });
  if (r.status !== 0) throw new Error(`createdb: ${r.stderr}`);
  u.pathname = `/${name}`;
  return u.toString();
}

interface RestoredCopy {
  dataDir: string;
  /** Its PostgreSQL database (postgres stacks only). */
  databaseUrl?: string;
  /** Starts a CMS on it (no seed), with the stack's secrets; stopped by `cleanups`. */
  start: () => Promise<string>;
}

/**
 * Restores the backup `archive` (made by `backupScript(['backup', archive], …)`) into `dataDir` (and a
 * new database on PostgreSQL). `cleanups` receives what stops the started CMS.
 */
export function restoreCopy(
  stack: StackInfo,
  archive: string,
  dataDir: string,
  logDir: string,
  cleanups: Array<() => Promise<void> | void>,
): RestoredCopy {
  const databaseUrl = stack.databaseUrl ? newDatabase(stack.databaseUrl) : undefined;
  backupScript(['restore', archive], cmsEnv(dataDir, databaseUrl));
  return {
    dataDir,
    databaseUrl,
    start: async () => {
      const cms = await startCmsServer({
        dataDir,
        port: await freePort(),
        secrets: stackSecrets(stack.dataDir),
        env: { CMS_SEED: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        logDir,
        quiet: true,
        onStart: (child) => cleanups.push(() => stopProcess(child)),
      });
      return cms.url;
    },
  };
}
