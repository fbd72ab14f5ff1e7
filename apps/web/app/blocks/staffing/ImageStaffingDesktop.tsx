import { type Staffing, shown } from '@site/content';
import { FeatureStrip } from '~/components/sections/FeatureStrip';
import { useLang } from '~/lib/lang';

/** staffing: `image_staffing_desktop` (`shared.icon-text`, a list despite its name): the features strip. */
export function ImageStaffingDesktop({ page }: { page: Staffing }) {
  const { lang } = useLang();
  return (
    <FeatureStrip
      id="staffing-features"
      alt
      features={page.image_staffing_desktop.map((f) => ({ key: f.id, icon: f.icon, text: shown(f, 'content', lang) }))}
    />
  );
}
