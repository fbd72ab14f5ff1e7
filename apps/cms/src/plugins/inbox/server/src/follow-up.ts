/**
 * Working a lead (docs/decisions/0091): a note Sales write (`new_note`) is kept in the submission's
 * notes with its author and date, newest first, and the field emptied for the next one; each change
 * of status or owner is added to its status history the same way. Both read-only in the admin, kept
 * here by a document service middleware (the admin and the API go through it), in the firm's time zone.
 */
import type { Core } from '@strapi/strapi';
import { firmTimeZone } from '../../../../firm/settings';
import { localDateTime } from './inbox-table';
import { adminUsers, namesByEmail } from './owners';
import { INBOX } from './inbox';

type Row = Record<string, unknown>;
const LOG_MAX = 20_000;

/** Who is saving: the admin user's name, else their address, else "API". */
function author(strapi: Core.Strapi): string {
  const ctx = strapi.requestContext.get() as
    | { state?: { user?: { email?: unknown; firstname?: unknown; lastname?: unknown } } }
    | undefined;
  const user = ctx?.state?.user;
  const name = [user?.firstname, user?.lastname].filter((x) => typeof x === 'string' && x).join(' ');
  return name || (typeof user?.email === 'string' ? user.email : 'API');
}

const prepend = (line: string, log: unknown): string => `${line}\n${typeof log === 'string' ? log : ''}`.trim().slice(0, LOG_MAX);

/**
 * The lines a save adds: the note, and the status or owner change (null: nothing to add). An owner, an
 * admin user, by name (`names`: by e-mail in lower case; docs/decisions/0091).
 */
export function followUpLines(
  before: Row,
  data: Row,
  stamp: string,
  by: string,
  names: ReadonlyMap<string, string> = new Map(),
): { note: string | null; change: string | null } {
  const text = typeof data.new_note === 'string' ? data.new_note.trim() : '';
  const parts: string[] = [];
  const owner = (v: unknown): string => (typeof v === 'string' && v ? (names.get(v.toLowerCase()) ?? v) : '—');
  if ('lead_status' in data && (data.lead_status ?? null) !== (before.lead_status ?? null))
    parts.push(`${String(before.lead_status ?? '—')} → ${String(data.lead_status ?? '—')}`);
  if ('owner' in data && (data.owner || null) !== (before.owner || null))
    parts.push(`owner: ${owner(before.owner)} → ${owner(data.owner)}`);
  return {
    note: text ? `${stamp} · ${by}: ${text}` : null,
    change: parts.length ? `${stamp} · ${by} · ${parts.join(' · ')}` : null,
  };
}

/** Register phase: notes and the status history kept on each save of a submission. */
export function keepFollowUp(strapi: Core.Strapi): void {
  const uids = new Set<string>(Object.values(INBOX));
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown }).documentId;
    const data = (context.params as { data?: Row }).data;
    if (!uids.has(context.uid) || context.action !== 'update' || typeof documentId !== 'string' || !data) return next();
    const before = (await strapi.db.query(context.uid).findOne({
      where: { documentId },
      select: ['lead_status', 'owner', 'notes', 'status_history'],
    })) as Row | null;
    if (before) {
      const stamp = localDateTime(new Date(), await firmTimeZone(strapi));
      const names = 'owner' in data ? namesByEmail(await adminUsers(strapi)) : new Map<string, string>();
      const { note, change } = followUpLines(before, data, stamp, author(strapi), names);
      if (note) data.notes = prepend(note, before.notes);
      if (change) data.status_history = prepend(change, before.status_history);
    }
    if ('new_note' in data) data.new_note = null;
    return next();
  });
}
