/**
 * The three form endpoints: what each stores in the CMS and what it e-mails.
 * - contact  → `contacts`, notification to the firm's inbox (reply-to the visitor);
 * - lead     → `leads`, notification to the firm's inbox;
 * - download → `download-requests`, the document (PDF of the visitor's language) to the visitor.
 */
import { ContentError, type DownloadCard, type Media, mediaUrl, pick } from '@site/content';
import {
  type ChatContact,
  chatContactSchema,
  type Contact,
  contactSchema,
  type DownloadRequest,
  downloadRequestSchema,
  fullPhone,
  type Lead,
  leadSchema,
} from '@site/content/schemas';
import { contactForm, leadForm, mailRows, recordFields } from '@site/content/forms';
import { cached, cms } from '~/content/content.server';
import { ATTRIBUTION_FIELDS, type Attribution, EMPTY_ATTRIBUTION } from '~/features/analytics/attribution';
import { env } from '~/config/env.server';
import { takeDownloadQuota } from './download-quota.server';
import { escapeHtml, mailHtml } from '@site/content/mail-html';
import { type Attachment, firmInbox, type OutgoingMail } from './mail.server';
import type { OutboxKind, StoredSubmission } from './outbox.server';
import { type Endpoint, Refusal } from './submissions.server';

async function companyName(): Promise<string> {
  try {
    const footer = await cached('footer', () => cms().single('footer'));
    return footer.company_name || 'Nexalia Consulting';
  } catch {
    return 'Nexalia Consulting';
  }
}

const langName = { es: 'Español', en: 'English' } as const;

/** The attribution fields of a record (contacts, leads, download-requests): as captured, '' when none. */
function attributionRecord(a: Attribution = EMPTY_ATTRIBUTION): Attribution {
  const out: Attribution = { ...EMPTY_ATTRIBUTION };
  for (const key of ATTRIBUTION_FIELDS) out[key] = a[key];
  return out;
}

/** The attribution rows of the firm's e-mail ('—' for what the submission did not carry). */
function attributionRows(a: Attribution = EMPTY_ATTRIBUTION): Array<[string, string]> {
  return [
    ['Página de llegada / Landing page', a.landing_page || '—'],
    ['Enviado desde / Sent from', a.sending_page || '—'],
    ['Referente / Referrer', a.referrer || '—'],
    ['utm_source', a.utm_source || '—'],
    ['utm_medium', a.utm_medium || '—'],
    ['utm_campaign', a.utm_campaign || '—'],
    ['utm_term', a.utm_term || '—'],
    ['utm_content', a.utm_content || '—'],
  ];
}

/** A text field of a stored submission ('' when absent). */
const field = (r: StoredSubmission, key: string): string => (typeof r[key] === 'string' ? r[key] : '');
const languageOf = (r: StoredSubmission): 'es' | 'en' => (r.language === 'es' ? 'es' : 'en');
/** The attribution captured with a stored submission. */
const storedAttribution = (r: StoredSubmission): Attribution => {
  const out: Attribution = { ...EMPTY_ATTRIBUTION };
  for (const key of ATTRIBUTION_FIELDS) out[key] = field(r, key);
  return out;
};

/** The e-mail's plain text: heading, one "label: value" line per row, the submission id. */
function mailText(heading: string, rows: Array<[string, string]>, submissionId: string): string {
  return `${heading}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nSubmission ${submissionId}\n`;
}

export const contactEndpoint: Endpoint<typeof contactSchema, null> = {
  name: 'contact',
  schema: contactSchema,
  collection: 'contacts',
  prepare: async () => null,
  record: (c: Contact, _prepared: null, attribution?: Attribution) => ({
    ...recordFields(contactForm, c),
    language: c.language,
    sent_from: 'form',
    ...attributionRecord(attribution),
  }),
  restore: async () => null,
  mail: async (c: StoredSubmission): Promise<OutgoingMail> => {
    if (field(c, 'sent_from') === 'chat') return chatContactMail(c);
    const [name, lastName, company, submissionId] = [
      field(c, 'name'),
      field(c, 'last_name'),
      field(c, 'company'),
      field(c, 'submission_id'),
    ];
    const language = languageOf(c);
    const rows: Array<[string, string]> = [
      ...mailRows(contactForm, c),
      ['Idioma / Language', langName[language]],
      ...attributionRows(storedAttribution(c)),
    ];
    const heading = `Nuevo contacto / New contact: ${name} ${lastName} (${company})`;
    return {
      kind: 'contact',
      submissionId,
      to: await firmInbox(),
      replyTo: field(c, 'email'),
      language,
      subject: heading,
      text: mailText(heading, rows, submissionId),
      html: mailHtml('es', heading, [`Formulario de contacto del sitio / Website contact form.`], rows),
    };
  },
};

/**
 * The chat panel's short form (docs/decisions/0040): a contact like the contact form's, under the same
 * name (rate limit, mail outbox) and in the same collection, with its source and conversation.
 */
