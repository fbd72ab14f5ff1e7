/**
 * The live hand-off (docs/decisions/0092): a visitor who asks the chat for a person, during office hours
 * and while a Sales user is available, waits in the admin's Conversations page; the first Sales user to
 * take it answers in the same panel. Everything lives in the conversation's record (its status, who took
 * it, typing times, and the messages as entries of `Conversation`), so any CMS instance answers any call
 * and a restart loses nothing; the site and the admin poll.
 *
 * "Available": a user who may answer (Sales, super-admin) has had the Conversations page open in the
 * last PRESENCE_SECONDS (the page polls every few seconds; each poll is a heartbeat, kept in the core
 * store, shared by every instance). A waiting visitor nobody takes within the editors' wait (default
 * 60 s) is "missed": the panel offers its form, saying when the firm will reply.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { CONVERSATION } from '../../../inbox/server/src/inbox';
import { firmTimeZone } from '../../../../firm/settings';
import { readableLines, type TranscriptLine, transcriptLines } from '../../../inbox/server/src/transcript';
import { isOpen, type OfficeDays, type OfficeHours, replyWhen } from './hours';
import { announceWaiting } from './waiting-notice';

type Row = Record<string, unknown>;
type Lang = 'es' | 'en';
type HandoffStatus = 'waiting' | 'live' | 'ended' | 'missed';

const FIRM_SETTINGS = 'api::firm-setting.firm-setting';
/** A heartbeat older than this: the user is not on the Conversations page any more. */
const PRESENCE_SECONDS = 20;
/** Typing shown for this long after the last keystroke notice. */
const TYPING_SECONDS = 6;
const DEFAULT_WAIT_SECONDS = 60;
const MAX_STORED_ENTRIES = 500;
const MAX_MESSAGE_CHARS = 2000;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const lang = (v: unknown): Lang => (v === 'es' ? 'es' : 'en');
const time = (v: unknown): number => (v ? new Date(String(v)).getTime() : Number.NaN);

interface Settings {
  hours: OfficeHours;
  waitSeconds: number;
  calling: Record<Lang, string>;
  offline: Record<Lang, string>;
}

const DAYS: readonly OfficeDays[] = ['monday-friday', 'monday-saturday', 'every-day'];

async function settings(strapi: Core.Strapi): Promise<Settings> {
  const row = ((await strapi.db.query(FIRM_SETTINGS).findOne({})) as Row | null) ?? {};
  const wait = Number(row.handoff_wait_seconds);
  const days = DAYS.includes(row.office_days as OfficeDays) ? (row.office_days as OfficeDays) : 'monday-friday';
  return {
    hours: {
      days,
      opens: str(row.office_opens) || '09:00',
      closes: str(row.office_closes) || '18:00',
      timeZone: await firmTimeZone(strapi),
    },
    waitSeconds: Number.isInteger(wait) && wait >= 10 && wait <= 3600 ? wait : DEFAULT_WAIT_SECONDS,
    calling: {
      es: str(row.handoff_calling_es) || 'Te estamos comunicando con una persona del equipo. Espera un momento, por favor.',
      en: str(row.handoff_calling_en) || 'We are calling a person from our team. Please wait a moment.',
    },
    offline: {
      es:
        str(row.handoff_offline_es) ||
        'Ahora no hay nadie del equipo disponible para chatear. Déjanos tus datos y te responderemos {when}.',
      en: str(row.handoff_offline_en) || 'Nobody from our team is free to chat right now. Leave your details and we will reply {when}.',
    },
  };
}

const offlineNotice = (s: Settings, language: Lang, now: Date): string =>
  s.offline[language].replace('{when}', replyWhen(s.hours, now, language));

// ---------------------------------------------------------------------------------------------
// Presence: who may answer right now
// ---------------------------------------------------------------------------------------------

type Presence = Record<string, { name: string; at: number }>;
const presenceStore = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'chat-live', key: 'presence' });

async function readPresence(strapi: Core.Strapi): Promise<Presence> {
  const value = (await presenceStore(strapi).get({})) as unknown;
  return value && typeof value === 'object' ? (value as Presence) : {};
}

/** A heartbeat of a user on the Conversations page; answers how many are available now. */
async function markPresent(strapi: Core.Strapi, userId: number, name: string, now = Date.now()): Promise<number> {
  const fresh = Object.fromEntries(
    Object.entries(await readPresence(strapi)).filter(([, p]) => now - p.at < PRESENCE_SECONDS * 1000),
  ) as Presence;
  const previous = fresh[String(userId)];
  fresh[String(userId)] = { name, at: now };
  // Written at most every few seconds per user: a heartbeat is not worth a write per poll.
  if (!previous || now - previous.at > 4000) await presenceStore(strapi).set({ value: fresh });
  return Object.keys(fresh).length;
}

