/**
 * An installation made by older versions, started with today's code: a backup of the stack, changed
 * as those versions left their data, restored into a new CMS (a new data folder, and a new database on
 * PostgreSQL) with the same secrets. Its start
 * - clears the registration token of every active admin account (apps/cms/src/bootstrap/admin-user.ts):
 *   older versions left one on the first admin, and with it anyone holding a copy of the database or
 *   of a backup could choose that account's password. The invited person not yet registered keeps
 *   theirs (the invitation link still works).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { backupScript, cmsEnv, restoreCopy } from '../../../tests/restored-cms';

const stack = inject('stack');
const work = mkdtempSync(join(tmpdir(), 'upgrade-test-'));
const cleanups: Array<() => Promise<void> | void> = [];
const json = { 'content-type': 'application/json' };

interface UserRow {
  id: number;
  email: string;
  is_active: boolean | number;
  registration_token: string | null;
}

let db: Knex;
let cmsUrl = '';
/** The active accounts' tokens as older versions left them: email -> token. */
const former = new Map<string, string>();
const invitation = { id: 0, email: `invited-${Date.now().toString(36)}@example.com`, token: '' };

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

  const archive = join(work, 'cms.tar.gz');
  backupScript(['backup', archive], cmsEnv(stack.dataDir, stack.databaseUrl));
  const copy = restoreCopy(stack, archive, join(work, 'restored'), join(work, 'logs'), cleanups);
  db = copy.databaseUrl
    ? knexFactory({ client: 'pg', connection: copy.databaseUrl, pool: { min: 0, max: 2 } })
    : knexFactory({ client: 'better-sqlite3', connection: { filename: join(copy.dataDir, 'data.db') }, useNullAsDefault: true });
  cleanups.push(() => db.destroy());

  // As older versions left it: a token on every active account (Strapi's user.create gave one to the first admin).
  for (const u of (await db('admin_users').select('id', 'email', 'is_active')) as UserRow[]) {
    if (!u.is_active) continue;
    const token = randomBytes(20).toString('hex');
    await db('admin_users').where({ id: u.id }).update({ registration_token: token });
    former.set(u.email, token);
  }

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
});
