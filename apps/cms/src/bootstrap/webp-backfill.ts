import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { addAdminRoutes, pluginService } from '../strapi-helpers';
import { WEBP_FORMAT_PREFIX, WEBP_SOURCE_MIMES } from '../image-alt';
import { webpVariants } from './webp-variants';

/**
 * The WebP variants of JPEG and PNG files that have none (docs/decisions/0044): files uploaded before
 * the variants existed, or while sharp failed. Made by the code of the upload (webpVariants: the same
 * widths and quality), stored through the upload provider (local folder, S3, a CDN), then added to the
 * file's `formats`. Run by every CMS instance in the background after its start (MEDIA_WEBP_BACKFILL,
 * default on), and on demand by the admin route `POST /media-webp/backfill` (`npm run media:webp`).
 *
 * One file at a time. Several instances on one database: each file is claimed first, in the table
 * `media_webp_claims` (one row per file, taken by a conditional UPDATE that only one instance can win;
 * a claim older than CLAIM_LEASE_MS is taken over, so a crashed instance delays a file, never blocks
 * it). The variants of a run are named with the run's own stamp (`webp_1080_<hash>_<stamp>.webp`), so
 * two runs never write the same object, and the work of a run that did not get written to the file's
 * record is deleted. A written file emits `media.update`, so the site servers drop their cached pages. A file whose variants cannot be made is logged, marked failed for that content
 * (its hash) and skipped; a replaced file (same hash) gets its variants from the upload path anyway.
 */

const CLAIMS_TABLE = 'media_webp_claims';
const CLAIM_LEASE_MS = 10 * 60_000;
/** Seconds after the start before the background pass (the start's own work first). */
const START_DELAY_MS = 15_000;
/** The name of the background pass in Strapi's cron (`strapi.cron.jobs`). */
const BACKFILL_JOB = 'media-webp-backfill';
/** Pause between two files of the background pass: the CMS keeps answering. */
const PAUSE_MS = 500;
const FILE_UID = 'plugin::upload.file';

type Knex = Core.Strapi['db']['connection'];

interface FileRow {
  id: number;
  name: string;
  hash: string;
  ext: string | null;
  mime: string;
  url: string;
  provider: string;
  formats: unknown;
}

interface StoredFormat extends Record<string, unknown> {
  url?: string;
  hash?: string;
  ext?: string;
}

interface BackfillResult {
  /** Files given their WebP variants: id, name and the variants' keys. */
  done: Array<{ id: number; name: string; formats: string[] }>;
  /** Files whose variants could not be made (logged; not tried again until the file changes). */
  failed: Array<{ id: number; name: string; error: string }>;
  /** Files another run (another instance) is working on. */
  busy: number[];
  /** Files still without variants after this run (not counting failed or busy ones). */
  remaining: number;
}

/** Whether MEDIA_WEBP_BACKFILL leaves the background pass on (default on). */
function backfillEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.MEDIA_WEBP_BACKFILL?.trim().toLowerCase();
  if (!raw) return true;
  if (['true', '1', 'on', 'yes'].includes(raw)) return true;
  if (['false', '0', 'off', 'no'].includes(raw)) return false;
  throw new Error(`MEDIA_WEBP_BACKFILL: true or false, not "${env.MEDIA_WEBP_BACKFILL}"`);
}

function parseFormats(raw: unknown): Record<string, StoredFormat> {
  if (typeof raw === 'string') {
    try {
      return (JSON.parse(raw) as Record<string, StoredFormat> | null) ?? {};
    } catch {
      return {};
    }
  }
  return raw && typeof raw === 'object' ? (raw as Record<string, StoredFormat>) : {};
}

const hasWebp = (formats: Record<string, StoredFormat>) => Object.keys(formats).some((k) => k.startsWith(WEBP_FORMAT_PREFIX));

/** Creates the claims table when missing (every start; two instances at once: the second finds it). */
async function ensureClaimsTable(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable(CLAIMS_TABLE)) return;
  try {
    await knex.schema.createTable(CLAIMS_TABLE, (t) => {
      t.integer('file_id').primary();
      t.string('hash', 255).notNullable().defaultTo('');
      // idle | working | failed
      t.string('state', 10).notNullable().defaultTo('idle');
      t.bigInteger('at').notNullable().defaultTo(0);
      t.string('run', 40).notNullable().defaultTo('');
    });
  } catch (error) {
    if (!(await knex.schema.hasTable(CLAIMS_TABLE))) throw error;
  }
}