async function availableCount(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  return Object.values(await readPresence(strapi)).filter((p) => now - p.at < PRESENCE_SECONDS * 1000).length;
}

// ---------------------------------------------------------------------------------------------
// The conversation's record
// ---------------------------------------------------------------------------------------------

async function byVisitorId(strapi: Core.Strapi, idConversation: string): Promise<Row | null> {
  return (await strapi.db.query(CONVERSATION).findOne({ where: { idConversation: { $eqi: idConversation } } })) as Row | null;
}

async function byDocumentId(strapi: Core.Strapi, documentId: string): Promise<Row | null> {
  return (await strapi.db.query(CONVERSATION).findOne({ where: { documentId } })) as Row | null;
}

/** A waiting conversation past its wait becomes missed (a conditional update: once, whoever sees it first). */
async function settle(strapi: Core.Strapi, row: Row, s: Settings, now: Date): Promise<Row> {
  if (row.handoff_status !== 'waiting') return row;
  if (now.getTime() - time(row.handoff_requested_at) < s.waitSeconds * 1000) return row;
  await strapi.db.query(CONVERSATION).updateMany({ where: { id: row.id, handoff_status: 'waiting' }, data: { handoff_status: 'missed' } });
  return (await strapi.db.query(CONVERSATION).findOne({ where: { id: row.id } })) as Row;
}

// One append at a time per conversation in this instance (the visitor and the person may write at once).
const queues = new Map<unknown, Promise<unknown>>();

/** Appends an entry to the conversation's log (the transcript follows: plugins/inbox/server/src/conversations.ts). */
function append(strapi: Core.Strapi, id: unknown, entry: Row, extra: Row = {}): Promise<void> {
  const previous = queues.get(id) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const row = (await strapi.db.query(CONVERSATION).findOne({ where: { id }, select: ['id', 'Conversation'] })) as Row | null;
      const log = Array.isArray(row?.Conversation) ? (row.Conversation as unknown[]) : [];
      if (log.some((e) => (e as Row | null)?.id === entry.id)) return;
      await strapi.db
        .query(CONVERSATION)
        .update({ where: { id }, data: { Conversation: [...log, entry].slice(-MAX_STORED_ENTRIES), ...extra } });
    });
  queues.set(id, next);
  void next.finally(() => queues.get(id) === next && queues.delete(id)).catch(() => undefined);
  return next as Promise<void>;
}

// Rate limits per conversation and side, per instance: a burst of messages is refused (429).
const windows = new Map<string, number[]>();
/** Whether another message fits: at most `points` in `seconds`. */
function allowed(key: string, points: number, seconds: number, now = Date.now()): boolean {
  const recent = (windows.get(key) ?? []).filter((t) => now - t < seconds * 1000);
  if (recent.length >= points) {
    windows.set(key, recent);
    return false;
  }
  recent.push(now);
  windows.set(key, recent);
  if (windows.size > 10_000) windows.delete(windows.keys().next().value as string);
  return true;
}

// ---------------------------------------------------------------------------------------------
// The visitor's side (the site's server, with its API token, for a visitor it has checked owns the id)
// ---------------------------------------------------------------------------------------------

interface VisitorState {
  state: HandoffStatus | 'offline' | 'none';
  /** What the panel says now (calling, or when the firm will reply). */
  notice: string | null;
  /** The person's first name, once taken. */
  agent: string | null;
  agentTyping: boolean;
  waitSeconds: number;
  /** The person's messages (the visitor's own are in their panel already). */
  messages: Array<{ id: string; name: string; text: string; at: string | null }>;
}

function visitorView(row: Row, s: Settings, now: Date): VisitorState {
  const language = lang(row.language);
  const status = (row.handoff_status as HandoffStatus | null) ?? null;
  const notice = status === 'waiting' ? s.calling[language] : status === 'missed' ? offlineNotice(s, language, now) : null;
  return {
    state: status ?? 'none',
    notice,
    agent: status === 'live' || status === 'ended' ? str(row.handoff_agent_name) || null : null,
    agentTyping: status === 'live' && now.getTime() - time(row.agent_typing_at) < TYPING_SECONDS * 1000,
    waitSeconds: s.waitSeconds,
    messages: transcriptLines(row.Conversation)
      .filter((l) => l.speaker === 'person')
      .map((l) => ({ id: l.id, name: l.name ?? '', text: l.text, at: l.at })),
  };
}

export class LiveError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}

