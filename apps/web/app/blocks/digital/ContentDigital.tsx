import { type Digital, shown } from '@site/content';
import { FeatureStrip } from '~/components/sections/FeatureStrip';
import { useLang } from '~/lib/lang';

/** digital: `content_digital` (`shared.icon-text`), `image_digital_desktop`: the features strip. */
export function ContentDigital({ page }: { page: Digital }) {
  const { lang } = useLang();
  return (
    <FeatureStrip
      id="digital-features"
      background={page.image_digital_desktop}
      tone="light"
      features={page.content_digital.map((f) => ({ key: f.id, icon: f.icon, text: shown(f, 'content', lang) }))}
    />
  );
}
