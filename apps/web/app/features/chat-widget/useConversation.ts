/**
 * The chat's conversation (PRODUCT §4, with the deviations of PRODUCT §10.1): the messages, sending
 * them, the reply typed out, errors, the contact form offered (docs/decisions/0040), and keeping it:
 * - on first opening with an empty history: the greeting at once, a second message 1 s later;
 * - sending appends a non-blank message and keeps the visitor waiting (`busy`) until the reply is
 *   completely typed out (useTypewriter); a streamed reply (an LLM provider; docs/decisions/0087) is
 *   shown as it arrives instead (at once when complete with reduced motion), then replaced by its
 *   final text; the live region hears the final text once;
 * - a failed reply shows a short error in the chat and sending is possible again;
 * - each exchange is stored by the service as it happens; what is not stored yet (a failed or
 *   pending exchange) is posted on unload and makes the browser ask before leaving;
 * - the conversation is kept for the tab (sessionStorage): a reload or another page continues it;
 * - when the contact form is offered, a person is asked for first (docs/decisions/0092; the code of
 *   it, live.ts, is fetched then): while the firm is open and a Sales user is on the admin's
 *   Conversations page the visitor waits, then talks with them in the panel (polled every 2 s), and
 *   either side can end it; otherwise, or if nobody takes it in time, the form, saying when the firm
 *   will reply. A reload finds the conversation with the person where it was.
 */
import type { Lang } from '@site/content';
import {
  CHAT_LIMITS,
  CHAT_SITE_PATHS,
  CHAT_STREAM_TYPE,
  type ChatConversationRequest,
  type ChatPrefill,
  type ChatSendRequest,
  type ChatSendResponse,
  isEventStream,
  readChatPrefill,
  readEventStream,
} from '@site/content/chat';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from '~/i18n/i18n';
import { visitAttribution } from '~/features/analytics/visit';
import { onDemand } from '~/lib/on-demand';
import { plainText } from './format';
import { reducedMotion, useTypewriter } from './useTypewriter';

/** PRODUCT §9: the greeting's second message after 1000 ms. */
export const FOLLOW_UP_MS = 1000;
/** What the service accepts: the chat's shared contract (@site/content/chat). */
const MAX_LOG = CHAT_LIMITS.maxMessages;
export const MAX_CHARS = CHAT_LIMITS.maxMessageChars;
export const STORAGE_KEY = 'chat';
/** The short contact form, fetched only when offered (it brings the form schemas). */
export const contactForm = onDemand(() => import('./ChatContactForm'));
/** The live hand-off's code, fetched when a person is asked for (docs/decisions/0092). */
const liveModule = () => import('./live');
type LiveModule = Awaited<ReturnType<typeof liveModule>>;

interface Entry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /**
   * Local messages (greeting, errors, the contact form's confirmation) are shown but never sent or
   * stored; `live` ones are the conversation with a person, stored by the CMS, never sent to the assistant.
   */
  local?: 'greeting' | 'error' | 'handoff' | 'live';
  /** A person's message: their first name. */
  person?: string;
  /** A reply: whether the site had something to say (its answer record's), sent back with the log. */
  answered?: boolean;
}

interface Saved {
  idConversation: string;
  messages: Entry[];
  unsent: string[];
  /** The contact form offered and not sent or dismissed yet: the question it starts from. */
  lead?: string | null;
  /** The details the visitor typed in the chat that the offered form starts with. */
  leadPrefill?: ChatPrefill;
  /** Waiting for, or talking with, a person. */
  live?: Live | null;
}

/** The hand-off to a person under way (docs/decisions/0092). */
interface Live {
  state: 'waiting' | 'live';
  agent: string | null;
  agentTyping: boolean;
  /** The form offered if nobody takes it in time, or the visitor was told to leave details. */
  lead: Lead;
}

/** The offered contact form: the visitor's question, and the details they typed in the chat (docs/decisions/0086). */
interface Lead {
  question: string;
  prefill?: ChatPrefill;
}

