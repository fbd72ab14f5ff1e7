import { type Digital, shown } from '@site/content';
import { FeatureStrip } from '~/components/sections/FeatureStrip';
import { useLang } from '~/lib/lang';

/** digital: `tittle_last_section`, `last_section` (`shared.icon-text`): the reports strip. */
export function LastSection({ page }: { page: Digital }) {
  const { lang } = useLang();
  return (
    <FeatureStrip
      id="digital-reports"
      title={shown(page, 'tittle_last_section', lang)}
      features={page.last_section.map((f) => ({ key: f.id, icon: f.icon, text: shown(f, 'content', lang) }))}
    />
  );
}