/** The visitor asks for a person: waiting when open and someone is available, else offline (the form). */
export async function requestPerson(strapi: Core.Strapi, idConversation: string, now = new Date()): Promise<VisitorState> {
  const row = await byVisitorId(strapi, idConversation);
  const s = await settings(strapi);
  if (!row) throw new LiveError(404, 'No such conversation.');
  const current = await settle(strapi, row, s, now);
  if (current.handoff_status === 'waiting' || current.handoff_status === 'live') return visitorView(current, s, now);
  const language = lang(row.language);
  if (!isOpen(s.hours, now) || (await availableCount(strapi, now.getTime())) === 0)
    return { ...visitorView({ ...current, handoff_status: null }, s, now), state: 'offline', notice: offlineNotice(s, language, now) };
  // A conditional update: of two calls at once (two site servers, two CMS instances), one starts the wait
  // and tells Sales and the CRM; the other finds it waiting.
  const { count } = await strapi.db.query(CONVERSATION).updateMany({
    where: { id: row.id, $or: [{ handoff_status: { $null: true } }, { handoff_status: { $notIn: ['waiting', 'live'] } }] },
    data: { handoff_status: 'waiting', handoff_requested_at: now, handoff_agent_id: null, handoff_agent_name: null, agent_typing_at: null },
  });
  const waiting = (await byVisitorId(strapi, idConversation)) as Row;
  if (count === 1) {
    try {
      await announceWaiting(strapi, waiting, now, s.waitSeconds);
    } catch (error) {
      // The visitor waits on the Conversations page all the same; the notice is what failed.
      strapi.log.error(`[chat-live] could not tell Sales of a waiting visitor: ${String(error)}`);
    }
  }
  return visitorView(waiting, s, now);
}

/** The visitor's poll. */
export async function visitorState(strapi: Core.Strapi, idConversation: string, now = new Date()): Promise<VisitorState> {
  const row = await byVisitorId(strapi, idConversation);
  if (!row) throw new LiveError(404, 'No such conversation.');
  const s = await settings(strapi);
  return visitorView(await settle(strapi, row, s, now), s, now);
}

const messageText = (v: unknown): string => {
  const text = typeof v === 'string' ? v.trim() : '';
  if (!text) throw new LiveError(400, 'text: the message, not blank.');
  if (text.length > MAX_MESSAGE_CHARS) throw new LiveError(400, `text: at most ${MAX_MESSAGE_CHARS} characters.`);
  return text;
};
const entryId = (v: unknown): string => (typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : randomUUID());

/** The visitor writes to the person (while waiting or live). */
export async function visitorMessage(strapi: Core.Strapi, idConversation: string, body: Row, now = new Date()): Promise<void> {
  const text = messageText(body.text);
  const row = await byVisitorId(strapi, idConversation);
  if (!row) throw new LiveError(404, 'No such conversation.');
  if (row.handoff_status !== 'waiting' && row.handoff_status !== 'live') throw new LiveError(409, 'No person is in this conversation.');
  if (!allowed(`visitor:${row.id}`, 10, 30)) throw new LiveError(429, 'Too many messages; wait a moment.');
  await append(
    strapi,
    row.id,
    { id: entryId(body.id), sender: 'user', message: text, at: now.toISOString(), live: true },
    { visitor_typing_at: null },
  );
}

export async function visitorTyping(strapi: Core.Strapi, idConversation: string, now = new Date()): Promise<void> {
  const row = await byVisitorId(strapi, idConversation);
  if (!row) throw new LiveError(404, 'No such conversation.');
  if (row.handoff_status === 'waiting' || row.handoff_status === 'live')
    await strapi.db.query(CONVERSATION).update({ where: { id: row.id }, data: { visitor_typing_at: now } });
}

/** Either side ends it (waiting or live). */
async function end(strapi: Core.Strapi, row: Row): Promise<void> {
  await strapi.db.query(CONVERSATION).updateMany({
    where: { id: row.id, handoff_status: { $in: ['waiting', 'live'] } },
    data: { handoff_status: 'ended', agent_typing_at: null, visitor_typing_at: null },
  });
}

export async function visitorEnd(strapi: Core.Strapi, idConversation: string): Promise<void> {
  const row = await byVisitorId(strapi, idConversation);
  if (!row) throw new LiveError(404, 'No such conversation.');
  await end(strapi, row);
}

// ---------------------------------------------------------------------------------------------
// The person's side (admin users who may answer: Sales, super-admin)
// ---------------------------------------------------------------------------------------------

export interface Agent {
  id: number;
  firstname: string;
}

interface QueueItem {
  documentId: string;
  title: string;
  language: Lang;
  status: HandoffStatus;
  requestedAt: string | null;
  agent: string | null;
  mine: boolean;
  startedOn: string;
}

