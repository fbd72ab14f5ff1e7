import {
  type BlogCard,
  type BlogDetailComponent,
  localPath,
  mediaUrl,
  otherLang,
  pick,
  pagePath,
  shown,
  shownHeading,
} from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { JsonLd } from '~/components/JsonLd';
import { Picture } from '~/components/Media';
import { formatDate } from '~/lib/dates';
import { useLang } from '~/lib/lang';
import { blogPostingLd, breadcrumbLd } from '~/lib/structured-data';
import { useRootData } from '~/lib/root-data';

/** A post as the page shows it: its card, its detail without the Markdown sources, and the body. */
export interface Post {
  card: Omit<BlogCard, 'Blog_detail'>;
  detail: Omit<BlogDetailComponent, 'paragraph_es' | 'paragraphs_en'> | null;
  /** The rich-text body per language, sanitized on the server. */
  html: { es: string; en: string };
}

/** A blog post's page (collection `blog-cards` with its `Blog_detail`, `blog.detail`): breadcrumb, heading, byline, image and the sanitized body. */
export function BlogPost({
  card,
  detail,
  html,
  alternates,
}: Pick<Post, 'card' | 'detail' | 'html'> & { alternates: Record<'es' | 'en', string> }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  // A heading that fell back to the other language's title is marked with `lang` (docs/decisions/0043).
  const heading = shownHeading(card, { from: detail, key: 'tittle' }, lang);
  const title = heading.text;
  const lead = shown(detail, 'small_tittle', lang);
  const byline = shown(card, 'author_date', lang);
  const body = html[lang] || html[otherLang(lang)];
  const bodyLang = html[lang] ? lang : otherLang(lang);
  const categories = card.category_blogs ?? [];
  const root = useRootData();
  const siteUrl = root?.siteUrl ?? '';
  const path = alternates[lang];
  const image = detail?.image_desktop?.url ?? card.image?.url;

  return (
    <article className="post" aria-labelledby="hero-title">
      <JsonLd
        data={blogPostingLd({
          siteUrl,
          path,
          lang,
          headline: title,
          description: pick(card, 'content', lang),
          datePublished: card.publication_date,
          dateModified: card.updatedAt,
          image: image ? mediaUrl(image, root?.mediaBase ?? '') : null,
          byline: pick(card, 'author_date', lang),
          company: root?.company ?? '',
        })}
      />
      <JsonLd
        data={breadcrumbLd(siteUrl, [
          { name: t('nav.insights'), path: localPath(lang, pagePath('insights')) },
          { name: 'Blog', path: localPath(lang, pagePath('blog')) },
          { name: title, path },
        ])}
      />
      <header className="post__head">
        <div className="container post__head-inner">
          <nav aria-label={t('lists.cases.breadcrumb')}>
            <ol className="crumbs">
              <li>
                <Link to={pagePath('insights')}>{t('nav.insights')}</Link>
              </li>
              <li>
                <Link to={pagePath('blog')}>Blog</Link>
              </li>
              <li aria-current="page" lang={heading.lang}>
                {title}
              </li>
            </ol>
          </nav>
          {categories.length > 0 ? (
            <ul className="post__categories">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={{ pathname: pagePath('blog'), search: `?category=${c.id}` }}
                    className="chip chip--small"
                    lang={shown(c, 'name', lang).lang}
                  >
                    {shown(c, 'name', lang).text}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 id="hero-title" className="post__title" lang={heading.lang}>
            {title}
          </h1>
          {lead.text ? (
            <p className="post__lead" lang={lead.lang}>
              {lead.text}
            </p>
          ) : null}
          <p className="post__byline">
            <span lang={byline.lang}>{byline.text}</span>
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
          className="post__picture"
          priority
          sizes="(max-width: 1000px) 100vw, 960px"
        />
      </div>
      <div className="container">
        <div
          className="prose"
          lang={bodyLang === lang ? undefined : bodyLang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the CMS's rich text, sanitized on the server (rich-text.server.ts).
          dangerouslySetInnerHTML={{ __html: body }}
        />
        <p className="post__back">
          <Link to={pagePath('blog')} className="btn btn--ghost">
            <span aria-hidden="true">← </span>
            {t('lists.blog.back')}
          </Link>
        </p>
      </div>
    </article>
  );
}
