/**
 * The firm's inbox in the admin (docs/decisions/0037): contacts, leads and
 * document requests listed newest first with the columns sales work from, a readable title, a status
 * and an owner sales set while what the visitor sent stays read-only, the e-mail delivery fields
 * grouped at the end; the CSV export (admin route `GET /inbox/export`, permission `api::inbox.export`),
 * declared by the inbox plugin (index.ts).
 * All of it set from here at every start (content-manager configuration), not by hand in the admin.
 */
import type { Core } from '@strapi/strapi';
import { firmTimeZone } from '../../../../firm/settings';
import { type AdminLang, dayStart, inboxCsv } from './inbox-table';
import { adminUsers, namesByEmail } from './owners';
import { configLabel } from '../../../../bootstrap/field-labels';
import { type AdminRoute, contentTypeSchemas, pluginService, registerAdminActions } from '../../../../strapi-helpers';

export const INBOX = {
  contact: 'api::contact.contact',
  lead: 'api::lead.lead',
  'download-request': 'api::download-request.download-request',
} as const;
type InboxKind = keyof typeof INBOX;
const INBOX_KINDS = Object.keys(INBOX) as InboxKind[];
export const CONVERSATION = 'api::chatbot-conversation.chatbot-conversation';
const STATUSES = ['new', 'contacted', 'qualified', 'discarded'] as const;
/** The admin permission that lets a role export (Sales, super-admin). */
export const EXPORT_ACTION = 'api::inbox.export';
/** What sales may change on a submission (docs/decisions/0037, 0091); everything else is what the visitor sent, the CMS's or the outbox's. */
export const SALES_FIELDS = ['lead_status', 'owner', 'next_step', 'next_step_due', 'new_note'] as const;

type Row = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const isKind = (v: unknown): v is InboxKind => typeof v === 'string' && v in INBOX;

/** Where a submission came from: its campaign, else the referrer's host, else "direct". */
export function sourceOf(row: Row): string {
  const campaign = str(row.utm_campaign);
  const medium = [str(row.utm_source), str(row.utm_medium)].filter(Boolean).join(' / ');
  if (campaign) return `campaign: ${campaign}${medium ? ` (${medium})` : ''}`.slice(0, 255);
  if (medium) return `campaign: ${medium}`.slice(0, 255);
  const referrer = str(row.referrer);
  if (referrer) {
    try {
      return new URL(referrer).host.slice(0, 255);
    } catch {
      return referrer.slice(0, 255);
    }
  }
  return 'direct';
}

/** The entry's title in the admin: name and company; a document request's document title in the visitor's language. */
function entryTitle(kind: InboxKind, row: Row): string {
  const company = str(row.company);
  const join = (who: string) => (company ? `${who} — ${company}` : who);
  if (kind === 'contact') return join([str(row.name), str(row.last_name)].filter(Boolean).join(' ')).slice(0, 255);
  if (kind === 'lead') return join(str(row.name)).slice(0, 255);
  const card = (row.download_card ?? {}) as Row;
  const es = str(card.title_es);
  const en = str(card.title_en);
  const title = (row.language === 'es' ? es || en : en || es) || 'Document';
  const who = str(row.user_name) || str(row.email);
  return (who ? `${title} — ${who}` : title).slice(0, 255);
}

async function fillTitle(strapi: Core.Strapi, kind: InboxKind, id: unknown): Promise<void> {
  const uid = INBOX[kind];
  const row = (await strapi.db.query(uid).findOne({
    where: { id },
    ...(kind === 'download-request' ? { populate: { download_card: { select: ['title_es', 'title_en'] } } } : {}),
  })) as Row | null;
  if (!row) return;
  await strapi.db.query(uid).update({
    where: { id },
    data: { entry_title: entryTitle(kind, row), source: sourceOf(row), ...(row.lead_status ? {} : { lead_status: 'new' }) },
  });
}

/** Fills `entry_title` and `source` of every new submission, and of the ones stored before they existed. */
export async function fillInboxTitles(strapi: Core.Strapi): Promise<void> {
  const kindOf = new Map<string, InboxKind>(INBOX_KINDS.map((k) => [INBOX[k], k]));
  strapi.db.lifecycles.subscribe({
    models: Object.values(INBOX),
    async afterCreate(event) {
      const kind = kindOf.get(event.model.uid);
      const id = (event.result as Row | undefined)?.id;
      if (kind && id !== undefined) await fillTitle(strapi, kind, id);
    },
  });
  for (const kind of INBOX_KINDS) {
    const rows = (await strapi.db.query(INBOX[kind]).findMany({
      where: { $or: [{ entry_title: { $null: true } }, { source: { $null: true } }, { lead_status: { $null: true } }] },
      select: ['id'],
    })) as Row[];
    for (const row of rows) await fillTitle(strapi, kind, row.id);
  }
}

