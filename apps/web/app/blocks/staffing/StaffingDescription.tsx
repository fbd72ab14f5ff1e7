import { type Staffing, shown } from '@site/content';
import { Description } from '~/components/sections/Description';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** staffing: `tittle_staffing`, `content_staffing`: the description. */
export function StaffingDescription({ page }: { page: Staffing }) {
  const { lang } = useLang();
  return (
    <Description
      id="staffing-description"
      title={shown(page, 'tittle_staffing', lang)}
      paragraphs={present([shown(page, 'content_staffing', lang)])}
    />
  );
}
