/**
 * An answer's text (docs/decisions/0081): the sentences of a page that answer the question, "Yes —" or
 * an honest "the site does not mention …", the postal address only when asked where, then the links.
 */
import { type Lang, localPath } from '@site/content';
import { CONTACT_PATH, LIST_PAGES, pageByPath } from './pages';
import { keyWord, openingSentences, pageSentences, quotedSentences, siteSentence } from './sentences';
import { readKinds } from './answer-kinds';
import { isCommonWord, isGeneralWord } from '../general';
import { fold } from '../../learning/fold';
import { type QuestionWord, words } from './text';
import { type ContentIndex, hrefOf, isKnown, openingOf } from './content-index';

export interface Answer {
  text: string;
  lang: Lang;
  /** The page linked first, or null (the honest "I don't know", a greeting, a pair without link). */
  path: string | null;
  /** What answered: an editors' pair, a page's quoted passages, or the fixed messages. */
  source: 'pair' | 'page' | 'unknown' | 'greeting';
  /** The firm's details (address, phone, e-mail) answer a visitor who asked where it is or how to reach it, naming nothing the site never names. */
  details?: boolean;
}

const MESSAGES = {
  en: {
    readMore: 'Read more',
    seeAlso: 'See also',
    unknown:
      "I'm sorry, I couldn't find an answer to that in our site's content. You can write to our team through the [contact form](/#contacto) and a specialist will get back to you.",
    hello:
      'Hello! I can tell you about our services, the C3 platform, our AI offers, our success stories or how to join the team. What would you like to know?',
    thanks: "You're welcome! If you need anything else, just ask, or reach our team through the [contact form](/#contacto).",
  },
  es: {
    readMore: 'Más información',
    seeAlso: 'Ver también',
    unknown:
      'Lo siento, no encontré una respuesta a eso en el contenido de nuestro sitio. Puedes escribir a nuestro equipo en el [formulario de contacto](/#contacto) y un especialista te responderá.',
    hello:
      '¡Hola! Puedo contarte sobre nuestros servicios, la plataforma C3, nuestras ofertas de IA, nuestros casos de éxito o cómo unirte al equipo. ¿Qué te gustaría saber?',
    thanks: '¡Con gusto! Si necesitas algo más, pregúntame, o contacta a nuestro equipo en el [formulario de contacto](/#contacto).',
  },
} as const;

/** The fixed messages with the contact form at the visitor's language address (docs/decisions/0031). */
export const localMessages = (lang: Lang) => {
  const m = MESSAGES[lang];
  const contact = (text: string) => text.replace(`(${CONTACT_PATH})`, `(${localPath(lang, CONTACT_PATH)})`);
  return { ...m, unknown: contact(m.unknown), thanks: contact(m.thanks) };
};

/** The words of a page's name in both languages ("C3", "IT staffing"). */
const labelWords = (path: string): Set<string> => {
  const page = pageByPath.get(path);
  return new Set(page ? words(`${page.label.es} ${page.label.en}`) : []);
};

/** Square brackets would end a markdown link label early. */
const linkLabel = (label: string) => label.replace(/[[\]]/g, '');

/**
 * A page's link label in a language: its PRODUCT name (with the firm's name from the CMS: its search
 * words' passage carries it), else its passages' label (a post's or case's title).
 */
export function pageLabel(index: ContentIndex, path: string, lang: Lang): string {
  const passages = [...index.byId.values()].filter((p) => p.path === path && p.lang === lang);
  const named = pageByPath.has(path) ? passages.find((p) => p.kind === 'keywords') : undefined;
  return linkLabel((named ?? passages[0])?.label ?? path);
}

/** The visitor asks where the firm is or how to reach it: only then the contact answer gives its details. */
const ASKS_WHERE =
  /\b(donde|direccion|ubicad\w*|ubicacion|oficinas?|sedes?|telefonos?|correos?|mails?|emails?|where|address|located|offices?|phones?|visit)\b/;

/** The footer's address line (passages.ts writes it so). */
const ADDRESS = /^(Address|Dirección):/;

const YES = { es: 'Sí', en: 'Yes' } as const;
/** A yes/no question's word is in none of the sentences quoted. */
const LACKS = {
  es: (word: string, label: string) => `Lo que el sitio dice sobre ${label} no menciona «${word}»:`,
  en: (word: string, label: string) => `What the site says about ${label} does not mention "${word}":`,
} as const;
/** The kind of answer asked for is in none of the sentences quoted: the site does not state it. */
const NOT_STATED = {
  es: { figure: 'una cifra', year: 'una fecha', place: 'un lugar' },
  en: { figure: 'a figure', year: 'a date', place: 'a place' },
} as const;
const notStated = (lang: Lang, what: 'figure' | 'year' | 'place', label: string) =>
  lang === 'es'
    ? `El sitio no indica ${NOT_STATED.es[what]} para eso. Esto es lo que dice sobre ${label}:`
    : `The site does not state ${NOT_STATED.en[what]} for that. Here is what it says about ${label}:`;