// ---------------------------------------------------------------------------------------------
// The list and edit views (content-manager configuration)
// ---------------------------------------------------------------------------------------------

/**
 * Column labels of the system fields; every model field's label and hint come from the model's labels
 * (packages/content/src/model-labels.ts, docs/decisions/0042), in the admin's language.
 */
const LABELS: Record<string, string> = {
  createdAt: 'Date',
  updatedAt: 'Last change',
};
/** The list view's columns, left to right, all shown at 1440 px (docs/decisions/0091): date, status, owner, who (the title: name and company, or the document and who asked), e-mail, next step's date. */
const LIST_COLUMNS: Record<InboxKind, string[]> = {
  contact: ['createdAt', 'lead_status', 'owner', 'entry_title', 'email', 'next_step_due'],
  lead: ['createdAt', 'lead_status', 'owner', 'entry_title', 'email', 'next_step_due'],
  'download-request': ['createdAt', 'lead_status', 'owner', 'entry_title', 'email', 'next_step_due'],
};
const CONVERSATION_COLUMNS = ['createdAt', 'entry_title', 'language', 'source', 'updatedAt'];
export const PERSON = 'api::person.person';
const PERSON_COLUMNS = ['last_touch', 'lead_status', 'owner', 'name', 'email', 'company', 'submissions_count'];
/**
 * A conversation's edit view: the readable transcript first, where it came from, then the rest (the raw
 * log and the visitor's IP, which the Sales role cannot read: roles.ts; docs/decisions/0092).
 */
const CONVERSATION_FIRST = ['entry_title', 'transcript', 'sending_page', 'source', 'language', 'utm_campaign'];
/** The fields of a conversation Sales may not read: the visitor's IP, and the raw log the transcript shows. */
export const CONVERSATION_HIDDEN_FROM_SALES = ['userIP', 'Conversation'] as const;

/** The outbox's leases (docs/decisions/0023): which server holds a delivery, for the machinery, not for people (docs/decisions/0091). */
const LEASE = new Set(['mail_lease_until', 'mail_claim', 'crm_lease_until', 'crm_claim']);
/** What a relation shows of the related entry (the content-manager's default is its first text field). */
const RELATION_TITLE: Record<string, string> = {
  person: 'email',
  contacts: 'entry_title',
  leads: 'entry_title',
  download_requests: 'entry_title',
  conversations: 'entry_title',
};
const SYSTEM = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);
const WIDE = new Set(['text', 'richtext', 'json', 'blocks']);

interface Attr {
  type: string;
}
interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface CmConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
}
interface CmService {
  findConfiguration: (ct: { uid: string }) => Promise<CmConfiguration>;
  updateConfiguration: (ct: { uid: string }, config: CmConfiguration) => Promise<unknown>;
}

/** Edit view rows: sales' fields first, then the rest in the model's order (the delivery fields last). */
function editRows(attributes: Record<string, Attr>, first: readonly string[]): CmConfiguration['layouts']['edit'] {
  const names = Object.keys(attributes).filter((n) => !SYSTEM.has(n) && !LEASE.has(n));
  const ordered = [...first.filter((n) => names.includes(n)), ...names.filter((n) => !first.includes(n))];
  const rows: CmConfiguration['layouts']['edit'] = [];
  let row: Array<{ name: string; size: number }> = [];
  let used = 0;
  for (const name of ordered) {
    const size = WIDE.has(attributes[name]?.type ?? '') ? 12 : 6;
    // Each channel's delivery fields start a row of their own: grouped apart at the end.
    if (used + size > 12 || ((name === 'mail_status' || name === 'crm_status') && used > 0)) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push({ name, size });
    used += size;
  }
  if (row.length) rows.push(row);
  return rows;
}

