/**
 * The site's form endpoints (/api/contact, /api/lead, /api/download-request, /api/form-options)
 * against the real CMS: bad inputs get a 4xx with a clear error and store nothing; valid ones are
 * stored once (retries included) with every field as sent; bots (honeypot) are answered without
 * storing; a burst over the rate limit gets 429.
 *
 * The requests go to a second site server on the same build (so this file's hundreds of requests
 * from 127.0.0.1 use their own rate-limit counters, and its e-mails go to a temporary outbox).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { countryOf } from '../server/http/geo.server';
import { contactPayload, leadPayload, parseMail, postJson, records, type SiteProcess, startSite } from './forms-site';

const stack = inject('stack');
let site: SiteProcess;
let outbox: string;

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'forms-outbox-'));
  site = await startSite(stack, { FORMS_RATE_LIMIT_MAX: '10000', OUTBOX_DIR: outbox });
}, 90_000);

afterAll(async () => {
  await site?.stop();
  rmSync(outbox, { recursive: true, force: true });
});

interface Answer {
  ok: boolean;
  error?: string;
  fields?: Record<string, string>;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await postJson(`${site.url}${path}`, body, headers);
  const json = (await res.json().catch(() => ({}))) as Answer;
  return { status: res.status, json, headers: res.headers };
}

/** Posts a bad contact and checks: the status, the field's error code, and that nothing is stored. */
async function refused(
  path: '/api/contact' | '/api/lead' | '/api/download-request',
  body: Record<string, unknown>,
  field: string,
  code: string,
) {
  const { status, json } = await post(path, body);
  expect(status, JSON.stringify(json)).toBe(400);
  expect(json.ok).toBe(false);
  expect(json.error).toMatch(/invalid input/i);
  expect(json.fields?.[field], JSON.stringify(json.fields)).toBe(code);
  const inbox = path === '/api/contact' ? 'contact' : path === '/api/lead' ? 'lead' : 'download-request';
  if (typeof body.submission_id === 'string') expect(await records(stack.cmsUrl, inbox, body.submission_id)).toHaveLength(0);
}

