import { type Microsoft, shown } from '@site/content';
import { TwoColumnCards } from '~/components/sections/TwoColumnCards';
import { useLang } from '~/lib/lang';

/** microsoft: `tittle_agility`, `subtittle_agility`, `image_agility`, `content_agility` (`shared.icon-card`): the solutions cards. */
export function Agility({ page }: { page: Microsoft }) {
  const { lang } = useLang();
  return (
    <TwoColumnCards
      id="ms-solutions"
      title={shown(page, 'tittle_agility', lang)}
      lead={shown(page, 'subtittle_agility', lang)}
      background={page.image_agility}
      tone="dark"
      cards={page.content_agility.map((c) => ({
        key: c.id,
        icon: c.icon,
        title: shown(c, 'tittle', lang),
        text: shown(c, 'content', lang),
      }))}
    />
  );
}