function fileTable(strapi: Core.Strapi): string {
  return (strapi.db.metadata.get(FILE_UID) as { tableName: string }).tableName;
}

/** JPEG and PNG files of the configured provider without WebP variants, oldest first. */
async function candidates(strapi: Core.Strapi): Promise<FileRow[]> {
  const provider = (strapi.config.get('plugin::upload') as { provider?: string }).provider ?? 'local';
  const rows = (await strapi.db
    .connection(fileTable(strapi))
    .select('id', 'name', 'hash', 'ext', 'mime', 'url', 'provider', 'formats')
    .whereIn('mime', [...WEBP_SOURCE_MIMES])
    .orderBy('id', 'asc')) as FileRow[];
  return rows.filter((r) => (r.provider ?? provider) === provider && !hasWebp(parseFormats(r.formats)));
}

type Claim = { kind: 'claimed'; at: number } | { kind: 'busy' } | { kind: 'failed' };

/** Takes the file for this run: exactly one run wins a free (or expired) claim. */
async function claim(knex: Knex, file: FileRow, run: string, now: number): Promise<Claim> {
  await knex(CLAIMS_TABLE).insert({ file_id: file.id, hash: '', state: 'idle', at: 0, run: '' }).onConflict('file_id').ignore();
  const row = (await knex(CLAIMS_TABLE).where({ file_id: file.id }).first()) as
    | { hash: string; state: string; at: string | number; run: string }
    | undefined;
  if (!row) return { kind: 'busy' };
  const sameContent = row.hash === file.hash;
  if (row.state === 'failed' && sameContent) return { kind: 'failed' };
  if (row.state === 'working' && sameContent && Number(row.at) > now - CLAIM_LEASE_MS) return { kind: 'busy' };
  const changed = await knex(CLAIMS_TABLE)
    .where({ file_id: file.id, state: row.state, hash: row.hash, run: row.run, at: row.at })
    .update({ state: 'working', hash: file.hash, at: now, run });
  return Number(changed) === 1 ? { kind: 'claimed', at: now } : { kind: 'busy' };
}

/** Whether this run still holds the claim (a run slower than the lease has lost it). */
async function stillOurs(knex: Knex, fileId: number, run: string): Promise<boolean> {
  const row = (await knex(CLAIMS_TABLE).where({ file_id: fileId, run, state: 'working' }).first()) as unknown;
  return Boolean(row);
}

