/**
 * An installation made by older versions, started with today's code: a backup of the stack, changed
 * as those versions left their data, restored into a new CMS (a new data folder, and a new database on
 * PostgreSQL) with the same secrets. Its start
 * - clears the registration token of every active admin account (apps/cms/src/bootstrap/admin-user.ts):
 *   older versions left one on the first admin, and with it anyone holding a copy of the database or
 *   of a backup could choose that account's password. The invited person not yet registered keeps
 *   theirs (the invitation link still works);
 * - once, turns each published blog post and download card dated in the future into a draft scheduled
 *   for that day (docs/decisions/0078): older sites hid them until then, the site now shows a
 *   published entry whatever its date;
 * - once, turns each free-text owner of a contact into the admin user it names (by e-mail or name), or,
 *   named by nobody, into a line of its notes (docs/decisions/0091).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { backupScript, cmsEnv, restoreCopy } from '../../../tests/restored-cms';
import { stackDatabase, type UserRow } from './stack-database';

const stack = inject('stack');
const work = mkdtempSync(join(tmpdir(), 'upgrade-test-'));
const cleanups: Array<() => Promise<void> | void> = [];
const json = { 'content-type': 'application/json' };
/** The marker of the one-time scheduling of future-dated entries (apps/cms/src/plugins/editorial/server/src/future-dates.ts). */
const MARKER = 'core_site-migrations_future-dates-scheduled';
/** A day ahead, as the older site's editors scheduled by the date. */
const FUTURE = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

let db: Knex;
let cmsUrl = '';
/** The active accounts' tokens as older versions left them: email -> token. */
const former = new Map<string, string>();
const invitation = { id: 0, email: `invited-${Date.now().toString(36)}@example.com`, token: '' };
/** Contacts whose owner older versions kept as free text: the text -> documentId. */
const owned = new Map<string, string>();
const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com';
/** The future-dated published entries: table -> documentId. */
const dated = new Map<string, string>();

/** A datetime as the database returns it (ISO text, milliseconds or a Date), in milliseconds. */
const millis = (raw: unknown): number =>
  raw instanceof Date ? raw.getTime() : typeof raw === 'number' || /^\d+$/.test(String(raw)) ? Number(raw) : Date.parse(String(raw));

beforeAll(async () => {
  // Someone invited on the stack, not registered yet: in the backup with their invitation.
  const roles = (await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Array<{ id: number; code: string }> };
  const role = roles.data.find((r) => r.code === 'strapi-editor') ?? roles.data[0];
  const res = await adminFetch(stack.cmsUrl, '/admin/users', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstname: 'Invited', lastname: 'Later', email: invitation.email, roles: [role?.id] }),
  });
  expect(res.status).toBe(201);
  const user = ((await res.json()) as { data: { id: number; registrationToken: string } }).data;
  Object.assign(invitation, { id: user.id, token: user.registrationToken });
  cleanups.push(async () => {
    await adminFetch(stack.cmsUrl, `/admin/users/${invitation.id}`, { method: 'DELETE' });
  });

  // Two contacts, to be given free-text owners in the copy.
  for (const text of [ADMIN_EMAIL.toUpperCase(), 'Pedro del Área']) {
    const stored = await fetch(`${stack.cmsUrl}/api/contacts`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${stack.siteToken}` },
      body: JSON.stringify({
        data: { name: 'Owned', email: `owned.${owned.size}.${Date.now()}@example.com`, submission_id: randomBytes(8).toString('hex') },
      }),
    });
    expect(stored.status).toBe(201);
    owned.set(text, ((await stored.json()) as { data: { documentId: string } }).data.documentId);
  }

  const archive = join(work, 'cms.tar.gz');
  backupScript(['backup', archive], cmsEnv(stack.dataDir, stack.databaseUrl));
  const copy = restoreCopy(stack, archive, join(work, 'restored'), join(work, 'logs'), cleanups);
  db = stackDatabase(copy);
  cleanups.push(() => db.destroy());

  // As older versions left it: a token on every active account (Strapi's user.create gave one to the first admin).
  for (const u of (await db('admin_users').select('id', 'email', 'is_active')) as UserRow[]) {
    if (!u.is_active) continue;
    const token = randomBytes(20).toString('hex');
    await db('admin_users').where({ id: u.id }).update({ registration_token: token });
    former.set(u.email, token);
  }
  // A published post and a published download dated in the future (hidden by the older site until then),
  // and no marker: the one-time scheduling has not run.
  for (const table of ['blog_cards', 'download_cards']) {
    const row = (await db(table).whereNotNull('published_at').orderBy('id').first('document_id')) as { document_id: string };
    await db(table).where({ document_id: row.document_id }).update({ publication_date: FUTURE });
    dated.set(table, row.document_id);
  }
  await db('strapi_core_store_settings').where({ key: MARKER }).delete();
  for (const [text, documentId] of owned) await db('contacts').where({ document_id: documentId }).update({ owner: text });

  cmsUrl = await copy.start();
}, 900_000);

afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
  rmSync(work, { recursive: true, force: true });
});

const registrationInfo = (token: string) => fetch(`${cmsUrl}/admin/registration-info?registrationToken=${encodeURIComponent(token)}`);
const register = (token: string) =>
  fetch(`${cmsUrl}/admin/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ registrationToken: token, userInfo: { firstname: 'Taken', lastname: 'Over', password: 'Taken-Over-2026' } }),
  });

