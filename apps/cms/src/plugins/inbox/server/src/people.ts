/**
 * People (docs/decisions/0091): one `person` per e-mail address, ignoring case, gathering that
 * address's contacts, leads and document requests (newest first) and the chat conversations its
 * contacts were sent from, with the first and last touch, the campaigns and the status of the newest
 * submission. Kept by the CMS: after each submission is stored or its status changes, and at start
 * for the submissions stored before. A content type, so the admin lists, sorts, filters and searches
 * people like any inbox, each submission links to its person and the person to each.
 */
import type { Core } from '@strapi/strapi';
import { CONVERSATION, INBOX, PERSON } from './inbox';

type Row = Record<string, unknown>;
type Kind = keyof typeof INBOX;
/** The person's relation of each kind of submission. */
const RELATION: Record<Kind, string> = { contact: 'contacts', lead: 'leads', 'download-request': 'download_requests' };
const KINDS = Object.keys(INBOX) as Kind[];

const time = (v: unknown): number => (typeof v === 'string' || v instanceof Date ? new Date(v).getTime() : Number.NaN);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Gathers, or regathers, the person of `email`; deletes them when nothing of theirs is left. */
async function syncPerson(strapi: Core.Strapi, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if (!address) return;
  const found: Array<{ kind: Kind; row: Row }> = [];
  for (const kind of KINDS) {
    const rows = (await strapi.db.query(INBOX[kind]).findMany({ where: { email: { $eqi: address } } })) as Row[];
    for (const row of rows) found.push({ kind, row });
  }
  const existing = (await strapi.db.query(PERSON).findOne({ where: { email: address } })) as Row | null;
  if (found.length === 0) {
    if (existing) await strapi.db.query(PERSON).delete({ where: { id: existing.id } });
    return;
  }
  found.sort((a, b) => time(b.row.createdAt) - time(a.row.createdAt) || Number(b.row.id) - Number(a.row.id));
  const conversationIds = [...new Set(found.map((f) => text(f.row.chat_conversation)).filter(Boolean))];
  const conversations = conversationIds.length
    ? ((await strapi.db.query(CONVERSATION).findMany({
        where: { idConversation: { $in: conversationIds } },
        select: ['id', 'createdAt', 'updatedAt'],
        orderBy: { createdAt: 'desc' },
      })) as Row[])
    : [];
  const touches = [
    ...found.map((f) => time(f.row.createdAt)),
    ...conversations.flatMap((c) => [time(c.createdAt), time(c.updatedAt)]),
  ].filter((t) => !Number.isNaN(t));
  const newest = found[0]?.row ?? {};
  const named = found.find((f) => text(f.row.name) || text(f.row.user_name))?.row ?? {};
  const name = [text(named.name) || text(named.user_name), text(named.last_name)].filter(Boolean).join(' ');
  const company = text(found.find((f) => text(f.row.company))?.row.company);
  const campaigns = [...new Set(found.map((f) => text(f.row.utm_campaign)).filter(Boolean))].join(', ').slice(0, 255);
  const data: Row = {
    email: address,
    name: name.slice(0, 200) || null,
    company: company || null,
    lead_status: newest.lead_status ?? 'new',
    // Their owner (docs/decisions/0091): that of the newest submission that has one.
    owner: text(found.find((f) => text(f.row.owner))?.row.owner) || null,
    submissions_count: found.length,
    first_touch: new Date(Math.min(...touches)),
    last_touch: new Date(Math.max(...touches)),
    campaigns: campaigns || null,
    conversations: conversations.map((c) => c.id),
  };
  for (const kind of KINDS) data[RELATION[kind]] = found.filter((f) => f.kind === kind).map((f) => f.row.id);
  if (existing) await strapi.db.query(PERSON).update({ where: { id: existing.id }, data });
  else await strapi.db.query(PERSON).create({ data });
}

const uids = new Set<string>(Object.values(INBOX));

/** Register phase: a submission changed (its status) or deleted in the admin or the API regathers its person. */
export function registerPeople(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown }).documentId;
    if (!uids.has(context.uid) || !['update', 'delete'].includes(context.action) || typeof documentId !== 'string') return next();
    const before = (await strapi.db.query(context.uid).findOne({ where: { documentId }, select: ['email'] })) as Row | null;
    const result = await next();
    if (typeof before?.email === 'string') await syncPerson(strapi, before.email);
    return result;
  });
}

/** Bootstrap phase: each stored submission gathers its person; and, at start, the ones stored before. */
export async function keepPeople(strapi: Core.Strapi): Promise<void> {
  strapi.db.lifecycles.subscribe({
    models: [...uids],
    async afterCreate(event) {
      const email = (event.result as Row | undefined)?.email;
      if (typeof email === 'string') await syncPerson(strapi, email);
    },
  });
  // The submissions of no one yet: stored before people existed.
  const pending = new Set<string>();
  for (const kind of KINDS) {
    const rows = (await strapi.db.query(INBOX[kind]).findMany({ where: { person: { id: { $null: true } } }, select: ['email'] })) as Row[];
    for (const row of rows) if (typeof row.email === 'string') pending.add(row.email.trim().toLowerCase());
  }
  // And the owned submissions of people without an owner: gathered before people had one.
  for (const kind of KINDS) {
    const rows = (await strapi.db.query(INBOX[kind]).findMany({
      where: { owner: { $notNull: true, $ne: '' }, person: { owner: { $null: true } } },
      select: ['email'],
    })) as Row[];
    for (const row of rows) if (typeof row.email === 'string') pending.add(row.email.trim().toLowerCase());
  }
  for (const email of pending) await syncPerson(strapi, email);
  if (pending.size) strapi.log.info(`[people] ${pending.size} person(s) gathered from earlier submissions`);
}