/** The original's bytes: from the local provider's folder, else from its (absolute) address. */
async function originalBytes(strapi: Core.Strapi, file: FileRow): Promise<Buffer> {
  if (file.url.startsWith('/')) {
    return readFile(join(strapi.dirs.static.public, decodeURIComponent(file.url.split('?')[0] ?? '')));
  }
  const res = await fetch(file.url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${file.url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

interface ProviderService {
  upload: (file: Record<string, unknown>) => Promise<void>;
}
interface Provider {
  delete: (file: Record<string, unknown>) => Promise<unknown>;
}

/** What the record keeps of a stored variant (no stream nor buffer). */
function stored(file: Record<string, unknown>): StoredFormat {
  const { getStream: _g, stream: _s, buffer: _b, filepath: _f, ...rest } = file;
  return rest;
}

/** Makes, stores and records the WebP variants of one claimed file. */
async function backfillFile(strapi: Core.Strapi, knex: Knex, file: FileRow, run: string): Promise<string[]> {
  const input = await originalBytes(strapi, file);
  // Ten hex digits, like Strapi's own hash suffix: the site's /uploads/ proxy caches such names as immutable.
  const stamp = run.slice(0, 10);
  const variants = await webpVariants(input, file.name, `${file.hash}_${stamp}`);
  if (variants.length === 0) throw new Error('no width (not a readable image)');
  const providerService = pluginService<ProviderService>(strapi, 'upload', 'provider');
  const provider: Provider = strapi.plugin('upload').provider;
  const uploaded: StoredFormat[] = [];
  const discard = async () => {
    for (const f of uploaded) await provider.delete(f).catch(() => undefined);
  };
  const formats: Record<string, StoredFormat> = {};
  try {
    for (const { key, file: variant } of variants) {
      await providerService.upload(variant);
      const kept = stored(variant);
      uploaded.push(kept);
      formats[key] = kept;
    }
  } catch (error) {
    await discard();
    throw error;
  }
  // Written only if this run still holds the file and nothing gave it variants meanwhile (a replace).
  const table = fileTable(strapi);
  const current = (await knex(table).select('hash', 'formats').where({ id: file.id }).first()) as
    | { hash: string; formats: unknown }
    | undefined;
  const now = current ? parseFormats(current.formats) : {};
  if (!current || current.hash !== file.hash || hasWebp(now) || !(await stillOurs(knex, file.id, run))) {
    await discard();
    return [];
  }
  const changed = await knex(table)
    .where({ id: file.id, hash: file.hash })
    .update({ formats: JSON.stringify({ ...now, ...formats }) });
  if (Number(changed) !== 1) {
    await discard();
    return [];
  }
  // As an edit in the media library: every site server drops its cached pages (bootstrap/webhooks.ts).
  await strapi.eventHub.emit('media.update', { media: { id: file.id, name: file.name, formats: Object.keys(formats) } });
  return Object.keys(formats);
}

/**
 * One pass: up to `limit` files without WebP variants get them, one after the other. Errors are
 * logged and the file skipped; the pass itself never throws for one file.
 */
async function runBackfill(strapi: Core.Strapi, limit = Number.POSITIVE_INFINITY, pauseMs = 0): Promise<BackfillResult> {
  const knex = strapi.db.connection;
  await ensureClaimsTable(knex);
  const result: BackfillResult = { done: [], failed: [], busy: [], remaining: 0 };
  const run = randomUUID().replaceAll('-', '');
  const files = await candidates(strapi);
  let worked = 0;
  for (const file of files) {
    if (worked >= limit) {
      result.remaining++;
      continue;
    }
    const taken = await claim(knex, file, run, Date.now());
    if (taken.kind === 'busy') {
      result.busy.push(file.id);
      continue;
    }
    if (taken.kind === 'failed') continue;
    worked++;
    try {
      const keys = await backfillFile(strapi, knex, file, run);
      await knex(CLAIMS_TABLE).where({ file_id: file.id, run }).delete();
      if (keys.length > 0) {
        result.done.push({ id: file.id, name: file.name, formats: keys });
        strapi.log.info(`[media] WebP variants added to ${file.name} (#${file.id}): ${keys.join(', ')}`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.failed.push({ id: file.id, name: file.name, error: message });
      strapi.log.warn(`[media] no WebP variants for ${file.name} (#${file.id}): ${message}; skipped until the file is replaced`);
      await knex(CLAIMS_TABLE)
        .where({ file_id: file.id, run })
        .update({ state: 'failed', at: Date.now() })
        .catch(() => undefined);
    }
    if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
  }
  return result;
}

/** The background pass after the start (src/index.ts bootstrap), unless MEDIA_WEBP_BACKFILL=false. */
export function startWebpBackfill(strapi: Core.Strapi): void {
  if (!backfillEnabled()) return;
  const task = () =>
    runBackfill(strapi, Number.POSITIVE_INFINITY, PAUSE_MS)
      .then((r) => {
        if (r.done.length || r.failed.length || r.busy.length)
          strapi.log.info(
            `[media] WebP backfill: ${r.done.length} file(s) given variants, ${r.failed.length} failed, ${r.busy.length} left to another instance`,
          );
      })
      .catch((error) => strapi.log.error(`[media] WebP backfill: ${error instanceof Error ? error.message : String(error)}`));
  // Once, START_DELAY_MS after the start, in Strapi's cron (a date: one run).
  strapi.cron.add({ [BACKFILL_JOB]: { task, options: new Date(Date.now() + START_DELAY_MS) } });
}

interface Ctx {
  query: Record<string, unknown>;
  body: unknown;
  badRequest: (message: string) => unknown;
}

/** Register phase: `POST /media-webp/backfill?limit=N` (default 10, at most 100), for editors who may update media. */
export function registerWebpBackfillRoute(strapi: Core.Strapi): void {
  addAdminRoutes(strapi, [
    {
      method: 'POST',
      path: '/media-webp/backfill',
      handler: async (ctx: Ctx) => {
        const raw = ctx.query.limit;
        const limit = raw === undefined || raw === '' ? 10 : Number(raw);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) return ctx.badRequest('limit: a whole number from 1 to 100');
        ctx.body = await runBackfill(strapi, limit);
      },
      config: {
        policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: ['plugin::upload.assets.update'] } }],
      },
    },
  ]);
}