export const chatContactEndpoint: Endpoint<typeof chatContactSchema, null> = {
  name: 'contact',
  schema: chatContactSchema,
  collection: 'contacts',
  prepare: async () => null,
  record: (c: ChatContact, _prepared: null, attribution?: Attribution) => ({
    name: c.name,
    last_name: '',
    email: c.email,
    phone: fullPhone(c.dial_code, c.phone),
    comment: c.comment,
    terms_and_conditions: c.terms_and_conditions,
    language: c.language,
    sent_from: 'chat',
    chat_conversation: c.conversation_id,
    ...attributionRecord(attribution),
  }),
  restore: async () => null,
  mail: async (c: StoredSubmission) => chatContactMail(c),
};

/** The firm's notice of a contact sent from the chat panel. */
async function chatContactMail(c: StoredSubmission): Promise<OutgoingMail> {
  const phone = field(c, 'phone');
  const [name, submissionId] = [field(c, 'name'), field(c, 'submission_id')];
  const language = languageOf(c);
  const rows: Array<[string, string]> = [
    ['Nombre / Name', name],
    ['Correo / E-mail', field(c, 'email')],
    ['Teléfono / Phone', phone ? `+${phone}` : '—'],
    ['Mensaje / Message', field(c, 'comment') || '—'],
    ['Idioma / Language', langName[language]],
    ['Términos aceptados / Terms accepted', c.terms_and_conditions === true ? 'Sí / Yes' : 'No'],
    ['Origen / Source', 'Chat'],
    ['Conversación / Conversation', field(c, 'chat_conversation') || '—'],
    ...attributionRows(storedAttribution(c)),
  ];
  const heading = `Nuevo contacto desde el chat / New contact from the chat: ${name}`;
  return {
    kind: 'contact',
    submissionId,
    to: await firmInbox(),
    replyTo: field(c, 'email'),
    language,
    subject: heading,
    text: mailText(heading, rows, submissionId),
    html: mailHtml('es', heading, ['Formulario del chat del sitio / Website chat form.'], rows),
  };
}

export const leadEndpoint: Endpoint<typeof leadSchema, null> = {
  name: 'lead',
  schema: leadSchema,
  collection: 'leads',
  prepare: async () => null,
  record: (l: Lead, _prepared: null, attribution?: Attribution) => ({
    ...recordFields(leadForm, l),
    language: l.language,
    ...attributionRecord(attribution),
  }),
  restore: async () => null,
  mail: async (l: StoredSubmission): Promise<OutgoingMail> => {
    const [name, company, submissionId] = [field(l, 'name'), field(l, 'company'), field(l, 'submission_id')];
    const language = languageOf(l);
    const rows: Array<[string, string]> = [
      ...mailRows(leadForm, l),
      ['Idioma / Language', langName[language]],
      ...attributionRows(storedAttribution(l)),
    ];
    const heading = `Nuevo lead de descargas / New downloads lead: ${name} (${company})`;
    return {
      kind: 'lead',
      submissionId,
      to: await firmInbox(),
      replyTo: field(l, 'email'),
      language,
      subject: heading,
      text: mailText(heading, rows, submissionId),
      html: mailHtml('es', heading, ['Formulario de la página de descargas / Downloads page form.'], rows),
    };
  },
};

interface PreparedDownload {
  card: DownloadCard;
  pdf: Media | null;
}

const pdfCache = new Map<string, Buffer>();
const PDF_CACHE_MAX = 32;
const PDF_MAX_BYTES = 15 * 1024 * 1024;