describe('an installation of before, started with today’s code', () => {
  it('no active account’s former registration token opens the registration page or sets a password', async () => {
    expect(former.size).toBeGreaterThan(0);
    expect(former.has(process.env.ADMIN_EMAIL || 'admin@example.com')).toBe(true);
    for (const [email, token] of former) {
      expect((await registrationInfo(token)).status, email).toBe(400);
      expect((await register(token)).status, email).toBe(400);
    }
    const rows = (await db('admin_users').select('email', 'is_active', 'registration_token')) as UserRow[];
    for (const u of rows.filter((row) => Boolean(row.is_active))) expect(u.registration_token, u.email).toBeNull();
  });

  it('the invited person not registered yet keeps their invitation', async () => {
    const row = (await db('admin_users').where({ email: invitation.email }).first('is_active', 'registration_token')) as UserRow;
    expect(Boolean(row.is_active)).toBe(false);
    expect(row.registration_token).toBe(invitation.token);
    const info = await registrationInfo(invitation.token);
    expect(info.status).toBe(200);
    expect(((await info.json()) as { data: { email: string } }).data.email).toBe(invitation.email);
  });

  it('a published post or download dated in the future is now a draft scheduled for 00:00 UTC of its day', async () => {
    for (const [table, documentId] of dated) {
      const rows = (await db(table).where({ document_id: documentId }).select('published_at', 'publish_at', 'publication_date')) as Array<
        Record<string, unknown>
      >;
      expect(
        rows.filter((r) => r.published_at !== null),
        table,
      ).toEqual([]);
      expect(rows).toHaveLength(1);
      expect(millis(rows[0]?.publish_at), table).toBe(Date.parse(`${FUTURE}T00:00:00Z`));
      const api = table === 'blog_cards' ? 'blog-cards' : 'download-cards';
      const res = await fetch(`${cmsUrl}/api/${api}?filters[documentId][$eq]=${documentId}`, {
        headers: { authorization: `Bearer ${stack.siteToken}` },
      });
      expect(((await res.json()) as { data: unknown[] }).data, table).toEqual([]);
    }
    expect(await db('strapi_core_store_settings').where({ key: MARKER }).first('id')).toBeTruthy();
  });

  it('a free-text owner became the admin user it names, or a line of the notes', async () => {
    const row = async (documentId: string) =>
      (await db('contacts').where({ document_id: documentId }).first('owner', 'notes')) as { owner: string | null; notes: string | null };
    const matched = await row(owned.get(ADMIN_EMAIL.toUpperCase()) ?? '');
    expect(matched.owner).toBe(ADMIN_EMAIL.toLowerCase());
    const unmatched = await row(owned.get('Pedro del Área') ?? '');
    expect(unmatched.owner).toBeNull();
    expect(unmatched.notes).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} · CMS: Responsable anterior sin usuario del panel \/ Former owner with no admin user: Pedro del Área$/,
    );
  });
});
