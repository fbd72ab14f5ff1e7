/**
 * The Conversations page (docs/decisions/0092): the visitors waiting for a person and the conversations
 * live, polled every few seconds (each poll also tells the CMS this user is available); a new waiting
 * visitor sounds a chime (switchable) and shows in the count, the page's title too; "Take" gives the
 * conversation to the first who presses it; then messages both ways, the visitor's typing, and ending.
 * Every message is shown as text (React escapes it; never HTML); the visitor's IP is never sent here.
 */
import { Badge, Box, Button, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

const QUEUE_MS = 2500;
const VIEW_MS = 2000;
const TYPING_EVERY_MS = 3000;

type Status = 'waiting' | 'live' | 'ended' | 'missed';
interface QueueItem {
  documentId: string;
  title: string;
  language: 'es' | 'en';
  status: Status;
  requestedAt: string | null;
  agent: string | null;
  mine: boolean;
  startedOn: string;
}
interface Line {
  id: string;
  speaker: 'visitor' | 'bot' | 'person';
  name?: string;
  at: string | null;
  text: string;
}
interface View {
  documentId: string;
  title: string;
  language: 'es' | 'en';
  status: Status | null;
  agent: string | null;
  mine: boolean;
  visitorTyping: boolean;
  startedOn: string;
  source: string;
  lines: Line[];
}

function useT() {
  const intl = useIntl();
  return {
    locale: intl.locale,
    t: (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id, defaultMessage: id }, values),
  };
}

const errorText = (error: unknown): string => {
  const response = (error as { response?: { data?: { error?: { message?: string } } } } | null)?.response;
  return response?.data?.error?.message ?? (error instanceof Error ? error.message : String(error));
};

/** A short chime (Web Audio: no file to ship); silent until the page has had a click (the browsers' rule). */
function useChime(enabled: boolean) {
  const context = React.useRef<AudioContext | null>(null);
  React.useEffect(() => {
    const unlock = () => {
      context.current ??= new AudioContext();
      void context.current.resume();
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  return React.useCallback(() => {
    const audio = context.current;
    if (!enabled || !audio || audio.state !== 'running') return;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, audio.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, audio.currentTime + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + offset + 0.3);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + offset);
      oscillator.stop(audio.currentTime + offset + 0.32);
    }
  }, [enabled]);
}

const STATUS_BADGE: Record<Status, { id: MessageId; variant: 'alternative' | 'success' | 'secondary' | 'danger' }> = {
  waiting: { id: 'conversations.status.waiting', variant: 'danger' },
  live: { id: 'conversations.status.live', variant: 'success' },
  ended: { id: 'conversations.status.ended', variant: 'secondary' },
  missed: { id: 'conversations.status.missed', variant: 'secondary' },
};

function StatusBadge({ status }: { status: Status }) {
  const { t } = useT();
  const badge = STATUS_BADGE[status];
  return <Badge variant={badge.variant}>{t(badge.id)}</Badge>;
}

function Bubble({ line, locale }: { line: Line; locale: string }) {
  const { t } = useT();
  const who =
    line.speaker === 'visitor'
      ? t('conversations.visitor')
      : line.speaker === 'bot'
        ? t('conversations.bot')
        : t('conversations.person', { name: line.name ?? '?' });
  const when = line.at ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(line.at)) : '';
  const visitor = line.speaker === 'visitor';
  return (
    <li style={{ listStyle: 'none', alignSelf: visitor ? 'flex-start' : 'flex-end', maxWidth: '75%' }}>
      <Box
        background={visitor ? 'neutral0' : line.speaker === 'person' ? 'primary100' : 'neutral150'}
        borderColor={visitor ? 'neutral200' : line.speaker === 'person' ? 'primary200' : 'neutral200'}
        hasRadius
        padding={3}
      >
        <Typography variant="pi" fontWeight="bold" tag="p">
          {who}
          {when ? <span style={{ fontWeight: 'normal' }}> · {when}</span> : null}
        </Typography>
        <Typography variant="omega" tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line.text}
        </Typography>
      </Box>
    </li>
  );
}

