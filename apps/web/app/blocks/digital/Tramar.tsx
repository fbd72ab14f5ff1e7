import { type Digital, pickValue, shown } from '@site/content';
import { Diagram } from '~/components/sections/Diagram';
import { useLang } from '~/lib/lang';

/** digital: `tittle_tramar`, `image_tramar_desktop/_mobile` (`_es/_en`), `image_tramar_background`: the services diagram. */
export function Tramar({ page }: { page: Digital }) {
  const { lang } = useLang();
  return (
    <Diagram
      id="digital-services"
      title={shown(page, 'tittle_tramar', lang)}
      desktop={pickValue(page, 'image_tramar_desktop', lang)}
      mobile={pickValue(page, 'image_tramar_mobile', lang)}
      background={page.image_tramar_background}
      tone="dark"
    />
  );
}
