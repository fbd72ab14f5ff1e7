import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreTemplate, saveTemplate, seedHash, templateDir } from './seed-template';
import { ROOT } from './stack';

type Db = { exec: (sql: string) => void; prepare: (sql: string) => { get: () => unknown }; close: () => void };
const Database = createRequire(join(ROOT, 'apps/cms/package.json'))('better-sqlite3') as new (file: string) => Db;

describe('seeded snapshot of a test stack (scripts/lib/seed-template.ts)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'seed-template-test-'));
    vi.stubEnv('SEED_TEMPLATE_DIR', join(root, 'templates'));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it('the hash changes with a secret given in the environment (the admin user is made with it)', () => {
    vi.stubEnv('ADMIN_PASSWORD', 'one');
    const one = seedHash();
    vi.stubEnv('ADMIN_PASSWORD', 'two');
    expect(seedHash()).not.toBe(one);
    vi.stubEnv('ADMIN_PASSWORD', 'one');
    expect(seedHash()).toBe(one);
  });

  it('saves the database, uploads and secrets of a data folder, and restores them into another', () => {
    const data = join(root, 'data');
    mkdirSync(join(data, 'public/uploads'), { recursive: true });
    mkdirSync(join(data, 'logs'));
    writeFileSync(join(data, 'public/uploads/a.png'), 'png');
    writeFileSync(join(data, 'secrets.json'), '{"ADMIN_PASSWORD":"x"}');
    writeFileSync(join(data, 'logs/cms.log'), 'log');
    const db = new Database(join(data, 'data.db'));
    db.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('seeded')");
    expect(restoreTemplate('h1', join(root, 'none'))).toBe(false);
    saveTemplate('h1', data);
    db.close();
    expect(existsSync(join(templateDir('h1'), 'logs'))).toBe(false);
    const copy = join(root, 'copy');
    expect(restoreTemplate('h1', copy)).toBe(true);
    expect(readFileSync(join(copy, 'public/uploads/a.png'), 'utf8')).toBe('png');
    expect(readFileSync(join(copy, 'secrets.json'), 'utf8')).toContain('ADMIN_PASSWORD');
    const restored = new Database(join(copy, 'data.db'));
    expect(restored.prepare('SELECT v FROM t').get()).toEqual({ v: 'seeded' });
    restored.close();
  });
});
