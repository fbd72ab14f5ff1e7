/**
 * A visitor waiting for a person (docs/decisions/0092) reaches Sales beyond the Conversations page: by
 * e-mail (a notice per admin language to the active Sales users, or to the super-admins when there is
 * no Sales user; sent by the mail outbox, apps/cms/src/plugins/notifications) and through the CRM webhook
 * (`conversation.waiting`, signed and retried: apps/cms/src/plugins/crm/server/src/webhook.ts). Called once per wait (the
 * hand-off's conditional move to `waiting`); the notice's key and the event's id are that wait's, so a
 * repeated call tells nobody twice.
 */
import type { Core } from '@strapi/strapi';
import { conversationWaitingEvent } from '../../../crm/server/src/webhook';
import { firmTimeZone } from '../../../../firm/settings';
import { transcriptText } from '../../../inbox/server/src/transcript';
import { escapeHtml, mailHtml } from '../../../notifications/server/src/mail-html';
import { adminLink, notify, type Recipient, usersOfRole } from '../../../notifications/server/src/notify';

type Row = Record<string, unknown>;
type Lang = 'es' | 'en';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** The transcript quoted in the e-mail: its end, where the plea for a person is. */
const TRANSCRIPT_CHARS = 3000;

const WORDS = {
  es: {
    subject: (title: string) => `Un visitante espera en el chat: ${title}`,
    lead: 'Un visitante pidió hablar con una persona del equipo y espera en el chat del sitio.',
    act: (seconds: number) =>
      `Tómalo en la página Conversaciones del panel; si nadie lo toma en ${seconds} s, el chat le ofrece el formulario de contacto.`,
    open: 'Abrir Conversaciones',
    rows: {
      title: 'Conversación',
      language: 'Idioma',
      page: 'Página',
      campaign: 'Campaña',
      since: 'Espera desde',
      transcript: 'Transcripción',
    },
    languages: { es: 'Español', en: 'Inglés' },
  },
  en: {
    subject: (title: string) => `A visitor is waiting in the chat: ${title}`,
    lead: 'A visitor asked to talk with a person of the team and is waiting in the site’s chat.',
    act: (seconds: number) =>
      `Take it on the admin’s Conversations page; if nobody takes it within ${seconds} s, the chat offers the contact form.`,
    open: 'Open Conversations',
    rows: {
      title: 'Conversation',
      language: 'Language',
      page: 'Page',
      campaign: 'Campaign',
      since: 'Waiting since',
      transcript: 'Transcript',
    },
    languages: { es: 'Spanish', en: 'English' },
  },
} as const;

/** Who hears of a waiting visitor: the Sales users; with none, the super-admins. */
async function salesRecipients(strapi: Core.Strapi): Promise<Recipient[]> {
  const sales = await usersOfRole(strapi, 'sales');
  return sales.length > 0 ? sales : usersOfRole(strapi, 'strapi-super-admin');
}

/** Tells Sales (e-mail) and the CRM (webhook) that the conversation `row` waits since `since`. */
export async function announceWaiting(strapi: Core.Strapi, row: Row, since: Date, waitSeconds: number): Promise<void> {
  const documentId = str(row.documentId);
  const visitorLanguage: Lang = row.language === 'es' ? 'es' : 'en';
  const title = str(row.entry_title) || documentId;
  const zone = await firmTimeZone(strapi);
  const link = adminLink(strapi, '/conversations');
  const stamp = since.getTime();

  const byLanguage = new Map<Lang, string[]>();
  for (const r of await salesRecipients(strapi)) byLanguage.set(r.language, [...(byLanguage.get(r.language) ?? []), r.email]);
  for (const [language, to] of byLanguage) {
    const w = WORDS[language];
    const when = new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
      timeZone: zone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(since);
    const transcript = transcriptText(row.Conversation, language, zone).slice(-TRANSCRIPT_CHARS);
    const rows: Array<[string, string]> = [
      [w.rows.title, title],
      [w.rows.language, w.languages[visitorLanguage]],
      [w.rows.page, str(row.sending_page) || str(row.landing_page) || '—'],
      [w.rows.campaign, str(row.utm_campaign) || '—'],
      [w.rows.since, `${when} (${zone})`],
      [w.rows.transcript, transcript],
    ];
    await notify(strapi, {
      key: `conversation.waiting:${documentId}:${stamp}:${language}`,
      to,
      language,
      subject: w.subject(title),
      text: `${w.lead}\n${w.act(waitSeconds)}\n${w.open}: ${link}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
      html: mailHtml(
        language,
        w.subject(title),
        [escapeHtml(w.lead), escapeHtml(w.act(waitSeconds)), `<a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a>`],
        rows,
      ),
    });
  }

  await conversationWaitingEvent(
    strapi,
    documentId,
    {
      language: visitorLanguage,
      waiting_since: since.toISOString(),
      summary: title,
      page: str(row.sending_page) || null,
      campaign: str(row.utm_campaign) || null,
      admin_url: link,
    },
    `conversation.waiting.${documentId}.${stamp}`,
  );
}
