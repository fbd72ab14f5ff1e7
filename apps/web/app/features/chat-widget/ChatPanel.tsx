/**
 * The chat panel (loaded lazily by ChatWidget). PRODUCT §4, with the deviations of PRODUCT §10.1:
 * - on first opening with an empty history: the greeting at once, a second message 1 s later;
 * - sending clears the input, appends a non-blank message, disables the input and shows a spinner
 *   until the reply is completely typed out (one character every 15 ms);
 * - the reply's line breaks, **bold** and [links](url) are rendered as elements, never as HTML;
 * - a failed reply shows a short error in the chat and sending is possible again;
 * - each exchange is stored by the service as it happens; what is not stored yet (a failed or
 *   pending exchange) is posted on unload and makes the browser ask before leaving.
 * - when the service says so (the visitor asked to be contacted, or the assistant declined twice), a
 *   short contact form is offered in the panel once the reply is typed out (docs/decisions/0040).
 * The chat's language is the browser's (first two letters: es, else en).
 */
import { type Lang, langOfPath, localPath } from '@site/content';
import {
  CHAT_LIMITS,
  CHAT_SITE_PATHS,
  type ChatConversationRequest,
  type ChatSendRequest,
  type ChatSendResponse,
} from '@site/content/chat';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '~/i18n/react';
import { Link } from 'react-router';
import { Img } from '~/components/Media';
import { visitAttribution } from '~/lib/forms/visit';
import { useRootData } from '~/lib/root-data';
import { parseReply, type Token } from './format';

/** The short contact form, loaded only when offered (it brings the form schemas). */
const ChatContactForm = lazy(() => import('./ChatContactForm'));

/** PRODUCT §9: chat typing 15 ms per character, greeting's second message after 1000 ms. */
export const TYPING_MS = 15;
export const FOLLOW_UP_MS = 1000;
/** What the service accepts: the chat's shared contract (@site/content/chat). */
const MAX_LOG = CHAT_LIMITS.maxMessages;
const MAX_CHARS = CHAT_LIMITS.maxMessageChars;
const STORAGE_KEY = 'chat';

interface Entry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Local messages (greeting, errors, the contact form's confirmation) are shown but never sent or stored. */
  local?: 'greeting' | 'error' | 'handoff';
}