/** A lead for the question, with the details it is pre-filled with when there are any (checked as read). */
function leadOf(question: string, prefill: unknown): Lead {
  const details = readChatPrefill(prefill);
  return Object.keys(details).length > 0 ? { question, prefill: details } : { question };
}

/**
 * How long a 429 asks to wait, in whole seconds (Retry-After: seconds, or an HTTP date); null when it
 * does not say (or says nonsense).
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/** What the panel says on a 429: how long to wait, in seconds (or minutes from two on), in the chat's language. */
export function tooManyMessage(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t('chat.tooManyLater');
  if (seconds < 120) return t('chat.tooMany', { seconds });
  return t('chat.tooManyMinutes', { minutes: Math.ceil(seconds / 60) });
}

/**
 * A streamed answer read to its end: each `delta` shown as it arrives (with reduced motion, nothing
 * until the answer is complete), the `answer` event's value returned; an `error` event, or no answer,
 * fails as a failed reply does.
 */
async function readStreamed(body: ReadableStream<Uint8Array>, show: (update: (text: string | null) => string) => void): Promise<unknown> {
  const still = reducedMotion();
  for await (const event of readEventStream(body)) {
    if (event.event === 'answer') return JSON.parse(event.data) as unknown;
    if (event.event === 'error') throw new Error(`chat bot returned an error: ${event.data}`);
    if (event.event !== 'delta' || still) continue;
    const piece = (JSON.parse(event.data) as { text?: unknown } | null)?.text;
    if (typeof piece === 'string') show((text) => (text ?? '') + piece);
  }
  throw new Error('chat bot returned no message');
}

/** A random UUID, also where crypto.randomUUID is missing (plain-HTTP pages). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function restore(): Saved | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as Saved) : null;
    if (saved && typeof saved.idConversation === 'string' && Array.isArray(saved.messages) && Array.isArray(saved.unsent)) return saved;
  } catch {
    // storage disabled or corrupt: start afresh
  }
  return null;
}

/** A 429 from the chat: the seconds to wait, when said. */
class TooMany extends Error {
  constructor(readonly seconds: number | null) {
    super(`chat bot returned an error: Too Many Requests${seconds === null ? '' : ` (retry after ${seconds} s)`}`);
    this.name = 'TooMany';
  }
}

interface ConversationOptions {
  /** The panel is open: the first opening greets. */
  open: boolean;
  /** The chat's language (the browser's). */
  lang: Lang;
  /** Texts in the chat's language. */
  t: TFunction;
  company: string;
}

