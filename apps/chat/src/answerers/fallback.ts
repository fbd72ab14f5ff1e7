/**
 * What every answer goes through before the visitor sees it (docs/decisions/0040): the provider's
 * answer falls back to the built-in one when the provider fails, times out or says nothing, and the
 * links of any answer are the site's own pages only.
 */
import { keepSiteLinks } from '@site/content/chat-links';
import { type Answerer, type AnswerInput, type AnswerRecord, ChatError } from './types';

/** The provider's answer; on any failure of it (an error, a time-out, an empty answer), the fallback's. */
export function withFallback(primary: Answerer, fallback: Answerer): Answerer {
  const run = async (input: AnswerInput, ask: () => Promise<AnswerRecord>, streamed = () => false): Promise<AnswerRecord> => {
    try {
      const record = await ask();
      if (keepSiteLinks(record.text).trim()) return record;
      console.warn(`[chat] ${primary.name} answered nothing usable; answering with the ${fallback.name} answerer`);
    } catch (error) {
      // The visitor gets the site's own answer; the operator reads why in the log.
      const detail = error instanceof ChatError ? `${error.status} ${error.message}` : String(error);
      const when = streamed() ? ' after it had started streaming' : '';
      console.warn(`[chat] ${primary.name} failed${when} (${detail}); answering with the ${fallback.name} answerer`);
    }
    return fallback.answer(input);
  };
  const stream = primary.stream?.bind(primary);
  return {
    name: primary.name,
    answer: (input) => run(input, () => primary.answer(input)),
    ...(stream
      ? {
          stream: (input: AnswerInput, onDelta: (text: string) => void) => {
            let started = false;
            const deltas = (text: string) => {
              started = true;
              onDelta(text);
            };
            return run(
              input,
              () => stream(input, deltas),
              () => started,
            );
          },
        }
      : {}),
  };
}

/** Any answerer whose answers keep only links to the site's own pages. */
export function siteLinksOnly(answerer: Answerer): Answerer {
  const stream = answerer.stream?.bind(answerer);
  return {
    name: answerer.name,
    answer: async (input) => {
      const record = await answerer.answer(input);
      return { ...record, text: keepSiteLinks(record.text) };
    },
    // The streamed pieces go out as written; the final text (the answer event) is the one without links off the site.
    ...(stream
      ? {
          stream: async (input: AnswerInput, onDelta: (text: string) => void) => {
            const record = await stream(input, onDelta);
            return { ...record, text: keepSiteLinks(record.text) };
          },
        }
      : {}),
  };
}
