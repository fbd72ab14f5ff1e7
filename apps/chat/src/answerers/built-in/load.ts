/** What the built-in answerer's index is made of, read from the CMS (pages, posts, cases, the chat-bot entry). */
import { type BlogCard, type ContentClient, ContentError, type DownloadCard, type SuccessCaseCard } from '@site/content';
import { SINGLE_PAGES } from './pages';
import type { IndexContent } from './passages';

/**
 * Loads what the index holds: the pages (single types), the published blog cards (whatever their date,
 * as the site shows them: docs/decisions/0078), the success cases and the download cards.
 */
export async function loadContent(client: ContentClient): Promise<IndexContent> {
  const singles = await Promise.all(SINGLE_PAGES.map((page) => loadSingle(client, page)));
  const all = async <T>(fetchPage: (page: number) => Promise<{ data: T[]; pagination: { pageCount: number } }>) => {
    const out: T[] = [];
    for (let page = 1; page <= 20; page++) {
      const res = await fetchPage(page);
      out.push(...res.data);
      if (page >= res.pagination.pageCount) break;
    }
    return out;
  };
  const blogCards = await all<BlogCard>((page) =>
    client.list('blog-cards', {
      page,
      pageSize: 100,
      sort: ['publication_date:desc', 'id:desc'],
      populate: ['category_blogs', 'Blog_detail'],
    }),
  );
  const successCases = await all<SuccessCaseCard>((page) =>
    client.list('success-case-cards', { page, pageSize: 100, populate: ['subcategory_cases'] }),
  );
  // The downloadable documents: their titles and descriptions answer on the downloads page (docs/decisions/0098);
  // without them the rest still answers.
  const downloadCards = await all<DownloadCard>((page) => client.list('download-cards', { page, pageSize: 100 })).catch(
    (error: unknown) => {
      console.warn(`[chat] index: download cards unavailable (${String(error)}); indexed without them`);
      return [];
    },
  );
  return { singles, blogCards, successCases, downloadCards, ...(await loadChatBot(client)) };
}

/** One page's single type; an unpublished or failing one is indexed without (entity null). */
async function loadSingle(
  client: ContentClient,
  { single, path }: (typeof SINGLE_PAGES)[number],
): Promise<IndexContent['singles'][number]> {
  try {
    return { path, entity: (await client.single(single)) as unknown };
  } catch (error) {
    // One unpublished page must not take the whole index down.
    const reason = error instanceof ContentError ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : String(error);
    console.warn(`[chat] index: ${single} unavailable (${reason}); indexed without it`);
    return { path, entity: null };
  }
}

/** The editors' pairs and Context (the chat-bot entry); without them the pages still answer. */
async function loadChatBot(client: ContentClient): Promise<Pick<IndexContent, 'pairs' | 'context' | 'synonyms'>> {
  try {
    const bot = await client.single('chat-bot');
    return { pairs: bot.qa_pairs ?? [], context: bot.Context ?? '', synonyms: bot.synonyms ?? '' };
  } catch (error) {
    console.warn(`[chat] index: chat-bot entry unavailable (${String(error)}); indexed without its pairs and Context`);
    return { pairs: [], context: '', synonyms: '' };
  }
}

/**
 * A change of one content type read again alone, on top of the content loaded before: the chat-bot
 * entry, or one page's single type. Null for anything else (lists and their relations: all again).
 */
export async function reloadPart(client: ContentClient, previous: IndexContent, model: string): Promise<IndexContent | null> {
  if (model === 'chat-bot') return { ...previous, ...(await loadChatBot(client)) };
  const page = SINGLE_PAGES.find((p) => p.single === model);
  if (!page) return null;
  const fresh = await loadSingle(client, page);
  return { ...previous, singles: previous.singles.map((e) => (e.path === page.path ? fresh : e)) };
}
