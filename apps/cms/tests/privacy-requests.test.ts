/**
 * Privacy requests against the real CMS (docs/decisions/0039): everything held about
 * one e-mail address is exported as JSON by `npm run privacy -- export`, then erased by `npm run
 * privacy -- erase`, after which no collection holds anything of it; another address is untouched.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { adminFetch, adminToken } from '../../../scripts/lib/admin-token';
import { ROOT } from '../../../scripts/lib/stack';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };

const post = async (token: string, path: string, data: Record<string, unknown>) => {
  const res = await fetch(`${stack.cmsUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  expect(res.status, path).toBe(201);
  return ((await res.json()) as { data: { documentId: string } }).data;
};

/** Everything of one address the admin can find: by the e-mail fields, and in the chat texts. */
async function leftOf(email: string): Promise<number> {
  let found = 0;
  for (const name of ['contact', 'lead', 'download-request', 'download-user']) {
    const qs = new URLSearchParams({ page: '1', pageSize: '10', 'filters[email][$eqi]': email });
    const res = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/api::${name}.${name}?${qs}`);
    found += ((await res.json()) as { pagination: { total: number } }).pagination.total;
  }
  for (let page = 1; ; page++) {
    const res = await adminFetch(
      stack.cmsUrl,
      `/content-manager/collection-types/api::chatbot-conversation.chatbot-conversation?page=${page}&pageSize=100`,
    );
    const body = (await res.json()) as { results: Array<{ Conversation: unknown }>; pagination: { pageCount: number } };
    found += body.results.filter((r) => JSON.stringify(r.Conversation).toLowerCase().includes(email.toLowerCase())).length;
    if (page >= body.pagination.pageCount) break;
  }
  return found;
}

function privacy(...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'scripts/privacy.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, CMS_URL: stack.cmsUrl, CMS_ADMIN_TOKEN: process.env.CMS_ADMIN_TOKEN },
  });
}

describe('privacy requests by e-mail address', () => {
  it('exports everything held about one address, then erases it all (and nothing of another)', async () => {
    process.env.CMS_ADMIN_TOKEN = await adminToken(stack.cmsUrl);
    const tag = randomUUID().slice(0, 8);
    const email = `Privacy.${tag}@Example.com`;
    const other = `other.${tag}@example.com`;
    const base = { language: 'es', utm_campaign: 'spring', landing_page: '/es?utm_campaign=spring' };
    await post(stack.siteToken, 'contacts', { ...base, name: 'Pía', last_name: 'Núñez', email, submission_id: randomUUID() });
    await post(stack.siteToken, 'contacts', { ...base, name: 'Otro', last_name: 'X', email: other, submission_id: randomUUID() });
    await post(stack.siteToken, 'leads', {
      ...base,
      name: 'Pía',
      company: 'Acme',
      email: email.toLowerCase(),
      country: 'España',
      industry: 'Banca',
      position: 'CEO',
      submission_id: randomUUID(),
    });
    await post(stack.siteToken, 'download-requests', { ...base, email, user_name: 'Pía', submission_id: randomUUID() });
    const user = await adminFetch(stack.cmsUrl, '/content-manager/collection-types/api::download-user.download-user', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, user_name: 'Pía', language: 'es' }),
    });
    expect(user.status).toBe(201);
    await post(stack.chatCmsToken, 'chatbot-conversations', {
      idConversation: randomUUID(),
      language: 'es',
      Conversation: [{ id: 'u1', sender: 'user', message: `Escríbanme a ${email.toLowerCase()}`, at: new Date().toISOString() }],
    });
    expect(await leftOf(email)).toBe(5);

    const exported = privacy('export', email);
    expect(exported.status, exported.stderr).toBe(0);
    const data = JSON.parse(exported.stdout) as Record<string, Array<Record<string, unknown>>>;
    expect(data.contacts?.map((r) => r.name)).toEqual(['Pía']);
    expect(data.contacts?.[0]).toMatchObject({ utm_campaign: 'spring', landing_page: '/es?utm_campaign=spring' });
    expect(data.leads).toHaveLength(1);
    expect(data.download_requests).toHaveLength(1);
    expect(data.download_users).toHaveLength(1);
    expect(data.chat_conversations).toHaveLength(1);
    expect(exported.stdout).not.toContain(other);

    const erased = privacy('erase', email);
    expect(erased.status, erased.stderr).toBe(0);
    expect(erased.stdout).toMatch(/1 contacts, 1 leads, 1 download_requests, 1 download_users, 1 chat_conversations/);
    expect(await leftOf(email)).toBe(0);
    expect(await leftOf(other)).toBe(1);
    // The erasure is logged, without the address.
    const log = readFileSync(join(stack.dataDir, 'logs', 'cms.log'), 'utf8');
    const lines = log.split('\n').filter((l) => l.includes('[privacy] erasure'));
    expect(lines.length).toBeGreaterThan(0);
    expect(log.toLowerCase()).not.toContain(email.toLowerCase());
    const again = privacy('export', email);
    const after = JSON.parse(again.stdout) as Record<string, unknown[]>;
    for (const name of ['contacts', 'leads', 'download_requests', 'download_users', 'chat_conversations'])
      expect(after[name], name).toEqual([]);
  });

  it('is refused to anonymous callers, and needs an address', async () => {
    expect((await fetch(`${stack.cmsUrl}/inbox/privacy/export?email=a@example.com`)).status).toBe(401);
    expect((await adminFetch(stack.cmsUrl, '/inbox/privacy/export?email=not-an-address')).status).toBe(400);
  });
});
