/**
 * Chat conversations for people (docs/decisions/0092): every write of a conversation keeps its readable
 * transcript, its title (first question and day) and its source (campaign or referrer), on the firm's
 * clock; conversations stored before this get theirs at start. The admin route `GET /inbox/chat` gives
 * the admin's panels a conversation's messages and the contacts it produced, or a contact's
 * conversation: the link both ways, for a caller who may read both (Sales, super-admin).
 */
import type { Core } from '@strapi/strapi';
import { CONVERSATION, INBOX, sourceOf } from './inbox';
import { firmTimeZone } from '../../../../firm/settings';
import type { AdminRoute } from '../../../../strapi-helpers';
import { conversationTitle, readableLines, type TranscriptLine, transcriptText } from './transcript';

type Row = Record<string, unknown>;
const lang = (v: unknown): 'es' | 'en' => (v === 'es' ? 'es' : 'en');
const READ = 'plugin::content-manager.explorer.read';

/** The readable fields of a conversation from its log, language, start and attribution. */
async function readable(strapi: Core.Strapi, row: Row, startedAt: string): Promise<Row> {
  const zone = await firmTimeZone(strapi);
  const language = lang(row.language);
  return {
    transcript: transcriptText(row.Conversation, language, zone),
    entry_title: conversationTitle(row.Conversation, language, startedAt, zone),
    source: sourceOf(row),
  };
}

interface LifecycleEvent {
  params: { data?: Row; where?: Row };
}

/** Keeps every conversation's transcript, title and source as it is written; fills the older ones. */
export async function keepTranscripts(strapi: Core.Strapi): Promise<void> {
  strapi.db.lifecycles.subscribe({
    models: [CONVERSATION],
    async beforeCreate(event: LifecycleEvent) {
      const data = event.params.data;
      if (data) Object.assign(data, await readable(strapi, data, new Date().toISOString()));
    },
    async beforeUpdate(event: LifecycleEvent) {
      const data = event.params.data;
      if (!data || !('Conversation' in data) || !event.params.where) return;
      const row = (await strapi.db.query(CONVERSATION).findOne({ where: event.params.where })) as Row | null;
      if (!row) return;
      Object.assign(data, await readable(strapi, { ...row, ...data }, new Date(String(row.createdAt)).toISOString()));
    },
  });
  const older = (await strapi.db.query(CONVERSATION).findMany({ where: { transcript: { $null: true } } })) as Row[];
  for (const row of older)
    await strapi.db.query(CONVERSATION).update({
      where: { id: row.id },
      data: await readable(strapi, row, new Date(String(row.createdAt)).toISOString()),
    });
}

interface Ability {
  can: (action: string, subject: string) => boolean;
}
interface ChatCtx {
  query: Record<string, unknown>;
  state: { userAbility?: Ability };
  body: unknown;
  set: (name: string, value: string) => void;
  badRequest: (message: string) => void;
  forbidden: (message: string) => void;
  notFound: (message: string) => void;
}

/** What the admin's panels show of a conversation: its messages and the contacts it produced. */
interface ChatView {
  conversation: {
    documentId: string;
    title: string;
    language: 'es' | 'en';
    startedOn: string;
    source: string;
    lines: TranscriptLine[];
  } | null;
  contacts: Array<{ documentId: string; title: string }>;
}

const CONTACT = INBOX.contact;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

async function viewOf(strapi: Core.Strapi, conversation: Row | null): Promise<ChatView> {
  if (!conversation) return { conversation: null, contacts: [] };
  const id = text(conversation.idConversation);
  const contacts = id
    ? ((await strapi.db.query(CONTACT).findMany({
        where: { chat_conversation: { $eqi: id } },
        select: ['documentId', 'entry_title', 'name', 'email'],
        orderBy: { id: 'asc' },
      })) as Row[])
    : [];
  return {
    conversation: {
      documentId: text(conversation.documentId),
      title: text(conversation.entry_title),
      language: lang(conversation.language),
      startedOn: text(conversation.sending_page) || text(conversation.landing_page),
      source: text(conversation.source),
      lines: readableLines(conversation.Conversation),
    },
    contacts: contacts.map((c) => ({ documentId: text(c.documentId), title: text(c.entry_title) || text(c.name) || text(c.email) })),
  };
}

/** GET /inbox/chat?conversation=<documentId> | ?contact=<documentId>: the panels' view (JSON). */
function chatHandler(strapi: Core.Strapi) {
  return async (ctx: ChatCtx) => {
    const ability = ctx.state.userAbility;
    if (!ability?.can(READ, CONVERSATION) || !ability.can(READ, CONTACT))
      return ctx.forbidden('Reading chat conversations is for the Sales role.');
    const { conversation, contact } = ctx.query;
    let row: Row | null = null;
    if (typeof conversation === 'string' && conversation) {
      row = (await strapi.db.query(CONVERSATION).findOne({ where: { documentId: conversation } })) as Row | null;
      if (!row) return ctx.notFound('No such conversation.');
    } else if (typeof contact === 'string' && contact) {
      const found = (await strapi.db
        .query(CONTACT)
        .findOne({ where: { documentId: contact }, select: ['chat_conversation'] })) as Row | null;
      if (!found) return ctx.notFound('No such contact.');
      const id = text(found.chat_conversation);
      row = id ? ((await strapi.db.query(CONVERSATION).findOne({ where: { idConversation: { $eqi: id } } })) as Row | null) : null;
    } else return ctx.badRequest('conversation or contact: a documentId');
    ctx.set('cache-control', 'no-store');
    ctx.body = await viewOf(strapi, row);
  };
}

/** The panels' admin route. */
export function chatRoute(strapi: Core.Strapi): AdminRoute<ChatCtx> {
  return { method: 'GET', path: '/inbox/chat', handler: chatHandler(strapi), config: { policies: ['admin::isAuthenticatedAdmin'] } };
}
