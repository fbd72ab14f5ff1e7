/**
 * What every answer goes through before the visitor sees it (docs/decisions/0040): the provider's
 * answer falls back to the built-in one when the provider fails, times out or says nothing, and the
 * links of any answer are the site's own pages only.
 */
import { keepSiteLinks } from './links';
import { type Answerer, type AnswerInput, type AnswerRecord, ChatError } from './types';

/** The provider's answer; on any failure of it (an error, a time-out, an empty answer), the fallback's. */
export function withFallback(primary: Answerer, fallback: Answerer): Answerer {
  return {
    name: primary.name,
    async answer(input: AnswerInput): Promise<AnswerRecord> {
      try {
        const record = await primary.answer(input);
        if (keepSiteLinks(record.text).trim()) return record;
        console.warn(`[chat] ${primary.name} answered nothing usable; answering with the ${fallback.name} answerer`);
      } catch (error) {
        // The visitor gets the site's own answer; the operator reads why in the log.
        const detail = error instanceof ChatError ? `${error.status} ${error.message}` : String(error);
        console.warn(`[chat] ${primary.name} failed (${detail}); answering with the ${fallback.name} answerer`);
      }
      return fallback.answer(input);
    },
  };
}

/** Any answerer whose answers keep only links to the site's own pages. */
export function siteLinksOnly(answerer: Answerer): Answerer {
  return {
    name: answerer.name,
    answer: async (input) => {
      const record = await answerer.answer(input);
      return { ...record, text: keepSiteLinks(record.text) };
    },
  };
}
