/** Site map of the shell (PRODUCT §2): menu, Solutions dropdown columns, footer lists. */
export interface NavLink {
  to: string;
  key: string;
}

export const SERVICES: NavLink[] = [
  { to: '/servicio-sap', key: 'nav.sap' },
  { to: '/servicio-microsoft', key: 'nav.microsoft' },
  { to: '/servicio-digital', key: 'nav.digital' },
  { to: '/service-staffing', key: 'nav.staffing' },
  { to: '/servicio-ia', key: 'nav.ai' },
];

export const PRODUCTS: NavLink[] = [{ to: '/producto-c3', key: 'nav.c3' }];

export const AI_OFFERS: NavLink[] = [
  { to: '/automatizacion-ia', key: 'nav.aiAutomation' },
  { to: '/productividad-ia', key: 'nav.aiProductivity' },
  { to: '/agentes-ia', key: 'nav.aiAgents' },
];

export const SITE_LINKS: NavLink[] = [
  { to: '/', key: 'nav.home' },
  { to: '/nosotros', key: 'nav.about' },
  { to: '/insights', key: 'nav.insights' },
  { to: '/#incorporate', key: 'nav.join' },
  { to: '/#contacto', key: 'nav.contact' },
];