function ConversationView({ documentId, onChanged }: { documentId: string; onChanged: () => void }) {
  const { t, locale } = useT();
  const { get, post } = useFetchClient();
  const [view, setView] = React.useState<View | null>(null);
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const lastTyping = React.useRef(0);
  const logRef = React.useRef<HTMLOListElement>(null);

  const load = React.useCallback(async () => {
    try {
      const { data } = await get<View>(`/chat-live/conversations/${documentId}`);
      setView(data);
    } catch (e) {
      setError(errorText(e));
    }
  }, [get, documentId]);

  React.useEffect(() => {
    setView(null);
    void load();
    const timer = window.setInterval(() => void load(), VIEW_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const count = view?.lines.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever a message arrives.
  React.useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  const act = async (verb: 'take' | 'end' | 'message', body: Record<string, unknown> = {}) => {
    setError(null);
    try {
      await post(`/chat-live/conversations/${documentId}/${verb}`, body);
      await load();
      onChanged();
      return true;
    } catch (e) {
      setError(verb === 'take' ? t('conversations.taken') : t('conversations.failed', { error: errorText(e) }));
      return false;
    }
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setSending(true);
    if (await act('message', { text: message })) setText('');
    setSending(false);
  };

  const typing = (value: string) => {
    setText(value);
    const now = Date.now();
    if (now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void post(`/chat-live/conversations/${documentId}/typing`, {}).catch(() => undefined);
    }
  };

  if (!view) return <Typography>{error ?? '…'}</Typography>;
  const live = view.status === 'live' && view.mine;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} lang={view.language}>
      <Flex justifyContent="space-between" alignItems="flex-start" gap={3} wrap="wrap">
        <Flex direction="column" alignItems="flex-start" gap={1}>
          <Typography variant="delta" tag="h2">
            {view.title}
          </Typography>
          <Typography variant="pi" textColor="neutral600">
            {[
              view.startedOn ? t('conversations.startedOn', { page: view.startedOn }) : null,
              view.source ? t('conversations.source', { source: view.source }) : null,
              t('conversations.language', { language: view.language === 'es' ? 'español' : 'English' }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Flex>
        <Flex gap={2}>
          {view.status ? <StatusBadge status={view.status} /> : null}
          {view.status === 'waiting' ? <Button onClick={() => void act('take')}>{t('conversations.take')}</Button> : null}
          {live ? (
            <Button variant="danger-light" onClick={() => void act('end')}>
              {t('conversations.end')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <ol
        ref={logRef}
        aria-live="polite"
        aria-label={view.title}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          margin: 0,
          padding: 12,
          maxHeight: '55vh',
          overflowY: 'auto',
          background: '#f6f6f9',
          borderRadius: 4,
        }}
      >
        {view.lines.map((line, i) => (
          <Bubble key={line.id || i} line={line} locale={locale} />
        ))}
      </ol>
      <Typography variant="pi" textColor="neutral600" aria-live="polite">
        {view.visitorTyping ? t('conversations.visitorTyping') : view.status === 'ended' ? t('conversations.ended') : '\u00a0'}
      </Typography>
      {error ? (
        <Typography textColor="danger600" role="alert">
          {error}
        </Typography>
      ) : null}
      {live ? (
        <form onSubmit={(e) => void send(e)}>
          <Flex gap={2} alignItems="flex-end">
            <Box grow={1}>
              <Field.Root name="message">
                <Field.Label>{t('conversations.message')}</Field.Label>
                <Textarea
                  value={text}
                  maxLength={2000}
                  onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => typing(e.target.value)}
                  onKeyDown={(e: React.KeyboardEvent<HTMLTextAreaElement>) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      void send(e);
                    }
                  }}
                />
              </Field.Root>
            </Box>
            <Button type="submit" loading={sending} disabled={!text.trim()}>
              {t('conversations.send')}
            </Button>
          </Flex>
        </form>
      ) : null}
    </Flex>
  );
}

export default function ConversationsPage() {
  const { t } = useT();
  const { get } = useFetchClient();
  const [items, setItems] = React.useState<QueueItem[]>([]);
  const [selected, setSelected] = React.useState<string | null>(null);
  const [sound, setSound] = React.useState(true);
  const chime = useChime(sound);
  const seenWaiting = React.useRef<Set<string> | null>(null);
  const [now, setNow] = React.useState(Date.now());

  const refresh = React.useCallback(async () => {
    try {
      const { data } = await get<{ available: number; items: QueueItem[] }>('/chat-live/queue');
      setItems(data.items);
      setNow(Date.now());
      const waiting = data.items.filter((i) => i.status === 'waiting').map((i) => i.documentId);
      // A visitor who was not waiting at the last poll: the chime (not for those already there on opening).
      if (seenWaiting.current && waiting.some((id) => !seenWaiting.current?.has(id))) chime();
      seenWaiting.current = new Set(waiting);
    } catch {
      // The next poll tries again.
    }
  }, [get, chime]);

  React.useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), QUEUE_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const waitingCount = items.filter((i) => i.status === 'waiting').length;
  React.useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = waitingCount > 0 ? `(${waitingCount}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [waitingCount]);

  return (
    <Page.Main>
      <Page.Title>{t('conversations.title')}</Page.Title>
      <Layouts.Header
        title={t('conversations.title')}
        subtitle={t('conversations.subtitle')}
        secondaryAction={
          <Flex gap={2}>
            <Badge variant={waitingCount > 0 ? 'danger' : 'secondary'} aria-live="polite">
              {t('conversations.waiting', { count: waitingCount })}
            </Badge>
          </Flex>
        }
        primaryAction={
          <Button variant="tertiary" onClick={() => setSound((s) => !s)} aria-pressed={sound}>
            {t(sound ? 'conversations.sound.on' : 'conversations.sound.off')}
          </Button>
        }
      />
      <Layouts.Content>
        <Flex alignItems="flex-start" gap={4}>
          <Box background="neutral0" hasRadius shadow="tableShadow" padding={4} style={{ width: 340, flexShrink: 0 }}>
            <Typography variant="pi" textColor="neutral600" tag="p">
              {t('conversations.available')}
            </Typography>
            <nav aria-label={t('conversations.list')}>
              {items.length === 0 ? (
                <Box paddingTop={4}>
                  <Typography>{t('conversations.empty')}</Typography>
                </Box>
              ) : (
                <ul style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 16 }}>
                  {items.map((item) => (
                    <li key={item.documentId}>
                      <button
                        type="button"
                        onClick={() => setSelected(item.documentId)}
                        aria-current={selected === item.documentId ? 'true' : undefined}
                        style={{
                          width: '100%',
                          textAlign: 'left',
                          padding: 12,
                          borderRadius: 4,
                          border: `1px solid ${selected === item.documentId ? '#4945ff' : '#dcdce4'}`,
                          background: selected === item.documentId ? '#f0f0ff' : '#fff',
                          cursor: 'pointer',
                        }}
                      >
                        <Flex direction="column" alignItems="flex-start" gap={1}>
                          <Flex gap={2}>
                            <StatusBadge status={item.status} />
                            <Badge>{item.language.toUpperCase()}</Badge>
                          </Flex>
                          <Typography fontWeight="bold">{item.title}</Typography>
                          <Typography variant="pi" textColor="neutral600">
                            {item.status === 'waiting' && item.requestedAt
                              ? t('conversations.waitedFor', {
                                  seconds: Math.max(0, Math.round((now - new Date(item.requestedAt).getTime()) / 1000)),
                                })
                              : item.agent
                                ? t('conversations.takenBy', { name: item.agent })
                                : ''}
                          </Typography>
                        </Flex>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
          </Box>
          <Box background="neutral0" hasRadius shadow="tableShadow" padding={6} grow={1} style={{ minWidth: 0 }}>
            {selected ? (
              <ConversationView key={selected} documentId={selected} onChanged={() => void refresh()} />
            ) : (
              <Typography>{t('conversations.pick')}</Typography>
            )}
          </Box>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