interface Saved {
  idConversation: string;
  messages: Entry[];
  unsent: string[];
  /** The contact form offered and not sent or dismissed yet: the question it starts from. */
  lead?: string | null;
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

/** PRODUCT §4: the chat language comes from the first two letters of the browser language. */
export function browserLang(): Lang {
  return (navigator.language || '').slice(0, 2).toLowerCase() === 'es' ? 'es' : 'en';
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

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The reply's tokens as React nodes; the site's pages linked in the chat's language (docs/decisions/0031),
 * unless the service gave the page's language address itself (a post's slug is its language's; 0040).
 */
function render(tokens: Token[], onInternalLink: () => void, lang: Lang): ReactNode[] {
  return tokens.map((token, i) => {
    const key = `${token.type}${i}`;
    switch (token.type) {
      case 'text':
        return token.text;
      case 'br':
        return <br key={key} />;
      case 'strong':
        return <strong key={key}>{render(token.children, onInternalLink, lang)}</strong>;
      case 'link':
        if (!token.external) {
          return (
            <Link key={key} to={langOfPath(token.href) ? token.href : localPath(lang, token.href)} onClick={onInternalLink}>
              {render(token.children, onInternalLink, lang)}
            </Link>
          );
        }
        return token.href.startsWith('mailto:') ? (
          <a key={key} href={token.href}>
            {render(token.children, onInternalLink, lang)}
          </a>
        ) : (
          <a key={key} href={token.href} target="_blank" rel="noopener noreferrer">
            {render(token.children, onInternalLink, lang)}
          </a>
        );
      default:
        return null;
    }
  });
}

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
}

export default function ChatPanel({ id, open, onClose }: Props) {
  const { i18n } = useTranslation();
  const root = useRootData();
  const company = root?.company ?? 'Nexalia Consulting';
  const lang = useMemo(browserLang, []);
  const t = useMemo(() => i18n.getFixedT(lang), [i18n, lang]);

  const saved = useMemo(restore, []);
  const [idConversation, setIdConversation] = useState(() => saved?.idConversation ?? uuid());
  const [messages, setMessages] = useState<Entry[]>(() => saved?.messages ?? []);
  const [unsent, setUnsent] = useState<string[]>(() => saved?.unsent ?? []);
  const [typing, setTyping] = useState<{ entry: Entry; shown: number; start: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [input, setInput] = useState('');
  const [announcement, setAnnouncement] = useState('');
  /** The contact form offered in the panel, with the question it starts from (docs/decisions/0040). */
  const [lead, setLead] = useState<{ question: string } | null>(() => (typeof saved?.lead === 'string' ? { question: saved.lead } : null));
  /** Offered with the reply being typed: shown once it is complete. */
  const offer = useRef<string | null>(null);

  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const greeted = useRef(false);
  const state = useRef({ messages, unsent });
  state.current = { messages, unsent };

  // Keep the conversation for this tab (a reload or another page continues it).
  useEffect(() => {
    try {
      sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ idConversation, messages, unsent, lead: lead?.question ?? null } satisfies Saved),
      );
    } catch {
      // storage full or disabled: the conversation lives in memory only
    }
  }, [idConversation, messages, unsent, lead]);

  // First opening with an empty history: the greeting at once, a second message 1 s later (counted
  // from when the greeting is on screen).
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
      setMessages((m) => [...m, { id: uuid(), role: 'assistant', content: follow, local: 'greeting' }]);
      setAnnouncement(follow);
    }, FOLLOW_UP_MS);
  }, [messages, t, company]);

  // Focus the input when the panel opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Type the reply out, one character every 15 ms, by the clock: a slow device catches up instead of
  // stretching the reply (at once when the visitor prefers reduced motion).
  useEffect(() => {
    if (!typing) return;
    const length = typing.entry.content.length;
    if (typing.shown >= length) {
      setMessages((m) => [...m, typing.entry]);
      setTyping(null);
      setBusy(false);
      const offered = offer.current;
      offer.current = null;
      if (offered !== null) setLead({ question: offered });
      setAnnouncement(offered !== null ? `${typing.entry.content} ${t('chat.handoff.offer')}` : typing.entry.content);
      return;
    }
    const timer = window.setTimeout(() => {
      setTyping((cur) => {
        if (!cur) return cur;
        const due = Math.floor((performance.now() - cur.start) / TYPING_MS);
        return { ...cur, shown: reducedMotion() ? length : Math.min(length, Math.max(cur.shown + 1, due)) };
      });
    }, TYPING_MS);
    return () => window.clearTimeout(timer);
  }, [typing, t]);

  // Input back in use once the reply is complete (the contact form, when offered, takes the focus itself).
  useEffect(() => {
    if (!busy && open && !lead) inputRef.current?.focus();
  }, [busy, open, lead]);

  // Stay at the bottom as text arrives (not while the contact form is offered: it shows its own top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the visible text grows.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && !lead) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing?.shown, open]);

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

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || busy) return;
      const user: Entry = { id: uuid(), role: 'user', content };
      const history = [...state.current.messages, user];
      setMessages(history);
      setUnsent((u) => [...u, user.id]);
      setBusy(true);
      const log = history
        .filter((m) => !m.local)
        .slice(-MAX_LOG)
        .map(({ id: entryId, role, content: c }) => ({ id: entryId, role, content: c.slice(0, MAX_CHARS) }));
      try {
        // The visit's campaign goes with the question, as with the forms (docs/decisions/0045).
        const request: ChatSendRequest = { message: JSON.stringify(log), idConversation, language: lang, attribution: visitAttribution() };
        const res = await fetch(CHAT_SITE_PATHS.send, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
        // 403: this browser no longer holds the conversation's ownership cookie (docs/decisions/0009):
        // the next message starts a new conversation.
        if (res.status === 403) setIdConversation(uuid());
        if (res.status !== 200) throw new Error(`chat bot returned an error: ${res.statusText || res.status}`);
        // The service's answer, checked as it is read (a proxy or a gateway may answer something else).
        const data = (await res.json()) as Partial<ChatSendResponse> | null;
        if (!data || typeof data !== 'object') throw new Error('chat bot returned no message');
        const reply = data.choices?.[0]?.message?.content;
        if (typeof reply !== 'string' || !reply) throw new Error('chat bot returned no message');
        const entry: Entry = { id: typeof data.replyId === 'string' ? data.replyId : uuid(), role: 'assistant', content: reply };
        const sent = new Set(log.map((m) => m.id));
        setUnsent((u) => (data.stored === true ? u.filter((x) => !sent.has(x)) : [...u, entry.id]));
        offer.current = data.offerContact === true ? content : null;
        // Its code is fetched while the reply is typed out, so the form is ready when the reply is complete.
        if (offer.current !== null) void import('./ChatContactForm');
        setTyping({ entry, shown: 0, start: performance.now() });
      } catch (error) {
        // PRODUCT §8 logs this text; PRODUCT §10.1 (D3): the visitor is told, and may try again.
        console.error('Error al enviar el mensaje:', error);
        const message = t('chat.error');
        setMessages((m) => [...m, { id: uuid(), role: 'assistant', content: message, local: 'error' }]);
        setAnnouncement(message);
        setBusy(false);
      }
    },
    [busy, idConversation, lang, t],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = input;
    setInput('');
    void send(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  // On a small screen the panel covers the page: leave it when following a link to the site.
  const onInternalLink = () => {
    if (window.matchMedia('(max-width: 575px)').matches) onClose();
  };

  const shown = typing ? [...messages, { ...typing.entry, content: typing.entry.content.slice(0, typing.shown) }] : messages;

  const onLeadSent = (name: string) => {
    const thanks = t('chat.handoff.sent', { name });
    setLead(null);
    setMessages((m) => [...m, { id: uuid(), role: 'assistant', content: thanks, local: 'handoff' }]);
    setAnnouncement(thanks);
  };

  return (
    <section id={id} className="chat-panel" role="dialog" aria-labelledby={`${id}-title`} hidden={!open} lang={lang} onKeyDown={onKeyDown}>
      <header className="chat-panel__header">
        {root?.footer?.logo_tramar ? <Img media={root.footer.logo_tramar} alt="" className="chat-panel__logo" sizes="120px" /> : null}
        <h2 id={`${id}-title`} className="chat-panel__title">
          {t('chat.title', { company })}
        </h2>
        <button type="button" className="chat-panel__close" aria-label={t('chat.close')} onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <div ref={logRef} className="chat-panel__log" role="log" aria-live="off" aria-label={t('chat.log')} tabIndex={0}>
        {shown.map((m) => (
          <div
            key={m.id}
            className={`chat-msg chat-msg--${m.role}${m.local === 'error' ? ' chat-msg--error' : ''}`}
            data-typing={typing && m.id === typing.entry.id ? 'true' : undefined}
            // How many characters of the reply are typed out (the rendered text can shrink as markdown closes).
            data-typed={typing && m.id === typing.entry.id ? typing.shown : undefined}
          >
            <span className="sr-only">{m.role === 'user' ? t('chat.you') : t('chat.assistant')}: </span>
            <span className="chat-msg__text">{m.role === 'user' ? m.content : render(parseReply(m.content), onInternalLink, lang)}</span>
          </div>
        ))}
        {lead && !typing ? (
          <Suspense fallback={null}>
            <ChatContactForm
              idPrefix={`${id}-lead`}
              lang={lang}
              t={t}
              question={lead.question}
              idConversation={idConversation}
              onSent={onLeadSent}
              onDismiss={() => setLead(null)}
            />
          </Suspense>
        ) : null}
      </div>
      <form className="chat-panel__form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="chat-panel__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MAX_CHARS}
          placeholder={t('chat.placeholder')}
          value={input}
          disabled={busy}
          onChange={(e) => setInput(e.target.value)}
        />
        {busy ? (
          <span className="chat-panel__spinner" role="status" aria-label={t('chat.waiting')} />
        ) : (
          <button type="submit" className="chat-panel__send" aria-label={t('chat.send')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
              <path d="M4 12l16-8-6 16-2.5-6.5L4 12Z" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </form>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}
