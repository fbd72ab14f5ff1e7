/**
 * The firm's inbox in the admin, against the real CMS (docs/decisions/0037):
 * least-privilege API tokens, the list and edit views (content-manager configuration), the Editor
 * and Sales roles (admin users of each, made through the admin API), the CSV export.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { dayStart } from '../src/plugins/inbox/server/src/inbox-table';
import { parseCsv } from './csv-read';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };
const INBOXES = ['contact', 'lead', 'download-request'] as const;
const uid = (name: string) => `api::${name}.${name}`;

const api = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${stack.cmsUrl}/api/${path}`, { ...init, headers: { ...json, authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

/** A contact stored as the site stores it (its own token). */
async function storeContact(fields: Record<string, unknown>): Promise<{ id: number; documentId: string }> {
  const res = await api(stack.siteToken, 'contacts', {
    method: 'POST',
    body: JSON.stringify({
      data: {
        last_name: 'Ruiz',
        email: `inbox.${randomUUID().slice(0, 8)}@example.com`,
        language: 'es',
        submission_id: randomUUID(),
        ...fields,
      },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number; documentId: string } }).data;
}

async function readContact(documentId: string): Promise<Record<string, unknown>> {
  const res = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${uid('contact')}/${documentId}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}
const emailOf = async (documentId: string): Promise<string> => String((await readContact(documentId)).email);

describe('API tokens: each gets only what it uses', () => {
  it('the site token cannot list conversations, contacts, leads, document requests or download users', async () => {
    for (const path of ['chatbot-conversations', 'contacts', 'leads', 'download-requests', 'download-users']) {
      expect((await api(stack.siteToken, path)).status, path).toBe(403);
    }
    // Nor write a conversation (the chat service stores them).
    const conversation = await api(stack.siteToken, 'chatbot-conversations', {
      method: 'POST',
      body: JSON.stringify({ data: { idConversation: randomUUID(), Conversation: [] } }),
    });
    expect(conversation.status).toBe(403);
  });

  it('the site token still creates submissions and runs the mail outbox', async () => {
    await storeContact({ name: 'Token' });
    const claim = await api(stack.siteToken, 'mail-outbox/claim', {
      method: 'POST',
      body: JSON.stringify({ claim: `test-${randomUUID()}`, kinds: [] }),
    });
    expect(claim.status).toBe(200);
    expect((await api(stack.siteToken, 'blog-cards')).status).toBe(200);
  });

  it("the chat service's token reads content and conversations, and nothing of the forms", async () => {
    expect(stack.chatCmsToken).toBeTruthy();
    expect(stack.chatCmsToken).not.toBe(stack.siteToken);
    const id = randomUUID();
    const created = await api(stack.chatCmsToken, 'chatbot-conversations', {
      method: 'POST',
      body: JSON.stringify({ data: { idConversation: id, Conversation: [], language: 'en' } }),
    });
    expect(created.status).toBe(201);
    expect((await api(stack.chatCmsToken, `chatbot-conversations?filters[idConversation][$eq]=${id}`)).status).toBe(200);
    expect((await api(stack.chatCmsToken, 'chat-bot')).status).toBe(200);
    for (const path of ['contacts', 'leads', 'download-requests']) {
      expect((await api(stack.chatCmsToken, path)).status, path).toBe(403);
      expect((await api(stack.chatCmsToken, path, { method: 'POST', body: JSON.stringify({ data: {} }) })).status, path).toBe(403);
    }
  });
});

interface Configuration {
  settings: { mainField: string; defaultSortBy: string; defaultSortOrder: string };
  metadatas: Record<string, { edit: { editable?: boolean; label?: string }; list: { label?: string } }>;
  layouts: { list: string[]; edit: Array<Array<{ name: string }>> };
}

async function configuration(model: string): Promise<Configuration> {
  const res = await adminFetch(stack.cmsUrl, `/content-manager/content-types/${model}/configuration`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { contentType: Configuration } }).data.contentType;
}

