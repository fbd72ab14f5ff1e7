import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';

/** Not-found page (PRODUCT §8): translation keys `error` and `btnerror`. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="not-found__title">
          {t('error')}
        </h1>
        <Link to="/" className="btn btn--primary">
          {t('btnerror')}
        </Link>
      </div>
    </section>
  );
}