async function configure(
  strapi: Core.Strapi,
  uid: string,
  columns: string[],
  mainField: string,
  editable: readonly string[],
  first: readonly string[] = editable,
  sortBy = 'createdAt',
): Promise<void> {
  const service = pluginService<CmService>(strapi, 'content-manager', 'content-types');
  const current = await service.findConfiguration({ uid });
  const attributes: Record<string, Attr> = contentTypeSchemas(strapi)[uid]?.attributes ?? {};
  const metadatas: Record<string, Metadata> = { ...current.metadatas };
  for (const name of Object.keys(metadatas)) {
    const meta = metadatas[name] as Metadata;
    const text = configLabel(uid, name);
    const label = text?.label ?? LABELS[name] ?? name;
    metadatas[name] = {
      edit: {
        ...meta.edit,
        // Read-only but for sales' fields (the system fields too: they are never the visitor's to change).
        ...(SYSTEM.has(name) ? { editable: false } : { label, editable: editable.includes(name), visible: !LEASE.has(name) }),
        ...(text ? { description: text.hint } : {}),
        ...(RELATION_TITLE[name] ? { mainField: RELATION_TITLE[name] } : {}),
      },
      list: { ...meta.list, label, searchable: meta.list.searchable ?? true, sortable: meta.list.sortable ?? true },
    };
  }
  await service.updateConfiguration(
    { uid },
    {
      settings: {
        ...current.settings,
        mainField,
        defaultSortBy: sortBy,
        defaultSortOrder: 'DESC',
        pageSize: 20,
        bulkable: true,
        filterable: true,
        searchable: true,
      },
      metadatas,
      layouts: { list: columns, edit: editRows(attributes, first) },
    },
  );
}

/** The inbox's list and edit views (run at every start, after the content-manager's own sync). */
export async function configureInboxViews(strapi: Core.Strapi): Promise<void> {
  for (const kind of INBOX_KINDS) await configure(strapi, INBOX[kind], LIST_COLUMNS[kind], 'entry_title', SALES_FIELDS);
  await configure(strapi, CONVERSATION, CONVERSATION_COLUMNS, 'entry_title', [], CONVERSATION_FIRST);
  // People (docs/decisions/0091): the most recently active first; everything read-only (the CMS keeps them).
  await configure(strapi, PERSON, PERSON_COLUMNS, 'email', [], [], 'last_touch');
}

// ---------------------------------------------------------------------------------------------
// CSV export
// ---------------------------------------------------------------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A contact's column with the readable transcript of the chat conversation it was sent from (docs/decisions/0092). */
const CHAT_TRANSCRIPT = 'chat_transcript';

/** Each contact sent from the chat gets its conversation's transcript as text. */
async function withTranscripts(strapi: Core.Strapi, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => str(r.chat_conversation).toLowerCase()).filter(Boolean))];
  if (ids.length === 0) return rows;
  const found = (await strapi.db.query(CONVERSATION).findMany({
    where: { idConversation: { $in: ids } },
    select: ['idConversation', 'transcript'],
  })) as Row[];
  const byId = new Map(found.map((c) => [str(c.idConversation).toLowerCase(), str(c.transcript)]));
  return rows.map((r) => ({ ...r, [CHAT_TRANSCRIPT]: byId.get(str(r.chat_conversation).toLowerCase()) ?? '' }));
}

interface ExportCtx {
  query: Record<string, unknown>;
  state: { user?: { id?: unknown; preferedLanguage?: unknown } };
  set: (name: string, value: string) => void;
  body: unknown;
  badRequest: (message: string) => void;
}

/** The export's language: the admin's (`lang`, sent by the dialog), else the user's profile's, else Spanish (the admin's default). */
function exportLanguage(ctx: ExportCtx): AdminLang {
  const asked = ctx.query.lang ?? ctx.state.user?.preferedLanguage;
  return asked === 'en' ? 'en' : 'es';
}

/**
 * GET /inbox/export?kind=contact&from=YYYY-MM-DD&to=YYYY-MM-DD[&status=new][&lang=es]: the CSV of that
 * range (the firm's days, both included; docs/decisions/0088), for people (inbox-table.ts; docs/decisions/0091).
 */
