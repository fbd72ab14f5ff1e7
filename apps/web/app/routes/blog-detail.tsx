import '~/styles/lists.css';
import { type BlogCard, type BlogDetailComponent, blogDetailQuery, ContentError, isoDay, pick } from '@site/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withBrowserCache } from '~/content/browser-cache';
import { sanitizeRichText } from '~/blocks/lists/rich-text.server';
import { Picture } from '~/components/Media';
import { cached, cms, contentFailure } from '~/content/content.server';
import { formatDate } from '~/lib/dates';
import { env } from '~/lib/env.server';
import { useLang } from '~/lib/lang';
import { metaContext } from '~/lib/seo';
import type { Route } from './+types/blog-detail';

interface Post {
  card: Omit<BlogCard, 'Blog_detail'>;
  detail: Omit<BlogDetailComponent, 'paragraph_es' | 'paragraphs_en'> | null;
  /** The rich-text body per language, sanitized on the server. */
  html: { es: string; en: string };
}

interface BlogDetailData extends Post {
  key: string;
}

const notFound = () => new Response(null, { status: 404 });

/**
 * A blog post (SPEC §2): category, title, author and date, images, rich-text body. Only posts
 * published by now exist; any other id is the not-found page with status 404.
 */
export async function loader({ params }: Route.LoaderArgs): Promise<BlogDetailData> {
  const raw = params.id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  const today = isoDay();
  let post: Post;
  try {
    // Only found posts are cached (a miss throws), so unknown ids cannot grow the cache.
    post = await cached(`blog-card:${id}:${today}`, async () => {
      const { data } = await cms().list('blog-cards', blogDetailQuery(id));
      const found = data[0];
      if (!found) throw new ContentError('not-found', `blog-cards ${id}: not found`, 404);
      const { Blog_detail, ...card } = found;
      const e = env();
      const options = { cmsUrl: e.CMS_URL, mediaBase: e.MEDIA_BASE_URL };
      const { paragraph_es, paragraphs_en, ...detail } = Blog_detail ?? { paragraph_es: null, paragraphs_en: null };
      return {
        card,
        detail: Blog_detail ? (detail as Post['detail']) : null,
        html: { es: sanitizeRichText(paragraph_es, options), en: sanitizeRichText(paragraphs_en, options) },
      };
    });
  } catch (error) {
    return contentFailure(error);
  }
  return { key: String(id), ...post };
}

export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/blog-detail', serverLoader, params.id ?? '');
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, siteUrl: site, seo } = metaContext(matches);
  const post = data as BlogDetailData | undefined;
  if (!post) return [];
  const title = pick(post.detail, 'tittle', lang) || pick(post.card, 'tittle', lang);
  const siteUrl = site.replace(/\/$/, '');
  const image = post.detail?.image_desktop?.url ?? post.card.image?.url;
  return [
    ...seo({
      title: t('lists.meta.title', { title, company }),
      description: pick(post.card, 'content', lang),
      path: `/blog-details/${post.card.id}`,
      image,
      type: 'article',
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: title,
        description: pick(post.card, 'content', lang),
        datePublished: post.card.publication_date ?? undefined,
        inLanguage: lang === 'es' ? 'es-MX' : 'en-US',
        author: { '@type': 'Person', name: pick(post.card, 'author_date', lang).replace(/^(by|por)\s+/i, '') },
        publisher: { '@type': 'Organization', name: company },
        image: image ? (image.startsWith('http') ? image : `${siteUrl}${image}`) : undefined,
        mainEntityOfPage: `${siteUrl}/blog-details/${post.card.id}`,
      },
    },
  ];
}

export default function BlogDetailRoute({ loaderData }: Route.ComponentProps) {
  const { card, detail, html } = loaderData as BlogDetailData;
  const { lang } = useLang();
  const { t } = useTranslation();
  const title = pick(detail, 'tittle', lang) || pick(card, 'tittle', lang);
  const body = html[lang] || html[lang === 'es' ? 'en' : 'es'];
  const categories = card.category_blogs ?? [];

  return (
    <article className="post" aria-labelledby="hero-title">
      <header className="post__head">
        <div className="container post__head-inner">
          <nav aria-label={t('lists.cases.breadcrumb')}>
            <ol className="crumbs">
              <li>
                <Link to="/insights">{t('nav.insights')}</Link>
              </li>
              <li>
                <Link to="/blog">Blog</Link>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          {categories.length > 0 ? (
            <ul className="post__categories">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link to={{ pathname: '/blog', search: `?category=${c.id}` }} className="chip chip--small">
                    {pick(c, 'name', lang)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 id="hero-title" className="post__title">
            {title}
          </h1>
          {pick(detail, 'small_tittle', lang) ? <p className="post__lead">{pick(detail, 'small_tittle', lang)}</p> : null}
          <p className="post__byline">
            <span>{pick(card, 'author_date', lang)}</span>
            {card.publication_date ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">{t('lists.blog.publishedOn')} </span>
                <time dateTime={card.publication_date}>{formatDate(card.publication_date, lang)}</time>
              </>
            ) : null}
          </p>
        </div>
      </header>
      <div className="container post__media">
        <Picture
          desktop={detail?.image_desktop ?? card.image}
          mobile={detail?.image_mobile ?? card.image}
          alt=""
          className="post__picture"
          priority
          sizes="(max-width: 1000px) 100vw, 960px"
        />
      </div>
      <div className="container">
        <div
          className="prose"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the CMS's rich text, sanitized on the server (rich-text.server.ts).
          dangerouslySetInnerHTML={{ __html: body }}
        />
        <p className="post__back">
          <Link to="/blog" className="btn btn--ghost">
            <span aria-hidden="true">← </span>
            {t('lists.blog.back')}
          </Link>
        </p>
      </div>
    </article>
  );
}
