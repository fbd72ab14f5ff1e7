import { type Staffing, pickValue, shown } from '@site/content';
import { Diagram } from '~/components/sections/Diagram';
import { useLang } from '~/lib/lang';

/** staffing: `tittle_products_services`, `image_products_services_desktop/_mobile` (`_es/_en`): the products diagram. */
export function ProductsServices({ page }: { page: Staffing }) {
  const { lang } = useLang();
  return (
    <Diagram
      id="staffing-products"
      title={shown(page, 'tittle_products_services', lang)}
      desktop={pickValue(page, 'image_products_services_desktop', lang)}
      mobile={pickValue(page, 'image_products_services_mobile', lang)}
    />
  );
}
