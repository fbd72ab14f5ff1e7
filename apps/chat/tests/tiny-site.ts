/**
 * A tiny site for the answerer's unit tests: single-type pages, each with a route, an id (also its
 * title) and one text per language; no blog cards, no success cases.
 */
import type { IndexContent } from '../src/answerers/built-in/passages';

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
