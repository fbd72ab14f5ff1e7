/**
 * Editors see the gaps (docs/decisions/0045): a question the chat did not answer, from the dashboard,
 * becomes a question-and-answer pair of the chat-bot entry in one call: appended to the entry's draft
 * with the question in its language and the answer left for the editor to write (a side without an
 * answer never answers: apps/chat qa.ts), then opened in the content manager. Publishing it makes
 * it answer within seconds, as any pair (the content webhook).
 */
import type { Core } from '@strapi/strapi';

export const CHAT_BOT_UID = 'api::chat-bot.chat-bot';

/** The question as stored in the pair: one line (a pair's questions are one per line), capped. */
export const pairQuestion = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 300);

interface PairFields {
  id?: number;
  questions_es?: string | null;
  questions_en?: string | null;
  answer_es?: string | null;
  answer_en?: string | null;
  link?: string | null;
}

const linesOf = (text: string | null | undefined) => (text ?? '').split(/\r?\n/).map((l) => l.trim().toLowerCase());

/**
 * Appends a draft pair for `question` in `lang` to the chat-bot entry (none when a pair already asks
 * it in that language); the index of the pair in the entry's list.
 */
export async function addDraftPair(strapi: Core.Strapi, question: string, lang: 'es' | 'en'): Promise<{ index: number; created: boolean }> {
  const documents = strapi.documents(CHAT_BOT_UID as Parameters<typeof strapi.documents>[0]);
  const draft = (await documents.findFirst({ status: 'draft', populate: ['qa_pairs'] })) as {
    documentId: string;
    qa_pairs?: PairFields[] | null;
  } | null;
  const pairs = draft?.qa_pairs ?? [];
  const wanted = question.toLowerCase();
  const existing = pairs.findIndex((p) => linesOf(p[`questions_${lang}`]).includes(wanted));
  if (existing >= 0) return { index: existing, created: false };
  const kept = pairs.map(({ id, questions_es, questions_en, answer_es, answer_en, link }) => ({
    id,
    questions_es,
    questions_en,
    answer_es,
    answer_en,
    link,
  }));
  const added = { [`questions_${lang}`]: question, [`answer_${lang}`]: '' };
  const data = { qa_pairs: [...kept, added] } as never;
  if (draft) await documents.update({ documentId: draft.documentId, data });
  else await documents.create({ data: { Context: '', ...(data as object) } as never });
  return { index: pairs.length, created: true };
}
