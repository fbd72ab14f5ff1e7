/**
 * Conversions as the server sees them (docs/decisions/0041): a contact, lead or document request
 * stored (forms/submissions.server.ts), and a chat question answered or not (routes/api.chat.ts).
 */
import { isEventStream, streamedAnswer } from '@site/content/chat';
import { env } from '~/config/env.server';
import { cached, cms } from '~/content/content.server';
import { ownHosts, submissionAttribution } from './attribution.server';
import { analyticsOn, recordChatAnswer, recordConversion, type VisitContext } from './collect.server';
import type { AppLoadContext } from 'react-router';

const KINDS = { contact: 'contact', lead: 'lead', 'download-request': 'document' } as const;

/** A submission was stored: its conversion (with its id, and the document's title for a document request). */
export function noteSubmission(kind: keyof typeof KINDS, data: unknown, visit: VisitContext): void {
  const type = KINDS[kind];
  const submission = String((data as { submission_id?: unknown }).submission_id ?? '');
  if (type !== 'document') {
    recordConversion(type, visit, submission);
    return;
  }
  const card = (data as { card?: unknown }).card;
  const lang = (data as { language?: unknown }).language === 'en' ? 'en' : 'es';
  if (typeof card !== 'number') {
    recordConversion(type, visit, submission);
    return;
  }
  // The card was read moments ago to send it (endpoints.server.ts): from the content cache.
  cached(`download-card:${card}`, () => cms().byId('download-cards', card)).then(
    (c) => recordConversion(type, visit, submission, (lang === 'en' ? c.title_en || c.title_es : c.title_es || c.title_en) || String(card)),
    () => recordConversion(type, visit, submission, String(card)),
  );
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Seven or more digits, with the separators people write between them (+52 55 1234-5678, (55) 1234 5678).
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;

// Names and companies people introduce themselves with (es/en), replaced by [name] and [company]. A word
// is taken as written up to a space or punctuation (a trailing dot ends it: "… at Globex.").
const WORD = String.raw`[^\s,;:!?¿¡()"“”«»<>\[\]]+`;
const phrase = (intros: string[], words: number) =>
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(${intros.map((i) => i.replace(/ /g, String.raw`\s+`)).join('|')})(\s+)(${WORD}(?:\s+${WORD}){0,${words - 1}})`,
    'giu',
  );
/** Introductions that are always followed by a name, in any case ("me llamo ana pérez"). */
const NAMED = ['me llamo', 'mi nombre es', 'my name is', 'my name’s', "my name's"];
/** Introductions followed by a name only when it is capitalised ("soy Ana", not "soy nuevo en SAP"). */
const INTRODUCED = ['soy', 'les? saluda', 'les? escribe', 'les? habla', "i['’]m", 'i am', 'this is'];
const NAME_AFTER = phrase([...NAMED, ...INTRODUCED], 4);
const COMPANY_AFTER = phrase(
  [
    String.raw`\[name\],?\s+(?:de|del|from|at|of|with|con|en)`,
    'trabaj(?:o|amos) (?:en|para)',
    'laboro en',
    'work(?:s|ing)? (?:for|at)',
    '(?:mi|nuestra|la|una) (?:empresa|compañía|compania)(?: es| se llama)?',
    '(?:my|our|the) (?:company|firm)(?: is| is called)?',
    'soy de',
    'somos de',
    'vengo de',
    'venimos de',
    "i['’]m from",
    'i am from',
    "we['’]re from",
    'we are from',
  ],
  4,
);
/** Words that end a name or a company's name: joining words, and verbs people go on with. */
const STOP = new Set(
  (
    'y e o de del la las los el en con para por que a al un una mi su and or of from at with for the an in to my our i am is ' +
    'quiero quisiera necesito busco tengo me le les te trabajo soy estoy want would need have looking work working wanted here aquí'
  ).split(' '),
);
const anyName = /^\p{L}[\p{L}'’-]*$/u;
// Capitalised and not an acronym ("Ana", "O'Neil", "McKay"; not "SAP").
const capitalisedName = /^\p{Lu}[\p{L}'’-]*\p{Ll}[\p{L}'’-]*$/u;
// A company's word: capitalised or an acronym or a number ("Acme", "IBM", "3M", "S.A."), or "&".
const companyWord = /^(?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*|&)$/u;

/** Replaces the leading words of `words` that `accept` takes (at most `max`) by `marker`; null when none is. */
function replaceLeading(words: string, max: number, accept: (word: string) => boolean, marker: string): string | null {
  const parts = words.split(/(\s+)/); // words at even indexes, the spaces between them at odd ones
  const taken: Array<{ end: number; dot: string }> = [];
  for (let i = 0; i < parts.length && taken.length < max; i += 2) {
    const raw = parts[i] ?? '';
    const word = raw.replace(/\.+$/, '');
    const ended = word !== raw && !/\.\p{L}/u.test(raw); // "Globex." ends the sentence; "S.A." does not
    if (!word || STOP.has(word.toLowerCase()) || !accept(word)) break;
    taken.push({ end: i + 1, dot: ended ? raw.slice(word.length) : '' });
    if (ended) break;
  }
  // Not ending on a joining "&" ("Procter & and …").
  while (taken.length && parts[(taken.at(-1)?.end ?? 1) - 1] === '&') taken.pop();
  const last = taken.at(-1);
  return last ? `${marker}${last.dot}${parts.slice(last.end).join('')}` : null;
}

/** "soy Ana Pérez de Acme" → "soy [name] de [company]"; "I work for Contoso Ltd." → "I work for [company]." */
function scrubIntroductions(text: string): string {
  const named = new Set(NAMED);
  return text
    .replace(NAME_AFTER, (match, intro: string, space: string, words: string) => {
      const always = named.has(intro.toLowerCase().replace(/\s+/g, ' '));
      const rest = replaceLeading(words, always ? 3 : 4, (w) => (always ? anyName : capitalisedName).test(w), '[name]');
      return rest === null ? match : `${intro}${space}${rest}`;
    })
    .replace(COMPANY_AFTER, (match, intro: string, space: string, words: string) => {
      const rest = replaceLeading(words, 4, (w) => companyWord.test(w), '[company]');
      return rest === null ? match : `${intro}${space}${rest}`;
    });
}

/**
 * A visitor's question without personal data, trimmed and capped: e-mail addresses, phone numbers,
 * and the names and companies people introduce themselves with ("soy Ana Pérez de Acme", "me llamo …",
 * "my name is …", "I'm … from …", "this is … at …", "trabajo en …", "I work for …"), as [email],
 * [phone], [name] and [company]. The measurement stores it for the dashboard (docs/decisions/0041).
 */
export function scrubQuestion(text: string): string {
  return scrubIntroductions(text.replace(EMAIL, '[email]').replace(PHONE, '[phone]')).replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * Whether the chat service's reply answered the question: its answer record's `answered`, as the
 * service decided it once (docs/decisions/0082); null for a reply without a record (not measured).
 */
export function answeredOf(reply: unknown): boolean | null {
  const answered = (reply as { answer?: { answered?: unknown } } | null)?.answer?.answered;
  return typeof answered === 'boolean' ? answered : null;
}

/** The visitor's last question in the widget's message: the conversation log, or its JSON text (PRODUCT §7). */
export function lastQuestion(message: unknown): string {
  let log: unknown = message;
  if (typeof message === 'string') {
    try {
      log = JSON.parse(message);
    } catch {
      // Not a conversation log: the chat service refused it too.
      return '';
    }
  }
  if (!Array.isArray(log)) return '';
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i] as { role?: unknown; content?: unknown } | null;
    if (entry?.role === 'user' && typeof entry.content === 'string') return entry.content;
  }
  return '';
}

/** The chat proxy's answer: records the question (scrubbed) as answered or not, as its answer record says. */
function noteChatReply(message: unknown, reply: unknown, visit: VisitContext): void {
  const question = lastQuestion(message);
  const answered = answeredOf(reply);
  if (!question.trim() || answered === null) return;
  recordChatAnswer(answered, visit, scrubQuestion(question));
}

/**
 * After the chat proxy relayed a question (routes/api.chat.ts): `request` is a copy of the widget's
 * request, `response` a copy of the answer. The visit: the attribution the widget sent with the
 * question (docs/decisions/0045), else the page the widget is on (the request's Referer) and its
 * campaign. Never throws; runs after the answer went out.
 */
export async function noteChatExchange(request: Request, response: Response, context: AppLoadContext): Promise<void> {
  if (!analyticsOn() || !response.ok) return;
  try {
    const [asked, reply] = await Promise.all([
      request.json() as Promise<{ message?: unknown; attribution?: unknown }>,
      // A streamed answer (docs/decisions/0087): its final `answer` event holds the same record.
      isEventStream(response.headers.get('content-type')) && response.body
        ? streamedAnswer(response.body)
        : (response.json() as Promise<unknown>),
    ]);
    const hosts = ownHosts(request, env().SITE_URL);
    // The visit's attribution the widget sent (as the forms do: landing page, referrer, utm_*), checked
    // again; without it, the page the widget is on (its Referer) and that page's campaign.
    const posted = asked?.attribution && typeof asked.attribution === 'object' ? (asked.attribution as Record<string, unknown>) : {};
    const attribution = submissionAttribution(posted, request.headers.get('referer'), hosts);
    noteChatReply(asked?.message, reply, { request, context, attribution });
  } catch (error) {
    console.warn(`[analytics] chat answer not measured: ${String(error)}`);
  }
}
