/**
 * A lead's owner is an admin user (docs/decisions/0091), against the real CMS: the list of who may own
 * leads (Sales, super-admins), any other owner refused in the admin's language, "Mine" as a filter of
 * the lists (people too), the owner's name in the CSV and "Due today", the e-mail to a new owner (once
 * per assignment, in their admin language, never to oneself); and what Sales may not do, refused by the API
 * (the content-type builder, deleting, the settings).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { type AdminUser, adminUserOf, asAdmin } from './admin-users';
import { parseCsv } from './csv-read';

const stack = inject('stack');
const CONTACT = 'api::contact.contact';
const PERSON = 'api::person.person';

async function storeContact(email: string, name: string): Promise<string> {
  const res = await fetch(`${stack.cmsUrl}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.siteToken}` },
    body: JSON.stringify({ data: { name, last_name: 'Owner', email, language: 'es', submission_id: randomUUID() } }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { documentId: string } }).data.documentId;
}

const contactPath = (documentId: string) => `/content-manager/collection-types/${CONTACT}/${documentId}`;

describe('the owner of a lead is an admin user', () => {
  let ana: AdminUser;
  let bruno: AdminUser;
  let editor: AdminUser;
  beforeAll(async () => {
    [ana, bruno, editor] = await Promise.all([
      adminUserOf(stack.cmsUrl, 'sales', 'Ana'),
      adminUserOf(stack.cmsUrl, 'sales', 'Bruno'),
      adminUserOf(stack.cmsUrl, 'strapi-editor', 'Edu'),
    ]);
  });

  it('lists who may own leads, by name, to those who read the inbox', async () => {
    const res = await asAdmin(stack.cmsUrl, ana, '/inbox/owners');
    expect(res.status).toBe(200);
    const owners = ((await res.json()) as { data: Array<{ email: string; name: string }> }).data;
    expect(owners).toContainEqual({ email: ana.email, name: 'Ana Test' });
    expect(owners).toContainEqual({ email: bruno.email, name: 'Bruno Test' });
    // The super-admin too; not the Editor, who works no lead.
    expect(owners.some((o) => o.email === (process.env.ADMIN_EMAIL || 'admin@example.com'))).toBe(true);
    expect(owners.some((o) => o.email === editor.email)).toBe(false);
    expect((await asAdmin(stack.cmsUrl, editor, '/inbox/owners')).status).toBe(403);
  });

  it('refuses any other owner, saying why in the admin language; keeps an owner unchanged; empties it', async () => {
    const documentId = await storeContact(`owner.${randomUUID().slice(0, 8)}@example.com`, 'Refused');
    for (const owner of ['Laura', editor.email, 'nobody@example.com']) {
      const res = await asAdmin(stack.cmsUrl, ana, contactPath(documentId), { method: 'PUT', body: JSON.stringify({ owner }) });
      expect(res.status, owner).toBe(400);
      const message = ((await res.json()) as { error: { message: string } }).error.message;
      expect(message).toContain('El responsable debe ser un usuario activo del panel');
      expect(message).toContain('The owner must be an active admin user');
    }
    // In the user's own language when their profile has one.
    const me = await asAdmin(stack.cmsUrl, ana, '/admin/users/me', { method: 'PUT', body: JSON.stringify({ preferedLanguage: 'en' }) });
    expect(me.status).toBe(200);
    const english = await asAdmin(stack.cmsUrl, ana, contactPath(documentId), { method: 'PUT', body: JSON.stringify({ owner: 'Laura' }) });
    const message = ((await english.json()) as { error: { message: string } }).error.message;
    expect(message).toBe('The owner must be an active admin user with the Sales or super-admin role: “Laura” is not.');
    // A user, written in any case, is stored as their address in lower case.
    const set = await asAdmin(stack.cmsUrl, ana, contactPath(documentId), {
      method: 'PUT',
      body: JSON.stringify({ owner: bruno.email.toUpperCase() }),
    });
    expect(set.status).toBe(200);
    const stored = ((await (await adminFetch(stack.cmsUrl, contactPath(documentId))).json()) as { data: Record<string, unknown> }).data;
    expect(stored.owner).toBe(bruno.email);
    const cleared = await asAdmin(stack.cmsUrl, ana, contactPath(documentId), { method: 'PUT', body: JSON.stringify({ owner: '' }) });
    expect(cleared.status).toBe(200);
    const after = ((await (await adminFetch(stack.cmsUrl, contactPath(documentId))).json()) as { data: Record<string, unknown> }).data;
    expect(after.owner ?? null).toBeNull();
  });

  it('"Mine": the contacts and the people whose owner is the user', async () => {
    const email = `mine.${randomUUID().slice(0, 8)}@example.com`;
    const mine = await storeContact(email, 'Mía');
    const theirs = await storeContact(`theirs.${randomUUID().slice(0, 8)}@example.com`, 'Suya');
    expect(
      (await asAdmin(stack.cmsUrl, ana, contactPath(mine), { method: 'PUT', body: JSON.stringify({ owner: ana.email }) })).status,
    ).toBe(200);
    expect(
      (await asAdmin(stack.cmsUrl, ana, contactPath(theirs), { method: 'PUT', body: JSON.stringify({ owner: bruno.email }) })).status,
    ).toBe(200);
    const filter = `filters[$and][0][owner][$eq]=${encodeURIComponent(ana.email)}`;
    const list = async (model: string) =>
      (
        (await (await asAdmin(stack.cmsUrl, ana, `/content-manager/collection-types/${model}?page=1&pageSize=100&${filter}`)).json()) as {
          results: Array<Record<string, unknown>>;
        }
      ).results;
    const contacts = await list(CONTACT);
    expect(contacts.map((c) => c.documentId)).toContain(mine);
    expect(contacts.map((c) => c.documentId)).not.toContain(theirs);
    expect(contacts.every((c) => c.owner === ana.email)).toBe(true);
    // The person takes the owner of their newest owned submission.
    const people = await list(PERSON);
    expect(people.find((p) => p.email === email)).toMatchObject({ owner: ana.email });
    expect(people.every((p) => p.owner === ana.email)).toBe(true);
  });

  it('the CSV and "Due today" name the owner', async () => {
    const documentId = await storeContact(`csv.${randomUUID().slice(0, 8)}@example.com`, 'Csv');
    const put = await asAdmin(stack.cmsUrl, ana, contactPath(documentId), {
      method: 'PUT',
      body: JSON.stringify({ owner: bruno.email, next_step: 'Call', next_step_due: '2001-01-01' }),
    });
    expect(put.status).toBe(200);
    const due = (await (await asAdmin(stack.cmsUrl, ana, '/inbox/due')).json()) as { data: { items: Array<Record<string, unknown>> } };
    expect(due.data.items.find((i) => i.documentId === documentId)).toMatchObject({ owner: bruno.email, owner_name: 'Bruno Test' });
    const today = new Date().toISOString().slice(0, 10);
    for (const [lang, header] of [
      ['es', 'Responsable'],
      ['en', 'Owner'],
    ] as const) {
      const res = await asAdmin(stack.cmsUrl, ana, `/inbox/export?kind=contact&from=${today}&to=${today}&lang=${lang}`);
      expect(res.status).toBe(200);
      const [head, ...rows] = parseCsv(await res.text());
      const column = head?.indexOf(header) ?? -1;
      expect(column, header).toBeGreaterThan(0);
      const row = rows.find((r) => r.includes('Csv'));
      expect(row?.[column]).toBe('Bruno Test');
    }
  });
});

interface Notification {
  key: string;
  recipients: string;
  language: string;
  subject: string;
  body_text: string;
  mail_status: string;
}

/** The assignment notices of a contact, stored for the mail outbox (apps/cms/src/plugins/notifications), read as the super-admin. */
async function noticesOf(documentId: string): Promise<Notification[]> {
  const filter = `filters[key][$startsWith]=${encodeURIComponent(`lead.assigned:contact:${documentId}:`)}`;
  const res = await adminFetch(
    stack.cmsUrl,
    `/content-manager/collection-types/api::notification.notification?page=1&pageSize=50&${filter}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Notification[] }).results;
}

describe('an assignment e-mails the new owner, once', () => {
  let carla: AdminUser;
  let dario: AdminUser;
  beforeAll(async () => {
    [carla, dario] = await Promise.all([adminUserOf(stack.cmsUrl, 'sales', 'Carla'), adminUserOf(stack.cmsUrl, 'sales', 'Darío')]);
    // Darío reads the admin in English; Carla keeps Spanish, the default.
    expect(
      (await asAdmin(stack.cmsUrl, dario, '/admin/users/me', { method: 'PUT', body: JSON.stringify({ preferedLanguage: 'en' }) })).status,
    ).toBe(200);
  });

  it('assigning tells the owner in their language; saving again tells nobody; reassigning tells the new owner; assigning oneself, nobody', async () => {
    const documentId = await storeContact(`notice.${randomUUID().slice(0, 8)}@example.com`, 'Noemí');
    const put = (by: AdminUser | null, body: Record<string, unknown>) =>
      by
        ? asAdmin(stack.cmsUrl, by, contactPath(documentId), { method: 'PUT', body: JSON.stringify(body) })
        : adminFetch(stack.cmsUrl, contactPath(documentId), {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });

    // The super-admin assigns it to Carla: one notice, to Carla, in Spanish, with the entry's title, kind and link.
    expect((await put(null, { owner: carla.email })).status).toBe(200);
    const first = await noticesOf(documentId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      recipients: carla.email,
      language: 'es',
      mail_status: 'pending',
      subject: 'Te asignaron: Contacto — Noemí Owner',
    });
    expect(first[0]?.body_text).toContain(`/admin/content-manager/collection-types/${CONTACT}/${documentId}`);
    expect(first[0]?.body_text).toContain('Site');

    // Saved again, the owner unchanged (a status, a note): nothing more.
    expect((await put(carla, { owner: carla.email, lead_status: 'contacted', new_note: 'Llamada' })).status).toBe(200);
    expect((await put(null, { owner: carla.email })).status).toBe(200);
    expect(await noticesOf(documentId)).toHaveLength(1);

    // Carla hands it to Darío: one notice for Darío, in English.
    expect((await put(carla, { owner: dario.email })).status).toBe(200);
    const second = await noticesOf(documentId);
    expect(second).toHaveLength(2);
    const toDario = second.filter((n) => n.recipients === dario.email);
    expect(toDario).toHaveLength(1);
    expect(toDario[0]).toMatchObject({ language: 'en', subject: 'Assigned to you: Contact — Noemí Owner' });
    expect(toDario[0]?.body_text).toContain('Carla Test assigned this entry to you.');

    // Carla takes it back herself: nobody is told.
    expect((await put(carla, { owner: carla.email })).status).toBe(200);
    expect(await noticesOf(documentId)).toHaveLength(2);
    // Emptied: nobody to tell.
    expect((await put(carla, { owner: null })).status).toBe(200);
    expect(await noticesOf(documentId)).toHaveLength(2);
  });
});

describe('what Sales may not do, the API refuses', () => {
  let sales: AdminUser;
  beforeAll(async () => {
    sales = await adminUserOf(stack.cmsUrl, 'sales', 'Sara');
  });

  it('the content-type builder: no read, no write', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/content-type-builder/content-types', undefined],
      ['POST', '/content-type-builder/update-schema', { data: { contentTypes: [], components: [] } }],
      ['PUT', `/content-type-builder/content-types/${CONTACT}`, { contentType: { displayName: 'x', attributes: {} } }],
      ['DELETE', `/content-type-builder/content-types/${CONTACT}`, undefined],
      ['PUT', `/content-manager/content-types/${CONTACT}/configuration`, { layouts: {} }],
    ];
    for (const [method, path, body] of calls) {
      const res = await asAdmin(stack.cmsUrl, sales, path, { method, ...(body ? { body: JSON.stringify(body) } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('no deleting a submission, one or many', async () => {
    const documentId = await storeContact(`keep.${randomUUID().slice(0, 8)}@example.com`, 'Keep');
    expect((await asAdmin(stack.cmsUrl, sales, contactPath(documentId), { method: 'DELETE' })).status).toBe(403);
    const bulk = await asAdmin(stack.cmsUrl, sales, `/content-manager/collection-types/${CONTACT}/actions/bulkDelete`, {
      method: 'POST',
      body: JSON.stringify({ documentIds: [documentId] }),
    });
    expect(bulk.status).toBe(403);
    expect((await adminFetch(stack.cmsUrl, contactPath(documentId))).status).toBe(200);
  });

  it('no settings', async () => {
    for (const path of [
      '/admin/users',
      '/admin/roles',
      '/admin/webhooks',
      '/admin/api-tokens',
      '/crm-webhook/settings',
      '/upload/settings',
    ]) {
      expect((await asAdmin(stack.cmsUrl, sales, path)).status, path).toBe(403);
    }
    const put = await asAdmin(stack.cmsUrl, sales, '/crm-webhook/settings', {
      method: 'PUT',
      body: JSON.stringify({ url: 'https://crm.example/hook' }),
    });
    expect(put.status).toBe(403);
  });
});
