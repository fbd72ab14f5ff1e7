import type { Core, Struct, UID } from '@strapi/strapi';
import { contentTypeSchemas, everySeconds } from '../../../../strapi-helpers';

/**
 * Scheduled publishing on the community edition (docs/decisions/0043). The pages, blog
 * posts, success cases and download cards have `publish_at` and `unpublish_at` (model.ts). Every
 * SCHEDULE_INTERVAL_SECONDS (default 20) each CMS instance looks for drafts whose time has come:
 * - `publish_at` due: the draft is published (as the editor's "Publish"), and the field is cleared;
 * - `unpublish_at` due: the published version is unpublished (the draft stays), and the field is
 *   cleared.
 * The editor's draft holds the schedule (what they saved), so a time set and saved without
 * publishing counts.
 *
 * Once with several instances sharing one database: an instance claims an entry's due action with a
 * conditional UPDATE that clears the field only where it still holds the value it read
 * (`UPDATE … SET publish_at = NULL WHERE id = ? AND publish_at = ?`); the database lets exactly one
 * of them change the row, and only that one publishes. The publish goes through the document service,
 * so it emits the same `entry.publish` / `entry.unpublish` events as the admin's button: the site's
 * cache drop (bootstrap/webhooks.ts), the slugs and past addresses follow as on a manual publish. A
 * publish that fails puts the time back, to be tried again at the next tick.
 */

type Field = 'publish_at' | 'unpublish_at';
interface Due {
  uid: UID.ContentType;
  table: string;
  id: number;
  documentId: string;
  raw: unknown;
}
type Model = Struct.ContentTypeSchema;

const DEFAULT_INTERVAL_SECONDS = 20;

/** The seconds between two looks, from SCHEDULE_INTERVAL_SECONDS (1–60). */
function scheduleInterval(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SCHEDULE_INTERVAL_SECONDS?.trim();
  if (!raw) return DEFAULT_INTERVAL_SECONDS;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 1 || n > 60) throw new Error(`SCHEDULE_INTERVAL_SECONDS: a number of seconds from 1 to 60, not "${raw}"`);
  return n;
}

/** The content types with a schedule: those with the `publish_at` field. */
export function scheduledTypes(strapi: Core.Strapi): Model[] {
  return Object.values(contentTypeSchemas(strapi)).filter(
    (m) => m.uid.startsWith('api::') && m.options?.draftAndPublish && 'publish_at' in m.attributes && 'unpublish_at' in m.attributes,
  );
}

/** A datetime as the database returned it (ISO text, milliseconds or a Date), in milliseconds. */
function toMillis(raw: unknown): number {
  if (raw instanceof Date) return raw.getTime();
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') return /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.NaN;
}

/** The drafts whose `field` is due at `now`. */
async function dueDrafts(strapi: Core.Strapi, model: Model, field: Field, now: number): Promise<Due[]> {
  const table = model.collectionName;
  if (!table) return [];
  const rows = (await strapi.db
    .connection(table)
    .select('id', 'document_id', field)
    .whereNull('published_at')
    .whereNotNull(field)) as Array<{ id: number; document_id: string } & Record<string, unknown>>;
  return rows
    .filter((r) => toMillis(r[field]) <= now)
    .map((r) => ({ uid: model.uid as UID.ContentType, table, id: r.id, documentId: r.document_id, raw: r[field] }));
}

/** Takes the action: true for exactly one instance (the conditional UPDATE changed the row). */
async function claim(strapi: Core.Strapi, due: Due, field: Field): Promise<boolean> {
  const changed = await strapi.db
    .connection(due.table)
    .where({ id: due.id, [field]: due.raw })
    .update({ [field]: null });
  return Number(changed) === 1;
}

/** Gives the time back after a failure (only if nobody set another one meanwhile). */
async function release(strapi: Core.Strapi, due: Due, field: Field): Promise<void> {
  await strapi.db
    .connection(due.table)
    .where({ id: due.id })
    .whereNull(field)
    .update({ [field]: due.raw });
}

interface TickResult {
  published: string[];
  unpublished: string[];
}

/** One look: publishes and unpublishes what is due (exported for the tests through the admin route). */
export async function runSchedule(strapi: Core.Strapi, now = Date.now()): Promise<TickResult> {
  const result: TickResult = { published: [], unpublished: [] };
  for (const model of scheduledTypes(strapi)) {
    for (const due of await dueDrafts(strapi, model, 'publish_at', now)) {
      if (!(await claim(strapi, due, 'publish_at'))) continue;
      try {
        await strapi.documents(due.uid).publish({ documentId: due.documentId });
        result.published.push(`${due.uid}:${due.documentId}`);
        strapi.log.info(`[schedule] published ${due.uid} ${due.documentId}`);
      } catch (error) {
        strapi.log.error(`[schedule] publishing ${due.uid} ${due.documentId} failed: ${String(error)}`);
        await release(strapi, due, 'publish_at');
      }
    }
    for (const due of await dueDrafts(strapi, model, 'unpublish_at', now)) {
      if (!(await claim(strapi, due, 'unpublish_at'))) continue;
      try {
        // The published copy has the same time (copied at publish): cleared too, so a publish later keeps none.
        await strapi.db
          .connection(due.table)
          .where({ document_id: due.documentId })
          .whereNotNull('published_at')
          .update({ unpublish_at: null });
        const published = await strapi.db
          .connection(due.table)
          .where({ document_id: due.documentId })
          .whereNotNull('published_at')
          .first('id');
        if (published) {
          await strapi.documents(due.uid).unpublish({ documentId: due.documentId });
          result.unpublished.push(`${due.uid}:${due.documentId}`);
          strapi.log.info(`[schedule] unpublished ${due.uid} ${due.documentId}`);
        }
      } catch (error) {
        strapi.log.error(`[schedule] unpublishing ${due.uid} ${due.documentId} failed: ${String(error)}`);
        await release(strapi, due, 'unpublish_at');
      }
    }
  }
  return result;
}

/** The name of the scheduled publishing job in Strapi's cron (`strapi.cron.jobs`). */
const SCHEDULE_JOB = 'editorial-schedule';

/**
 * Starts the job (src/index.ts bootstrap) in Strapi's cron; stopped with the CMS. The looks fall on the
 * clock's multiples of the interval (every 20 s: at :00, :20, :40), so every instance looks at the same
 * moments: a due action is contested by all of them each time and the claim alone decides who takes
 * it (the topology test runs two instances on one PostgreSQL and counts the publishes).
 */
export function startSchedule(strapi: Core.Strapi): void {
  const seconds = scheduleInterval();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runSchedule(strapi);
    } catch (error) {
      strapi.log.error(`[schedule] ${String(error)}`);
    } finally {
      running = false;
    }
  };
  strapi.cron.add({ [SCHEDULE_JOB]: { task: tick, options: { rule: everySeconds(seconds) } } });
  void tick();
  strapi.log.info(`[schedule] scheduled publishing: every ${seconds} s, on the clock's multiples of it`);
}
