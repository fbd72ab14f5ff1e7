import { type Microsoft, pickValue, shown } from '@site/content';
import { Diagram } from '~/components/sections/Diagram';
import { useLang } from '~/lib/lang';

/** microsoft: `tittle_products`, `image_products_desktop_es/_en`, `image_products_mobile_es/_en`: the products-and-services diagram. */
export function Products({ page }: { page: Microsoft }) {
  const { lang } = useLang();
  return (
    <Diagram
      id="ms-products"
      title={shown(page, 'tittle_products', lang)}
      desktop={pickValue(page, 'image_products_desktop', lang)}
      mobile={pickValue(page, 'image_products_mobile', lang)}
    />
  );
}
