/**
 * Invitation links against the real CMS: a registration token lets whoever holds it choose the
 * account's password (Strapi's `/admin/register`), so only someone invited and not yet registered may
 * have one. The first admin, created at the stack's first start (apps/cms/src/bootstrap/admin-user.ts),
 * has none: a copy of the database or of a backup cannot take it over. The rows are read from the
 * stack's database (SQLite file or PostgreSQL); the start's clearing of tokens left by older versions
 * is tested on a restored copy (upgrade.test.ts).
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { stackDatabase, type UserRow } from './stack-database';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };
const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com';

let db: Knex;
const invited: number[] = [];
beforeAll(() => {
  db = stackDatabase(stack);
});
afterAll(async () => {
  for (const id of invited) await adminFetch(stack.cmsUrl, `/admin/users/${id}`, { method: 'DELETE' });
  await db?.destroy();
});

const users = (): Promise<UserRow[]> => db('admin_users').select('id', 'email', 'is_active', 'registration_token');

/** What the registration page asks about a token: 200 with the invited person's name, or 400. */
const registrationInfo = (token: string) => fetch(`${stack.cmsUrl}/admin/registration-info?registrationToken=${encodeURIComponent(token)}`);
/** Registering with a token: choosing the account's password. */
const register = (token: string, password: string) =>
  fetch(`${stack.cmsUrl}/admin/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ registrationToken: token, userInfo: { firstname: 'Taken', lastname: 'Over', password } }),
  });

describe('registration tokens', () => {
  it('the first admin, created at the first start, has no registration token; no active account has one', async () => {
    const rows = await users();
    const first = rows.find((u) => u.email === ADMIN_EMAIL);
    expect(first, `no account ${ADMIN_EMAIL}`).toBeTruthy();
    expect(Boolean(first?.is_active)).toBe(true);
    // Before: Strapi's user.create gave it a token, and that token set a new password.
    const former = first?.registration_token;
    if (former) {
      expect((await registrationInfo(former)).status).toBe(400);
      expect((await register(former, 'Taken-Over-2026')).status).toBe(400);
    }
    expect(former ?? null).toBeNull();
    for (const u of rows.filter((row) => Boolean(row.is_active))) expect(u.registration_token, u.email).toBeNull();
  });

  it('an invitation still works, once: the invited person registers with its token, which then opens nothing', async () => {
    const email = `invited-${Date.now().toString(36)}@example.com`;
    const roles = (await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Array<{ id: number; code: string }> };
    const editor = roles.data.find((r) => r.code === 'strapi-editor') ?? roles.data[0];
    const res = await adminFetch(stack.cmsUrl, '/admin/users', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstname: 'Invited', lastname: 'Editor', email, roles: [editor?.id] }),
    });
    expect(res.status).toBe(201);
    const user = ((await res.json()) as { data: { id: number; registrationToken: string } }).data;
    invited.push(user.id);
    expect(user.registrationToken).toMatch(/^[0-9a-f]{40}$/);
    const info = await registrationInfo(user.registrationToken);
    expect(info.status).toBe(200);
    expect(((await info.json()) as { data: { email: string } }).data.email).toBe(email);
    expect((await register(user.registrationToken, 'Invited-Editor-2026')).status).toBe(200);
    const row = (await users()).find((u) => u.id === user.id);
    expect(Boolean(row?.is_active)).toBe(true);
    expect(row?.registration_token).toBeNull();
    expect((await registrationInfo(user.registrationToken)).status).toBe(400);
    expect((await register(user.registrationToken, 'Taken-Over-2026')).status).toBe(400);
  });
});
