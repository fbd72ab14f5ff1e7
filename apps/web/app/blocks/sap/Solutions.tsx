import { type Sap, pickValue, shown } from '@site/content';
import { Diagram } from '~/components/sections/Diagram';
import { useLang } from '~/lib/lang';

/** sap: `Solutions` (`sap.solutions`): the solutions diagram. */
export function Solutions({ page }: { page: Sap }) {
  const { lang } = useLang();
  const solutions = page.Solutions;
  if (!solutions) return null;
  return (
    <Diagram
      id="sap-solutions"
      eyebrow={shown(solutions, 'first_title', lang)}
      title={shown(solutions, 'second_title', lang)}
      lead={shown(solutions, 'subtitle', lang)}
      desktop={pickValue(solutions, 'image_desktop', lang)}
      mobile={pickValue(solutions, 'image_mobile', lang)}
      alt
    />
  );
}