const UNSAID = {
  es: (word: string, label: string) => `El sitio no menciona «${word}». Esto es lo que dice sobre ${label}:`,
  en: (word: string, label: string) => `The site does not mention "${word}". Here is what it says about ${label}:`,
} as const;

/** A word of the question as the visitor wrote it ("Guadalajara", not the folded "guadalajara"). */
const asWritten = (question: string, folded: string): string =>
  question.match(/[\p{L}\p{N}]+/gu)?.find((w) => fold(w) === folded) ?? folded;

/** A word written as a name: a capital not opening a sentence ("in Portugal"), or a capital after its first letter ("PRINCE2"). */
const writtenAsName = (question: string, folded: string): boolean =>
  [...question.matchAll(/[\p{L}\p{N}]+/gu)].some((m) => {
    const w = m[0];
    if (fold(w) !== folded) return false;
    const before = question.slice(0, m.index).trimEnd();
    const opens = before === '' || /[.!?¿¡:]$/.test(before);
    return /\p{Lu}/u.test(w.slice(1)) || (/^\p{Lu}/u.test(w) && !opens);
  });

/** A sentence's stems: its own, around it, what it names and what it is about (sentences.ts). */
type SentenceWords = Record<'stems' | 'near' | 'tags' | 'about', ReadonlySet<string>>;

/** Whether a sentence says a stem: its own word, around it, or what it is about. */
const saysStem = (s: SentenceWords, stem: string): boolean =>
  s.stems.has(stem) || s.near.has(stem) || s.tags.has(stem) || s.about.has(stem);

/** Whether a sentence says a question's word (its stem in either language, a synonym, around it or what it is about). */
const saysWord = (s: SentenceWords, w: QuestionWord, lang: Lang): boolean =>
  [...w.stems, w.by[lang].stem, ...w.by[lang].related].some((x) => saysStem(s, x));

/** How many of a list's cards an answer about the list names. */
const LISTED_CARDS = 4;

/** The pages of a list's cards in a language, in the site's order. */
const cardPaths = (index: ContentIndex, prefix: string, lang: Lang): string[] =>
  [...index.sentences.byPage.keys()]
    .filter((k) => k.startsWith(prefix) && k.endsWith(` ${lang}`))
    .map((k) => k.slice(0, k.lastIndexOf(' ')));

/** The card (a success story, a post) whose sentence answers best, with that sentence's score. */
function bestCard(
  index: ContentIndex,
  prefix: string,
  lang: Lang,
  asked: QuestionWord[],
  wanted: ReturnType<typeof readKinds>['wanted'],
): { path: string; score: number } | null {
  let found: { path: string; score: number } | null = null;
  for (const path of cardPaths(index, prefix, lang)) {
    const top = pageSentences(index.sentences, path, lang, asked, wanted)[0];
    if (top && (!found || top.score > found.score)) found = { path, score: top.score };
  }
  return found;
}