/** The Conversations page's poll: the heartbeat, and the conversations waiting or live (newest first). */
export async function queue(strapi: Core.Strapi, agent: Agent, now = new Date()): Promise<{ available: number; items: QueueItem[] }> {
  const available = await markPresent(strapi, agent.id, agent.firstname, now.getTime());
  const s = await settings(strapi);
  const recent = new Date(now.getTime() - 12 * 3600 * 1000);
  const rows = (await strapi.db.query(CONVERSATION).findMany({
    where: {
      $or: [
        { handoff_status: { $in: ['waiting', 'live'] } },
        { handoff_status: { $in: ['ended', 'missed'] }, handoff_agent_id: agent.id, updatedAt: { $gte: recent } },
      ],
    },
    select: [
      'id',
      'documentId',
      'entry_title',
      'language',
      'handoff_status',
      'handoff_requested_at',
      'handoff_agent_id',
      'handoff_agent_name',
      'sending_page',
    ],
    orderBy: { handoff_requested_at: 'desc' },
    limit: 100,
  })) as Row[];
  const items: QueueItem[] = [];
  for (const row of rows) {
    const settled = await settle(strapi, row, s, now);
    items.push({
      documentId: str(settled.documentId),
      title: str(settled.entry_title),
      language: lang(settled.language),
      status: settled.handoff_status as HandoffStatus,
      requestedAt: settled.handoff_requested_at ? new Date(String(settled.handoff_requested_at)).toISOString() : null,
      agent: str(settled.handoff_agent_name) || null,
      mine: settled.handoff_agent_id === agent.id,
      startedOn: str(settled.sending_page),
    });
  }
  return { available, items: items.filter((i) => i.status === 'waiting' || i.status === 'live' || i.mine) };
}

interface AgentView {
  documentId: string;
  title: string;
  language: Lang;
  status: HandoffStatus | null;
  agent: string | null;
  mine: boolean;
  visitorTyping: boolean;
  startedOn: string;
  source: string;
  lines: TranscriptLine[];
}

async function agentRow(strapi: Core.Strapi, documentId: string): Promise<Row> {
  const row = await byDocumentId(strapi, documentId);
  if (!row) throw new LiveError(404, 'No such conversation.');
  return row;
}

export async function agentView(strapi: Core.Strapi, agent: Agent, documentId: string, now = new Date()): Promise<AgentView> {
  const row = await settle(strapi, await agentRow(strapi, documentId), await settings(strapi), now);
  const status = (row.handoff_status as HandoffStatus | null) ?? null;
  return {
    documentId,
    title: str(row.entry_title),
    language: lang(row.language),
    status,
    agent: str(row.handoff_agent_name) || null,
    mine: row.handoff_agent_id === agent.id,
    visitorTyping: status !== 'ended' && now.getTime() - time(row.visitor_typing_at) < TYPING_SECONDS * 1000,
    startedOn: str(row.sending_page),
    source: str(row.source),
    lines: readableLines(row.Conversation),
  };
}

/** The first to take a waiting conversation gets it (a conditional update); the others get 409. */
export async function take(strapi: Core.Strapi, agent: Agent, documentId: string, now = new Date()): Promise<void> {
  const row = await settle(strapi, await agentRow(strapi, documentId), await settings(strapi), now);
  if (row.handoff_status === 'live' && row.handoff_agent_id === agent.id) return;
  const result = (await strapi.db.query(CONVERSATION).updateMany({
    where: { id: row.id, handoff_status: 'waiting' },
    data: { handoff_status: 'live', handoff_agent_id: agent.id, handoff_agent_name: agent.firstname.slice(0, 120) },
  })) as { count?: number } | null;
  if (!result?.count) throw new LiveError(409, 'Someone else took this conversation, or the visitor is no longer waiting.');
}

async function ownLive(strapi: Core.Strapi, agent: Agent, documentId: string): Promise<Row> {
  const row = await agentRow(strapi, documentId);
  if (row.handoff_status !== 'live' || row.handoff_agent_id !== agent.id)
    throw new LiveError(409, 'This conversation is not yours to answer now.');
  return row;
}

/**
 * The person writes: stored as written with their first name; the site's proxy keeps only the site's
 * own links in what the visitor receives, as with the bot's answers (docs/decisions/0092).
 */
export async function agentMessage(strapi: Core.Strapi, agent: Agent, documentId: string, body: Row, now = new Date()): Promise<void> {
  const text = messageText(body.text);
  const row = await ownLive(strapi, agent, documentId);
  if (!allowed(`agent:${row.id}`, 30, 30)) throw new LiveError(429, 'Too many messages; wait a moment.');
  await append(
    strapi,
    row.id,
    { id: entryId(body.id), sender: 'agent', name: agent.firstname, message: text, at: now.toISOString() },
    { agent_typing_at: null },
  );
}

export async function agentTyping(strapi: Core.Strapi, agent: Agent, documentId: string, now = new Date()): Promise<void> {
  const row = await ownLive(strapi, agent, documentId);
  await strapi.db.query(CONVERSATION).update({ where: { id: row.id }, data: { agent_typing_at: now } });
}

export async function agentEnd(strapi: Core.Strapi, agent: Agent, documentId: string): Promise<void> {
  await end(strapi, await ownLive(strapi, agent, documentId));
}
