/**
 * The seeded snapshot on PostgreSQL (scripts/lib/seed-template.ts): a dump of a running database,
 * loaded into another cluster's empty database, with the data folder's uploads and secrets. Two
 * throwaway clusters of Debian's `postgresql` (scripts/lib/postgres.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, type Postgres, startPostgres } from '../scripts/lib/postgres';
import { restoreTemplate, saveTemplate, seedHash, templateDir } from '../scripts/lib/seed-template';

/** One SQL statement's result, unaligned, through the database's own client. */
const psql = (pg: Postgres, sql: string): string => client(pg, 'psql', ['-d', pg.database, '-At', '-c', sql]).trim();

describe('seeded snapshot of a test stack on PostgreSQL', () => {
  let root: string;
  const clusters: Postgres[] = [];
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'seed-template-pg-test-'));
    vi.stubEnv('SEED_TEMPLATE_DIR', join(root, 'templates'));
  });
  afterAll(() => {
    for (const pg of clusters) pg.stop();
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it('has a hash of its own: a dump is not an SQLite file', () => {
    expect(seedHash('postgres')).not.toBe(seedHash('sqlite'));
    expect(seedHash('postgres')).toBe(seedHash('postgres'));
  });

  it('dumps the running database with the folder, and loads it into another cluster before its CMS starts', async () => {
    const one = await startPostgres();
    clusters.push(one);
    psql(one, "CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('seeded'), ('twice')");
    const data = join(root, 'data');
    mkdirSync(join(data, 'public/uploads'), { recursive: true });
    mkdirSync(join(data, 'logs'));
    writeFileSync(join(data, 'public/uploads/a.png'), 'png');
    writeFileSync(join(data, 'secrets.json'), '{"ADMIN_PASSWORD":"x"}');
    writeFileSync(join(data, 'logs/cms.log'), 'log');

    const two = await startPostgres();
    clusters.push(two);
    expect(restoreTemplate('p1', join(root, 'none'), two)).toBe(false);
    saveTemplate('p1', data, one);
    expect(existsSync(join(templateDir('p1'), 'logs'))).toBe(false);
    expect(existsSync(join(templateDir('p1'), 'data.db'))).toBe(false);

    const copy = join(root, 'copy');
    expect(restoreTemplate('p1', copy, two)).toBe(true);
    expect(psql(two, "SELECT string_agg(v, ',' ORDER BY v) FROM t")).toBe('seeded,twice');
    expect(psql(two, "SELECT tableowner FROM pg_tables WHERE tablename = 't'")).toBe(two.user);
    expect(readFileSync(join(copy, 'public/uploads/a.png'), 'utf8')).toBe('png');
    expect(readFileSync(join(copy, 'secrets.json'), 'utf8')).toContain('ADMIN_PASSWORD');
    // An SQLite stack finds no snapshot in it (no SQLite file).
    expect(restoreTemplate('p1', join(root, 'sqlite'))).toBe(false);
  });
});