/** The PDF's bytes from the CMS (kept in memory for the next requests of the same document). */
async function pdfBytes(pdf: Media): Promise<Buffer | null> {
  // An upload's address carries its hash: a replaced file has a new address.
  const key = pdf.url;
  const hit = pdfCache.get(key);
  if (hit) return hit;
  try {
    const res = await fetch(mediaUrl(pdf.url, env().CMS_URL), { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.byteLength > PDF_MAX_BYTES) return null;
    if (pdfCache.size >= PDF_CACHE_MAX) pdfCache.delete(pdfCache.keys().next().value ?? '');
    pdfCache.set(key, bytes);
    return bytes;
  } catch (error) {
    console.warn(`[forms] download: PDF ${pdf.url} not attached (${String(error)}); the e-mail carries its link`);
    return null;
  }
}

function pdfFor(card: DownloadCard, lang: 'es' | 'en'): Media | null {
  return lang === 'es' ? (card.pdf_es ?? card.pdf_en) : (card.pdf_en ?? card.pdf_es);
}

const downloadTexts = {
  en: {
    subject: (title: string) => `Your document: ${title}`,
    hello: 'Hello,',
    body: (company: string, title: string) =>
      `Thank you for your interest in ${company}. Attached is the document you requested, “${title}” (PDF).`,
    link: 'You can also open it here:',
    ignore: 'If you did not request this document, you can ignore this e-mail.',
  },
  es: {
    subject: (title: string) => `Tu documento: ${title}`,
    hello: 'Hola:',
    body: (company: string, title: string) =>
      `Gracias por tu interés en ${company}. Te enviamos adjunto el documento que solicitaste, «${title}» (PDF).`,
    link: 'También puedes abrirlo aquí:',
    ignore: 'Si no solicitaste este documento, puedes ignorar este correo.',
  },
} as const;

export const downloadEndpoint: Endpoint<typeof downloadRequestSchema, PreparedDownload> = {
  name: 'download-request',
  schema: downloadRequestSchema,
  collection: 'download-requests',
  prepare: async (d: DownloadRequest, { ip }) => {
    let card: DownloadCard;
    try {
      card = await cached(`download-card:${d.card}`, () => cms().byId('download-cards', d.card));
    } catch (error) {
      if (error instanceof ContentError && error.kind === 'not-found')
        throw new Refusal(400, 'Invalid input: see fields', { card: 'invalid' });
      throw error;
    }
    // At most a few documents per address and per IP a day (docs/decisions/0008: not a mail cannon).
    await takeDownloadQuota(d.email, ip, d.submission_id);
    return { card, pdf: pdfFor(card, d.language) };
  },
  record: (d: DownloadRequest, { card }: PreparedDownload, attribution?: Attribution) => ({
    email: d.email,
    language: d.language,
    user_name: d.user_name ?? '',
    download_card: card.documentId,
    ...attributionRecord(attribution),
  }),
  restore: async (stored: StoredSubmission) => {
    // The card of the request, by its documentId (the relation may point at the draft row, whose
    // numeric id is not the published one); its PDFs may have changed since: the current ones are sent.
    const relation = stored.download_card;
    const documentId =
      relation && typeof relation === 'object' && 'documentId' in relation && typeof relation.documentId === 'string'
        ? relation.documentId
        : null;
    if (documentId === null) throw new Error('the requested document no longer exists');
    const card = await cached(`download-card-document:${documentId}`, async () => {
      const { data } = await cms().list('download-cards', { filters: { documentId: { $eq: documentId } }, pageSize: 1 });
      const found = data[0];
      if (!found) throw new Error(`the requested document ${documentId} is no longer published`);
      return found;
    });
    return { card, pdf: pdfFor(card, languageOf(stored)) };
  },
  mail: async (d: StoredSubmission, { card, pdf }: PreparedDownload): Promise<OutgoingMail> => {
    const language = languageOf(d);
    const t = downloadTexts[language];
    const company = await companyName();
    const title = pick(card, 'title', language) || 'PDF';
    const e = env();
    const link = pdf ? mediaUrl(pdf.url, e.MEDIA_BASE_URL || e.SITE_URL) : '';
    const attachments: Attachment[] = [];
    const bytes = pdf ? await pdfBytes(pdf) : null;
    if (pdf && bytes) {
      const filename =
        pdf.name && /\.pdf$/i.test(pdf.name) ? pdf.name : `${title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'document'}.pdf`;
      attachments.push({ filename, content: bytes, contentType: 'application/pdf' });
    }
    // No visitor-written text (the name) in a mail to a typed-in address (docs/decisions/0008: not a spam vehicle).
    const lines = [t.hello, t.body(company, title), ...(link ? [`${t.link} ${link}`] : []), t.ignore, company];
    return {
      kind: 'download',
      submissionId: field(d, 'submission_id'),
      to: field(d, 'email'),
      language,
      subject: t.subject(title),
      text: `${lines.join('\n\n')}\n`,
      html: mailHtml(language, t.subject(title), [
        escapeHtml(t.hello),
        escapeHtml(t.body(company, title)),
        ...(link ? [`${escapeHtml(t.link)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`] : []),
        escapeHtml(t.ignore),
        escapeHtml(company),
      ]),
      attachments,
    };
  },
};

/** The e-mail of a stored submission of any kind (the mail outbox's retries, on any site server). */
export async function mailOfStored(kind: OutboxKind, stored: StoredSubmission): Promise<OutgoingMail> {
  if (kind === 'notification') return noticeMail(stored);
  if (kind === 'contact') return contactEndpoint.mail(stored, await contactEndpoint.restore(stored));
  if (kind === 'lead') return leadEndpoint.mail(stored, await leadEndpoint.restore(stored));
  return downloadEndpoint.mail(stored, await downloadEndpoint.restore(stored));
}

/**
 * A notice of the CMS to the firm's users (a visitor waiting in the chat, a lead assigned), composed
 * there in the recipients' admin language (apps/cms/src/plugins/notifications/server/src/notify.ts): sent as it is stored.
 */
function noticeMail(n: StoredSubmission): OutgoingMail {
  return {
    kind: 'notification',
    submissionId: field(n, 'documentId'),
    to: field(n, 'recipients'),
    language: languageOf(n),
    subject: field(n, 'subject'),
    text: field(n, 'body_text'),
    html: field(n, 'body_html'),
  };
}
