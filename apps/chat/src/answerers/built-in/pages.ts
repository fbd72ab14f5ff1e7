/**
 * The site's pages the built-in answerer knows: which CMS single type holds each page's text, the
 * route it links to (PRODUCT §2), the link's label, and a few search words per language that visitors
 * use for the page without the page saying them ("jobs" for the join-us block, "phone" for the
 * contact form).
 */
import { detailPrefix, HOME_ANCHORS, type Lang, pagePath, SERVICE_PAGES, SITE_PAGES, type SingleTypeName } from '@site/content';

export type Bilingual = Record<Lang, string>;

interface PageDef {
  path: string;
  label: Bilingual;
  keywords: Bilingual;
}

export const CONTACT_PATH = HOME_ANCHORS.contact;

/**
 * Where a page's label or search words name the firm: its name as the editors keep it in the CMS (the
 * footer's `company_name`), never written here (firmName).
 */
const FIRM = '{firm}';

/** A label or search words with the firm's name in place (without a name: the words that need none). */
export function withFirm(text: string, firm: string): string {
  if (!text.includes(FIRM)) return text;
  if (firm.trim()) return text.replaceAll(FIRM, firm.trim());
  return text
    .replace(/^Únete a \{firm\}$/, 'Únete al equipo')
    .replace(/^Join \{firm\}$/, 'Join the team')
    .replaceAll(FIRM, '')
    .trim();
}
const JOIN_PATH = HOME_ANCHORS.join;

/** Every page by route. Home anchors are pages of their own (the join-us block, the contact form). */
export const PAGES: PageDef[] = [
  {
    path: pagePath('home'),
    label: { es: 'Inicio', en: 'Home' },
    keywords: {
      es: `${FIRM} clientes cifras proyectos certificaciones socios`,
      en: `${FIRM} clients figures projects certifications partners`,
    },
  },
  {
    path: CONTACT_PATH,
    label: { es: 'formulario de contacto', en: 'contact form' },
    keywords: {
      es: 'contacto contactar contactarlos comunicarme comunicarse llamar telefono correo email direccion oficina oficinas ubicacion ubicados donde hablar cotizacion cotizar propuesta reunion cita asesor',
      en: 'contact reach call phone telephone email mail address office offices location located where talk speak quote quotation proposal meeting appointment',
    },
  },
  {
    path: JOIN_PATH,
    label: { es: `Únete a ${FIRM}`, en: `Join ${FIRM}` },
    keywords: {
      es: 'empleo empleos vacante vacantes bolsa contratan contratando contratacion unirme unirse curriculum cv carrera postularme postular reclutamiento',
      en: 'job jobs career careers hire hiring recruit recruiting vacancy vacancies opening openings employment apply resume cv join',
    },
  },
  {
    path: pagePath('about'),
    label: { es: 'Nosotros', en: 'About us' },
    keywords: {
      es: 'nosotros empresa quienes fundada fundacion historia mision vision valores',
      en: 'about company who founded foundation history mission vision values',
    },
  },
  {
    path: pagePath('sap'),
    label: { es: 'Consultoría SAP', en: 'SAP consulting' },
    keywords: { es: 'sap s4hana erp ecc hana btp', en: 'sap s4hana erp ecc hana btp' },
  },
  {
    path: pagePath('microsoft'),
    label: { es: 'Soluciones Microsoft', en: 'Microsoft solutions' },
    keywords: {
      es: 'microsoft azure dynamics 365 power bi automate teams sharepoint',
      en: 'microsoft azure dynamics 365 power bi automate teams sharepoint',
    },
  },
  {
    path: pagePath('digital'),
    label: { es: 'Transformación digital', en: 'Digital transformation' },
    keywords: {
      es: 'transformacion digital desarrollo software medida aplicaciones web movil devops',
      en: 'digital transformation software development custom applications web mobile devops',
    },
  },
  {
    path: pagePath('staffing'),
    label: { es: 'IT staffing', en: 'IT staffing' },
    keywords: {
      es: 'staffing outsourcing nearshore consultores desarrolladores perfiles especialistas subcontratacion proporcionar reforzar',
      en: 'staffing outsourcing nearshore consultants developers profiles specialists augmentation provide reinforce',
    },
  },
  {
    path: pagePath('ia'),
    label: { es: 'Consultoría en IA', en: 'AI consulting' },
    keywords: {
      es: 'ia inteligencia artificial machine learning generativa predictivos modelos ofertas',
      en: 'ai artificial intelligence machine learning generative predictive models offers',
    },
  },
  {
    path: pagePath('c3'),
    label: { es: 'C3', en: 'C3' },
    keywords: { es: 'c3 finops nube costos gasto factura ahorro presupuesto', en: 'c3 finops cloud costs spend bill savings budget' },
  },
  {
    path: pagePath('aiAutomation'),
    label: { es: 'Automatización con IA', en: 'AI-powered automation' },
    keywords: { es: 'automatizacion automatizar rpa flujos facturas procesos', en: 'automation automate rpa workflows invoices processes' },
  },
  {
    path: pagePath('aiProductivity'),
    label: { es: 'Asistente de productividad con IA', en: 'AI productivity assistant' },
    keywords: { es: 'copilot productividad asistente capacitacion talleres', en: 'copilot productivity assistant training workshops' },
  },
  {
    path: pagePath('aiAgents'),
    label: { es: 'Agentes de IA', en: 'AI agents' },
    keywords: { es: 'agente agentes autonomos', en: 'agent agents autonomous' },
  },
  {
    path: pagePath('insights'),
    label: { es: 'Insights', en: 'Insights' },
    keywords: { es: 'insights recursos', en: 'insights resources' },
  },
  {
    path: pagePath('blog'),
    label: { es: 'Blog', en: 'Blog' },
    keywords: { es: 'blog articulos noticias', en: 'blog articles news posts' },
  },
  {
    path: pagePath('downloads'),
    label: { es: 'Recursos descargables', en: 'Downloadable resources' },
    keywords: {
      es: 'descargas descargables descargable recursos guias guia estudios plantillas plantilla whitepapers whitepaper ebooks ebook',
      en: 'downloads downloadable resources guides guide studies templates template whitepapers whitepaper ebooks ebook',
    },
  },
  {
    path: pagePath('successCases'),
    label: { es: 'Casos de éxito', en: 'Success stories' },
    keywords: { es: 'casos caso exito referencias', en: 'success stories cases case references' },
  },
];

