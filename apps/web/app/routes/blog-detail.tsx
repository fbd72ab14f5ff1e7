import '~/styles/lists.css';
import { blogDetailQuery, ContentError, imageSource, isDocumentId, isLang, type Lang, otherLang, pageHeading, pick } from '@site/content';
import { redirect } from 'react-router';
import { blogDetailHref, detailAlternates } from '~/blocks/lists/hrefs';
import { withBrowserCache } from '~/content/browser-cache';
import { type BodyImage, bodyImagePaths, renderRichText } from '~/blocks/lists/rich-text.server';
import { blogPostBySlug, cached, cms, contentFailure, pastAddress, pastSlug } from '~/content/content.server';
import { env } from '~/config/env.server';
import { metaContext } from '~/lib/seo';
import { BlogPost, type Post } from '~/blocks/lists/BlogPost';
import type { Route } from './+types/blog-detail';

interface BlogDetailData extends Post {
  key: string;
  /** The post's address in each language (its slug there): hreflang and the flags. */
  alternates: Record<'es' | 'en', string>;
}

const notFound = () => new Response(null, { status: 404 });

/**
 * The size and formats of the CMS uploads the body shows (responsive body images). Without them
 * (the lookup failed), the images still show, lazily, without a size: logged only.
 */
async function bodyImages(paths: string[], mediaBase: string): Promise<Map<string, BodyImage>> {
  const images = new Map<string, BodyImage>();
  if (paths.length === 0) return images;
  try {
    for (const media of await cms().uploads(paths)) {
      const source = imageSource(media, mediaBase);
      // An uploaded JPEG/PNG's WebP variants (every current browser decodes WebP; the original stays
      // the src for any other): the body's markup has no <picture> (docs/decisions/0044).
      if (source?.width && source.height)
        images.set(media.url, { width: source.width, height: source.height, srcset: source.webpSrcSet || source.srcSet });
    }
  } catch (error) {
    console.error(`[blog] body images unavailable: ${String(error)}`);
  }
  return images;
}

/**
 * The documentId an address segment names in `lang`: the post's slug there, its slug in the other
 * language, an old slug of either (decision 0032), an old numeric id or the documentId itself
 * (decision 0015). Null: no post.
 */
async function postDocument(lang: Lang, raw: string): Promise<string | null> {
  const other = otherLang(lang);
  try {
    const bySlug = (await blogPostBySlug(lang, raw)) ?? (await blogPostBySlug(other, raw));
    if (bySlug) return bySlug.documentId;
    const past = (await pastSlug('blog-card', lang, raw)) ?? (await pastSlug('blog-card', other, raw));
    if (past) return past;
    if (/^\d{1,9}$/.test(raw)) return await pastAddress('blog-card', Number(raw));
  } catch (error) {
    return contentFailure(error);
  }
  return isDocumentId(raw) ? raw : null;
}

/**
 * A blog post (PRODUCT §2): category, title, author and date, images, rich-text body, at
 * `/{lang}/blog-details/{slug}`, its slug in that language (docs/decisions/0031, 0032). Only
 * published posts exist (whatever their date, docs/decisions/0078); any other address is the
 * not-found page with status 404. Every other address of a post that is there (its other language's
 * slug, an old slug, its documentId, an old numeric id) answers 301 to its address in the language.
 */
export async function loader({ params }: Route.LoaderArgs): Promise<BlogDetailData> {
  if (!isLang(params.lang)) throw notFound();
  const lang = params.lang;
  const raw = params.id ?? '';
  const documentId = await postDocument(lang, raw);
  if (!documentId) throw notFound();
  // Only to a post that is there now: never a redirect to a 404.
  const post = await loadPost(documentId);
  const own = blogDetailHref(post.card, lang);
  if (own !== `/${lang}/blog-details/${raw}`) throw redirect(own, 301);
  return { key: documentId, alternates: detailAlternates(blogDetailHref, post.card), ...post };
}

async function loadPost(documentId: string): Promise<Post> {
  try {
    // Only found posts are cached (a miss throws), so unknown ids cannot grow the cache.
    return await cached(`blog-card:${documentId}`, async () => {
      const { data } = await cms().list('blog-cards', blogDetailQuery(documentId));
      const found = data[0];
      if (!found) throw new ContentError('not-found', `blog-cards ${documentId}: not found`, 404);
      const { Blog_detail, ...card } = found;
      const e = env();
      const { paragraph_es, paragraphs_en, ...detail } = Blog_detail ?? { paragraph_es: null, paragraphs_en: null };
      const images = await bodyImages(
        [...bodyImagePaths(paragraph_es, e.CMS_URL), ...bodyImagePaths(paragraphs_en, e.CMS_URL)],
        e.MEDIA_BASE_URL,
      );
      const options = { cmsUrl: e.CMS_URL, mediaBase: e.MEDIA_BASE_URL, images };
      return {
        card,
        detail: Blog_detail ? (detail as Post['detail']) : null,
        html: {
          es: renderRichText(paragraph_es, { ...options, lang: 'es' }),
          en: renderRichText(paragraphs_en, { ...options, lang: 'en' }),
        },
      };
    });
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/blog-detail', serverLoader, params.id ?? '');
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  const post = data;
  if (!post) return [];
  const title = pageHeading(post.card, { from: post.detail, key: 'tittle' }, lang);
  const image = post.detail?.image_desktop?.url ?? post.card.image?.url;
  // The post's JSON-LD (BlogPosting, BreadcrumbList) is rendered by the page, with the CSP nonce.
  return seo({
    title: t('lists.meta.title', { title, company }),
    description: pick(post.card, 'content', lang),
    path: post.alternates[lang],
    alternates: post.alternates,
    image,
    type: 'article',
  });
}

export default function BlogDetailRoute({ loaderData }: Route.ComponentProps) {
  const { card, detail, html, alternates } = loaderData;
  return <BlogPost card={card} detail={detail} html={html} alternates={alternates} />;
}
