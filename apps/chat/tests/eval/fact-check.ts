/**
 * Whether a reply states the fact a question asks for, as both conversation harnesses score it
 * (`frozen.ts`, the held-out sets; `conversations.ts`, the team's development set): every group of a
 * turn's `mustContain` has one alternative in the reply's own words (whole words, accents and case
 * folded, link lines and addresses left out); where the site does not state it, the reply declines or
 * says the site does not say.
 */

/** Accents and case folded. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The site does not say: the reply says so in either language. */
const SILENT =
  /(no (lo )?(dice|indica|menciona|especifica|detalla|tengo ese dato)|no aparece|does not (say|mention|state|specify)|doesn't (say|mention|state)|not (stated|mentioned) on)/;

/** The reply's words without its link lines ("Read more: …", "See also: …") and link addresses. */
const replyWords = (text: string) =>
  fold(
    text
      .split('\n')
      .filter((line) => !/^(Read more|See also|Más información|Ver también):/.test(line.trim()))
      .join(' ')
      .replace(/\]\([^)]*\)/g, ']'),
  )
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[“”«»"]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/(\d) %/g, '$1%');

/** A fact's alternative found in the reply as whole words (not inside another word). */
const saysAlt = (words: string, alt: string) => {
  const want = fold(alt)
    .replace(/(\d) %/g, '$1%')
    .trim();
  if (!want) return false;
  const escaped = want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(words);
};

/** A fact question's labels: whether the site states it, and the words an answer must hold. */
interface FactTurn {
  siteStates?: boolean;
  mustContain?: string[][];
}

/** Whether a reply (`text`, and whether the service counted it answered) states the turn's fact. */
export function statesFact(turn: FactTurn, text: string, answered: boolean): boolean {
  if (turn.siteStates && turn.mustContain) {
    const words = replyWords(text);
    return answered && turn.mustContain.every((group) => group.some((alt) => saysAlt(words, alt)));
  }
  return !answered || SILENT.test(fold(text));
}