/** The single types whose text is indexed, and the page each one is (from the site's page table). */
export const SINGLE_PAGES: Array<{ single: SingleTypeName; path: string }> = [
  ...Object.values(SITE_PAGES).flatMap((page) => (page.entity ? [{ single: page.entity, path: page.path }] : [])),
  { single: 'footer', path: CONTACT_PATH },
];

/** PRODUCT §2: the home solutions carousel links, in fixed order, to these service pages. */
const SOLUTION_SLIDE_PATHS: string[] = SERVICE_PAGES.map(pagePath);

/** Where a home block links: the join-us block and the contact section are anchors of their own. */
export function homePath(topKey: string, index: number | null): string {
  if (topKey === 'join_us') return JOIN_PATH;
  if (/contact/i.test(topKey)) return CONTACT_PATH;
  if (topKey === 'solutions_slides' && index !== null) return SOLUTION_SLIDE_PATHS[index] ?? '/';
  return '/';
}

export const pageByPath = new Map(PAGES.map((p) => [p.path, p]));

/** The pages listing the site's cards (success stories, posts, documents), each with where its cards' pages start. */
export const LIST_PAGES: ReadonlyArray<{ list: string; details: string }> = [
  { list: pagePath('successCases'), details: detailPrefix('successCase') },
  { list: pagePath('blog'), details: detailPrefix('blogPost') },
  { list: pagePath('downloads'), details: pagePath('downloads') },
];

/** The list a page is of: a card's page is of its list, a list is its own. */
export const listPageOf = (path: string): string | null =>
  LIST_PAGES.find(({ list, details }) => path === list || path.startsWith(details))?.list ?? null;
