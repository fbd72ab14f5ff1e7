import type { BlogCard } from '@site/content';
import { adminToken, cmsGet, editContent, expect, test } from './fixtures';
import { useLanguage } from './lists-helpers';

// docs/decisions/0013: the blog body is the CMS's Markdown editor. An editor's Markdown renders (headings, bold,
// lists, links, images sized and lazy), and a script in it never reaches the page.

const BLOG_UID = 'api::blog-card.blog-card';

/** The admin API takes a component's media as ids (the admin's own GET gives whole file records). */
function mediaAsIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mediaAsIds);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.url === 'string' && typeof o.mime === 'string') return o.id;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, mediaAsIds(v)]));
  }
  return value;
}

/** The published id of a post (publishing again gives the published version a new one). */
async function publishedId(stack: Parameters<typeof cmsGet>[0], documentId: string): Promise<number> {
  const { data } = await cmsGet<{ data: Array<{ id: number }> }>(stack, `blog-cards?filters[documentId][$eq]=${documentId}&fields[0]=id`);
  const id = data[0]?.id;
  if (!id) throw new Error(`post ${documentId} is not published`);
  return id;
}

test('an editor’s Markdown renders in the post (heading, bold, list, link, sized image) and its script does not reach the page', async ({
  consoleErrors,
  page,
  stack,
  baseURL,
}) => {
  // The test opens a not-found post address on purpose: the browser reports its 404 status.
  consoleErrors.allow(/status of 404 \(Not Found\) \(.*\/blog-details\/x\)/);
  const { data: posts } = await cmsGet<{ data: BlogCard[] }>(
    stack,
    `blog-cards?populate[Blog_detail]=true&populate[image]=true&sort[0]=id:asc&pagination[pageSize]=3`,
  );
  // Not the first post (the CSP test visits it) nor one of the newest (the list tests open those):
  // publishing gives the post's published version a new id for a moment.
  const post = posts[1];
  if (!post?.Blog_detail || !post.image) throw new Error('no published post with a detail and an image');
  const image = post.image;

  const admin = await fetch(`${stack.cmsUrl}/content-manager/collection-types/${BLOG_UID}/${post.documentId}`, {
    headers: { authorization: `Bearer ${await adminToken(stack)}` },
  });
  const { data: current } = (await admin.json()) as { data: { Blog_detail: Record<string, unknown> } };
  const markdown = [
    '## Heading from Markdown',
    '',
    'Some **bold words** in a paragraph.',
    '',
    '- first item',
    '- second item',
    '',
    'A [link to example](https://example.com) here.',
    '',
    `![Body picture](${image.url})`,
    '',
    '<script>window.__mdInjected = true</script>',
    '',
    '<img src="x" onerror="window.__mdInjected = true">',
  ].join('\n');

  const previous = await editContent(
    stack,
    BLOG_UID,
    { Blog_detail: mediaAsIds({ ...current.Blog_detail, paragraphs_en: markdown }) },
    post.documentId,
  );
  try {
    const id = await publishedId(stack, post.documentId);
    await useLanguage(page, baseURL, 'en');
    const prose = page.locator('.prose');
    // The CMS webhook drops the site's cache within seconds.
    await expect(async () => {
      await page.goto(`/blog-details/${id}`);
      await expect(prose.locator('h2')).toHaveText('Heading from Markdown', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    await expect(prose.locator('strong')).toHaveText('bold words');
    await expect(prose.locator('li')).toHaveText(['first item', 'second item']);
    const link = prose.getByRole('link', { name: 'link to example' });
    await expect(link).toHaveAttribute('href', 'https://example.com');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const img = prose.locator('img[alt="Body picture"]');
    await expect(img).toHaveAttribute('src', new RegExp(`${image.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(img).toHaveAttribute('loading', 'lazy');
    if (image.width && image.height) {
      await expect(img).toHaveAttribute('width', String(image.width));
      await expect(img).toHaveAttribute('height', String(image.height));
    }
    if (Object.keys(image.formats ?? {}).length > 0) await expect(img).toHaveAttribute('srcset', /\/uploads\/.+ \d+w/);

    // No script from the body: not in the DOM, not in the first HTML, never run.
    await expect(prose.locator('script')).toHaveCount(0);
    await expect(prose.locator('[onerror]')).toHaveCount(0);
    const html = await (await page.request.get(`/blog-details/${id}`, { headers: { cookie: 'lang=en' } })).text();
    expect(html).not.toContain('__mdInjected');
    expect(await page.evaluate(() => (window as unknown as { __mdInjected?: boolean }).__mdInjected)).toBeUndefined();
  } finally {
    await editContent(stack, BLOG_UID, { Blog_detail: mediaAsIds(previous.Blog_detail) }, post.documentId);
  }
});
