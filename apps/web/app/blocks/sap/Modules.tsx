import { type Sap, shown } from '@site/content';
import { TwoColumnCards } from '~/components/sections/TwoColumnCards';
import { useLang } from '~/lib/lang';

/** sap: `modules` (`sap.modules`, items `sap.module-item`): the modules in two columns. */
export function Modules({ page }: { page: Sap }) {
  const { lang } = useLang();
  const modules = page.modules;
  if (!modules) return null;
  return (
    <TwoColumnCards
      id="sap-modules"
      title={shown(modules, 'title', lang)}
      image={modules.image}
      cards={modules.items.map((m) => ({ key: m.id, icon: m.icon, title: shown(m, 'title', lang), text: shown(m, 'content', lang) }))}
    />
  );
}
