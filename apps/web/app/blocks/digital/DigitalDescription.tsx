import { type Digital, shown } from '@site/content';
import { Description } from '~/components/sections/Description';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** digital: `tittle_digital`, `description_digital`: the description. */
export function DigitalDescription({ page }: { page: Digital }) {
  const { lang } = useLang();
  return (
    <Description
      id="digital-description"
      title={shown(page, 'tittle_digital', lang)}
      paragraphs={present([shown(page, 'description_digital', lang)])}
    />
  );
}