describe('the inbox views (content-manager configuration, set at start)', () => {
  const COLUMNS: Record<(typeof INBOXES)[number], string[]> = {
    contact: ['createdAt', 'lead_status', 'owner', 'entry_title', 'email', 'next_step_due'],
    lead: ['createdAt', 'lead_status', 'owner', 'entry_title', 'email', 'next_step_due'],
    'download-request': ['createdAt', 'lead_status', 'owner', 'entry_title', 'email', 'next_step_due'],
  };

  it.each(INBOXES)('%s: newest first, the columns sales work from, a readable title', async (name) => {
    const config = await configuration(uid(name));
    expect(config.layouts.list).toEqual(COLUMNS[name]);
    expect(config.settings).toMatchObject({ mainField: 'entry_title', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    expect(config.metadatas.createdAt?.list.label).toBe('Date');
  });

  it.each(INBOXES)(
    '%s: only status, owner, next step, its date and a new note are editable; the delivery fields (e-mail, CRM) come last, together',
    async (name) => {
      const config = await configuration(uid(name));
      const editable = Object.entries(config.metadatas)
        .filter(([, m]) => m.edit.editable === true)
        .map(([field]) => field)
        .sort();
      expect(editable).toEqual(['lead_status', 'new_note', 'next_step', 'next_step_due', 'owner']);
      const order = config.layouts.edit.flat().map((f) => f.name);
      expect(order.slice(0, 5)).toEqual(['lead_status', 'owner', 'next_step', 'next_step_due', 'new_note']);
      const firstMail = order.findIndex((f) => f.startsWith('mail_'));
      expect(firstMail).toBeGreaterThan(0);
      expect(order.slice(firstMail).every((f) => f.startsWith('mail_') || f.startsWith('crm_'))).toBe(true);
      // Each channel's status, attempts, error, sent and next attempt; no lease (the machinery's, not for people).
      expect(order.slice(firstMail)).toHaveLength(10);
      for (const lease of ['mail_lease_until', 'mail_claim', 'crm_lease_until', 'crm_claim']) expect(order).not.toContain(lease);
      // Each channel starts a row of its own.
      for (const first of ['mail_status', 'crm_status'])
        expect(config.layouts.edit.find((r) => r.some((f) => f.name === first))?.[0]?.name).toBe(first);
    },
  );

  it('a stored contact gets its title, its source and the status "new"', async () => {
    const { documentId } = await storeContact({ name: 'Ana', company: 'Acme', utm_campaign: 'otoño', utm_source: 'newsletter' });
    const referred = await storeContact({ name: 'Luis', referrer: 'https://www.example.org/post?q=1' });
    const read = async (id: string) =>
      (
        (await (await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${uid('contact')}/${id}`)).json()) as {
          data: Record<string, unknown>;
        }
      ).data;
    expect(await read(documentId)).toMatchObject({
      entry_title: 'Ana Ruiz — Acme',
      source: 'campaign: otoño (newsletter)',
      lead_status: 'new',
    });
    expect(await read(referred.documentId)).toMatchObject({ entry_title: 'Luis Ruiz', source: 'www.example.org', lead_status: 'new' });
  });
});

interface AdminUser {
  token: string;
  email: string;
}

/** An admin user of the role `code`, invited by the super-admin and registered, as README says. */
async function userOf(code: string): Promise<AdminUser> {
  const roles = (await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Array<{ id: number; code: string }> };
  const role = roles.data.find((r) => r.code === code);
  expect(role, code).toBeTruthy();
  const email = `${code}.${randomUUID().slice(0, 8)}@example.com`;
  const invited = await adminFetch(stack.cmsUrl, '/admin/users', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstname: code, lastname: 'Test', email, roles: [role?.id] }),
  });
  expect(invited.status).toBe(201);
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await fetch(`${stack.cmsUrl}/admin/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ registrationToken, userInfo: { firstname: code, lastname: 'Test', password: `Aa1-${randomUUID()}` } }),
  });
  expect(registered.status).toBe(200);
  return { email, token: ((await registered.json()) as { data: { token: string } }).data.token };
}

const as = (user: AdminUser, path: string, init: RequestInit = {}) =>
  fetch(`${stack.cmsUrl}${path}`, { ...init, headers: { ...json, authorization: `Bearer ${user.token}`, ...(init.headers ?? {}) } });

const list = (model: string) => `/content-manager/collection-types/${model}?page=1&pageSize=10`;
const today = () => new Date().toISOString().slice(0, 10);

describe('roles (admin users of each)', () => {
  let sales: AdminUser;
  let editor: AdminUser;
  beforeAll(async () => {
    sales = await userOf('sales');
    editor = await userOf('strapi-editor');
  });

  it('Sales reads contacts, leads, document requests and chat conversations', async () => {
    for (const model of [...INBOXES.map(uid), uid('chatbot-conversation')]) expect((await as(sales, list(model))).status, model).toBe(200);
  });

  it('Sales sets status and owner, and nothing the visitor sent', async () => {
    const { documentId } = await storeContact({ name: 'Marta', company: 'Beta' });
    const path = `/content-manager/collection-types/${uid('contact')}/${documentId}`;
    const res = await as(sales, path, {
      method: 'PUT',
      body: JSON.stringify({ lead_status: 'contacted', owner: sales.email, name: 'Changed', email: 'x@example.com' }),
    });
    expect(res.status).toBe(200);
    const stored = ((await (await adminFetch(stack.cmsUrl, path)).json()) as { data: Record<string, unknown> }).data;
    expect(stored).toMatchObject({ lead_status: 'contacted', owner: sales.email, name: 'Marta' });
    expect(stored.email).not.toBe('x@example.com');
  });

  it('Sales works a lead: a note kept with its author and date, the status history, a next step listed when due', async () => {
    const { documentId } = await storeContact({ name: 'Worked', company: 'Delta' });
    const path = `/content-manager/collection-types/${uid('contact')}/${documentId}`;
    const put = (body: Record<string, unknown>) => as(sales, path, { method: 'PUT', body: JSON.stringify(body) });
    const due = '2000-01-01';
    expect((await put({ new_note: 'Called; wants a demo', next_step: 'Send the demo link', next_step_due: due })).status).toBe(200);
    expect((await put({ lead_status: 'contacted', owner: sales.email, new_note: 'Demo booked' })).status).toBe(200);
    const stored = ((await (await adminFetch(stack.cmsUrl, path)).json()) as { data: Record<string, unknown> }).data;
    const stamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
    const notes = String(stored.notes).split('\n');
    expect(notes.map((n) => n.replace(/^.*? · /, ''))).toEqual(['sales Test: Demo booked', 'sales Test: Called; wants a demo']);
    for (const n of notes) expect(n.split(' · ')[0]).toMatch(stamp);
    expect(String(stored.status_history).replace(/^.*? · /, '')).toBe('sales Test · new → contacted · owner: — → sales Test');
    expect(stored.new_note ?? null).toBeNull();
    expect(stored).toMatchObject({ next_step: 'Send the demo link', next_step_due: due });
    // Sales cannot write the logs themselves.
    expect((await put({ notes: 'forged', status_history: 'forged' })).status).toBe(200);
    const after = ((await (await adminFetch(stack.cmsUrl, path)).json()) as { data: Record<string, unknown> }).data;
    expect(after.notes).toBe(stored.notes);
    expect(after.status_history).toBe(stored.status_history);
    // Listed as due (overdue) for Sales; the Editor cannot see the list.
    const list = (await (await as(sales, '/inbox/due')).json()) as { data: { today: string; items: Array<Record<string, unknown>> } };
    expect(list.data.items.find((i) => i.documentId === documentId)).toMatchObject({ kind: 'contact', next_step: 'Send the demo link' });
    expect(list.data.items.every((i) => String(i.next_step_due) <= list.data.today && i.lead_status !== 'discarded')).toBe(true);
    expect((await as(editor, '/inbox/due')).status).toBe(403);
  });

  it('Sales cannot read or edit the content, nor delete a submission', async () => {
    expect((await as(sales, list(uid('blog-card')))).status).toBe(403);
    const home = await as(sales, '/content-manager/single-types/api::home.home', {
      method: 'PUT',
      body: JSON.stringify({ tittle_banner_en: 'x' }),
    });
    expect(home.status).toBe(403);
    const { documentId } = await storeContact({ name: 'Keep' });
    expect((await as(sales, `/content-manager/collection-types/${uid('contact')}/${documentId}`, { method: 'DELETE' })).status).toBe(403);
  });

  it('Sales exports; the Editor cannot', async () => {
    const query = `/inbox/export?kind=contact&from=${today()}&to=${today()}`;
    expect((await as(sales, query)).status).toBe(200);
    expect((await as(editor, query)).status).toBe(403);
  });

  it('an Author reads no lead either', async () => {
    const author = await userOf('strapi-author');
    expect((await as(author, list(uid('blog-card')))).status).toBe(200);
    for (const model of [...INBOXES.map(uid), uid('chatbot-conversation')]) expect((await as(author, list(model))).status, model).toBe(403);
  });

  it('the Editor edits content and media, reads no lead and no setting', async () => {
    expect((await as(editor, list(uid('blog-card')))).status).toBe(200);
    expect((await as(editor, '/upload/files?page=1&pageSize=1')).status).toBe(200);
    for (const model of [...INBOXES.map(uid), uid('chatbot-conversation')]) expect((await as(editor, list(model))).status, model).toBe(403);
    expect((await as(editor, '/admin/users?page=1')).status).toBe(403);
    expect((await as(editor, '/admin/api-tokens')).status).toBe(403);
  });
});

describe('CSV export', () => {
  const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const exportCsv = async (query: string) => {
    const res = await adminFetch(stack.cmsUrl, `/inbox/export?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="(contact|lead|download-request)s-/);
    return new Uint8Array(await res.arrayBuffer());
  };
  /** The file as a spreadsheet opens it: the BOM says UTF-8, then RFC 4180 rows. */
  const sheet = (bytes: Uint8Array) => {
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = [], ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1));
    const col = (name: string) => header.indexOf(name);
    return { header, rows, col };
  };

  it('for people: the business columns in the admin language, local dates, phones as text, formulas inert, exactly the range', async () => {
    const formula = await storeContact({
      name: '=HYPERLINK("http://x","y")',
      company: 'Señal Ñandú',
      comment: '+1 -2 @3',
      phone: '525512345678',
    });
    const formulaEmail = await emailOf(formula.documentId);
    const qualified = await storeContact({ name: 'Qualified' });
    await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${uid('contact')}/${qualified.documentId}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ lead_status: 'qualified' }),
    });
    // Yesterday to tomorrow (UTC) covers the firm's today in any time zone.
    const range = `from=${utcDay(-1)}&to=${utcDay(1)}`;
    const contactsOf = async (start: Date, end: Date) => {
      const res = await adminFetch(
        stack.cmsUrl,
        `/content-manager/collection-types/${uid('contact')}?page=1&pageSize=1000&filters[createdAt][$gte]=${start.toISOString()}&filters[createdAt][$lt]=${end.toISOString()}`,
      );
      const body = (await res.json()) as { results: Array<{ email: string }>; pagination: { total: number } };
      expect(body.pagination.total).toBeLessThanOrEqual(1000);
      return new Set(body.results.map((r) => r.email));
    };

    const es = sheet(await exportCsv(`kind=contact&${range}`));
    // The admin API's user has no interface language: Spanish, the admin's default.
    const zone = /^Fecha \((.+)\)$/.exec(es.header[0] ?? '')?.[1] ?? '';
    expect(zone).not.toBe('');
    expect(es.header).toEqual([
      `Fecha (${zone})`,
      'Estado',
      'Responsable',
      'Nombre',
      'Apellido',
      'Correo',
      'Teléfono',
      'Empresa',
      'Puesto',
      'Industria',
      'País',
      'Área de interés',
      'Comentario',
      'Idioma',
      'Enviado desde',
      'Origen',
      'Campaña',
      'Página de llegada',
      // The conversation a contact was sent from, readable (docs/decisions/0092).
      'Transcripción del chat',
    ]);
    const row = es.rows.find((r) => r[es.col('Correo')] === formulaEmail);
    expect(row?.[es.col('Nombre')]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(row?.[es.col('Empresa')]).toBe('Señal Ñandú');
    expect(row?.[es.col('Comentario')]).toBe(`'+1 -2 @3`);
    expect(row?.[es.col('Estado')]).toBe('Nuevo');
    expect(row?.[es.col('Idioma')]).toBe('Español');
    // The phone in international format and as text (digits alone would read 5.25512E+11).
    expect(row?.[es.col('Teléfono')]).toBe(`'+52 55 1234 5678`);
    // The date and time of the firm's clock, as the admin stored it.
    const stored = await readContact(formula.documentId);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(String(stored.createdAt)))
      .replace(', ', ' ');
    expect(row?.[0]).toBe(local);
    for (const r of es.rows) {
      expect(r).toHaveLength(es.header.length);
      for (const cell of r) {
        expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        // No number a spreadsheet would turn into a float, no id, no bookkeeping.
        expect(cell).not.toMatch(/^\d{9,}$/);
        expect(cell).not.toMatch(/^(pending|sent|failed)$/);
      }
    }
    // Exactly the contacts of the range (the firm's days), as the admin lists them before and after
    // (other test files may store contacts meanwhile).
    const start = dayStart(utcDay(-1), zone);
    const end = dayStart(utcDay(2), zone);
    const listedBefore = await contactsOf(start, end);
    const exported = new Set(sheet(await exportCsv(`kind=contact&${range}`)).rows.map((r) => r[es.col('Correo')]));
    const listedAfter = await contactsOf(start, end);
    for (const email of listedBefore) expect(exported.has(email), `${email} missing`).toBe(true);
    for (const email of exported) expect(listedAfter.has(String(email)), `${email} is not of the range`).toBe(true);

    // In English when the admin is.
    const en = sheet(await exportCsv(`kind=contact&${range}&lang=en`));
    expect(en.header.slice(0, 7)).toEqual([`Date (${zone})`, 'Status', 'Owner', 'Name', 'Last name', 'E-mail', 'Phone']);
    expect(en.rows.find((r) => r[en.col('E-mail')] === formulaEmail)?.[en.col('Language')]).toBe('Spanish');

    // By status: only qualified ones, ours among them.
    const onlyQualified = sheet(await exportCsv(`kind=contact&${range}&status=qualified`));
    expect(onlyQualified.rows.every((r) => r[onlyQualified.col('Estado')] === 'Calificado')).toBe(true);
    const qualifiedEmail = await emailOf(qualified.documentId);
    expect(onlyQualified.rows.some((r) => r[onlyQualified.col('Correo')] === qualifiedEmail)).toBe(true);
    // A range that ended two days ago holds none of today's.
    const before = sheet(await exportCsv(`kind=contact&from=2000-01-01&to=${utcDay(-2)}`));
    expect(before.rows.some((r) => r[before.col('Correo')] === formulaEmail)).toBe(false);
  });

  it("a document request's document by its title", async () => {
    const cards = (await (
      await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${uid('download-card')}?page=1&pageSize=1`)
    ).json()) as {
      results: Array<{ id: number; title_es: string; title_en: string }>;
    };
    const card = cards.results[0];
    expect(card).toBeTruthy();
    const email = `doc.${randomUUID().slice(0, 8)}@example.com`;
    const res = await api(stack.siteToken, 'download-requests', {
      method: 'POST',
      body: JSON.stringify({ data: { email, language: 'en', user_name: 'Eva', submission_id: randomUUID(), download_card: card?.id } }),
    });
    expect(res.status).toBe(201);
    const { header, rows, col } = sheet(await exportCsv(`kind=download-request&from=${utcDay(-1)}&to=${utcDay(1)}&lang=en`));
    expect(header).toContain('Document');
    expect(rows.find((r) => r[col('E-mail')] === email)?.[col('Document')]).toBe(card?.title_en);
  });

  it('refuses a bad kind or range, in the admin language, and an anonymous caller', async () => {
    const bad = await adminFetch(stack.cmsUrl, `/inbox/export?kind=home&from=${utcDay(0)}&to=${utcDay(0)}`);
    expect(bad.status).toBe(400);
    const reversed = await adminFetch(stack.cmsUrl, '/inbox/export?kind=lead&from=2026-02-01&to=2026-01-01&lang=en');
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { error: { message: string } }).error.message).toBe('From must be a date on or before to');
    const spanish = await adminFetch(stack.cmsUrl, '/inbox/export?kind=lead&from=2026-02-01&to=x');
    expect(((await spanish.json()) as { error: { message: string } }).error.message).toBe('Desde y hasta: fechas AAAA-MM-DD');
    expect((await fetch(`${stack.cmsUrl}/inbox/export?kind=lead&from=${utcDay(0)}&to=${utcDay(0)}`)).status).toBe(401);
  });
});
