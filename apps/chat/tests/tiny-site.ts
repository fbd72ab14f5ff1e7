/**
 * A tiny site for the answerer's unit tests: single-type pages, each with a route, an id (also its
 * title) and one text per language; no blog cards, no success cases.
 */
import type { ContentIndex } from '../src/answerers/built-in';
import { type Answer, composeAnswer } from '../src/answerers/built-in/compose';
import type { IndexContent } from '../src/answerers/built-in/passages';
import { questionWords, words } from '../src/answerers/built-in/text';

export function tinySite(pages: Array<[path: string, documentId: string, es: string, en: string]>): IndexContent {
  return {
    singles: pages.map(([path, documentId, es, en]) => ({
      path,
      entity: { documentId, tittle_es: documentId, tittle_en: documentId, content_es: es, content_en: en },
    })),
    blogCards: [],
    successCases: [],
  };
}

/** The answer about a given page to a question, as the answerer composes it once the page is chosen (no routing). */
export const composeOn = (index: ContentIndex, path: string, question: string, lang: 'es' | 'en'): Answer =>
  composeAnswer(index, {
    question,
    lang,
    path,
    related: [],
    asked: questionWords(question, index.synonyms),
    folded: words(question).join(' '),
  });
