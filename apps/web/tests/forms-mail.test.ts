/**
 * E-mail of the forms through a real SMTP server on loopback (the `smtp-server` package): the firm's
 * notification of a contact and of a lead, and the visitor's document e-mail with the PDF of their
 * language attached (and its link); an SMTP failure after the record is stored does not fail the
 * answer; a stopped CMS fails the submission (503) and nothing is e-mailed.
 */
import { randomUUID } from 'node:crypto';
import { type SMTPServer as Server, SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contactPayload,
  freePort,
  leadPayload,
  type ParsedMail,
  parseMail,
  postJson,
  records,
  type SiteProcess,
  startSite,
} from './forms-site';

const stack = inject('stack');
const FIRM = 'inbox@firm.test';
const FROM = 'Nexalia Test <robot@firm.test>';

interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

let smtp: Server;
let smtpPort: number;
let site: SiteProcess;
const received: Received[] = [];

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          mail: parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((res) => smtp.listen(smtpPort, '127.0.0.1', () => res()));
  site = await startSite(stack, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_TO: FIRM,
    MAIL_FROM: FROM,
    FORMS_RATE_LIMIT_MAX: '1000',
  });
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await new Promise<void>((res) => (smtp ? smtp.close(() => res()) : res()));
});

async function mailFor(submissionId: string): Promise<Received> {
  for (let i = 0; i < 100; i++) {
    const hit = received.find((r) => r.mail.headers['x-submission-id'] === submissionId);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${submissionId}`);
}

interface Card {
  id: number;
  title_es: string;
  title_en: string;
  pdf_es: { url: string; name: string } | null;
  pdf_en: { url: string; name: string } | null;
}

async function cardWithBothPdfs(): Promise<Card> {
  const res = await fetch(`${stack.cmsUrl}/api/download-cards?populate[0]=pdf_es&populate[1]=pdf_en&pagination[pageSize]=50`, {
    headers: { authorization: `Bearer ${stack.siteToken}` },
  });
  const card = ((await res.json()) as { data: Card[] }).data.find((c) => c.pdf_es && c.pdf_en && c.pdf_es.url !== c.pdf_en.url);
  if (!card) throw new Error('no download card with a PDF per language');
  return card;
}

describe('e-mail through SMTP', () => {
  it('a contact e-mails the firm’s inbox with every field, replying to the visitor', async () => {
    const body = contactPayload({ phone: '3312345678', comment: 'Necesitamos migrar a S/4HANA este año.' });
    const res = await postJson(`${site.url}/api/contact`, body);
    expect(res.status).toBe(200);
    const got = await mailFor(String(body.submission_id));
    expect(got.to).toEqual([FIRM]);
    expect(got.from).toBe('robot@firm.test');
    expect(got.mail.headers['reply-to']).toBe(String(body.email));
    expect(got.mail.subject).toContain(`${body.name} ${body.last_name}`);
    for (const value of [body.email, '+523312345678', body.country, body.company, body.position, body.industry, body.comment, 'Español']) {
      expect(got.mail.text).toContain(String(value));
    }
    expect(got.mail.html).toContain(String(body.company));
  });

  it('a lead e-mails the firm’s inbox', async () => {
    const body = leadPayload();
    expect((await postJson(`${site.url}/api/lead`, body)).status).toBe(200);
    const got = await mailFor(String(body.submission_id));
    expect(got.to).toEqual([FIRM]);
    expect(got.mail.subject).toContain(String(body.name));
    for (const value of [body.company, body.email, body.country, body.industry, body.position, body.interest_area])
      expect(got.mail.text).toContain(String(value));
  });

  for (const lang of ['en', 'es'] as const) {
    it(`a document request (${lang}) e-mails the visitor the PDF of that language, attached and linked`, async () => {
      const card = await cardWithBothPdfs();
      const pdf = lang === 'es' ? card.pdf_es : card.pdf_en;
      const expected = Buffer.from(await (await fetch(`${stack.cmsUrl}${pdf?.url}`)).arrayBuffer());
      const email = `reader.${randomUUID().slice(0, 6)}@example.com`;
      const body = { card: card.id, email, user_name: 'Marta', language: lang, submission_id: randomUUID() };
      expect((await postJson(`${site.url}/api/download-request`, body)).status).toBe(200);
      const got = await mailFor(body.submission_id);
      expect(got.to).toEqual([email]);
      expect(got.mail.headers['content-language']).toBe(lang);
      const title = lang === 'es' ? card.title_es : card.title_en;
      expect(got.mail.subject).toBe(lang === 'es' ? `Tu documento: ${title}` : `Your document: ${title}`);
      // No visitor-written text in a mail sent to a typed-in address (docs/decisions/0008: not a spam vehicle).
      expect(got.mail.text).toContain(lang === 'es' ? 'Hola:' : 'Hello,');
      expect(got.mail.text).not.toContain('Marta');
      expect(got.mail.html).not.toContain('Marta');
      expect(got.mail.text).toContain(`${site.url}${pdf?.url}`);
      expect(got.mail.attachments).toHaveLength(1);
      expect(got.mail.attachments[0]?.filename).toBe(pdf?.name);
      expect(got.mail.attachments[0]?.contentType).toBe('application/pdf');
      expect(got.mail.attachments[0]?.content.equals(expected)).toBe(true);
      const [stored] = await records(stack.cmsUrl, 'download-request', body.submission_id);
      expect(stored).toMatchObject({ email, language: lang, user_name: 'Marta' });
    });
  }
});

describe('failures', () => {
  it('an SMTP failure after the record is stored still answers success (logged)', async () => {
    const broken = await startSite(stack, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()), MAIL_TO: FIRM });
    try {
      const body = contactPayload();
      const res = await postJson(`${broken.url}/api/contact`, body);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
      expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(1);
      await expect.poll(() => broken.logs(), { timeout: 15_000 }).toMatch(/stored, but the e-mail failed/);
    } finally {
      await broken.stop();
    }
  });

  it('with the CMS unreachable a submission fails (503), is not reported as sent, and nothing is e-mailed', async () => {
    const offline = await startSite(stack, {
      CMS_URL: `http://127.0.0.1:${await freePort()}`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_TO: FIRM,
    });
    try {
      const body = contactPayload();
      const res = await postJson(`${offline.url}/api/contact`, body);
      expect(res.status).toBe(503);
      const json = (await res.json()) as { ok: boolean; error: string };
      expect(json.ok).toBe(false);
      expect(json.error).toMatch(/could not be stored/i);
      await new Promise((r) => setTimeout(r, 500));
      expect(received.some((r) => r.mail.headers['x-submission-id'] === body.submission_id)).toBe(false);
      expect(await records(stack.cmsUrl, 'contact', String(body.submission_id))).toHaveLength(0);
    } finally {
      await offline.stop();
    }
  });
});
