/**
 * An answer's text (docs/decisions/0081): the sentences of a page that answer the question, "Yes —" or
 * an honest "the site does not mention …", the postal address only when asked where, then the links.
 */
import { type Lang, localPath } from '@site/content';
import { CONTACT_PATH, pageByPath } from './pages';
import { keyWord, openingSentences, pageSentences, quotedSentences, siteSentence } from './sentences';
import { isGeneralWord } from './general';
import { fold, type QuestionWord } from './text';
import { type ContentIndex, hrefOf, isKnown, openingOf } from './content-index';

export interface Answer {
  text: string;
  lang: Lang;
  /** The page linked first, or null (the honest "I don't know", a greeting, a pair without link). */
  path: string | null;
  /** What answered: an editors' pair, a page's quoted passages, or the fixed messages. */
  source: 'pair' | 'page' | 'unknown' | 'greeting';
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

/** A question that asks whether (yes or no), not what, how or where. */
const WH =
  /\b(que|como|cual|cuales|cuanto|cuanta|cuantos|cuantas|donde|cuando|quien|quienes|what|how|which|where|when|who|whom|whose|why)\b/;
const AUX_FIRST =
  /^(?:and |y |also |tambien |pero |but |so |entonces )?(?:do|does|did|are|is|was|were|can|could|will|would|have|has|had|should|may)\b/;
const isYesNo = (folded: string, lang: Lang) => !WH.test(folded) && (lang === 'es' || AUX_FIRST.test(folded));
/** The visitor asks where the firm is or how to reach it: only then the contact answer gives its details. */
const ASKS_WHERE =
  /\b(donde|direccion|ubicad\w*|ubicacion|oficinas?|sedes?|telefonos?|correos?|mails?|emails?|where|address|located|offices?|phones?|visit)\b/;

/** The footer's address line (passages.ts writes it so). */
const ADDRESS = /^(Address|Dirección):/;

const YES = { es: 'Sí', en: 'Yes' } as const;
const UNSAID = {
  es: (word: string, label: string) => `El sitio no menciona «${word}». Esto es lo que dice sobre ${label}:`,
  en: (word: string, label: string) => `The site does not mention "${word}". Here is what it says about ${label}:`,
} as const;

/** A word of the question as the visitor wrote it ("Guadalajara", not the folded "guadalajara"). */
const asWritten = (question: string, folded: string): string =>
  question.match(/[\p{L}\p{N}]+/gu)?.find((w) => fold(w) === folded) ?? folded;

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
  folded: string;
}

/**
 * The answer about a page (docs/decisions/0081): the page's sentences that hold the question's words,
 * led by "Yes —" when a yes/no question's rarest word is in them; the site's sentence elsewhere when the
 * page lacks that word (with that page's link); an honest "the site does not mention …" for a word the
 * site never writes; the page's opening otherwise. Then the link to the page.
 */
export function composeAnswer(index: ContentIndex, c: Composing): Answer {
  const { lang, path } = c;
  const m = localMessages(lang);
  const href = (p: string) => hrefOf(index, p, lang);
  const labelOf = (p: string) => pageLabel(index, p, lang);
  const sentences = index.sentences;
  const yesNo = isYesNo(c.folded, lang);
  const { word, unsaid: unwritten } = keyWord(sentences, lang, c.asked);
  // A word the editors' keywords or Context give a page is known, though no sentence says it.
  const unsaid = unwritten && !isKnown(index.passages, unwritten.stems) ? unwritten : null;
  const hasKey = (s: { stems: ReadonlySet<string> }) => word !== null && s.stems.has(word.by[lang].stem);
  let quoted = quotedSentences(pageSentences(sentences, path, lang, c.asked));
  const elsewhere: string[] = [];
  if (yesNo && word && !isGeneralWord(word.word) && !quoted.some(hasKey)) {
    // Asked whether, about a specific word the page does not have: another page of the site may say it.
    const other = siteSentence(sentences, lang, [word]);
    if (other && other.sentence.path !== path) {
      quoted = [other.sentence, ...quoted].slice(0, 2);
      elsewhere.push(other.sentence.path);
    }
  }
  if (quoted.length === 0 && openingSentences(sentences, path, lang).length === 0) {
    // The page has no text of its own to quote (a home anchor): the site's sentence that answers.
    const other = siteSentence(sentences, lang, c.asked);
    if (other) {
      quoted = [other.sentence];
      elsewhere.push(other.sentence.path);
    }
  }
  const lines: string[] = [];
  const where = path === CONTACT_PATH && ASKS_WHERE.test(c.folded);
  // The postal address only for a visitor who asks where the firm is.
  const notAddress = (x: { text: string }) => where || !ADDRESS.test(x.text);
  quoted = quoted.filter(notAddress);
  if (where) {
    // Where the firm is and how to reach it, asked for: the footer's details (its address, phone,
    // e-mail), after "the site does not mention" a place it never names.
    if (unsaid) lines.push(UNSAID[lang](asWritten(c.question, unsaid.word), labelOf(path)).replace(/:$/, '.'));
    lines.push(...contactDetails(index, lang));
  } else if (unsaid && (yesNo || quoted.length === 0)) {
    lines.push(UNSAID[lang](asWritten(c.question, unsaid.word), labelOf(path)));
    lines.push(
      (quoted.length ? quoted : openingSentences(sentences, path, lang, 3).filter(notAddress).slice(0, 2)).map(sentenceText).join(' '),
    );
  } else if (quoted.length) {
    const text = quoted.map(sentenceText).join(' ');
    lines.push(yesNo && quoted.some(hasKey) ? `${YES[lang]} — ${text}` : text);
  } else {
    lines.push(openingSentences(sentences, path, lang, 3).filter(notAddress).slice(0, 2).map(sentenceText).join(' '));
  }
  const links = [`${m.readMore}: [${labelOf(path)}](${href(path)})`];
  const also = [...new Set([...elsewhere, ...c.related])].filter((p) => p !== path).slice(0, 2);
  if (also.length) links.push(`${m.seeAlso}: ${also.map((p) => `[${labelOf(p)}](${href(p)})`).join(', ')}`);
  return { text: `${lines.filter(Boolean).join('\n')}\n\n${links.join('\n')}`, lang, path, source: 'page' };
}

/** The page line of an answer ("Read more: [label](href)"), in either language. */
export const PAGE_LINE = new RegExp(`(?:${MESSAGES.en.readMore}|${MESSAGES.es.readMore}): \\[[^\\]]*\\]\\(([^)\\s]+)\\)`);
