/**
 * A chat conversation as people read it (docs/decisions/0092): the stored log (`Conversation`, entries
 * {id, sender, message, at} written by the chat service) made into plain text, one line per message —
 * when (the firm's clock), who (the visitor, the assistant, or a person of the firm by first name) and
 * what — in the visitor's language; and its title, the visitor's first question and the day. Plain text
 * only: the admin shows it in a text box and the CSV and privacy exports carry it as it is, so nothing a
 * visitor wrote is ever read as HTML.
 */

type Lang = 'es' | 'en';

/** Who wrote an entry: the visitor, the chat assistant, or a person of the firm (the live hand-off). */
type Speaker = 'visitor' | 'bot' | 'person';

export interface TranscriptLine {
  id: string;
  speaker: Speaker;
  /** A person's first name (a `person` entry only). */
  name?: string;
  /** ISO time it was stored, when known. */
  at: string | null;
  text: string;
}

const WORDS = {
  es: { visitor: 'Visitante', bot: 'Asistente (bot)', person: 'persona', untitled: '(sin pregunta)' },
  en: { visitor: 'Visitor', bot: 'Assistant (bot)', person: 'person', untitled: '(no question)' },
} as const;

const TITLE_QUESTION_CHARS = 80;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The entries of a stored log, in order; anything that is not an entry is skipped. */
export function transcriptLines(log: unknown): TranscriptLine[] {
  if (!Array.isArray(log)) return [];
  const lines: TranscriptLine[] = [];
  for (const item of log) {
    if (!item || typeof item !== 'object') continue;
    const entry = item as Record<string, unknown>;
    const text = str(entry.message).trim();
    if (!text) continue;
    const sender = str(entry.sender);
    const speaker: Speaker | null = sender === 'user' ? 'visitor' : sender === 'assistant' ? 'bot' : sender === 'agent' ? 'person' : null;
    if (!speaker) continue;
    const at = str(entry.at);
    const name = str(entry.name).trim();
    lines.push({
      id: str(entry.id),
      speaker,
      ...(speaker === 'person' && name ? { name } : {}),
      at: at && !Number.isNaN(Date.parse(at)) ? at : null,
      text,
    });
  }
  return lines;
}

/** `2026-12-07 10:32` on the firm's clock (`timeZone`, an IANA name). */
function clockTime(iso: string, timeZone: string, withTime = true): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** A markdown link of the assistant's reply as text: `[SAP](/es/servicio-sap)` → `SAP (/es/servicio-sap)`. */
const plainLinks = (text: string): string => text.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1 ($2)');

/**
 * The entries as people read them in the admin: the assistant's and a person's links as "label
 * (path)", not Markdown; the visitor's words exactly as written (shown as text, never HTML).
 */
export function readableLines(log: unknown): TranscriptLine[] {
  return transcriptLines(log).map((line) => (line.speaker === 'visitor' ? line : { ...line, text: plainLinks(line.text) }));
}

/** Who said it, in the visitor's language. */
function speakerLabel(line: Pick<TranscriptLine, 'speaker' | 'name'>, lang: Lang): string {
  const words = WORDS[lang];
  if (line.speaker === 'visitor') return words.visitor;
  if (line.speaker === 'bot') return words.bot;
  return `${line.name ?? '?'} (${words.person})`;
}

/** The whole conversation as text, one message a paragraph (a blank line between them): `[2026-12-07 10:32] Visitante: …`. */
export function transcriptText(log: unknown, lang: Lang, timeZone: string): string {
  return readableLines(log)
    .map((line) => {
      const when = line.at ? `[${clockTime(line.at, timeZone)}] ` : '';
      // A blank line only between messages: the ones inside a message are closed up.
      const text = line.text.replace(/\n\s*\n/g, '\n');
      return `${when}${speakerLabel(line, lang)}: ${text}`;
    })
    .join('\n\n');
}

/** The conversation's title: the visitor's first question (cut at 80 characters) and the day it started. */
export function conversationTitle(log: unknown, lang: Lang, startedAt: string, timeZone: string): string {
  const first = transcriptLines(log).find((line) => line.speaker === 'visitor');
  const question = first ? first.text.replace(/\s+/g, ' ').trim() : WORDS[lang].untitled;
  const cut = question.length > TITLE_QUESTION_CHARS ? `${question.slice(0, TITLE_QUESTION_CHARS - 1).trimEnd()}…` : question;
  return `${cut} · ${clockTime(startedAt, timeZone, false)}`.slice(0, 255);
}
