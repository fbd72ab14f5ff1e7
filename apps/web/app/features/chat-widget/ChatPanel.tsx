/**
 * The chat panel (loaded lazily by ChatWidget). PRODUCT §4, with the deviations of PRODUCT §10.1: the
 * conversation (greeting, sending, errors, storage, the contact form offered) is useConversation, the
 * reply typed out useTypewriter; the panel lays them out:
 * - sending clears the input, which stays disabled with a spinner until the reply is completely typed out;
 * - the reply's line breaks, **bold** and [links](url) are rendered as elements, never as HTML;
 * - when the service says so (the visitor asked to be contacted, or the assistant declined twice), a
 *   short contact form is offered in the panel once the reply is typed out (docs/decisions/0040), after
 *   a person is asked for: while one is called or talks with the visitor, a bar says so, with their
 *   typing and a button to end it; their messages carry their name (docs/decisions/0092).
 * The chat's language is the browser's (first two letters: es, else en).
 */
import { type Lang, langOfPath, localPath } from '@site/content';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { Link } from 'react-router';
import { Img } from '~/components/Media';
import { useOnDemand } from '~/lib/on-demand';
import { useRootData } from '~/lib/root-data';
import { parseReply, type Token } from './format';
import { contactForm, MAX_CHARS, useConversation } from './useConversation';

/** PRODUCT §4: the chat language comes from the first two letters of the browser language. */
export function browserLang(): Lang {
  return (navigator.language || '').slice(0, 2).toLowerCase() === 'es' ? 'es' : 'en';
}

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

  const { idConversation, messages, typing, busy, announcement, lead, send, leadSent, dismissLead, live, liveText, endLive, typingLive } =
    useConversation({
      open,
      lang,
      t,
      company,
    });
  // Drawn once offered and its code is there (fetched while the reply is typed out): an on-demand part,
  // not React.lazy, whose Suspense retry was seen not to come while the page's deferred parts were still
  // hydrating (the reply and its spoken offer came, the form did not: lib/on-demand.ts).
  const ChatContactForm = useOnDemand(contactForm, lead !== null);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // Focus the input when the panel opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

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

  return (
    <section id={id} className="chat-panel" role="dialog" aria-labelledby={`${id}-title`} hidden={!open} lang={lang} onKeyDown={onKeyDown}>
      <header className="chat-panel__header">
        {root?.footer?.logo_tramar ? <Img media={root.footer.logo_tramar} className="chat-panel__logo" sizes="120px" /> : null}
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
            {m.person && liveText ? (
              <span className="chat-msg__who">{liveText(lang, 'person', m.person)}</span>
            ) : (
              <span className="sr-only">{m.role === 'user' ? t('chat.you') : t('chat.assistant')}: </span>
            )}
            <span className="chat-msg__text">{m.role === 'user' ? m.content : render(parseReply(m.content), onInternalLink, lang)}</span>
          </div>
        ))}
        {lead && !typing && ChatContactForm ? (
          <ChatContactForm
            idPrefix={`${id}-lead`}
            lang={lang}
            t={t}
            question={lead.question}
            prefill={lead.prefill}
            idConversation={idConversation}
            onSent={leadSent}
            onDismiss={dismissLead}
          />
        ) : null}
      </div>
      {live && liveText ? (
        <div className="chat-panel__live">
          <span className="chat-panel__live-state">
            {live.state === 'waiting'
              ? liveText(lang, 'calling')
              : live.agentTyping
                ? liveText(lang, 'typing', live.agent ?? '')
                : liveText(lang, 'talking', live.agent ?? '')}
          </span>
          <button type="button" className="chat-panel__live-end" aria-label={liveText(lang, 'endLabel')} onClick={endLive}>
            {liveText(lang, 'end')}
          </button>
        </div>
      ) : null}
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
          onChange={(e) => {
            setInput(e.target.value);
            typingLive();
          }}
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
