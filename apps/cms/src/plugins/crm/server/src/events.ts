/**
 * What the CRM hears (docs/decisions/0091), pure: the Standard Webhooks signature and the events'
 * payloads, each built from an allow-list (what the visitor's form declares and the attribution; for a
 * change, the changed fields), so a field added to a submission later never reaches the CRM unless it
 * is named here. The delivery (store, post, retry) is webhook.ts.
 */
import { createHmac } from 'node:crypto';
import { ownerRef } from '../../../inbox/server/src/owners';

export type SubmissionKind = 'contact' | 'lead' | 'download-request';
export type CrmEventType = 'lead.created' | 'lead.updated' | 'conversation.waiting' | 'webhook.test';
type Row = Record<string, unknown>;

/** What each form declares (packages/content/src/forms.ts), as stored on its submission. */
const VISITOR_FIELDS: Record<SubmissionKind, readonly string[]> = {
  contact: [
    'name',
    'last_name',
    'email',
    'phone',
    'country',
    'company',
    'position',
    'industry',
    'interest_area',
    'comment',
    'terms_and_conditions',
    'language',
    'sent_from',
    'chat_conversation',
  ],
  lead: ['name', 'company', 'email', 'interest_area', 'country', 'industry', 'position', 'language'],
  'download-request': ['email', 'user_name', 'language'],
};
/** Where the visitor came from (docs/decisions/0011). */
const ATTRIBUTION = ['landing_page', 'sending_page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
/** What sales change that the CRM hears of (`lead.updated`); a note arrives as `notes` (plugins/inbox/server/src/follow-up.ts). */
const TRACKED_CHANGES = ['lead_status', 'owner'] as const;
export const TRIGGERS = [...TRACKED_CHANGES, 'notes'] as const;
/**
 * A conversation waiting for a person: what the hand-off may tell the CRM — the conversation's id in
 * the admin (never the visitor's own id, which is their key to it), its language, since when, its
 * title (the first question), the page and campaign it started with, and the Conversations page.
 */
const CONVERSATION_FIELDS = ['conversation_id', 'language', 'waiting_since', 'summary', 'page', 'campaign', 'admin_url'];

const pick = (row: Row, names: readonly string[]): Row => Object.fromEntries(names.map((n) => [n, row[n] ?? null]));
const iso = (v: unknown): string | null => {
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
};

/** `lead.created`: the form's fields, the document asked for (a document request), the attribution. */
export function leadCreated(kind: SubmissionKind, row: Row): Row {
  const card = row.download_card && typeof row.download_card === 'object' ? (row.download_card as Row) : null;
  return {
    kind,
    submission_id: String(row.submission_id ?? ''),
    created_at: iso(row.createdAt),
    fields: pick(row, VISITOR_FIELDS[kind]),
    ...(kind === 'download-request'
      ? { document: card ? { id: card.documentId ?? null, title_es: card.title_es ?? null, title_en: card.title_en ?? null } : null }
      : {}),
    attribution: pick(row, ATTRIBUTION),
  };
}

/**
 * `lead.updated`: which tracked fields changed (from, to), the submission's status and owner now, and
 * who changed them. An owner is an admin user: `{email, name}` (`names`: every admin user's name by
 * e-mail; docs/decisions/0091).
 */
export function leadUpdated(
  kind: SubmissionKind,
  before: Row,
  after: Row,
  by: string | null,
  names: ReadonlyMap<string, string> = new Map(),
): Row | null {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of TRACKED_CHANGES) {
    const was = before[name] || null;
    const is = after[name] || null;
    if (was === is) continue;
    if (name === 'owner') changes.owner = { from: ownerRef(was, names), to: ownerRef(is, names) };
    else changes.status = { from: was, to: is };
  }
  // A note added: the newest line of the notes (docs/decisions/0091: "date · author: text").
  const notes = typeof after.notes === 'string' ? after.notes : '';
  if (notes && notes !== (before.notes ?? '')) changes.note = { from: null, to: notes.split('\n')[0] ?? '' };
  if (Object.keys(changes).length === 0) return null;
  return {
    kind,
    submission_id: String(after.submission_id ?? before.submission_id ?? ''),
    email: after.email ?? before.email ?? null,
    status: after.lead_status ?? null,
    owner: ownerRef(after.owner, names),
    changes,
    changed_by: by,
    changed_at: iso(after.updatedAt) ?? new Date().toISOString(),
  };
}

/** `conversation.waiting`: the allow-listed fields of what the hand-off gives. */
export function conversationWaiting(data: Row): Row {
  return pick(data, CONVERSATION_FIELDS);
}

/**
 * The signing key of a secret: a Standard Webhooks secret (`whsec_` + base64) is its decoded bytes,
 * any other text its UTF-8 bytes (a receiver then uses the library's raw format).
 */
function secretKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');
}

/** `webhook-signature` of Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`. */
function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The request's headers of an event (`timestamp` in Unix seconds). */
export function webhookHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'site-crm-webhook/2',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}
