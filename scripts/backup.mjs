#!/usr/bin/env node
/**
 * Backup and restore of the CMS (docs/decisions/0022): its database with the database's own tools
 * (SQLite's online backup API through the CMS's `better-sqlite3`; PostgreSQL's `pg_dump -Fc` /
 * `pg_restore`) and its uploads folder, in one .tar.gz. The database holds everything else: content,
 * the media library's records, the submissions (contacts, leads, document requests, chat
 * conversations) with their e-mail status, admin users and API tokens. Plain Node (no dev
 * dependency): it runs on a production install.
 *
 *   npm run backup [FILE]     default backups/cms-<UTC time>.tar.gz (the CMS may keep running)
 *   npm run restore FILE      into the configured database and uploads folder; stop the CMS first
 *
 * It reads the CMS's own configuration (README "Configuration"): DATABASE_URL or DATABASE_CLIENT=postgres
 * with DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD (and DATABASE_SCHEMA), else SQLite at
 * DATABASE_FILENAME or <CMS_DATA_DIR>/data.db; the uploads at <CMS_PUBLIC_DIR>/uploads. A backup is
 * restored into the same engine. The secrets (APP_KEYS, API_TOKEN_SALT, ENCRYPTION_KEY, …) are not in
 * it: the restored CMS needs the ones it was made with (the API tokens and encrypted values depend on
 * them); keep them apart from the backups.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CMS_DIR = join(ROOT, 'apps/cms');
const FORMAT = 1;

const env = process.env;
// The CMS resolves its paths from apps/cms (its working directory).
const fromCms = (p) => resolve(CMS_DIR, p);
const dataDir = fromCms(env.CMS_DATA_DIR || '.data');

/** Where the uploads are: CMS_PUBLIC_DIR as the CMS reads it; `npm start` puts them in the data folder. */
function uploadsDir() {
  if (env.CMS_PUBLIC_DIR) return join(fromCms(env.CMS_PUBLIC_DIR), 'uploads');
  const started = join(dataDir, 'public/uploads');
  return existsSync(started) ? started : join(CMS_DIR, 'public/uploads');
}

/** The database as config/database.ts reads it. */
function database() {
  const url = env.DATABASE_URL || '';
  const client = env.DATABASE_CLIENT || (url ? 'postgres' : 'sqlite');
  if (client === 'sqlite') return { client, file: fromCms(env.DATABASE_FILENAME || join(dataDir, 'data.db')) };
  if (client !== 'postgres') fail(`DATABASE_CLIENT must be sqlite or postgres, not ${client}`);
  const conn = url
    ? new URL(url)
    : {
        hostname: env.DATABASE_HOST || '127.0.0.1',
        port: env.DATABASE_PORT || '5432',
        pathname: `/${env.DATABASE_NAME || 'strapi'}`,
        username: env.DATABASE_USERNAME || 'strapi',
        password: env.DATABASE_PASSWORD || '',
      };
  return {
    client,
    args: [
      '-h',
      conn.hostname,
      '-p',
      String(conn.port || 5432),
      '-U',
      decodeURIComponent(conn.username),
      '-d',
      decodeURIComponent(conn.pathname.slice(1)),
    ],
    password: decodeURIComponent(conn.password),
    schema: env.DATABASE_SCHEMA || 'public',
  };
}

function fail(message) {
  console.error(`[backup] ${message}`);
  process.exit(1);
}

/** A PostgreSQL client tool: the newest installed server's copy (same major or newer), else PATH. */
function pgTool(name) {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], 'bin', name) : name;
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (r.error) fail(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) fail(`${cmd} ${args.join(' ')} failed (${r.status}): ${(r.stderr || r.stdout).trim()}`);
  return r.stdout;
}

function countFiles(dir) {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    n += statSync(p).isDirectory() ? countFiles(p) : 1;
  }
  return n;
}

async function backup(target) {
  const started = Date.now();
  const db = database();
  const file = resolve(target || join(ROOT, 'backups', `cms-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
  const work = mkdtempSync(join(tmpdir(), 'cms-backup-'));
  try {
    if (db.client === 'sqlite') {
      if (!existsSync(db.file)) fail(`no SQLite database at ${db.file} (CMS_DATA_DIR / DATABASE_FILENAME)`);
      // The online backup API: a consistent copy while the CMS keeps writing.
      const Database = createRequire(join(CMS_DIR, 'package.json'))('better-sqlite3');
      const source = new Database(db.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(join(work, 'database.sqlite'));
      } finally {
        source.close();
      }
    } else {
      run(pgTool('pg_dump'), [...db.args, '-Fc', '--no-owner', '--no-acl', '-n', db.schema, '-f', join(work, 'database.dump')], {
        env: { ...env, PGPASSWORD: db.password },
      });
    }
    const uploads = uploadsDir();
    mkdirSync(join(work, 'uploads'), { recursive: true });
    if (existsSync(uploads)) cpSync(uploads, join(work, 'uploads'), { recursive: true });
    const manifest = { format: FORMAT, created: new Date().toISOString(), database: db.client, uploads: countFiles(join(work, 'uploads')) };
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dirname(file), { recursive: true });
    run('tar', ['-czf', file, '-C', work, '.']);
    const size = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(
      `[backup] ${file}: ${db.client} database and ${manifest.uploads} upload files, ${size} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function restore(source) {
  if (!source) fail('usage: npm run restore FILE (a file made by npm run backup)');
  const file = resolve(source);
  if (!existsSync(file)) fail(`no such file: ${file}`);
  const started = Date.now();
  const db = database();
  const work = mkdtempSync(join(tmpdir(), 'cms-restore-'));
  try {
    run('tar', ['-xzf', file, '-C', work]);
    const manifestFile = join(work, 'manifest.json');
    if (!existsSync(manifestFile)) fail(`${file} is not a backup of this CMS (no manifest.json)`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (manifest.format !== FORMAT) fail(`unknown backup format ${manifest.format}`);
    if (manifest.database !== db.client) {
      fail(`the backup is of a ${manifest.database} database and the CMS is configured for ${db.client}: restore into the same engine`);
    }
    if (db.client === 'sqlite') {
      mkdirSync(dirname(db.file), { recursive: true });
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${db.file}${suffix}`, { force: true });
      cpSync(join(work, 'database.sqlite'), db.file);
    } else {
      // Replaces every table of the backup (an empty or seeded database alike).
      run(
        pgTool('pg_restore'),
        [...db.args, '--clean', '--if-exists', '--no-owner', '--no-acl', '--single-transaction', join(work, 'database.dump')],
        {
          env: { ...env, PGPASSWORD: db.password },
        },
      );
    }
    const uploads = uploadsDir();
    rmSync(uploads, { recursive: true, force: true });
    mkdirSync(uploads, { recursive: true });
    cpSync(join(work, 'uploads'), uploads, { recursive: true });
    console.log(
      `[restore] ${file} (made ${manifest.created}): ${db.client} database and ${manifest.uploads} upload files into ${uploads}, in ${((Date.now() - started) / 1000).toFixed(1)} s; start the CMS`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const [command, file] = process.argv.slice(2);
if (command === 'backup') await backup(file);
else if (command === 'restore') restore(file);
else fail('usage: node scripts/backup.mjs backup [FILE] | restore FILE');