export function useConversation({ open, lang, t, company }: ConversationOptions) {
  const saved = useMemo(restore, []);
  const [idConversation, setIdConversation] = useState(() => saved?.idConversation ?? uuid());
  const [messages, setMessages] = useState<Entry[]>(() => saved?.messages ?? []);
  const [unsent, setUnsent] = useState<string[]>(() => saved?.unsent ?? []);
  /** Waiting for the service's reply. */
  const [waiting, setWaiting] = useState(false);
  /** What the screen reader is told last (the panel's polite live region). */
  const [announcement, setAnnouncement] = useState('');
  /** The contact form offered in the panel, with the question it starts from (docs/decisions/0040). */
  const [lead, setLead] = useState<Lead | null>(() => (typeof saved?.lead === 'string' ? leadOf(saved.lead, saved.leadPrefill) : null));
  /** Offered with the reply being typed: shown once it is complete. */
  const offer = useRef<Lead | null>(null);
  /** Waiting for, or talking with, a person; kept for the tab like the rest. */
  const [live, setLive] = useState<Live | null>(() => (saved?.live?.lead ? saved.live : null));
  const liveRef = useRef(live);
  liveRef.current = live;
  const [liveCode, setLiveCode] = useState<LiveModule | null>(null);
  /** Asks for a person (set below, once the conversation's id is known). */
  const askPerson = useRef<(offered: Lead, said: string) => void>(() => undefined);

  // The reply complete: into the history, with the contact form when offered.
  const { typing, type } = useTypewriter<Entry>((entry) => {
    setMessages((m) => [...m, entry]);
    const offered = offer.current;
    offer.current = null;
    // The live region is told the reply's words, never its markup (no `**`, no `[text](url)`).
    const said = plainText(entry.content);
    setAnnouncement(said);
    // The form is offered after a person is asked for (and found busy, or not there).
    if (offered !== null) askPerson.current(offered, said);
  });
  /** A streamed reply as it arrives (null when none is streaming). */
  const [streamed, setStreamed] = useState<string | null>(null);
  const busy = waiting || typing !== null || streamed !== null;
  /** What the reply bubble shows: the streamed text so far, else the reply typed out. */
  const shown = useMemo(
    () =>
      streamed !== null
        ? { entry: { id: 'streaming', role: 'assistant' as const, content: streamed }, shown: streamed.length, start: 0 }
        : typing,
    [streamed, typing],
  );

  const state = useRef({ messages, unsent });
  state.current = { messages, unsent };
  const stateMessages = useRef(messages);
  stateMessages.current = messages;

  // Keep the conversation for this tab (a reload or another page continues it).
  useEffect(() => {
    try {
      sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({
          idConversation,
          messages,
          unsent,
          lead: lead?.question ?? null,
          leadPrefill: lead?.prefill,
          live,
        } satisfies Saved),
      );
    } catch {
      // storage full or disabled: the conversation lives in memory only
    }
  }, [idConversation, messages, unsent, lead, live]);

  /** A message of the panel itself (not sent to the assistant), told to the live region. */
  const say = useCallback((content: string, local: Entry['local'], announce = content) => {
    setMessages((m) => [...m, { id: uuid(), role: 'assistant', content, local }]);
    setAnnouncement(announce);
  }, []);

  /** The form, with what the CMS said (when the firm will reply) before it. */
  const offerForm = useCallback(
    (offered: Lead, notice: string | null, said = '') => {
      if (notice) say(notice, 'handoff', `${said} ${notice} ${t('chat.handoff.offer')}`.trim());
      else setAnnouncement(`${said} ${t('chat.handoff.offer')}`.trim());
      setLead(offered);
    },
    [say, t],
  );

  askPerson.current = (offered: Lead, said: string) => {
    void liveModule()
      .then(async (code) => {
        setLiveCode(code);
        const state = await code.liveCall('request', idConversation);
        if (state && (state.state === 'waiting' || state.state === 'live')) {
          setLive({ state: state.state, agent: state.agent, agentTyping: false, lead: offered });
          const calling = state.notice ?? code.liveText(lang, 'calling');
          say(calling, 'handoff', `${said} ${calling}`);
          return;
        }
        offerForm(offered, state?.notice ?? null, said);
      })
      .catch(() => offerForm(offered, null, said));
  };

  // While waiting for, or talking with, a person: news every POLL_MS (the person's messages, typing,
  // taken, ended, or the wait run out). Restarted after a reload from the saved state.
  const liveOn = live !== null;
  useEffect(() => {
    if (!liveOn) return;
    let stopped = false;
    let timer = 0;
    const tick = async () => {
      const code = await liveModule().catch(() => null);
      if (!code || stopped) return;
      setLiveCode(code);
      const state = await code.liveCall('state', idConversation);
      const current = liveRef.current;
      if (stopped || !current) return;
      if (state) {
        const known = new Set(stateMessages.current.map((m) => m.id));
        const fresh = state.messages.filter((m) => !known.has(m.id));
        if (fresh.length) {
          setMessages((m) => [
            ...m,
            ...fresh.map((f) => ({ id: f.id, role: 'assistant' as const, content: f.text, local: 'live' as const, person: f.name })),
          ]);
          setAnnouncement(fresh.map((f) => `${f.name}: ${plainText(f.text)}`).join(' '));
        }
        if (state.state === 'live') {
          if (current.state === 'waiting') say(code.liveText(lang, 'joined', state.agent ?? ''), 'live');
          setLive({ ...current, state: 'live', agent: state.agent, agentTyping: state.agentTyping });
        } else if (state.state === 'ended') {
          say(code.liveText(lang, 'ended', state.agent ?? current.agent ?? ''), 'handoff');
          setLive(null);
          return;
        } else if (state.state !== 'waiting') {
          // Missed (nobody took it in time), or gone: the form, with when the firm will reply.
          setLive(null);
          offerForm(current.lead, state.notice);
          return;
        }
      }
      timer = window.setTimeout(tick, code.POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [liveOn, idConversation, lang, say, offerForm]);

  // First opening with an empty history: the greeting at once, a second message 1 s later (counted
  // from when the greeting is on screen).
  const greeted = useRef(false);
  useEffect(() => {
    if (!open || greeted.current || messages.length > 0) return;
    greeted.current = true;
    const hello = `${t('chat.greeting')}\n${t('chat.greetingHelp')}`;
    setMessages([{ id: uuid(), role: 'assistant', content: hello, local: 'greeting' }]);
    setAnnouncement(hello.replace('\n', ' '));
  }, [open, messages.length, t]);
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || messages.length !== 1 || messages[0].local !== 'greeting') return;
    followed.current = true;
    // Not cleared on close: once greeted, the follow-up belongs to the greeting.
    window.setTimeout(() => {
      const follow = t('chat.followUp', { company });
      const entry: Entry = { id: uuid(), role: 'assistant', content: follow, local: 'greeting' };
      // Right after the greeting: a visitor who asked within the second reads it before their question.
      const after = (m: Entry[]) => m.findIndex((x) => x.local !== 'greeting');
      setMessages((m) => (after(m) < 0 ? [...m, entry] : [...m.slice(0, after(m)), entry, ...m.slice(after(m))]));
      // Announced only before the visitor's first question (never over an answer being read).
      if (state.current.messages.every((x) => x.local === 'greeting')) setAnnouncement(follow);
    }, FOLLOW_UP_MS);
  }, [messages, t, company]);

  // What is not stored yet: the leave-site prompt, and a post on unload.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (state.current.unsent.length === 0) return;
      const message = t('leave', { company });
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    const onPageHide = () => {
      const { unsent: ids, messages: all } = state.current;
      if (ids.length === 0) return;
      const entries = all
        .filter((m) => !m.local && ids.includes(m.id))
        .map(({ id: entryId, role, content }) => ({ id: entryId, role, content }));
      if (entries.length === 0) return;
      const request: ChatConversationRequest = { idConversation, language: lang, entries: entries.slice(-MAX_LOG) };
      const body = new Blob([JSON.stringify(request)], { type: 'application/json' });
      if (navigator.sendBeacon?.(CHAT_SITE_PATHS.conversation, body)) setUnsent([]);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [t, company, idConversation, lang]);

  /** Sends a message (trimmed; a blank one, or one while busy, is not sent). */
  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || busy) return;
      if (liveRef.current) {
        // To the person, not the assistant (docs/decisions/0092).
        const entry: Entry = { id: uuid(), role: 'user', content, local: 'live' };
        setMessages((m) => [...m, entry]);
        const code = await liveModule().catch(() => null);
        const sent = code ? await code.liveCall('message', idConversation, { text: content.slice(0, MAX_CHARS), id: entry.id }) : null;
        if (!sent) say(code ? code.liveText(lang, 'failed') : t('chat.error'), 'error');
        return;
      }
      const user: Entry = { id: uuid(), role: 'user', content };
      const history = [...state.current.messages, user];
      setMessages(history);
      setUnsent((u) => [...u, user.id]);
      setWaiting(true);
      const log = history
        .filter((m) => !m.local)
        .slice(-MAX_LOG)
        .map(({ id: entryId, role, content: c, answered }) => ({
          id: entryId,
          role,
          content: c.slice(0, MAX_CHARS),
          ...(answered === undefined ? {} : { answered }),
        }));
      try {
        // The visit's campaign goes with the question, as with the forms (docs/decisions/0045).
        const request: ChatSendRequest = { message: log, idConversation, language: lang, attribution: visitAttribution() };
        const res = await fetch(CHAT_SITE_PATHS.send, {
          method: 'POST',
          // A streamed answer when the service streams (an LLM provider), else JSON (docs/decisions/0087).
          headers: { 'content-type': 'application/json', accept: `${CHAT_STREAM_TYPE}, application/json` },
          body: JSON.stringify(request),
        });
        // 403: this browser no longer holds the conversation's ownership cookie (docs/decisions/0009):
        // the next message starts a new conversation.
        if (res.status === 403) setIdConversation(uuid());
        // 429: too many questions in a row; the visitor is told how long to wait (Retry-After).
        if (res.status === 429) throw new TooMany(retryAfterSeconds(res.headers.get('retry-after')));
        if (res.status !== 200) throw new Error(`chat bot returned an error: ${res.statusText || res.status}`);
        // The service's answer, checked as it is read (a proxy or a gateway may answer something else).
        const stream = isEventStream(res.headers.get('content-type')) && res.body ? res.body : null;
        const data = (stream ? await readStreamed(stream, setStreamed) : await res.json()) as Partial<ChatSendResponse> | null;
        if (!data || typeof data !== 'object') throw new Error('chat bot returned no message');
        const reply = data.choices?.[0]?.message?.content;
        if (typeof reply !== 'string' || !reply) throw new Error('chat bot returned no message');
        const answer = data.answer;
        const entry: Entry = {
          id: typeof data.replyId === 'string' ? data.replyId : uuid(),
          role: 'assistant',
          content: reply,
          ...(typeof answer?.answered === 'boolean' ? { answered: answer.answered } : {}),
        };
        const sent = new Set(log.map((m) => m.id));
        setUnsent((u) => (data.stored === true ? u.filter((x) => !sent.has(x)) : [...u, entry.id]));
        offer.current = answer?.offerContact === true ? leadOf(content, answer.prefill) : null;
        // Its code is fetched while the reply is typed out, so the form is ready when the reply is complete.
        if (offer.current !== null) contactForm.load().catch(() => undefined);
        setWaiting(false);
        // Streamed: already on screen, the final text replaces it at once; else typed out.
        setStreamed(null);
        type(entry, stream !== null);
      } catch (error) {
        // PRODUCT §8 logs this text; PRODUCT §10.1 (D3): the visitor is told, and may try again.
        console.error('Error al enviar el mensaje:', error);
        const message = error instanceof TooMany ? tooManyMessage(t, error.seconds) : t('chat.error');
        setMessages((m) => [...m, { id: uuid(), role: 'assistant', content: message, local: 'error' }]);
        setAnnouncement(message);
        setStreamed(null);
        setWaiting(false);
      }
    },
    [busy, idConversation, lang, t, type, say],
  );

  /** The visitor ends the conversation with the person; the assistant answers again. */
  const endLive = useCallback(() => {
    if (!liveRef.current) return;
    setLive(null);
    void liveModule().then((code) => {
      say(code.liveText(lang, 'youEnded'), 'handoff');
      return code.liveCall('end', idConversation);
    });
  }, [idConversation, lang, say]);

  /** The visitor is typing: the person is told (at most every few seconds). */
  const typingLive = useCallback(() => {
    if (liveRef.current) liveCode?.noteTyping(idConversation);
  }, [liveCode, idConversation]);

  /** The contact form was sent: it goes, and the chat says thanks. */
  const leadSent = useCallback(
    (name: string) => {
      const thanks = t('chat.handoff.sent', { name });
      setLead(null);
      setMessages((m) => [...m, { id: uuid(), role: 'assistant', content: thanks, local: 'handoff' }]);
      setAnnouncement(thanks);
    },
    [t],
  );
  const dismissLead = useCallback(() => setLead(null), []);

  return {
    idConversation,
    messages,
    typing: shown,
    busy,
    announcement,
    lead,
    send,
    leadSent,
    dismissLead,
    live,
    liveText: liveCode?.liveText ?? null,
    endLive,
    typingLive,
  };
}
