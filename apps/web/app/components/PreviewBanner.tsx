import { otherLang } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { useLocation } from 'react-router';
import { useAlternates } from '~/lib/alternates';
import { useLang } from '~/lib/lang';

/**
 * The banner of the admin's preview (docs/decisions/0016): says that this is a preview (of drafts or
 * of the published version), offers the other language and a way out (plain links: they work
 * without scripts; the exit drops the preview cookie on the server).
 */
export function PreviewBanner({ mode }: { mode: 'draft' | 'published' }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const other = otherLang(lang);
  const alternates = useAlternates();
  return (
    <section className="preview-banner" aria-labelledby="preview-banner-title">
      <div className="container preview-banner__inner">
        <p className="preview-banner__text">
          <strong id="preview-banner-title" className="preview-banner__title">
            {t('preview.title')}
          </strong>{' '}
          {t(mode === 'draft' ? 'preview.draft' : 'preview.published')}
        </p>
        <p className="preview-banner__actions">
          <a href={alternates[other]} hrefLang={other} lang={other}>
            {t('preview.otherLang')}
          </a>
          <a className="preview-banner__exit" href={`/api/preview/exit?${new URLSearchParams({ to: here })}`}>
            {t('preview.exit')}
          </a>
        </p>
      </div>
    </section>
  );
}
