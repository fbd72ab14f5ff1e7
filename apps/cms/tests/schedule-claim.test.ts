/**
 * The schedule job's claim (docs/decisions/0043) at the database level: two "instances" — each its
 * own connection pool, as two CMS processes have — run the job's look at the same moment over the
 * same due drafts, and every draft is published exactly once. On the stack's PostgreSQL in
 * `npm run test:pg` (a table of its own), else on a throwaway SQLite file. The job's code is the
 * CMS's (runSchedule); only the document service is a recorder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runSchedule } from '../src/plugins/editorial/server/src/schedule';

const stack = inject('stack');
const TABLE = `schedule_claim_${Date.now().toString(36)}`;
const UID = 'api::claim-test.claim-test';
const DRAFTS = 40;
const dir = mkdtempSync(join(tmpdir(), 'schedule-claim-'));
const pg = stack.database === 'postgres' && stack.databaseUrl;

const connect = (): Knex =>
  pg
    ? knexFactory({ client: 'pg', connection: stack.databaseUrl, pool: { min: 1, max: 4 } })
    : knexFactory({ client: 'better-sqlite3', connection: { filename: join(dir, 'claim.db') }, useNullAsDefault: true });

const pools: Knex[] = [];
afterAll(async () => {
  await pools[0]?.schema.dropTableIfExists(TABLE);
  for (const k of pools) await k.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A CMS instance as the job sees it: the content type, the database, a document service that records. */
function instance(knex: Knex, published: string[]): Core.Strapi {
  const model = {
    uid: UID,
    collectionName: TABLE,
    options: { draftAndPublish: true },
    attributes: { publish_at: { type: 'datetime' }, unpublish_at: { type: 'datetime' } },
  };
  const documents = () => ({
    publish: async ({ documentId }: { documentId: string }) => {
      // A publish takes time: the other instance looks meanwhile.
      await new Promise((r) => setTimeout(r, 5));
      published.push(documentId);
    },
    unpublish: async () => undefined,
  });
  return {
    contentTypes: { [UID]: model },
    db: { connection: knex },
    documents,
    log: { info: () => undefined, error: () => undefined, warn: () => undefined },
  } as unknown as Core.Strapi;
}

describe(`the schedule's claim (${pg ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('two instances looking at once publish every due draft exactly once, and nothing not yet due', async () => {
    pools.push(connect(), connect());
    const [a, b] = pools as [Knex, Knex];
    await a.schema.createTable(TABLE, (t) => {
      t.increments('id');
      t.string('document_id');
      t.datetime('published_at').nullable();
      t.datetime('publish_at').nullable();
      t.datetime('unpublish_at').nullable();
    });
    const now = Date.now();
    const due = new Date(now - 1000);
    const later = new Date(now + 3_600_000);
    await a(TABLE).insert([
      ...Array.from({ length: DRAFTS }, (_, i) => ({ document_id: `due${i}`, publish_at: due })),
      { document_id: 'later', publish_at: later },
    ]);
    const byA: string[] = [];
    const byB: string[] = [];
    await Promise.all([runSchedule(instance(a, byA), now), runSchedule(instance(b, byB), now)]);
    const all = [...byA, ...byB].sort();
    expect(all).toEqual(Array.from({ length: DRAFTS }, (_, i) => `due${i}`).sort());
    expect(new Set(all).size).toBe(DRAFTS);
    // The due times are cleared; the later one is still there.
    expect(await a(TABLE).whereNotNull('publish_at').pluck('document_id')).toEqual(['later']);
    console.log(`[schedule claim] ${pg ? 'postgres' : 'sqlite'}: instance A published ${byA.length}, B ${byB.length}`);
  });
});