function exportHandler(strapi: Core.Strapi) {
  return async (ctx: ExportCtx) => {
    const lang = exportLanguage(ctx);
    const say = (es: string, en: string) => ctx.badRequest(lang === 'es' ? es : en);
    const { kind, from, to, status } = ctx.query;
    if (!isKind(kind)) return say(`kind: uno de ${INBOX_KINDS.join(', ')}`, `kind: one of ${INBOX_KINDS.join(', ')}`);
    if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to))
      return say('Desde y hasta: fechas AAAA-MM-DD', 'From and to: dates as YYYY-MM-DD');
    const zone = await firmTimeZone(strapi);
    const start = dayStart(from, zone);
    const nextDay = new Date(`${to}T00:00:00.000Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    const end = Number.isNaN(nextDay.getTime()) ? nextDay : dayStart(nextDay.toISOString().slice(0, 10), zone);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
      return say('«Desde» debe ser una fecha igual o anterior a «hasta»', 'From must be a date on or before to');
    const wanted = typeof status === 'string' && status !== '' && status !== 'all' ? status : null;
    if (wanted !== null && !(STATUSES as readonly string[]).includes(wanted))
      return say(`status: uno de ${STATUSES.join(', ')}, o all`, `status: one of ${STATUSES.join(', ')}, or all`);
    const rows = (await strapi.db.query(INBOX[kind]).findMany({
      where: { createdAt: { $gte: start, $lt: end }, ...(wanted ? { lead_status: wanted } : {}) },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      ...(kind === 'download-request' ? { populate: { download_card: { select: ['title_es', 'title_en'] } } } : {}),
    })) as Row[];
    const withChat = kind === 'contact' ? await withTranscripts(strapi, rows) : rows;
    // Who exported what, without the data (PRODUCT §10: logs hold ids, not personal data).
    strapi.log.info(
      `[inbox] admin user ${String(ctx.state.user?.id ?? '?')} exported ${rows.length} ${kind} record(s) of ${from}..${to}${wanted ? ` (${wanted})` : ''}`,
    );
    ctx.set('content-type', 'text/csv; charset=utf-8');
    ctx.set('content-disposition', `attachment; filename="${kind}s-${from}_${to}${wanted ? `-${wanted}` : ''}.csv"`);
    ctx.set('cache-control', 'no-store');
    ctx.body = inboxCsv(kind, withChat, lang, zone, namesByEmail(await adminUsers(strapi)));
  };
}

interface DueCtx extends ExportCtx {
  state: ExportCtx['state'] & { userAbility?: { can: (action: string, subject: string) => boolean } };
  forbidden: (message: string) => void;
}

/** The firm's today, `YYYY-MM-DD`. */
const firmToday = (zone: string): string => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/**
 * GET /inbox/due: the submissions whose next step is due today or overdue (the firm's day), not
 * discarded, the oldest due first, across contacts, leads and document requests (docs/decisions/0091).
 */
function dueHandler(strapi: Core.Strapi) {
  return async (ctx: DueCtx) => {
    const ability = ctx.state.userAbility;
    const readable = INBOX_KINDS.filter((kind) => ability?.can('plugin::content-manager.explorer.read', INBOX[kind]));
    if (readable.length === 0) return ctx.forbidden(exportLanguage(ctx) === 'es' ? 'Sin acceso a los leads.' : 'No access to the leads.');
    const today = firmToday(await firmTimeZone(strapi));
    const names = namesByEmail(await adminUsers(strapi));
    const items: Row[] = [];
    for (const kind of readable) {
      const rows = (await strapi.db.query(INBOX[kind]).findMany({
        where: { next_step_due: { $notNull: true, $lte: today }, lead_status: { $ne: 'discarded' } },
        select: ['documentId', 'entry_title', 'email', 'lead_status', 'owner', 'next_step', 'next_step_due'],
        orderBy: [{ next_step_due: 'asc' }, { id: 'asc' }],
        limit: 200,
      })) as Row[];
      // The owner by name too (an admin user; docs/decisions/0091).
      for (const row of rows) items.push({ kind, uid: INBOX[kind], ...row, owner_name: names.get(str(row.owner).toLowerCase()) ?? null });
    }
    items.sort((a, b) => String(a.next_step_due).localeCompare(String(b.next_step_due)));
    ctx.body = { data: { today, items } };
  };
}

/** Register phase: the export permission (Settings → Roles → Inbox). */
export async function registerInboxActions(strapi: Core.Strapi): Promise<void> {
  await registerAdminActions(strapi, [
    {
      section: 'settings',
      category: 'Inbox',
      subCategory: 'export',
      displayName: 'Export contacts, leads and document requests (CSV)',
      uid: 'inbox.export',
    },
  ]);
}

/** The inbox's admin routes: the CSV export and the next steps due. */
export function inboxRoutes(strapi: Core.Strapi): Array<AdminRoute<never>> {
  return [
    {
      method: 'GET',
      path: '/inbox/export',
      handler: exportHandler(strapi),
      config: { policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [EXPORT_ACTION] } }] },
    },
    {
      method: 'GET',
      path: '/inbox/due',
      handler: dueHandler(strapi),
      // Whoever reads contacts (Sales, super-admins): checked in the handler, per content type.
      config: { policies: ['admin::isAuthenticatedAdmin'] },
    },
  ];
}
