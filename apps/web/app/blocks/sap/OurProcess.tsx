import { type Sap, pickValue, shown } from '@site/content';
import { Diagram } from '~/components/sections/Diagram';
import { useLang } from '~/lib/lang';

/** sap: `Our_process` (`sap.process`): the process diagram. */
export function OurProcess({ page }: { page: Sap }) {
  const { lang } = useLang();
  const process = page.Our_process;
  if (!process) return null;
  return (
    <Diagram
      id="sap-process"
      title={shown(process, 'title', lang)}
      desktop={pickValue(process, 'image_desktop', lang)}
      mobile={pickValue(process, 'image_mobile', lang)}
    />
  );
}
