/**
 * Notices by e-mail to the firm's own users (docs/decisions/0092): a visitor waiting in the chat for a
 * person, a lead assigned to its owner. A notice is stored once per `key` in
 * `api::notification.notification`, its e-mail pending; the site servers' mail outbox
 * (docs/decisions/0023: `/api/mail-outbox/claim`, kind `notification`) sends it and records how it
 * went, retrying with backoff like a submission's e-mail. The CMS has no mail transport of its own:
 * the site servers hold the SMTP settings.
 */
import type { Core } from '@strapi/strapi';

const NOTIFICATION = 'api::notification.notification';
type NoticeKind = 'conversation.waiting' | 'lead.assigned';
const KINDS: readonly NoticeKind[] = ['conversation.waiting', 'lead.assigned'];

interface Notice {
  /** Identifies the notice: a second one with the same key is not stored (nor sent). Its kind is the part before the first ':'. */
  key: string;
  to: string[];
  language: 'es' | 'en';
  subject: string;
  text: string;
  html: string;
}

/** Stores a notice for the outbox to send; false when there is nobody to tell or it was stored already. */
export async function notify(strapi: Core.Strapi, notice: Notice): Promise<boolean> {
  const to = [...new Set(notice.to.map((a) => a.trim().toLowerCase()).filter((a) => a.includes('@')))];
  const kind = KINDS.find((k) => notice.key.startsWith(`${k}:`));
  if (to.length === 0 || !kind) return false;
  const key = notice.key.slice(0, 255);
  const query = strapi.db.query(NOTIFICATION);
  if ((await query.count({ where: { key } })) > 0) return false;
  try {
    await query.create({
      data: {
        key,
        kind,
        recipients: to.join(', ').slice(0, 2000),
        language: notice.language,
        subject: notice.subject.slice(0, 255),
        body_text: notice.text,
        body_html: notice.html,
        mail_status: 'pending',
        mail_attempts: 0,
      },
    });
  } catch (error) {
    // The same key stored at the same moment by another call (the key is unique): once is enough.
    if ((await query.count({ where: { key } })) > 0) return false;
    throw error;
  }
  return true;
}

export interface Recipient {
  email: string;
  firstname: string;
  language: 'es' | 'en';
}

/**
 * The active users of a role (by its code), with the language of their admin (Spanish unless they chose
 * English, as the admin itself: docs/decisions/0090).
 */
export async function usersOfRole(strapi: Core.Strapi, code: string): Promise<Recipient[]> {
  const rows = (await strapi.db.query('admin::user').findMany({
    where: { isActive: true, blocked: false, roles: { code } },
    select: ['email', 'firstname', 'preferedLanguage'],
  })) as Array<{ email?: unknown; firstname?: unknown; preferedLanguage?: unknown }>;
  return rows
    .filter((r) => typeof r.email === 'string' && r.email.includes('@'))
    .map((r) => ({
      email: String(r.email),
      firstname: typeof r.firstname === 'string' ? r.firstname : '',
      language: r.preferedLanguage === 'en' ? 'en' : 'es',
    }));
}

/** An absolute address in the admin (`path` after `/admin`), from CMS_PUBLIC_URL, else the CMS's own host and port. */
export function adminLink(strapi: Core.Strapi, path: string): string {
  const configured = String(strapi.config.get('server.url') ?? '').replace(/\/+$/, '');
  const base =
    configured || `http://${String(strapi.config.get('server.host') ?? '127.0.0.1')}:${String(strapi.config.get('server.port') ?? 1337)}`;
  return `${base}/admin${path.startsWith('/') ? path : `/${path}`}`;
}
