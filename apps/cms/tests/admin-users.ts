/** Admin users of a role for the stack tests, invited by the super-admin and registered as README says. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';

const json = { 'content-type': 'application/json' };

export interface AdminUser {
  token: string;
  email: string;
}

export async function adminUserOf(cmsUrl: string, code: string, firstname: string = code): Promise<AdminUser> {
  const roles = (await (await adminFetch(cmsUrl, '/admin/roles')).json()) as { data: Array<{ id: number; code: string }> };
  const role = roles.data.find((r) => r.code === code);
  expect(role, code).toBeTruthy();
  const email = `${code}.${randomUUID().slice(0, 8)}@example.com`;
  const invited = await adminFetch(cmsUrl, '/admin/users', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstname, lastname: 'Test', email, roles: [role?.id] }),
  });
  expect(invited.status).toBe(201);
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await fetch(`${cmsUrl}/admin/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ registrationToken, userInfo: { firstname, lastname: 'Test', password: `Aa1-${randomUUID()}` } }),
  });
  expect(registered.status).toBe(200);
  return { email, token: ((await registered.json()) as { data: { token: string } }).data.token };
}

/** A request to the CMS as that admin user. */
export const asAdmin = (cmsUrl: string, user: AdminUser, path: string, init: RequestInit = {}) =>
  fetch(`${cmsUrl}${path}`, { ...init, headers: { ...json, authorization: `Bearer ${user.token}`, ...(init.headers ?? {}) } });