const long = (n: number) => 'a'.repeat(n);
const longEmail = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('POST /api/contact: bad input is refused and nothing is stored', () => {
  // The phone is optional (PRODUCT §5 "if given"): see "valid submissions".
  for (const field of ['name', 'last_name', 'email', 'country', 'company', 'position', 'industry']) {
    it(`missing ${field} → 400 required`, async () => {
      const body = contactPayload();
      delete body[field];
      await refused('/api/contact', body, field, 'required');
    });
    it(`blank ${field} → 400 required`, async () => {
      await refused('/api/contact', contactPayload({ [field]: '   ' }), field, 'required');
    });
  }

  it('terms not accepted (false, missing, "true" as text) → 400 terms', async () => {
    await refused('/api/contact', contactPayload({ terms_and_conditions: false }), 'terms_and_conditions', 'terms');
    const missing = contactPayload();
    delete missing.terms_and_conditions;
    await refused('/api/contact', missing, 'terms_and_conditions', 'terms');
    await refused('/api/contact', contactPayload({ terms_and_conditions: 'true' }), 'terms_and_conditions', 'terms');
  });

  it('an invalid e-mail → 400 email', async () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com', 'ana@@x.com']) {
      await refused('/api/contact', contactPayload({ email }), 'email', 'email');
    }
  });

  it('phones outside PRODUCT’s pattern, with no phone country to check them against → 400 phone', async () => {
    for (const phone of [
      '12345',
      '551234567',
      '5512345678901',
      '+525512345678',
      '(55) 1234-5678',
      '55-1234-5678',
      'abcdefghij',
      '551 234 56',
      '(551 234 5678',
    ]) {
      await refused('/api/contact', contactPayload({ phone }), 'phone', 'phone');
    }
    await refused('/api/contact', contactPayload({ dial_code: '52a' }), 'dial_code', 'phone');
  });

  it('a number that is not valid for the selected phone country → 400 phone', async () => {
    for (const [phone_country, dial_code, phone] of [
      ['mx', '+52', '912345678'],
      ['pe', '+51', '12345'],
      ['cl', '+56', '1234'],
      ['es', '+34', '51234567'],
      ['us', '+1', '0123456'],
    ]) {
      await refused('/api/contact', contactPayload({ phone_country, dial_code, phone }), 'phone', 'phone');
    }
    await refused('/api/contact', contactPayload({ phone_country: 'peru', phone: '912345678' }), 'phone_country', 'phone');
  });

  it('too long texts → 400 too_long', async () => {
    await refused('/api/contact', contactPayload({ name: long(96) }), 'name', 'too_long');
    await refused('/api/contact', contactPayload({ last_name: long(96) }), 'last_name', 'too_long');
    await refused('/api/contact', contactPayload({ company: long(96) }), 'company', 'too_long');
    await refused('/api/contact', contactPayload({ email: longEmail(246) }), 'email', 'too_long');
    await refused('/api/contact', contactPayload({ interest_area: long(296) }), 'interest_area', 'too_long');
    await refused('/api/contact', contactPayload({ comment: long(5001) }), 'comment', 'too_long');
    await refused('/api/contact', contactPayload({ country: long(121) }), 'country', 'too_long');
  });

  it('wrong types → 400 invalid', async () => {
    await refused('/api/contact', contactPayload({ name: 123 }), 'name', 'invalid');
    await refused('/api/contact', contactPayload({ phone: 5512345678 }), 'phone', 'invalid');
    await refused('/api/contact', contactPayload({ company: ['Acme'] }), 'company', 'invalid');
    await refused('/api/contact', contactPayload({ comment: { text: 'x' } }), 'comment', 'invalid');
    await refused('/api/contact', contactPayload({ language: 'fr' }), 'language', 'invalid');
    await refused('/api/contact', contactPayload({ submission_id: 'not-a-uuid' }), 'submission_id', 'invalid');
    await refused('/api/contact', contactPayload({ extra: 'field' }), 'extra', 'invalid');
  });

  it('control characters in text fields → 400 invalid', async () => {
    await refused('/api/contact', contactPayload({ name: 'Ana\u0000' }), 'name', 'invalid');
    await refused('/api/contact', contactPayload({ comment: 'bell \u0007' }), 'comment', 'invalid');
  });

  it('a body that is not a JSON object → 400', async () => {
    for (const body of ['[]', 'null', '"text"', '42']) {
      const { status, json } = await post('/api/contact', body);
      expect(status, body).toBe(400);
      expect(json.error).toBeTruthy();
    }
    const malformed = await post('/api/contact', '{"name": "Ana",');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatch(/malformed json/i);
    const empty = await post('/api/contact', '');
    expect(empty.status).toBe(400);
  });

  it('a huge body → 413, nothing stored', async () => {
    const body = contactPayload({ comment: long(200_000) });
    const { status, json } = await post('/api/contact', body);
    expect(status).toBe(413);
    expect(json.error).toMatch(/too large/i);
    expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(0);
  });

  it('a body sent without a length (chunked) over the limit → 413', async () => {
    const body = contactPayload({ comment: long(100_000) });
    const bytes = Buffer.from(JSON.stringify(body));
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      // The server answers and closes before the whole body is sent: the client's write side may fail.
      req.on('error', (error) => setTimeout(() => reject(error), 2000));
      for (let i = 0; i < bytes.length; i += 8192) req.write(bytes.subarray(i, i + 8192));
      req.end();
    });
    expect(status).toBe(413);
    expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(0);
  });

  it('a wrong content type → 415, nothing stored', async () => {
    const body = contactPayload();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      const res = await fetch(`${site.url}/api/contact`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as Answer).error).toMatch(/application\/json/);
    }
    const none = await fetch(`${site.url}/api/contact`, { method: 'POST', body: new Blob([JSON.stringify(body)]) });
    expect(none.status).toBe(415);
    expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(0);
  });

  it('GET → 405 with Allow: POST', async () => {
    const res = await fetch(`${site.url}/api/contact`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/contact: valid submissions', () => {
  it('is stored with every field as sent (phone = dial code + number without +, language) and e-mails the firm', async () => {
    const body = contactPayload({ comment: 'Presupuesto < 10k, ¿es posible?', phone: '(551) 234-5678', interest_area: '' });
    const { status, json } = await post('/api/contact', body);
    expect(status).toBe(200);
    expect(json.ok).toBe(true);
    const [stored, ...more] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({
      name: body.name,
      last_name: body.last_name,
      email: body.email,
      phone: '52(551) 234-5678',
      country: body.country,
      company: body.company,
      position: body.position,
      industry: body.industry,
      comment: body.comment,
      terms_and_conditions: true,
      language: 'es',
    });
    const file = readdirSync(outbox).find((f) => f.includes(String(body.submission_id)));
    expect(file).toMatch(/-contact-/);
    const mail = parseMail(readFileSync(join(outbox, file ?? ''), 'utf8'));
    expect(mail.headers.to).toBe('contacto@nexalia-consulting.example');
    expect(mail.headers['reply-to']).toBe(String(body.email));
    expect(mail.subject).toContain(String(body.last_name));
    expect(mail.text).toContain('+52(551) 234-5678');
  });

  it('text with "<" (even tag-like) is stored exactly as typed and escaped in the e-mail', async () => {
    const body = contactPayload({
      name: '<script>alert(1)</script>',
      last_name: 'Pérez<b>',
      company: '<SAP> & Co',
      comment: 'Presupuesto <5000 USD; si a<b y b>c, ¿cuándo? Hi <img src=x onerror=alert(1)>',
      interest_area: '<!-- x -->',
      position: '<svg onload=alert(1)>',
    });
    const { status } = await post('/api/contact', body);
    expect(status).toBe(200);
    const [stored] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
    expect(stored).toMatchObject({
      name: body.name,
      last_name: body.last_name,
      company: body.company,
      comment: body.comment,
      interest_area: body.interest_area,
      position: body.position,
    });
    const file = readdirSync(outbox).find((f) => f.includes(String(body.submission_id)));
    const mail = parseMail(readFileSync(join(outbox, file ?? ''), 'utf8'));
    expect(mail.text).toContain('Presupuesto <5000 USD; si a<b y b>c, ¿cuándo?');
    expect(mail.html).toContain('&lt;SAP&gt; &amp; Co');
    expect(mail.html).toContain('Presupuesto &lt;5000 USD; si a&lt;b y b&gt;c, ¿cuándo? Hi &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toMatch(/<script|<img|<svg|<b>|<SAP>|<!-- x/);
  });

  it('a contact without a phone (missing, empty or blank) is stored with an empty phone, not the dial code alone', async () => {
    for (const phone of [undefined, '', '   ']) {
      const body = contactPayload({ phone });
      if (phone === undefined) delete body.phone;
      expect((await post('/api/contact', body)).status).toBe(200);
      const [stored] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
      expect(stored?.phone ?? '').toBe('');
    }
  });

  it('phones of every Latin-American format are accepted for their country and stored as dial code + number', async () => {
    for (const [phone_country, dial_code, phone] of [
      ['mx', '+52', '5512345678'],
      ['pe', '+51', '912345678'],
      ['cl', '+56', '912345678'],
      ['co', '+57', '3001234567'],
      ['ar', '+54', '91123456789'],
      ['es', '+34', '612345678'],
      ['us', '+1', '2015550123'],
      ['br', '+55', '11912345678'],
    ]) {
      const body = contactPayload({ phone_country, dial_code, phone });
      const { status, json } = await post('/api/contact', body);
      expect(status, `${phone_country} ${phone}: ${JSON.stringify(json)}`).toBe(200);
      const [stored] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
      expect(stored?.phone).toBe(`${dial_code.slice(1)}${phone}`);
    }
  });

  it('stores where the lead came from as the form sent it (landing page, sending page, referrer, utm_*) and shows it in the e-mail; sets no cookie', async () => {
    const body = contactPayload({
      landing_page: '/servicio-ia?utm_source=newsletter',
      sending_page: '/download',
      referrer: 'https://news.example/a?b=1',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'IA <2026>',
      utm_term: 'agentes',
      utm_content: 'cta',
    });
    const res = await postJson(`${site.url}/api/contact`, body, { cookie: 'lang=es' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const [stored] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
    expect(stored).toMatchObject({
      landing_page: '/servicio-ia?utm_source=newsletter',
      sending_page: '/download',
      referrer: 'https://news.example/a?b=1',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'IA <2026>',
      utm_term: 'agentes',
      utm_content: 'cta',
    });
    const file = readdirSync(outbox).find((f) => f.includes(String(body.submission_id)));
    const mail = parseMail(readFileSync(join(outbox, file ?? ''), 'utf8'));
    expect(mail.text).toContain('utm_campaign: IA <2026>');
    expect(mail.text).toContain('Landing page: /servicio-ia?utm_source=newsletter');
    expect(mail.text).toContain('Sent from: /download');
    expect(mail.html).toContain('IA &lt;2026&gt;');

    // Without the fields (no script): the Referer is the sending page, its campaign the campaign.
    const plain = contactPayload();
    expect((await post('/api/contact', plain, { referer: `${site.url}/servicio-sap?utm_source=mail&utm_campaign=q3` })).status).toBe(200);
    const [fromReferer] = await records(stack.cmsUrl, 'contact', String(plain.submission_id));
    expect(fromReferer).toMatchObject({
      landing_page: '',
      sending_page: '/servicio-sap?utm_source=mail&utm_campaign=q3',
      referrer: '',
      utm_source: 'mail',
      utm_campaign: 'q3',
    });
    // Neither: nothing.
    const none = contactPayload();
    expect((await post('/api/contact', none)).status).toBe(200);
    const [empty] = await records(stack.cmsUrl, 'contact', String(none.submission_id));
    expect(empty?.utm_source ?? '').toBe('');
    expect(empty?.landing_page ?? '').toBe('');
    expect(empty?.sending_page ?? '').toBe('');
  });

  it('attribution is checked, never a reason to refuse the lead: the site’s own referrer, foreign pages, over-long or non-text values are dropped', async () => {
    const body = contactPayload({
      landing_page: 'https://evil.example/',
      sending_page: '//evil.example/x',
      referrer: `${site.url}/blog`,
      utm_source: 's'.repeat(101),
      utm_medium: 7,
      utm_campaign: 'ok\u0000',
    });
    expect((await post('/api/contact', body)).status).toBe(200);
    const [stored] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
    expect(stored).toMatchObject({ landing_page: '', sending_page: '', referrer: '', utm_source: '', utm_medium: '', utm_campaign: 'ok' });
  });

  it('a plain HTML post (no script) records its sending page and campaign from its Referer, and answers ?sent= without a cookie', async () => {
    const email = `plain.${randomUUID().slice(0, 8)}@example.com`;
    // A plain form sends the options' ids (native selects).
    const firstId = async (list: string) => {
      const res = await fetch(`${stack.cmsUrl}/api/${list}?sort=id:asc&pagination[pageSize]=1`, {
        headers: { authorization: `Bearer ${stack.siteToken}` },
      });
      return String(((await res.json()) as { data: Array<{ id: number }> }).data[0]?.id);
    };
    const form = new URLSearchParams({
      intent: 'lead',
      name: 'Ana',
      company: 'Acme',
      email,
      country: await firstId('country-dropdowns'),
      industry: await firstId('industry-dropdowns'),
      position: await firstId('position-dropdowns'),
    });
    // The hidden attribution fields, empty: the form's script had not run.
    for (const k of ['landing_page', 'sending_page', 'referrer', 'utm_source']) form.set(k, '');
    const res = await fetch(`${site.url}/en/download?utm_source=ads&utm_medium=cpc`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${site.url}/en/download?utm_source=ads&utm_medium=cpc` },
      body: form.toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/download?utm_source=ads&utm_medium=cpc&sent=lead');
    expect(res.headers.get('set-cookie')).toBeNull();
    const [stored] = await records(stack.cmsUrl, 'lead', email, 'email');
    expect(stored).toMatchObject({
      landing_page: '',
      sending_page: '/en/download?utm_source=ads&utm_medium=cpc',
      referrer: '',
      utm_source: 'ads',
      utm_medium: 'cpc',
    });
  });

  it('a retried submission (same submission_id) is stored once, also when the retries overlap', async () => {
    const body = contactPayload();
    expect((await post('/api/contact', body)).status).toBe(200);
    const again = await post('/api/contact', body);
    expect(again.status).toBe(200);
    expect(again.json.ok).toBe(true);
    expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(1);

    const burst = contactPayload();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/api/contact', burst)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await records(stack.cmsUrl, 'contact', String(burst.submission_id))).toHaveLength(1);
  });

  it('a filled honeypot is answered like a success and not stored', async () => {
    const body = contactPayload({ website: 'http://spam.example' });
    const { status, json } = await post('/api/contact', body);
    expect(status).toBe(200);
    expect(json.ok).toBe(true);
    expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(0);
  });
});

describe('POST /api/lead', () => {
  it('refuses missing fields, unselected dropdowns, bad e-mails and lengths over 95/95/245/295', async () => {
    for (const field of ['name', 'company', 'email', 'country', 'industry', 'position']) {
      const body = leadPayload();
      delete body[field];
      await refused('/api/lead', body, field, 'required');
      await refused('/api/lead', leadPayload({ [field]: '' }), field, 'required');
    }
    await refused('/api/lead', leadPayload({ email: 'luis@' }), 'email', 'email');
    await refused('/api/lead', leadPayload({ name: long(96) }), 'name', 'too_long');
    await refused('/api/lead', leadPayload({ company: long(96) }), 'company', 'too_long');
    await refused('/api/lead', leadPayload({ email: longEmail(246) }), 'email', 'too_long');
    await refused('/api/lead', leadPayload({ interest_area: long(296) }), 'interest_area', 'too_long');
    await refused('/api/lead', leadPayload({ interest_area: 7 }), 'interest_area', 'invalid');
  });

  it('stores tag-like text and the attribution of the visit as sent', async () => {
    const body = leadPayload({
      company: '<SAP> & Co',
      interest_area: '<script>x</script> a<b',
      landing_page: '/download',
      sending_page: '/download',
      utm_source: 'google',
      utm_medium: 'cpc',
    });
    expect((await postJson(`${site.url}/api/lead`, body)).status).toBe(200);
    const [stored] = await records(stack.cmsUrl, 'lead', String(body.submission_id));
    expect(stored).toMatchObject({
      company: '<SAP> & Co',
      interest_area: '<script>x</script> a<b',
      landing_page: '/download',
      sending_page: '/download',
      utm_source: 'google',
      utm_medium: 'cpc',
    });
  });

  it('stores a lead at the maximum lengths exactly as sent (interest_area optional)', async () => {
    const body = leadPayload({ name: long(95), company: 'c'.repeat(95), email: longEmail(245), interest_area: 'i'.repeat(295) });
    expect((await post('/api/lead', body)).status).toBe(200);
    const [stored] = await records(stack.cmsUrl, 'lead', String(body.submission_id));
    expect(stored).toMatchObject({
      name: body.name,
      company: body.company,
      email: body.email,
      interest_area: body.interest_area,
      language: 'en',
    });
    const optional = leadPayload();
    delete optional.interest_area;
    expect((await post('/api/lead', optional)).status).toBe(200);
    expect(await records(stack.cmsUrl, 'lead', String(optional.submission_id))).toHaveLength(1);
  });
});

describe('POST /api/download-request', () => {
  async function firstCard(): Promise<{ id: number; documentId: string }> {
    const res = await fetch(`${stack.cmsUrl}/api/download-cards?pagination[pageSize]=1&sort[0]=id:asc`, {
      headers: { authorization: `Bearer ${stack.siteToken}` },
    });
    const [card] = ((await res.json()) as { data: Array<{ id: number; documentId: string }> }).data;
    if (!card) throw new Error('no download card seeded');
    return card;
  }

  it('refuses an unknown or malformed card, a bad e-mail and a missing language', async () => {
    const base = { email: 'ana@example.com', user_name: 'Ana', language: 'es', website: '' };
    await refused('/api/download-request', { ...base, card: 999_999, submission_id: randomUUID() }, 'card', 'invalid');
    await refused('/api/download-request', { ...base, card: 'abc', submission_id: randomUUID() }, 'card', 'invalid');
    await refused('/api/download-request', { ...base, card: 1.5, submission_id: randomUUID() }, 'card', 'invalid');
    const card = (await firstCard()).id;
    await refused('/api/download-request', { ...base, card, email: 'nope', submission_id: randomUUID() }, 'email', 'email');
    await refused('/api/download-request', { card, email: 'ana@example.com', submission_id: randomUUID() }, 'language', 'required');
    await refused('/api/download-request', { ...base, card, user_name: 'Ana\u0007', submission_id: randomUUID() }, 'user_name', 'invalid');
  });

  it('records the request (e-mail, language, user name, card) and e-mails the document', async () => {
    const card = await firstCard();
    const body = {
      card: card.id,
      email: `doc.${randomUUID().slice(0, 6)}@example.com`,
      user_name: 'Ana',
      language: 'en',
      submission_id: randomUUID(),
      website: '',
    };
    expect((await post('/api/download-request', body)).status).toBe(200);
    const [stored] = await records(stack.cmsUrl, 'download-request', body.submission_id);
    expect(stored).toMatchObject({ email: body.email, language: 'en', user_name: 'Ana' });
    expect((stored?.download_card as { documentId?: string } | undefined)?.documentId).toBe(card.documentId);
    const file = readdirSync(outbox).find((f) => f.includes(body.submission_id));
    const mail = parseMail(readFileSync(join(outbox, file ?? ''), 'utf8'));
    expect(mail.headers.to).toBe(body.email);
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
  });
});

describe('rate limit', () => {
  it('a burst over the limit from one IP gets 429 with Retry-After; nothing over the limit is stored; other endpoints keep their own count', async () => {
    const limited = await startSite(stack, { FORMS_RATE_LIMIT_MAX: '5', FORMS_RATE_LIMIT_WINDOW_SECONDS: '120', OUTBOX_DIR: outbox });
    try {
      const bodies = Array.from({ length: 9 }, () => contactPayload());
      const statuses: number[] = [];
      for (const body of bodies) {
        const res = await postJson(`${limited.url}/api/contact`, body);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(((await res.json()) as Answer).error).toMatch(/too many requests/i);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
      for (const body of bodies.slice(5)) expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(0);
      expect((await postJson(`${limited.url}/api/lead`, leadPayload())).status).toBe(200);
      // The count is per client: another visitor (behind the trusted proxy) is not limited.
      expect((await postJson(`${limited.url}/api/contact`, contactPayload(), { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('GET /api/form-options', () => {
  it('answers the CMS option lists (200/100/100 at most) in both languages and the country guessed from the IP (loopback → mx)', async () => {
    const res = await fetch(`${site.url}/api/form-options`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      countries: Array<{ name_es: string; name_en: string; code: string; dial_code: string; rank: { es: number; en: number } }>;
      positions: Array<{ name_es: string; name_en: string }>;
      industries: Array<{ name_es: string; name_en: string }>;
      country: string;
    };
    const count = async (name: string) => {
      const r = await fetch(`${stack.cmsUrl}/api/${name}?pagination[pageSize]=1`, {
        headers: { authorization: `Bearer ${stack.siteToken}` },
      });
      return ((await r.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
    };
    expect(body.countries).toHaveLength(Math.min(200, await count('country-dropdowns')));
    expect(body.positions).toHaveLength(Math.min(100, await count('position-dropdowns')));
    expect(body.industries).toHaveLength(Math.min(100, await count('industry-dropdowns')));
    // Each country's rank is its place by name in each language (the browser orders by it, no collator).
    for (const lang of ['es', 'en'] as const) {
      const name = (c: (typeof body.countries)[number]) => (lang === 'es' ? c.name_es : c.name_en);
      const byRank = [...body.countries].sort((a, b) => a.rank[lang] - b.rank[lang]).map(name);
      expect(byRank).toEqual(body.countries.map(name).sort(new Intl.Collator(lang).compare));
    }
    const mx = body.countries.find((c) => c.code === 'mx');
    expect(mx).toMatchObject({ name_es: 'México', name_en: 'Mexico', dial_code: '+52' });
    for (const p of [...body.positions, ...body.industries]) {
      expect(p.name_es).toBeTruthy();
      expect(p.name_en).toBeTruthy();
    }
    expect(body.country).toBe('mx');
  });

  it('guesses the visitor’s country from the client IP (X-Forwarded-For from the trusted loopback proxy)', async () => {
    const guess = async (ip: string) =>
      ((await (await fetch(`${site.url}/api/form-options`, { headers: { 'x-forwarded-for': ip } })).json()) as { country: string }).country;
    expect(await guess('200.147.67.142')).toBe('br');
    expect(await guess('8.8.8.8')).toBe('us');
    expect(await guess('189.203.0.1')).toBe('mx');
    expect(await guess('10.0.0.7')).toBe('mx');
  });
});

describe('country from the IP (bundled GeoIP database)', () => {
  it('finds public addresses and falls back to Mexico for loopback, private and unknown ones', () => {
    expect(countryOf('8.8.8.8')).toBe('us');
    expect(countryOf('189.203.0.1')).toBe('mx');
    expect(countryOf('200.147.67.142')).toBe('br');
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', 'unknown', '']) expect(countryOf(ip)).toBe('mx');
  });
});
