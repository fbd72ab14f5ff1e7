import { type Microsoft, shown } from '@site/content';
import { Description } from '~/components/sections/Description';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** microsoft: `title`, `subtitle`: the description. */
export function MicrosoftDescription({ page }: { page: Microsoft }) {
  const { lang } = useLang();
  return <Description id="ms-description" title={shown(page, 'title', lang)} paragraphs={present([shown(page, 'subtitle', lang)])} />;
}
