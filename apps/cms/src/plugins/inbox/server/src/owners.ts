/**
 * A submission's owner is an admin user (docs/decisions/0091): stored as their e-mail address in lower
 * case, picked in the admin from the active users who may work leads (the Sales role and super-admins),
 * shown by name. What is pure lives here: who may own, a name, the match of a former free-text owner,
 * the refusal's message and the e-mail that tells an owner of an assignment; `adminUsers` reads the
 * users once for the callers (bootstrap/owners.ts, the CSV export, the CRM's `lead.updated`).
 */
import type { Core } from '@strapi/strapi';
import { escapeHtml, mailHtml } from '../../../notifications/server/src/mail-html';

type Lang = 'es' | 'en';
export type OwnerKind = 'contact' | 'lead' | 'download-request';

/** An admin user as stored (`admin::user`) with their roles' codes. */
export interface AdminUserRow {
  email: string;
  firstname?: string | null;
  lastname?: string | null;
  isActive?: boolean | null;
  blocked?: boolean | null;
  preferedLanguage?: string | null;
  roles?: Array<{ code?: string | null }> | null;
}

/** Someone a lead can be assigned to, as the picker lists them. */
interface Owner {
  email: string;
  name: string;
  language: Lang;
}

/** The roles whose users may work leads: Sales (roles.ts) and Strapi's super-admin. */
const OWNER_ROLES: readonly string[] = ['sales', 'strapi-super-admin'];

const clean = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A user's name as the admin shows it: first and last name, else the e-mail address. */
export function ownerName(user: AdminUserRow): string {
  return [clean(user.firstname), clean(user.lastname)].filter(Boolean).join(' ') || user.email;
}

/** The user's interface language for e-mails: English when their profile says so, else Spanish (the admin's default). */
const userLanguage = (user: AdminUserRow): Lang => (user.preferedLanguage === 'en' ? 'en' : 'es');

/** The active users of a role that may work leads, by name. */
export function leadOwners(users: readonly AdminUserRow[]): Owner[] {
  return users
    .filter((u) => u.isActive === true && u.blocked !== true && (u.roles ?? []).some((r) => OWNER_ROLES.includes(clean(r.code))))
    .map((u) => ({ email: u.email.toLowerCase(), name: ownerName(u), language: userLanguage(u) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.email.localeCompare(b.email));
}

/** Every admin user's name by e-mail address in lower case (an owner who left still reads by name). */
export function namesByEmail(users: readonly AdminUserRow[]): Map<string, string> {
  return new Map(users.map((u) => [u.email.toLowerCase(), ownerName(u)]));
}

/** An owner as the CRM hears it: the e-mail address and the name (null: nobody). */
export function ownerRef(value: unknown, names: ReadonlyMap<string, string>): { email: string; name: string } | null {
  const email = clean(value).toLowerCase();
  if (!email) return null;
  return { email, name: names.get(email) ?? email };
}

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The user a free-text owner of before names (docs/decisions/0091: matched once at start): their e-mail
 * address, else their full name, else their first name when only one user has it (accents and case
 * ignored). `users` in order of preference (who may own leads first). Null: nobody matches.
 */
export function matchOwner(text: string, users: readonly AdminUserRow[]): string | null {
  const wanted = fold(text);
  if (!wanted) return null;
  const byEmail = users.find((u) => u.email.toLowerCase() === wanted);
  if (byEmail) return byEmail.email.toLowerCase();
  const byName = users.find((u) => fold([clean(u.firstname), clean(u.lastname)].filter(Boolean).join(' ')) === wanted);
  if (byName) return byName.email.toLowerCase();
  const byFirst = users.filter((u) => fold(clean(u.firstname)) === wanted);
  const emails = new Set(byFirst.map((u) => u.email.toLowerCase()));
  return emails.size === 1 ? ([...emails][0] ?? null) : null;
}

/** The line a former free-text owner nobody matched leaves in the notes (both languages: the notes are everyone's). */
export const unmatchedOwnerNote = (stamp: string, text: string): string =>
  `${stamp} · CMS: Responsable anterior sin usuario del panel / Former owner with no admin user: ${text}`;

/** The refusal of an owner who is not an active Sales user or super-admin. */
export const ownerRefused = (value: string, lang: Lang): string =>
  lang === 'es'
    ? `El responsable debe ser un usuario activo del panel con el rol Ventas o superadministrador: «${value}» no lo es.`
    : `The owner must be an active admin user with the Sales or super-admin role: “${value}” is not.`;

const KIND: Record<OwnerKind, readonly [string, string]> = {
  contact: ['Contacto', 'Contact'],
  lead: ['Lead', 'Lead'],
  'download-request': ['Solicitud de documento', 'Document request'],
};

interface Assignment {
  kind: OwnerKind;
  documentId: string;
  /** The entry's title (name and company, or the document and who asked). */
  title: string;
  /** The entry in the admin, an absolute address. */
  link: string;
  owner: Owner;
  /** Who assigned it (their name). */
  by: string;
  /** The update's time (ISO): one notice per assignment, none for a repeated save. */
  at: string;
}

/** The e-mail telling an owner a submission is theirs, in their admin language, with its once-only key. */
export function assignmentNotice(a: Assignment): {
  key: string;
  to: string[];
  language: Lang;
  subject: string;
  text: string;
  html: string;
} {
  const es = a.owner.language === 'es';
  const kind = KIND[a.kind][es ? 0 : 1];
  const title = a.title || a.documentId;
  const subject = es ? `Te asignaron: ${kind} — ${title}` : `Assigned to you: ${kind} — ${title}`;
  const lines = es
    ? [`Hola, ${a.owner.name}:`, `${a.by} te asignó este registro.`, `${kind}: ${title}`, `Ábrelo en el panel: ${a.link}`]
    : [`Hello ${a.owner.name},`, `${a.by} assigned this entry to you.`, `${kind}: ${title}`, `Open it in the admin: ${a.link}`];
  const open = es ? 'Abrirlo en el panel' : 'Open it in the admin';
  const html = mailHtml(
    a.owner.language,
    subject,
    [escapeHtml(lines[0] ?? ''), escapeHtml(lines[1] ?? ''), `<a href="${escapeHtml(a.link)}">${escapeHtml(open)}</a>`],
    [
      [es ? 'Tipo' : 'Kind', kind],
      [es ? 'Registro' : 'Entry', title],
    ],
  );
  return {
    key: `lead.assigned:${a.kind}:${a.documentId}:${a.owner.email}:${a.at}`,
    to: [a.owner.email],
    language: a.owner.language,
    subject,
    text: lines.join('\n\n'),
    html,
  };
}

/** Every admin user with their roles' codes (a few rows: the firm's staff). */
export async function adminUsers(strapi: Core.Strapi): Promise<AdminUserRow[]> {
  return (await strapi.db.query('admin::user').findMany({
    select: ['email', 'firstname', 'lastname', 'isActive', 'blocked', 'preferedLanguage'],
    populate: { roles: { select: ['code'] } },
  })) as AdminUserRow[];
}
