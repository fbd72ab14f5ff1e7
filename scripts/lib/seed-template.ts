/**
 * A seeded data folder to start test stacks from (docs/decisions/0027: a faster suite). The CMS seeds an empty
 * database on its first start (apps/cms/src/bootstrap/seed.ts: every entry and upload, one
 * transaction) — most of a cold stack start. The first test stack of a given seed takes a snapshot
 * of its freshly seeded data folder (the SQLite file through `VACUUM INTO`, the uploads, the
 * secrets the admin user and API tokens were made with); later test stacks start from a copy. On
 * PostgreSQL the snapshot holds a dump of the database instead of the SQLite file (pg_dump while the
 * CMS runs; pg_restore into the new stack's empty database before its CMS starts).
 *
 * The snapshot is keyed by a hash of everything the seeded database depends on: the seed content,
 * the generated seed media, the CMS's source and configuration (the content model's schemas, the
 * seed code), its installed Strapi version, the database engine (and PostgreSQL's version), and any
 * secret given in the environment. A change of
 * any of them makes a new snapshot on the next run; older ones are removed (the five most recent
 * others stay, for other branches on the same machine). It lives in the
 * system's temporary folder (SEED_TEMPLATE_DIR to choose another), so worktrees and CI runs on one
 * machine share it. SEED_TEMPLATE=off seeds every time.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { dumpDatabase, type Postgres, postgresBin, restoreDatabase } from './postgres';
import { ROOT, SECRET_NAMES } from './stack';

/**
 * What the snapshot holds: the SQLite file (or, on PostgreSQL, the database's dump), the uploads, the
 * secrets. Logs, outboxes and tokens are left out.
 */
const DB_FILE = 'data.db';
const PG_DUMP = 'data.pgdump';
const KEPT = ['public', 'secrets.json'];
/** Snapshots of other hashes kept besides the current one (SQLite's and PostgreSQL's of a few branches). */
const KEEP_OTHERS = 5;

const templateRoot = () => process.env.SEED_TEMPLATE_DIR || join(tmpdir(), 'site-seed-templates');
export const templatesEnabled = () => process.env.SEED_TEMPLATE !== 'off' && !process.env.DATABASE_URL;

function hashTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name === 'node_modules' || name === 'dist' || name === 'build' || name.startsWith('.')) continue;
      hashTree(hash, join(path, name));
    }
    return;
  }
  hash.update(relative(ROOT, path));
  hash.update('\0');
  hash.update(readFileSync(path));
  hash.update('\0');
}

/**
 * The seed's hash: seed content + generated media + CMS source, config and Strapi version + given
 * secrets; for a PostgreSQL snapshot, the engine and its version too (a dump loads into its own version).
 */
export function seedHash(database: 'sqlite' | 'postgres' = 'sqlite'): string {
  const hash = createHash('sha256');
  for (const p of ['seed/content', 'seed/media/out', 'apps/cms/src', 'apps/cms/config', 'apps/cms/package.json'])
    hashTree(hash, join(ROOT, p));
  const strapi = join(ROOT, 'apps/cms/node_modules/@strapi/strapi/package.json');
  if (existsSync(strapi)) hash.update(String((JSON.parse(readFileSync(strapi, 'utf8')) as { version?: string }).version));
  for (const name of SECRET_NAMES) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  if (database === 'postgres') hash.update(`postgres ${postgresBin()}\0`);
  return hash.digest('hex').slice(0, 24);
}

/** The snapshot's folder for this hash (it may not exist yet). */
export const templateDir = (hash: string) => join(templateRoot(), hash);

/**
 * Copies the snapshot into an empty data folder (and, with `pg`, loads its dump into that empty
 * database); false when there is none for this hash.
 */
export function restoreTemplate(hash: string, dataDir: string, pg?: Postgres): boolean {
  const dir = templateDir(hash);
  if (!existsSync(join(dir, pg ? PG_DUMP : DB_FILE))) return false;
  mkdirSync(dataDir, { recursive: true });
  for (const name of KEPT) if (existsSync(join(dir, name))) cpSync(join(dir, name), join(dataDir, name), { recursive: true });
  if (pg) restoreDatabase(pg, join(dir, PG_DUMP));
  else cpSync(join(dir, DB_FILE), join(dataDir, DB_FILE));
  return true;
}

/**
 * Takes the snapshot of a running, freshly seeded CMS's data folder (SQLite's online copy, or with
 * `pg` a dump of its database: the running CMS keeps going), then removes snapshots of other hashes.
 * Another process taking the same snapshot at the same time is harmless: the first complete one stays.
 */
export function saveTemplate(hash: string, dataDir: string, pg?: Postgres): void {
  const root = templateRoot();
  const target = templateDir(hash);
  if (existsSync(target)) return;
  const staging = join(root, `.staging-${hash}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    for (const name of KEPT) if (existsSync(join(dataDir, name))) cpSync(join(dataDir, name), join(staging, name), { recursive: true });
    if (pg) dumpDatabase(pg, join(staging, PG_DUMP));
    else {
      // better-sqlite3 is the CMS's own SQLite driver (apps/cms's dependency, built for this Node).
      const Database = createRequire(join(ROOT, 'apps/cms/package.json'))('better-sqlite3') as new (
        file: string,
        options?: { readonly?: boolean },
      ) => { exec: (sql: string) => void; close: () => void };
      const db = new Database(join(dataDir, DB_FILE), { readonly: true });
      try {
        db.exec(`VACUUM INTO '${join(staging, DB_FILE).replaceAll("'", "''")}'`);
      } finally {
        db.close();
      }
    }
    try {
      renameSync(staging, target);
    } catch {
      // Another run saved the same snapshot first.
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  // Older snapshots go; a few recent ones stay for the other branches checked out on this machine.
  const others = readdirSync(root)
    .filter((name) => name !== hash && !name.startsWith('.staging-'))
    .map((name) => ({ name, at: statSync(join(root, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of others.slice(KEEP_OTHERS)) rmSync(join(root, name), { recursive: true, force: true });
}