/** A quoted sentence, ended as a sentence (a list of counters has no full stop). */
const sentenceText = (x: { text: string }) => (/[.!?…:)»"]$/.test(x.text) ? x.text : `${x.text}.`);

/** The firm's details on the contact block (the footer's address, phone and e-mail passages). */
const contactDetails = (index: ContentIndex, lang: Lang): string[] =>
  openingOf(index, CONTACT_PATH, lang)
    .filter((p) => /@|\d{4}/.test(p.text))
    .map((p) => p.text)
    .slice(0, 3);

interface Composing {
  /** The question as the visitor wrote it. */
  question: string;
  lang: Lang;
  /** The page the answer is about (its link comes first). */
  path: string;
  /** Other pages worth a link. */
  related: string[];
  asked: QuestionWord[];
  /** Words of the question before, at a lower `weight`: they choose sentences, never what the question hinges on. */
  carried?: Array<QuestionWord & { weight?: number }>;
  folded: string;
  /** A follow-up about the subject: the answer stays on its page (no other page's sentence leads). */
  stay?: boolean;
  /** The visitor typed their own e-mail address or phone ("my e-mail is …"): no question where the firm is. */
  gave?: boolean;
}

/** Another page's sentence leads the answer when it scores this many times the page's best (docs/decisions/0098). */
const ELSEWHERE_RATIO = 1.5;
/** A yes/no question's rarest word found elsewhere: that sentence leads when it scores this share of the page's best. */
const KEYED_SHARE = 0.8;

/**
 * The answer about a page (docs/decisions/0081, 0098): the page's sentences that answer the question
 * best (its words, the kind of answer it asks for), led by "Yes —" when a yes/no question's rarest word is
 * in them; the site's sentence elsewhere when the page lacks that word, or when it answers much better
 * (with that page's link); an honest "the site does not mention …" for a word the site never writes; the
 * page's opening otherwise. Then the link to the page.
 */
export function composeAnswer(index: ContentIndex, c: Composing): Answer {
  const { lang, path } = c;
  const m = localMessages(lang);
  const href = (p: string) => hrefOf(index, p, lang);
  const labelOf = (p: string) => pageLabel(index, p, lang);
  const sentences = index.sentences;
  const { wanted, yesNo } = readKinds(c.folded);
  const { word, unsaid: unwritten } = keyWord(sentences, lang, c.asked);
  // A word the editors' keywords or Context give a page is known, though no sentence says it; a common word
  // is no thing the site fails to mention ("wants", "office"), unless written as a name ("Portugal",
  // "Barcelona", "PRINCE2").
  const specific = (w: QuestionWord) => writtenAsName(c.question, w.word) || !isCommonWord(w.word);
  const unsaid = unwritten.find((w) => !isKnown(index.passages, w.stems) && specific(w)) ?? null;
  const hasKey = (s: SentenceWords) => {
    const stem = word?.by[lang].stem;
    return stem !== undefined && saysStem(s, stem);
  };
  // On the page, its own name tells its sentences apart from nothing ("how can I try C3?" on C3's page).
  const named = labelWords(path);
  const onPage = c.asked.some((w) => !named.has(w.word)) ? c.asked.filter((w) => !named.has(w.word)) : c.asked;
  const carried = c.carried ?? [];
  /** The words the page's sentences are chosen by: the question's (its page's name aside), the question before's at a lower weight. */
  const pageWords = [...onPage, ...carried];
  const scored = pageSentences(sentences, path, lang, pageWords, wanted);
  let quoted = quotedSentences(scored);
  const elsewhere: string[] = [];
  const lead = (other: ReturnType<typeof siteSentence>) => {
    if (!other || other.sentence.path === path || elsewhere.length) return;
    quoted = [other.sentence, ...quoted.filter((s) => s.text !== other.sentence.text)].slice(0, 2);
    elsewhere.push(other.sentence.path);
  };
  const best = scored.find((s) => quoted.includes(s.sentence))?.score ?? 0;
  const other = siteSentence(sentences, lang, [...c.asked, ...carried], wanted);
  if (yesNo && word && !isGeneralWord(word.word) && !quoted.some(hasKey)) {
    // Asked whether, about a specific word the page does not have: another page of the site says it.
    const keyed = siteSentence(sentences, lang, [...c.asked, ...carried], wanted, hasKey);
    if (keyed && keyed.score >= best * KEYED_SHARE) lead(keyed);
  }
  // The site's sentence that answers best, when it answers much better than the page's best; on a
  // follow-up, only when the subject's page lacks the kind of answer asked for ("and how many clients?").
  const lacks = wanted !== null && wanted !== 'list' && !quoted.some((s) => s.holds.has(wanted));
  if ((!c.stay || lacks) && other && other.score >= best * ELSEWHERE_RATIO) lead(other);
  // A list of cards (the success stories, the blog): its card that answers best, quoted with its link
  // ("any in retail?": the retail chain's story), when it answers better than the list's own text.
  const cards = LIST_PAGES.find((l) => l.list === path && l.details !== path);
  /** The list's cards by title, when the visitor asks for the list itself ("do you have success stories?"). */
  let listing: string | null = null;
  if (cards) {
    const asksTheList = onPage.every((w) => named.has(w.word));
    const card = asksTheList ? null : bestCard(index, cards.details, lang, pageWords, wanted);
    if (card && card.score > best) {
      quoted = quotedSentences(pageSentences(sentences, card.path, lang, pageWords, wanted));
      elsewhere.splice(0, elsewhere.length, card.path);
    } else if ((asksTheList || quoted.length === 0) && openingSentences(sentences, path, lang).length === 0) {
      // The list has no text of its own: its cards' titles, not another page's sentence that names it.
      const titles = cardPaths(index, cards.details, lang)
        .slice(0, LISTED_CARDS)
        .map((p) => labelOf(p));
      if (titles.length) {
        listing = `${labelOf(path)}: ${titles.join(' · ')}.`;
        quoted = [];
        elsewhere.splice(0, elsewhere.length);
      }
    }
  }
  if (!listing && quoted.length === 0 && openingSentences(sentences, path, lang).length === 0) {
    // The page has no text of its own to quote (a home anchor): the site's sentence that answers.
    const other = siteSentence(sentences, lang, c.asked);
    if (other) {
      quoted = [other.sentence];
      elsewhere.push(other.sentence.path);
    }
  }
  const lines: string[] = [];
  // A word the question writes as a name (not the page's own) that none of the quoted sentences says.
  const unmet = onPage.find(
    (w) => writtenAsName(c.question, w.word) && !isGeneralWord(w.word) && !quoted.some((s) => saysWord(s, w, lang)),
  );
  const where = path === CONTACT_PATH && !c.gave && ASKS_WHERE.test(c.folded);
  // The postal address only for a visitor who asks where the firm is.
  const notAddress = (x: { text: string }) => where || !ADDRESS.test(x.text);
  quoted = quoted.filter(notAddress);
  if (where) {
    // Where the firm is and how to reach it, asked for: the footer's details (its address, phone,
    // e-mail), after "the site does not mention" a place it never names.
    if (unsaid) lines.push(UNSAID[lang](asWritten(c.question, unsaid.word), labelOf(path)).replace(/:$/, '.'));
    lines.push(...contactDetails(index, lang));
  } else if (listing) {
    lines.push(yesNo ? `${YES[lang]} — ${listing}` : listing);
  } else if (unsaid && path !== CONTACT_PATH && (yesNo || quoted.length === 0)) {
    // (A request to be contacted is handed over: the name or company typed in it is not a word the site lacks.)
    lines.push(UNSAID[lang](asWritten(c.question, unsaid.word), labelOf(path)));
    lines.push(
      (quoted.length ? quoted : openingSentences(sentences, path, lang, 3).filter(notAddress).slice(0, 2)).map(sentenceText).join(' '),
    );
  } else if (quoted.length) {
    const text = quoted.map(sentenceText).join(' ');
    // Asked for a figure, a date or a place that none of the sentences holds: said so, before what they say.
    const missing = wanted !== null && wanted !== 'list' && !quoted.some((s) => s.holds.has(wanted)) ? wanted : null;
    if (missing) lines.push(notStated(lang, missing, labelOf(elsewhere[0] ?? path)), text);
    else if (yesNo && quoted.some(hasKey) && !unmet) lines.push(`${YES[lang]} — ${text}`);
    // Asked whether, and the sentences lack what it hinges on (or another thing the question names, "C3
    // with SAP?"): no "yes", said so before what they say.
    else if (yesNo && (unmet ?? (word && !isGeneralWord(word.word) ? word : null)))
      lines.push(LACKS[lang](asWritten(c.question, (unmet ?? word)?.word ?? ''), labelOf(elsewhere[0] ?? path)), text);
    else lines.push(text);
  } else {
    const opening = openingSentences(sentences, path, lang, 3);
    // Asked whether about a thing the page's opening does not say either: said so before it.
    if (yesNo && unmet && !opening.some((s) => saysWord(s, unmet, lang)))
      lines.push(LACKS[lang](asWritten(c.question, unmet.word), labelOf(path)));
    lines.push(opening.filter(notAddress).slice(0, 2).map(sentenceText).join(' '));
  }
  const links = [`${m.readMore}: [${labelOf(path)}](${href(path)})`];
  const also = [...new Set([...elsewhere, ...c.related])].filter((p) => p !== path).slice(0, 2);
  if (also.length) links.push(`${m.seeAlso}: ${also.map((p) => `[${labelOf(p)}](${href(p)})`).join(', ')}`);
  return {
    text: `${lines.filter(Boolean).join('\n')}\n\n${links.join('\n')}`,
    lang,
    path,
    source: 'page',
    // Answered only when the visitor asked nothing the site never names ("an office on Mars?" is a gap).
    ...(where && !unsaid ? { details: true } : {}),
  };
}

/** The page line of an answer ("Read more: [label](href)"), in either language. */
export const PAGE_LINE = new RegExp(`(?:${MESSAGES.en.readMore}|${MESSAGES.es.readMore}): \\[[^\\]]*\\]\\(([^)\\s]+)\\)`);
