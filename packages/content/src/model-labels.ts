/**
 * What the admin shows for every field of the content model (docs/decisions/0042): a readable
 * label and a one-line hint saying where the field appears on the site, in Spanish and English.
 * Beside model.ts, keyed by content type (`home`, `blog-card`) or component (`shared.banner`) and
 * field; the attribute names underneath stay PRODUCT's (`tittle_banner_es`).
 *
 * A bilingual field is written once, under its base name (`tittle_banner` for `tittle_banner_es` and
 * `tittle_banner_en`): its label gets the language, "Título del banner (ES)". A key may also be a
 * whole attribute name (`paragraph_es` beside `paragraphs_en`). Fields many types share (the SEO
 * component, the slugs, the inbox's) are in COMMON. `fieldText()` answers for one attribute;
 * tests/model-labels.test.ts fails when any field of the model has no label or hint in a language.
 */
import { type Attribute, components, entities } from './model';

type AdminLang = 'es' | 'en';
/** [Spanish label, Spanish hint, English label, English hint]. */
type FieldText = readonly [string, string, string, string];
type Table = Readonly<Record<string, FieldText>>;

// ---------------------------------------------------------------------------------------------
// Helpers for the fields that come in families
// ---------------------------------------------------------------------------------------------

/** A desktop and a mobile image of the same picture (`<name>_desktop`, `<name>_mobile`). */
const screens = (name: string, es: string, esWhere: string, en: string, enWhere: string): Table => ({
  [`${name}_desktop`]: [`${es} (escritorio)`, `${esWhere}, en pantallas anchas`, `${en} (desktop)`, `${enWhere}, on wide screens`],
  [`${name}_mobile`]: [`${es} (móvil)`, `${esWhere}, en teléfonos`, `${en} (mobile)`, `${enWhere}, on phones`],
});

/** A page's banner: its headline and desktop/mobile pictures. */
const banner = (page: string, pageEn: string, titleKey = 'tittle_banner', imageKey = 'image_banner'): Table => ({
  [titleKey]: ['Título del banner', `El titular grande arriba de ${page}`, 'Banner title', `The large headline at the top of ${pageEn}`],
  ...screens(
    imageKey,
    'Imagen del banner',
    `La imagen de fondo del titular de ${page}`,
    'Banner image',
    `The picture behind the headline of ${pageEn}`,
  ),
});

const sectionTitle = (section: string, sectionEn: string): FieldText => [
  `Título: ${section}`,
  `El encabezado de la sección «${section}»`,
  `Title: ${sectionEn}`,
  `The heading of the “${sectionEn}” section`,
];

/** The numbered texts of a component (`first_…`, `second_…`): "Texto 2 — the second paragraph of …". */
const nth = (n: number, es: string, esWhere: string, en: string, enWhere: string): FieldText => [
  `${es} ${n}`,
  `${esWhere} (el ${n}.º)`,
  `${en} ${n}`,
  `${enWhere} (number ${n})`,
];

/** A block of the AI offer pages (offer.section and the like) used as a page section. */
const offerSection = (es: string, en: string): FieldText => [
  `Sección: ${es}`,
  `La sección «${es}» de la página: su título y sus párrafos`,
  `Section: ${en}`,
  `The page’s “${en}” section: its title and paragraphs`,
];

const SEO: FieldText = [
  'SEO',
  'Título y descripción en buscadores y al compartir; vacíos, el sitio usa el título y el texto del contenido',
  'SEO',
  'Title and description in search results and shares; empty, the site uses the entry’s own title and text',
];

// ---------------------------------------------------------------------------------------------
// Fields many types share
// ---------------------------------------------------------------------------------------------

const footerFields: Table = {
  company_name: [
    'Nombre de la empresa',
    'El nombre legal al pie de cada página',
    'Company name',
    'The legal name at the foot of every page',
  ],
  logo_tramar: ['Logotipo', 'El logotipo del pie de página', 'Logo', 'The logo in the footer'],
  privacy: [
    'Texto del enlace de privacidad',
    'El enlace al aviso de privacidad en el pie',
    'Privacy link text',
    'The link to the privacy notice in the footer',
  ],
  pdf_privacy: [
    'PDF del aviso de privacidad',
    'El documento que abre el enlace de privacidad',
    'Privacy notice PDF',
    'The document the privacy link opens',
  ],
  terms: [
    'Texto del enlace de términos',
    'El enlace a los términos y condiciones en el pie',
    'Terms link text',
    'The terms and conditions link in the footer',
  ],
  pdf_tycos: [
    'PDF de términos y condiciones',
    'El documento que abre el enlace de términos',
    'Terms and conditions PDF',
    'The document the terms link opens',
  ],
  address: ['Dirección', 'La dirección de la oficina en el pie', 'Address', 'The office address in the footer'],
  phone: ['Teléfono', 'El teléfono en el pie (enlace para llamar)', 'Phone', 'The phone number in the footer (a call link)'],
  email: [
    'Correo',
    'El correo en el pie; también recibe los contactos si no se fijó MAIL_TO',
    'E-mail',
    'The e-mail in the footer; also receives the contacts when MAIL_TO is not set',
  ],
  web: ['Sitio web', 'La dirección web en el pie', 'Website', 'The web address in the footer'],
  social_networks: [
    'Redes sociales',
    'Los iconos de redes sociales del pie, en este orden',
    'Social networks',
    'The social network icons in the footer, in this order',
  ],
};

const delivery = (p: 'mail' | 'crm', es: string, en: string, what: string, whatEn: string): Table => {
  const fill = `Lo llena ${what}; no se edita`;
  const fillEn = `Filled by ${whatEn}; not for editing`;
  return {
    [`${p}_status`]: [`${es} · estado`, `Pendiente, enviado o fallido. ${fill}`, `${en} · status`, `Pending, sent or failed. ${fillEn}`],
    [`${p}_attempts`]: [
      `${es} · intentos`,
      `Cuántas veces se intentó. ${fill}`,
      `${en} · attempts`,
      `How many times it was tried. ${fillEn}`,
    ],
    [`${p}_last_error`]: [
      `${es} · último error`,
      `Por qué falló el último intento. ${fill}`,
      `${en} · last error`,
      `Why the last attempt failed. ${fillEn}`,
    ],
    [`${p}_sent_at`]: [`${es} · enviado el`, `Cuándo se entregó. ${fill}`, `${en} · sent at`, `When it was delivered. ${fillEn}`],
    [`${p}_next_attempt_at`]: [
      `${es} · próximo intento`,
      `Cuándo se intentará de nuevo; vacío si se abandonó. ${fill}`,
      `${en} · next attempt`,
      `When it is tried again; empty once given up. ${fillEn}`,
    ],
    [`${p}_lease_until`]: [
      `${es} · reservado hasta`,
      `Hasta cuándo un servidor lo está enviando. ${fill}`,
      `${en} · lease until`,
      `Until when a server is sending it. ${fillEn}`,
    ],
    [`${p}_claim`]: [
      `${es} · reservado por`,
      `Qué servidor lo está enviando. ${fill}`,
      `${en} · claimed by`,
      `Which server is sending it. ${fillEn}`,
    ],
  };
};

const visitor = (es: string, en: string): FieldText => [
  es,
  'Lo que escribió el visitante en el formulario; solo lectura',
  en,
  'What the visitor entered in the form; read-only',
];

const inboxFields: Table = {
  name: visitor('Nombre', 'Name'),
  last_name: visitor('Apellido', 'Last name'),
  user_name: visitor('Nombre', 'Name'),
  email: visitor('Correo', 'E-mail'),
  phone: visitor('Teléfono', 'Phone'),
  country: visitor('País', 'Country'),
  company: visitor('Empresa', 'Company'),
  position: visitor('Puesto', 'Position'),
  industry: visitor('Industria', 'Industry'),
  interest_area: visitor('Área de interés', 'Interest area'),
  comment: visitor('Comentario', 'Comment'),
  terms_and_conditions: visitor('Aceptó los términos', 'Accepted the terms'),
  language: [
    'Idioma',
    'El idioma de la página desde la que escribió el visitante',
    'Language',
    'The language of the page the visitor wrote from',
  ],
  submission_id: [
    'Id del envío',
    'Identifica el envío para no guardarlo dos veces; no se edita',
    'Submission id',
    'Identifies the submission so it is stored once; not for editing',
  ],
  lead_status: [
    'Estado',
    'Nuevo, contactado, calificado o descartado: lo fija ventas',
    'Status',
    'New, contacted, qualified or discarded: set by sales',
  ],
  owner: [
    'Responsable',
    'Quién de ventas le da seguimiento: un usuario del panel de Ventas o superadministrador',
    'Owner',
    'Who in sales follows it up: an admin user of Sales or a super-admin',
  ],
  next_step: ['Siguiente paso', 'Lo próximo que hará ventas', 'Next step', 'What sales will do next'],
  next_step_due: [
    'Fecha del siguiente paso',
    'Cuándo toca; aparece en «Para hoy»',
    'Next step due',
    'When it is due; listed under “Due today”',
  ],
  new_note: [
    'Añadir una nota',
    'Se guarda en las notas con su autor y fecha, y el campo queda vacío',
    'Add a note',
    'Kept in the notes with its author and date; the field is then emptied',
  ],
  notes: [
    'Notas',
    'Las notas de ventas, la más reciente primero; las escribe el CMS',
    'Notes',
    'Sales’ notes, newest first; written by the CMS',
  ],
  status_history: [
    'Historial de estado',
    'Cada cambio de estado o responsable, con quién y cuándo; lo escribe el CMS',
    'Status history',
    'Each change of status or owner, by whom and when; written by the CMS',
  ],
  entry_title: [
    'Título',
    'El título del registro en el panel (nombre y empresa); lo llena el CMS',
    'Title',
    'The record’s title in the admin (name and company); filled by the CMS',
  ],
  source: [
    'Origen',
    'La campaña, el sitio que enlazó o «direct»; lo llena el CMS',
    'Source',
    'The campaign, the linking site or “direct”; filled by the CMS',
  ],
  sent_from: ['Enviado desde', 'El formulario de contacto o el chat', 'Sent from', 'The contact form or the chat'],
  chat_conversation: [
    'Conversación del chat',
    'La conversación de chat de la que vino el contacto',
    'Chat conversation',
    'The chat conversation the contact came from',
  ],
  download_card: ['Documento', 'El documento que pidió el visitante', 'Document', 'The document the visitor asked for'],
  person: [
    'Persona',
    'Todo lo que envió este correo; lo enlaza el CMS',
    'Person',
    'Everything this e-mail address sent; linked by the CMS',
  ],
  landing_page: [
    'Página de llegada',
    'La primera página de la visita (ruta y parámetros)',
    'Landing page',
    'The first page of the visit (path and query)',
  ],
  sending_page: ['Página del envío', 'La página desde la que se envió el formulario', 'Sent from page', 'The page the form was sent from'],
  referrer: ['Sitio de referencia', 'El otro sitio que enlazó a la visita', 'Referrer', 'The other site that linked to the visit'],
  utm_source: [
    'Campaña · fuente (utm_source)',
    'Parámetro de campaña de la página de llegada',
    'Campaign source (utm_source)',
    'A campaign parameter of the landing page',
  ],
  utm_medium: [
    'Campaña · medio (utm_medium)',
    'Parámetro de campaña de la página de llegada',
    'Campaign medium (utm_medium)',
    'A campaign parameter of the landing page',
  ],
  utm_campaign: [
    'Campaña (utm_campaign)',
    'Parámetro de campaña de la página de llegada',
    'Campaign (utm_campaign)',
    'A campaign parameter of the landing page',
  ],
  utm_term: [
    'Campaña · término (utm_term)',
    'Parámetro de campaña de la página de llegada',
    'Campaign term (utm_term)',
    'A campaign parameter of the landing page',
  ],
  utm_content: [
    'Campaña · contenido (utm_content)',
    'Parámetro de campaña de la página de llegada',
    'Campaign content (utm_content)',
    'A campaign parameter of the landing page',
  ],
  ...delivery('mail', 'Entrega', 'Delivery', 'el buzón de correo del sitio', 'the site’s mail outbox'),
  ...delivery('crm', 'CRM', 'CRM', 'el webhook del CRM', 'the CRM webhook'),
};

/** Fields every type that has them shares, looked up after the type's own table. */
const COMMON: Table = {
  seo: SEO,
  slug: [
    'Dirección (slug)',
    'La parte final de la dirección de la página; vacía, se hace del título. Las direcciones anteriores siguen llevando aquí',
    'Address (slug)',
    'The last part of the page’s address; empty, it is made from the title. Earlier addresses keep leading here',
  ],
  footer: [
    'Pie de página propio',
    'Un pie de página que esta página muestra en lugar del general; vacío, el general',
    'Own footer',
    'A footer this page shows instead of the site footer; empty, the site footer',
  ],
  createdAt: ['Fecha', 'Cuándo se creó', 'Date', 'When it was created'],
  updatedAt: ['Último cambio', 'Cuándo se modificó por última vez', 'Last change', 'When it last changed'],
  // Scheduled publishing and translation status (docs/decisions/0043).
  publish_at: [
    'Publicar el',
    'Fecha y hora en que el borrador se publica solo (en un minuto como mucho); se vacía al publicarse',
    'Publish at',
    'Date and time the draft publishes itself (within a minute); emptied once published',
  ],
  unpublish_at: [
    'Retirar el',
    'Fecha y hora en que la entrada deja de verse en el sitio (el borrador se conserva); se vacía al retirarse',
    'Unpublish at',
    'Date and time the entry leaves the site (its draft is kept); emptied once done',
  ],
  translation_missing: [
    'Traducción pendiente',
    'Qué idioma tiene campos vacíos; se calcula al guardar y no se edita',
    'Missing translation',
    'Which language has empty fields; worked out on save, not edited',
  ],
};

// ---------------------------------------------------------------------------------------------
// Components
// ---------------------------------------------------------------------------------------------

const COMPONENTS: Readonly<Record<string, Table>> = {
  'shared.paragraph': {
    paragraph: [
      'Párrafo',
      'Un párrafo del bloque, en el orden en que se muestran',
      'Paragraph',
      'One paragraph of the block, in the order shown',
    ],
  },
  'shared.banner': {
    title: ['Título del banner', 'El titular grande arriba de la página', 'Banner title', 'The large headline at the top of the page'],
    subtitle: ['Subtítulo del banner', 'El texto bajo el titular', 'Banner subtitle', 'The text under the headline'],
    ...screens('image', 'Imagen del banner', 'La imagen de fondo del titular', 'Banner image', 'The picture behind the headline'),
  },
  'shared.icon-card': {
    tittle: ['Título de la tarjeta', 'El título en negrita de la tarjeta', 'Card title', 'The card’s bold title'],
    content: ['Texto de la tarjeta', 'El texto bajo el título de la tarjeta', 'Card text', 'The text under the card’s title'],
    icon: ['Icono', 'El icono de la tarjeta', 'Icon', 'The card’s icon'],
  },
  'shared.icon-text': {
    content: ['Texto', 'El texto junto al icono', 'Text', 'The text beside the icon'],
    icon: ['Icono', 'El icono junto al texto', 'Icon', 'The icon beside the text'],
  },
  'shared.client': {
    client_name: [
      'Nombre del cliente',
      'Texto alternativo del logotipo (lo leen los lectores de pantalla)',
      'Client name',
      'The logo’s alternative text (read by screen readers)',
    ],
    url: [
      'Enlace del cliente',
      'A dónde lleva el logotipo al pulsarlo; vacío, no es enlace',
      'Client link',
      'Where the logo leads when clicked; empty, no link',
    ],
    image: ['Logotipo', 'El logotipo en la franja de clientes', 'Logo', 'The logo in the clients strip'],
  },
  'shared.social-network': {
    name: [
      'Red social',
      'Su nombre: el texto del enlace para lectores de pantalla',
      'Social network',
      'Its name: the link’s text for screen readers',
    ],
    url: ['Enlace', 'La dirección del perfil de la empresa', 'Link', 'The address of the firm’s profile'],
    icon: ['Icono', 'El icono del enlace en el pie', 'Icon', 'The link’s icon in the footer'],
  },
  'shared.title-item': {
    title: ['Texto', 'Un punto de la lista, en este orden', 'Text', 'One item of the list, in this order'],
  },
  'shared.seo': {
    meta_title: [
      'Título SEO propio',
      'Reemplaza el título de la pestaña y de los resultados de búsqueda; vacío, sigue el título del contenido',
      'Own SEO title',
      'Replaces the title of the browser tab and search results; empty, it follows the entry’s title',
    ],
    meta_description: [
      'Descripción SEO propia',
      'El texto bajo el título en los resultados de búsqueda; vacío, el resumen del contenido',
      'Own SEO description',
      'The text under the title in search results; empty, the entry’s summary',
    ],
    share_image: [
      'Imagen al compartir',
      'La imagen de la vista previa al compartir el enlace; vacía, la imagen principal',
      'Share image',
      'The picture of a shared link’s preview; empty, the main picture',
    ],
    noindex: [
      'Ocultar a buscadores',
      'Activado: pide a los buscadores no listar la página y la quita del mapa del sitio',
      'Hide from search engines',
      'On: asks search engines not to list the page, and leaves it out of the sitemap',
    ],
  },
  'chat.qa-pair': {
    questions: [
      'Preguntas',
      'Las formas en que un visitante lo pregunta, una por línea',
      'Questions',
      'The ways a visitor asks it, one per line',
    ],
    answer: ['Respuesta', 'Lo que responde el asistente a esas preguntas', 'Answer', 'What the chat assistant answers to those questions'],
    link: [
      'Enlace',
      'La página a la que lleva la respuesta (p. ej. /servicio-sap); opcional',
      'Link',
      'The page the answer links to (e.g. /servicio-sap); optional',
    ],
  },
  'home.solution-slide': {
    tittle: [
      'Título de la diapositiva',
      'El nombre de la solución en el carrusel de la portada',
      'Slide title',
      'The solution’s name in the home page carousel',
    ],
    content: [
      'Texto de la diapositiva',
      'La descripción de la solución en el carrusel',
      'Slide text',
      'The solution’s description in the carousel',
    ],
    image: ['Imagen de la diapositiva', 'La imagen de la solución en el carrusel', 'Slide image', 'The solution’s picture in the carousel'],
  },
  'home.whatdowedo-node': {
    tittle: ['Título del punto', 'El nombre del punto en el mapa «Qué hacemos»', 'Node title', 'The node’s name in the “What we do” map'],
    paragraphs: ['Párrafos', 'El detalle que se abre al elegir el punto', 'Paragraphs', 'The detail shown when the node is chosen'],
    icon: ['Icono', 'El icono del punto en el mapa', 'Icon', 'The node’s icon on the map'],
  },
  'home.counter': {
    number: ['Cifra', 'El número que cuenta hacia arriba', 'Number', 'The number that counts up'],
    amount: ['Unidad', 'Lo que sigue a la cifra (p. ej. «+» o «%»)', 'Unit', 'What follows the number (e.g. “+” or “%”)'],
    title: ['Texto del contador', 'Lo que mide la cifra, bajo ella', 'Counter text', 'What the number measures, under it'],
  },
  'home.join-us': {
    tittle: ['Título', 'El encabezado del bloque «Únete»', 'Title', 'The heading of the “Join us” block'],
    subtittle: ['Antetítulo', 'El texto pequeño sobre el encabezado', 'Eyebrow', 'The small text above the heading'],
    content: ['Texto', 'La invitación a trabajar con la empresa', 'Text', 'The invitation to work with the firm'],
    email: ['Correo', 'A dónde se envían los currículos', 'E-mail', 'Where CVs are sent'],
    url: ['Enlace', 'El botón del bloque lleva aquí', 'Link', 'The block’s button leads here'],
    image: ['Imagen', 'La imagen del bloque «Únete»', 'Image', 'The “Join us” block’s picture'],
  },
  'about.know-us-item': {
    tittle: ['Título', 'El título de la tarjeta (visión, misión…)', 'Title', 'The card’s title (vision, mission…)'],
    content: ['Texto', 'El texto de la tarjeta', 'Text', 'The card’s text'],
    icon: ['Icono', 'El icono de la tarjeta', 'Icon', 'The card’s icon'],
    image: ['Imagen', 'La imagen de la tarjeta', 'Image', 'The card’s picture'],
  },
  'about.value': {
    title: ['Valor', 'El nombre del valor en la lista de valores', 'Value', 'The value’s name in the values list'],
    icon: ['Icono', 'El icono del valor', 'Icon', 'The value’s icon'],
  },
  'about.whatdowedo-item': {
    content: ['Título', 'El encabezado del punto en «Qué hacemos»', 'Title', 'The item’s heading in “What we do”'],
    paragraphs: ['Párrafos', 'El texto del punto', 'Paragraphs', 'The item’s text'],
    icon: ['Icono', 'El icono del punto', 'Icon', 'The item’s icon'],
  },
  'about.titled-content': {
    title: ['Título', 'El título del punto', 'Title', 'The item’s title'],
    content: ['Texto', 'El texto del punto', 'Text', 'The item’s text'],
    icon: ['Icono', 'El icono del punto', 'Icon', 'The item’s icon'],
  },
  'about.benefit': {
    title: ['Beneficio', 'El título del beneficio', 'Benefit', 'The benefit’s title'],
    icon: ['Icono', 'El icono del beneficio', 'Icon', 'The benefit’s icon'],
    content_paragraph: ['Párrafos', 'El texto del beneficio', 'Paragraphs', 'The benefit’s text'],
  },
  'sap.sap-and-focus': {
    tittle_sap: ['Título: SAP', 'El encabezado de la presentación de SAP', 'Title: SAP', 'The heading of the SAP introduction'],
    content_sap: ['Texto: SAP', 'La presentación de SAP bajo su encabezado', 'Text: SAP', 'The SAP introduction under its heading'],
    tittle_focus: [
      'Título: enfoque',
      'El encabezado de los cuatro puntos de enfoque',
      'Title: focus',
      'The heading of the four focus points',
    ],
    first_focus_content: nth(1, 'Enfoque', 'Un punto de enfoque', 'Focus', 'A focus point'),
    second_focus_content: nth(2, 'Enfoque', 'Un punto de enfoque', 'Focus', 'A focus point'),
    third_focus_content: nth(3, 'Enfoque', 'Un punto de enfoque', 'Focus', 'A focus point'),
    fourth_focus_content: nth(4, 'Enfoque', 'Un punto de enfoque', 'Focus', 'A focus point'),
  },
  'sap.benefits': {
    image: ['Imagen', 'La imagen junto a los beneficios', 'Image', 'The picture beside the benefits'],
    title: ['Título', 'El encabezado de los beneficios', 'Title', 'The heading of the benefits'],
    first_content: nth(1, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
    second_content: nth(2, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
    third_content: nth(3, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
  },
  'sap.process': {
    title: ['Título', 'El encabezado de «Nuestro proceso»', 'Title', 'The heading of “Our process”'],
    ...screens(
      'image',
      'Diagrama del proceso',
      'El diagrama del proceso (con texto: uno por idioma)',
      'Process diagram',
      'The process diagram (with text: one per language)',
    ),
  },
  'sap.solutions': {
    first_title: [
      'Título (primera parte)',
      'La primera línea del encabezado de soluciones',
      'Title (first part)',
      'The first line of the solutions heading',
    ],
    second_title: ['Título (segunda parte)', 'La segunda línea, resaltada', 'Title (second part)', 'The second, highlighted line'],
    subtitle: ['Subtítulo', 'El texto bajo el encabezado', 'Subtitle', 'The text under the heading'],
    ...screens(
      'image',
      'Diagrama de soluciones',
      'El diagrama de soluciones (uno por idioma)',
      'Solutions diagram',
      'The solutions diagram (one per language)',
    ),
  },
  'sap.module-item': {
    title: ['Módulo', 'El nombre del módulo SAP', 'Module', 'The SAP module’s name'],
    content: ['Texto', 'La descripción del módulo', 'Text', 'The module’s description'],
    icon: ['Icono', 'El icono del módulo', 'Icon', 'The module’s icon'],
  },
  'sap.modules': {
    title: ['Título', 'El encabezado de la sección de módulos', 'Title', 'The heading of the modules section'],
    image: ['Imagen', 'La imagen de la sección de módulos', 'Image', 'The modules section’s picture'],
    items: ['Módulos', 'Las tarjetas de módulos, en este orden', 'Modules', 'The module cards, in this order'],
  },
  'sap.client': {
    name_client: ['Nombre del cliente', 'Texto alternativo del logotipo', 'Client name', 'The logo’s alternative text'],
    url_client: [
      'Enlace del cliente',
      'A dónde lleva el logotipo; vacío, no es enlace',
      'Client link',
      'Where the logo leads; empty, no link',
    ],
    image: ['Logotipo', 'El logotipo en la franja de clientes SAP', 'Logo', 'The logo in the SAP clients strip'],
  },
  'microsoft.benefits': {
    title: ['Título', 'El encabezado de la línea de beneficios', 'Title', 'The heading of the benefits timeline'],
    image: ['Imagen', 'La imagen junto a la línea de beneficios', 'Image', 'The picture beside the timeline'],
    titles: ['Puntos', 'Los puntos de la línea, en este orden', 'Items', 'The timeline’s items, in this order'],
  },
  'c3.banner': {
    tittle: [
      'Título del banner',
      'El titular grande arriba de la página de C3',
      'Banner title',
      'The large headline at the top of the C3 page',
    ],
    subtittle: ['Subtítulo del banner', 'El texto bajo el titular', 'Banner subtitle', 'The text under the headline'],
    ...screens('image', 'Imagen del banner', 'La imagen de fondo del titular', 'Banner image', 'The picture behind the headline'),
    logo: ['Logotipo de C3', 'El logotipo del producto en el banner', 'C3 logo', 'The product logo in the banner'],
  },
  'c3.information': {
    first_text_one: [
      'Bloque 1 · primera línea',
      'El primer bloque de información, primera línea',
      'Block 1 · first line',
      'The first information block, first line',
    ],
    first_text_two: [
      'Bloque 1 · segunda línea',
      'El primer bloque de información, segunda línea',
      'Block 1 · second line',
      'The first information block, second line',
    ],
    second_text: ['Bloque 2', 'La frase destacada entre bloques', 'Block 2', 'The highlighted sentence between blocks'],
    third_text_one: ['Bloque 3 · primera línea', 'El tercer bloque, primera línea', 'Block 3 · first line', 'The third block, first line'],
    third_text_two: [
      'Bloque 3 · segunda línea',
      'El tercer bloque, segunda línea',
      'Block 3 · second line',
      'The third block, second line',
    ],
    fourth_text_one: [
      'Bloque 4 · primera línea',
      'El cuarto bloque, primera línea',
      'Block 4 · first line',
      'The fourth block, first line',
    ],
    fourth_text_two: [
      'Bloque 4 · segunda línea',
      'El cuarto bloque, segunda línea',
      'Block 4 · second line',
      'The fourth block, second line',
    ],
    image: [
      'Imagen',
      'La ilustración de la información de C3 (una por idioma)',
      'Image',
      'The C3 information illustration (one per language)',
    ],
  },
  'c3.how-it-works': {
    tittle: ['Título', 'El encabezado de «¿Cómo funciona?»', 'Title', 'The heading of “How does it work?”'],
    second_tittle: ['Segundo título', 'La segunda línea del encabezado', 'Second title', 'The heading’s second line'],
    subtittle: ['Subtítulo', 'El texto bajo el encabezado', 'Subtitle', 'The text under the heading'],
    ...screens(
      'image',
      'Diagrama',
      'El diagrama de funcionamiento (uno por idioma)',
      'Diagram',
      'The how-it-works diagram (one per language)',
    ),
  },
  'c3.benefits': {
    tittle: ['Título', 'El encabezado de los beneficios de C3', 'Title', 'The heading of the C3 benefits'],
    image: ['Imagen', 'La imagen junto a los beneficios', 'Image', 'The picture beside the benefits'],
    firts_text: nth(1, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
    second_text: nth(2, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
    third_text: nth(3, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
    fourth_text: nth(4, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
    fifth_text: nth(5, 'Beneficio', 'Un beneficio de la lista', 'Benefit', 'A benefit of the list'),
    final_tittle: [
      'Título final',
      'El encabezado de cierre bajo los beneficios',
      'Closing title',
      'The closing heading under the benefits',
    ],
    subtittle: ['Texto final', 'El texto bajo el encabezado de cierre', 'Closing text', 'The text under the closing heading'],
  },
  'c3.platform': {
    tittle: ['Título', 'El encabezado del bloque del marketplace', 'Title', 'The heading of the marketplace block'],
    content: ['Texto', 'El texto del bloque del marketplace', 'Text', 'The marketplace block’s text'],
    button_text: ['Texto del botón', 'La etiqueta del botón al marketplace', 'Button text', 'The label of the marketplace button'],
    url_marketplace: ['Enlace del marketplace', 'A dónde lleva el botón', 'Marketplace link', 'Where the button leads'],
  },
  'ia.banner': {
    ...screens('image', 'Imagen del banner', 'La imagen de fondo del titular de IA', 'Banner image', 'The picture behind the AI headline'),
    title: [
      'Título del banner',
      'El titular grande arriba de la página de IA',
      'Banner title',
      'The large headline at the top of the AI page',
    ],
    subtitle: ['Subtítulo del banner', 'El texto bajo el titular', 'Banner subtitle', 'The text under the headline'],
    first_paragraph: nth(1, 'Párrafo', 'Un párrafo de la introducción', 'Paragraph', 'A paragraph of the introduction'),
    second_paragraph: nth(2, 'Párrafo', 'Un párrafo de la introducción', 'Paragraph', 'A paragraph of the introduction'),
    third_paragraph: nth(3, 'Párrafo', 'Un párrafo de la introducción', 'Paragraph', 'A paragraph of the introduction'),
    bold_text_third_paragraph: [
      'Párrafo 3 · negrita',
      'El final en negrita del tercer párrafo',
      'Paragraph 3 · bold',
      'The bold end of the third paragraph',
    ],
  },
  'ia.carousel-item': {
    title: ['Título', 'El texto de la diapositiva', 'Title', 'The slide’s text'],
    image: ['Imagen', 'La imagen de la diapositiva', 'Image', 'The slide’s picture'],
  },
  'ia.carousel-section': {
    title: ['Título', 'El encabezado del carrusel', 'Title', 'The carousel’s heading'],
    first_paragraph: ['Texto', 'El párrafo bajo el encabezado', 'Text', 'The paragraph under the heading'],
    Carousel: ['Diapositivas', 'Las diapositivas del carrusel, en este orden', 'Slides', 'The carousel’s slides, in this order'],
  },
  'ia.item-list': {
    title: ['Título', 'El título de la lista', 'Title', 'The list’s title'],
    item_one: nth(1, 'Punto', 'Un punto de la lista', 'Item', 'An item of the list'),
    item_two: nth(2, 'Punto', 'Un punto de la lista', 'Item', 'An item of the list'),
    item_three: nth(3, 'Punto', 'Un punto de la lista', 'Item', 'An item of the list'),
  },
};

const aiService = (items: string[]): Table => ({
  title: ['Título del servicio', 'El encabezado de este servicio de IA', 'Service title', 'The heading of this AI service'],
  image: ['Imagen', 'La imagen junto al servicio', 'Image', 'The picture beside the service'],
  ...Object.fromEntries(
    items.map(
      (key, i) => [key, nth(i + 1, 'Lista', 'Una lista de puntos del servicio', 'List', 'A list of the service’s points')] as const,
    ),
  ),
});

const offerComponents: Readonly<Record<string, Table>> = {
  'ia.first-service': aiService(['First_Item', 'Second_item', 'Third_item']),
  'ia.second-service': aiService(['First_item', 'Second_Item']),
  'ia.third-service': aiService(['First_item']),
  'ia.fourth-service': aiService(['First_item', 'Second_item']),
  'offer.banner': {
    ...screens(
      'image',
      'Imagen del banner',
      'La imagen de fondo del titular de la oferta',
      'Banner image',
      'The picture behind the offer’s headline',
    ),
    title: ['Título del banner', 'El titular grande arriba de la oferta', 'Banner title', 'The large headline at the top of the offer'],
    subtitle: ['Subtítulo del banner', 'El texto bajo el titular', 'Banner subtitle', 'The text under the headline'],
  },
  'offer.section': {
    title: ['Título de la sección', 'El encabezado de la sección', 'Section title', 'The section’s heading'],
    Paragraphs: [
      'Párrafos',
      'Los párrafos o puntos de la sección, en este orden',
      'Paragraphs',
      'The section’s paragraphs or points, in this order',
    ],
  },
  'offer.section-image': {
    title: ['Título de la sección', 'El encabezado de la sección', 'Section title', 'The section’s heading'],
    image: ['Imagen', 'La imagen de la sección', 'Image', 'The section’s picture'],
    paragraphs: [
      'Párrafos',
      'Los párrafos o puntos de la sección, en este orden',
      'Paragraphs',
      'The section’s paragraphs or points, in this order',
    ],
  },
  'offer.section-description': {
    title: ['Título de la sección', 'El encabezado de la sección', 'Section title', 'The section’s heading'],
    description: ['Descripción', 'El texto bajo el encabezado', 'Description', 'The text under the heading'],
    paragraphs: [
      'Párrafos',
      'Los párrafos o puntos de la sección, en este orden',
      'Paragraphs',
      'The section’s paragraphs or points, in this order',
    ],
  },
  'blog.detail': {
    tittle: [
      'Encabezado propio del artículo',
      'Solo si el encabezado de la página del artículo debe ser distinto del título; vacío, sigue el título',
      'Own post heading',
      'Only when the post page’s heading must differ from the title; empty, it follows the title',
    ],
    small_tittle: ['Entradilla', 'La frase bajo el encabezado del artículo', 'Lead', 'The sentence under the post’s heading'],
    paragraph_es: [
      'Cuerpo del artículo (ES)',
      'El texto del artículo en Markdown; obligatorio para publicar',
      'Post body (ES)',
      'The post’s text in Markdown; required to publish',
    ],
    paragraphs_en: [
      'Cuerpo del artículo (EN)',
      'El texto del artículo en Markdown; obligatorio para publicar',
      'Post body (EN)',
      'The post’s text in Markdown; required to publish',
    ],
    ...screens(
      'image',
      'Imagen del artículo',
      'La imagen grande bajo el encabezado del artículo; vacía, la de la tarjeta',
      'Post image',
      'The large picture under the post’s heading; empty, the card’s',
    ),
  },
  'blog.recents': {
    title: ['Título', 'El encabezado de «Historias recientes» del blog', 'Title', 'The heading of the blog’s “Recent stories”'],
    content: ['Texto', 'El texto bajo ese encabezado', 'Text', 'The text under that heading'],
  },
};

// ---------------------------------------------------------------------------------------------
// Content types
// ---------------------------------------------------------------------------------------------

const H = 'la portada';
const HE = 'the home page';

const ENTITIES: Readonly<Record<string, Table>> = {
  home: {
    ...banner(H, HE),
    subtittle_banner: [
      'Subtítulo del banner',
      'El texto bajo el titular de la portada',
      'Banner subtitle',
      'The text under the home page headline',
    ],
    tittle_solutions: sectionTitle('Soluciones', 'Solutions'),
    subtittle_solutions: [
      'Texto: Soluciones',
      'El texto bajo el encabezado de soluciones',
      'Text: Solutions',
      'The text under the solutions heading',
    ],
    solutions_slides: [
      'Diapositivas de soluciones',
      'El carrusel de soluciones, en este orden',
      'Solution slides',
      'The solutions carousel, in this order',
    ],
    tittle_partner: sectionTitle('Socios', 'Partners'),
    image_partner: [
      'Imagen: Socios',
      'La imagen junto a las tarjetas de socios',
      'Image: Partners',
      'The picture beside the partner cards',
    ],
    partnert_content: [
      'Tarjetas de socios',
      'Las tarjetas de la sección de socios, en este orden',
      'Partner cards',
      'The partner section’s cards, in this order',
    ],
    tittle_whatdowedo: sectionTitle('Qué hacemos', 'What we do'),
    subtittle_whatdowedo: [
      'Texto: Qué hacemos',
      'El texto bajo el encabezado «Qué hacemos»',
      'Text: What we do',
      'The text under the “What we do” heading',
    ],
    whatdowedo_content: [
      'Puntos de «Qué hacemos»',
      'Los puntos del mapa interactivo, en este orden',
      '“What we do” nodes',
      'The interactive map’s nodes, in this order',
    ],
    ...screens(
      'image_whatodowedo',
      'Imagen: Qué hacemos',
      'La imagen de fondo del mapa «Qué hacemos»',
      'Image: What we do',
      'The picture behind the “What we do” map',
    ),
    Counters: ['Contadores', 'Las cifras que cuentan hacia arriba, en este orden', 'Counters', 'The numbers that count up, in this order'],
    tittle_clients: sectionTitle('Clientes', 'Clients'),
    subtittle_clients: [
      'Texto: Clientes',
      'El texto bajo el encabezado de clientes',
      'Text: Clients',
      'The text under the clients heading',
    ],
    clients_slides: [
      'Logotipos de clientes',
      'La franja de logotipos de clientes, en este orden',
      'Client logos',
      'The client logo strip, in this order',
    ],
    tittle_trends: sectionTitle('Tendencias (blog)', 'Trends (blog)'),
    join_us: ['Bloque «Únete»', 'La invitación a trabajar con la empresa', '“Join us” block', 'The invitation to work with the firm'],
    tittle_contact: sectionTitle('Contacto', 'Contact'),
    content_contact: ['Texto: Contacto', 'El texto junto al formulario de contacto', 'Text: Contact', 'The text beside the contact form'],
  },
  'about-us': {
    ...banner('la página Nosotros', 'the About page'),
    tittle_about: sectionTitle('Quiénes somos', 'Who we are'),
    url_about_video: [
      'Enlace del video',
      'Un video de YouTube o Vimeo para «Quiénes somos», si no hay video propio',
      'Video address',
      'A YouTube or Vimeo video for “Who we are”, when there is no own video',
    ],
    video_about: [
      'Video',
      'El video de «Quiénes somos» (WebM o MP4), reproducido por el sitio',
      'Video',
      'The “Who we are” video (WebM or MP4), played by the site',
    ],
    captions_about: [
      'Subtítulos del video',
      'Los subtítulos WebVTT del video en el idioma',
      'Video captions',
      'The video’s WebVTT captions in the language',
    ],
    image_about: [
      'Imagen: Quiénes somos',
      'La portada del video (o la imagen si no hay video)',
      'Image: Who we are',
      'The video’s poster (or the picture when there is no video)',
    ],
    content_about: ['Texto: Quiénes somos', 'Los párrafos de «Quiénes somos»', 'Text: Who we are', 'The paragraphs of “Who we are”'],
    tittle_know_us: sectionTitle('Conócenos', 'Get to know us'),
    subtittle_know_us: [
      'Texto: Conócenos',
      'El texto bajo el encabezado «Conócenos»',
      'Text: Get to know us',
      'The text under the “Get to know us” heading',
    ],
    content_know_us: [
      'Tarjetas: Conócenos',
      'Las tarjetas de visión y misión, en este orden',
      'Cards: Get to know us',
      'The vision and mission cards, in this order',
    ],
    tittle_values: sectionTitle('Valores', 'Values'),
    content_values: ['Valores', 'La lista de valores, en este orden', 'Values', 'The list of values, in this order'],
    ...screens('image_values', 'Imagen: Valores', 'La imagen junto a los valores', 'Image: Values', 'The picture beside the values'),
    tittle_whatdowedo: sectionTitle('Qué hacemos', 'What we do'),
    contents_whatdowedo: [
      'Puntos: Qué hacemos',
      'Los puntos de «Qué hacemos», en este orden',
      'Items: What we do',
      'The “What we do” items, in this order',
    ],
    tittle_approach: sectionTitle('Enfoque', 'Approach'),
    image_approach: ['Imagen: Enfoque', 'La imagen junto al enfoque', 'Image: Approach', 'The picture beside the approach'],
    content_approach: ['Puntos: Enfoque', 'Los puntos del enfoque, en este orden', 'Items: Approach', 'The approach items, in this order'],
    tittle_whatdowedoit: sectionTitle('Cómo lo hacemos', 'How we do it'),
    subtittle_whatdowedoit: [
      'Texto: Cómo lo hacemos',
      'El texto bajo el encabezado «Cómo lo hacemos»',
      'Text: How we do it',
      'The text under the “How we do it” heading',
    ],
    content_whatdowedoit: [
      'Puntos: Cómo lo hacemos',
      'Los puntos de «Cómo lo hacemos», en este orden',
      'Items: How we do it',
      'The “How we do it” items, in this order',
    ],
    tittle_benefits: sectionTitle('Beneficios', 'Benefits'),
    content_benefits: ['Beneficios', 'Los beneficios, en este orden', 'Benefits', 'The benefits, in this order'],
  },
  sap: {
    Banner_sap: [
      'Banner',
      'El titular y la imagen arriba de la página de SAP',
      'Banner',
      'The headline and picture at the top of the SAP page',
    ],
    Sap_and_focus: [
      'SAP y enfoque',
      'La presentación de SAP y los cuatro puntos de enfoque',
      'SAP and focus',
      'The SAP introduction and the four focus points',
    ],
    Tramar_Consulting: ['Beneficios', 'Los beneficios de trabajar con la empresa', 'Benefits', 'The benefits of working with the firm'],
    Our_process: ['Nuestro proceso', 'El diagrama del proceso', 'Our process', 'The process diagram'],
    Solutions: ['Soluciones', 'El diagrama de soluciones SAP', 'Solutions', 'The SAP solutions diagram'],
    modules: ['Módulos', 'Las tarjetas de módulos SAP', 'Modules', 'The SAP module cards'],
    tittle_clients: sectionTitle('Clientes', 'Clients'),
    clients: [
      'Logotipos de clientes',
      'La franja de logotipos de clientes SAP, en este orden',
      'Client logos',
      'The SAP client logo strip, in this order',
    ],
  },
  microsoft: {
    ...banner('la página de Microsoft', 'the Microsoft page'),
    title: sectionTitle('Introducción', 'Introduction'),
    subtitle: ['Texto: Introducción', 'El texto de la introducción', 'Text: Introduction', 'The introduction’s text'],
    benefits: [
      'Línea de beneficios',
      'La línea de beneficios con su imagen',
      'Benefits timeline',
      'The benefits timeline with its picture',
    ],
    tittle_products: sectionTitle('Productos', 'Products'),
    ...screens(
      'image_products',
      'Imagen: Productos',
      'El diagrama de productos Microsoft (uno por idioma)',
      'Image: Products',
      'The Microsoft products diagram (one per language)',
    ),
    tittle_agility: sectionTitle('Agilidad', 'Agility'),
    subtittle_agility: [
      'Texto: Agilidad',
      'El texto bajo el encabezado de agilidad',
      'Text: Agility',
      'The text under the agility heading',
    ],
    image_agility: [
      'Imagen: Agilidad',
      'La imagen junto a las tarjetas de agilidad',
      'Image: Agility',
      'The picture beside the agility cards',
    ],
    content_agility: [
      'Tarjetas: Agilidad',
      'Las tarjetas de agilidad, en este orden',
      'Cards: Agility',
      'The agility cards, in this order',
    ],
  },
  digital: {
    ...banner('la página de transformación digital', 'the digital transformation page'),
    tittle_digital: sectionTitle('Transformación digital', 'Digital transformation'),
    description_digital: [
      'Texto: Transformación digital',
      'El texto bajo ese encabezado',
      'Text: Digital transformation',
      'The text under that heading',
    ],
    content_digital: [
      'Puntos: Transformación digital',
      'Los puntos con icono, en este orden',
      'Items: Digital transformation',
      'The items with icons, in this order',
    ],
    image_digital_desktop: [
      'Imagen: Transformación digital',
      'La imagen de la sección',
      'Image: Digital transformation',
      'The section’s picture',
    ],
    tittle_tramar: sectionTitle('Por qué nosotros', 'Why us'),
    ...screens(
      'image_tramar',
      'Diagrama: Por qué nosotros',
      'El diagrama de la sección (uno por idioma)',
      'Diagram: Why us',
      'The section’s diagram (one per language)',
    ),
    image_tramar_background: [
      'Fondo: Por qué nosotros',
      'La imagen de fondo de la sección',
      'Background: Why us',
      'The section’s background picture',
    ],
    tittle_last_section: sectionTitle('Última sección', 'Last section'),
    last_section: [
      'Puntos: Última sección',
      'Los puntos con icono de la última sección',
      'Items: Last section',
      'The last section’s items with icons',
    ],
  },
  staffing: {
    ...banner('la página de staffing', 'the staffing page', 'tittle_banner', 'image_bannner'),
    tittle_staffing: sectionTitle('Staffing', 'Staffing'),
    content_staffing: [
      'Texto: Staffing',
      'El texto bajo el encabezado de staffing',
      'Text: Staffing',
      'The text under the staffing heading',
    ],
    image_staffing_desktop: ['Puntos: Staffing', 'Los puntos con icono de la sección', 'Items: Staffing', 'The section’s items with icons'],
    tittle_products_services: sectionTitle('Productos y servicios', 'Products and services'),
    ...screens(
      'image_products_services',
      'Diagrama: Productos y servicios',
      'El diagrama de la sección (uno por idioma)',
      'Diagram: Products and services',
      'The section’s diagram (one per language)',
    ),
    tittle_clients: sectionTitle('Clientes', 'Clients'),
    content_clients: ['Logotipos de clientes', 'La franja de logotipos, en este orden', 'Client logos', 'The logo strip, in this order'],
  },
  c3: {
    Banner_c3: [
      'Banner',
      'El titular, el logotipo y la imagen arriba de la página de C3',
      'Banner',
      'The headline, logo and picture at the top of the C3 page',
    ],
    C3_Information: ['Información', 'Los bloques que presentan C3', 'Information', 'The blocks that introduce C3'],
    Section_how_does_it_work: ['¿Cómo funciona?', 'El diagrama de funcionamiento', 'How does it work?', 'The how-it-works diagram'],
    Benefits: ['Beneficios', 'Los beneficios de C3', 'Benefits', 'The C3 benefits'],
    Platform: ['Marketplace', 'El bloque con el botón al marketplace', 'Marketplace', 'The block with the marketplace button'],
  },
  ia: {
    Banner: [
      'Banner',
      'El titular y la introducción arriba de la página de IA',
      'Banner',
      'The headline and introduction at the top of the AI page',
    ],
    CarouselSection: ['Carrusel', 'El carrusel bajo el banner', 'Carousel', 'The carousel under the banner'],
    ...screens(
      'background_image_service',
      'Fondo de los servicios',
      'La imagen de fondo de los cuatro servicios',
      'Services background',
      'The picture behind the four services',
    ),
    First_Service: [
      'Servicio 1: IA tradicional',
      'El primer servicio de la página',
      'Service 1: traditional AI',
      'The page’s first service',
    ],
    Second_Service: ['Servicio 2: IA generativa', 'El segundo servicio', 'Service 2: generative AI', 'The second service'],
    Third_Service: ['Servicio 3: infraestructura', 'El tercer servicio', 'Service 3: infrastructure', 'The third service'],
    Fourth_Service: ['Servicio 4: integral', 'El cuarto servicio', 'Service 4: integrated', 'The fourth service'],
  },
  'first-ia-offer': {
    Banner: ['Banner', 'El titular y la imagen arriba de la oferta', 'Banner', 'The headline and picture at the top of the offer'],
    image_background: ['Fondo', 'La imagen de fondo de la página', 'Background', 'The page’s background picture'],
    what_we_offer: offerSection('Qué ofrecemos', 'What we offer'),
    Benefits: offerSection('Beneficios', 'Benefits'),
    because_with_us: offerSection('Por qué con nosotros', 'Why with us'),
    how_it_works: offerSection('Cómo funciona', 'How it works'),
    use_cases: offerSection('Casos de uso', 'Use cases'),
  },
  'second-offer': {
    Banner: ['Banner', 'El titular y la imagen arriba de la oferta', 'Banner', 'The headline and picture at the top of the offer'],
    background_image: ['Fondo', 'La imagen de fondo de la página', 'Background', 'The page’s background picture'],
    robot_image: ['Imagen del robot', 'La ilustración del robot', 'Robot picture', 'The robot illustration'],
    cloud_image: ['Imagen de la nube', 'La ilustración de la nube', 'Cloud picture', 'The cloud illustration'],
    what_we_offer: offerSection('Qué ofrecemos', 'What we offer'),
    because_with_us: offerSection('Por qué con nosotros', 'Why with us'),
    Benefits: offerSection('Beneficios', 'Benefits'),
    copilot: offerSection('Copilot', 'Copilot'),
    copilot_flavors: offerSection('Versiones de Copilot', 'Copilot flavours'),
    methodology: offerSection('Metodología', 'Methodology'),
    training: offerSection('Capacitación', 'Training'),
  },
  'third-ia-offer': {
    Banner: ['Banner', 'El titular y la imagen arriba de la oferta', 'Banner', 'The headline and picture at the top of the offer'],
    background_image: ['Fondo', 'La imagen de fondo de la página', 'Background', 'The page’s background picture'],
    robot_image: ['Imagen del robot', 'La ilustración del robot', 'Robot picture', 'The robot illustration'],
    ia_agent: offerSection('Agente de IA', 'AI agent'),
    what_we_offer: offerSection('Qué ofrecemos', 'What we offer'),
    applications: offerSection('Aplicaciones', 'Applications'),
    technologies: offerSection('Tecnologías', 'Technologies'),
    Benefits: offerSection('Beneficios', 'Benefits'),
    work_with_us: offerSection('Trabaja con nosotros', 'Work with us'),
    our_process: offerSection('Nuestro proceso', 'Our process'),
  },
  insight: {
    ...banner('la página Insights', 'the Insights page'),
    title_successCase: sectionTitle('Casos de éxito', 'Success cases'),
    title_blogs: sectionTitle('Blog', 'Blog'),
    title_download: sectionTitle('Descargas', 'Downloads'),
  },
  'success-case': banner('la página de casos de éxito', 'the success cases page'),
  'category-case': {
    name: ['Nombre', 'El nombre de la categoría en el filtro de casos', 'Name', 'The category’s name in the cases filter'],
    subcategory_cases: ['Subcategorías', 'Las subcategorías de esta categoría', 'Subcategories', 'This category’s subcategories'],
  },
  'subcategory-case': {
    name: ['Nombre', 'El nombre de la subcategoría en el filtro de casos', 'Name', 'The subcategory’s name in the cases filter'],
    category_case: ['Categoría', 'La categoría a la que pertenece', 'Category', 'The category it belongs to'],
    success_case_cards: ['Casos de éxito', 'Los casos de esta subcategoría', 'Success cases', 'The cases of this subcategory'],
  },
  'success-case-card': {
    tittle: [
      'Título del caso',
      'El título en la tarjeta, la página del caso y la pestaña del navegador; obligatorio para publicar',
      'Case title',
      'The title on the card, the case page and the browser tab; required to publish',
    ],
    content: ['Resumen', 'El texto de la tarjeta del caso', 'Summary', 'The text of the case’s card'],
    date: ['Fecha', 'La fecha del caso en su tarjeta', 'Date', 'The case’s date on its card'],
    tittle_details: [
      'Encabezado propio del caso',
      'Solo si el encabezado de la página del caso debe ser distinto del título; vacío, sigue el título',
      'Own case heading',
      'Only when the case page’s heading must differ from the title; empty, it follows the title',
    ],
    url_details: [
      'Enlace externo',
      'Un enlace opcional a más información del caso',
      'External link',
      'An optional link to more about the case',
    ],
    icon: ['Icono', 'El icono (o logotipo del cliente) de la tarjeta', 'Icon', 'The card’s icon (or client logo)'],
    image: ['Imagen', 'La imagen de la tarjeta y de la página del caso', 'Image', 'The picture of the card and the case page'],
    subcategory_cases: [
      'Subcategorías',
      'Dónde aparece el caso al filtrar la lista',
      'Subcategories',
      'Where the case shows when the list is filtered',
    ],
    success_case: ['Página de casos', 'La página de casos de éxito', 'Cases page', 'The success cases page'],
    pdf: [
      'PDF del caso',
      'El documento del caso que se muestra y descarga en el idioma',
      'Case PDF',
      'The case’s document shown and downloaded in the language',
    ],
  },
  blog: {
    Banner_blog: [
      'Banner',
      'El titular y la imagen arriba de la página del blog',
      'Banner',
      'The headline and picture at the top of the blog page',
    ],
    Section_recents_history: [
      'Historias recientes',
      'El encabezado y texto sobre la lista de artículos',
      'Recent stories',
      'The heading and text above the list of posts',
    ],
  },
  'category-blog': {
    name: ['Nombre', 'El nombre de la categoría en el filtro y en los artículos', 'Name', 'The category’s name in the filter and on posts'],
    blog_cards: ['Artículos', 'Los artículos de esta categoría', 'Posts', 'The posts of this category'],
  },
  'blog-card': {
    tittle: [
      'Título del artículo',
      'El título en la tarjeta, el encabezado del artículo y la pestaña del navegador; obligatorio para publicar',
      'Post title',
      'The title on the card, the post’s heading and the browser tab; required to publish',
    ],
    content: [
      'Resumen',
      'El texto de la tarjeta y la descripción en buscadores',
      'Summary',
      'The card’s text and the description in search results',
    ],
    author_date: ['Autor', 'La firma bajo el título del artículo', 'Author', 'The byline under the post’s title'],
    publication_date: [
      'Fecha de publicación',
      'La fecha que muestra el artículo; no lo oculta ni lo programa: para publicarlo más tarde, «Publicar el»',
      'Publication date',
      'The date the post shows; it neither hides nor schedules it: to publish later, use “Publish at”',
    ],
    image: ['Imagen de la tarjeta', 'La imagen de la tarjeta en las listas', 'Card image', 'The card’s picture in the lists'],
    category_blogs: [
      'Categorías',
      'Las categorías del artículo (filtro y etiquetas)',
      'Categories',
      'The post’s categories (filter and tags)',
    ],
    Blog_detail: [
      'Página del artículo',
      'El cuerpo, la entradilla y las imágenes de la página del artículo',
      'Post page',
      'The body, lead and pictures of the post’s page',
    ],
  },
  download: {
    ...banner('la página de descargas', 'the downloads page', 'title_banner'),
    subtitle_banner: [
      'Subtítulo del banner',
      'El texto bajo el titular de descargas',
      'Banner subtitle',
      'The text under the downloads headline',
    ],
  },
  'download-card': {
    image: ['Imagen', 'La portada del documento en su tarjeta', 'Image', 'The document’s cover on its card'],
    title: [
      'Título',
      'El título del documento en su tarjeta y en el correo',
      'Title',
      'The document’s title on its card and in the e-mail',
    ],
    description: ['Descripción', 'El texto de la tarjeta del documento', 'Description', 'The document card’s text'],
    author_date: ['Autor', 'La firma de la tarjeta', 'Author', 'The card’s byline'],
    publication_date: [
      'Fecha de publicación',
      'La fecha del documento; ordena la lista (para publicarlo más tarde, «Publicar el»)',
      'Publication date',
      'The document’s date; sorts the list (to publish later, use “Publish at”)',
    ],
    pdf: [
      'PDF',
      'El documento que se envía por correo en el idioma del visitante',
      'PDF',
      'The document e-mailed in the visitor’s language',
    ],
  },
  'country-dropdown': {
    name: ['País', 'La opción en la lista de países de los formularios', 'Country', 'The option in the forms’ country list'],
    code: ['Código ISO', 'El código de dos letras (MX, ES…)', 'ISO code', 'The two-letter code (MX, ES…)'],
    dial_code: ['Prefijo telefónico', 'El prefijo del selector de teléfono (+52…)', 'Dial code', 'The phone selector’s prefix (+52…)'],
  },
  'position-dropdown': {
    name: ['Puesto', 'La opción en la lista de puestos de los formularios', 'Position', 'The option in the forms’ position list'],
  },
  'industry-dropdown': {
    name: ['Industria', 'La opción en la lista de industrias de los formularios', 'Industry', 'The option in the forms’ industry list'],
  },
  footer: footerFields,
  'page-footer': {
    name: ['Nombre', 'Para elegirlo en una página (no se muestra en el sitio)', 'Name', 'To choose it on a page (not shown on the site)'],
    ...footerFields,
  },
  'chat-bot': {
    Context: [
      'Contexto',
      'Lo que el asistente del chat sabe de la empresa; cada línea que nombra una página lleva las preguntas allí',
      'Context',
      'What the chat assistant knows about the firm; each line naming a page routes questions there',
    ],
    qa_pairs: [
      'Preguntas y respuestas',
      'Respuestas fijas del chat a preguntas frecuentes',
      'Questions and answers',
      'The chat’s set answers to frequent questions',
    ],
    synonyms: [
      'Sinónimos',
      'Palabras que el chat trata como iguales al buscar una página: un grupo por línea, separadas por comas, en español e inglés',
      'Synonyms',
      'Words the chat treats as the same when it looks for a page: one group per line, comma-separated, Spanish and English',
    ],
  },
  'firm-setting': {
    time_zone: [
      'Zona horaria',
      'La zona horaria de la empresa (nombre IANA, p. ej. America/Mexico_City): los días y fechas del panel y del administrador la siguen',
      'Time zone',
      'The firm’s time zone (an IANA name, e.g. America/Mexico_City): the dashboard’s and the admin’s days and dates follow it',
    ],
    office_days: [
      'Días de atención',
      'Los días en que una persona puede atender el chat',
      'Office days',
      'The days a person can answer the chat',
    ],
    office_opens: [
      'Abre a las',
      'Hora de apertura, HH:MM (24 h, hora de la empresa)',
      'Opens at',
      'Opening time, HH:MM (24 h, the firm’s time)',
    ],
    office_closes: [
      'Cierra a las',
      'Hora de cierre, HH:MM (24 h, hora de la empresa)',
      'Closes at',
      'Closing time, HH:MM (24 h, the firm’s time)',
    ],
    handoff_wait_seconds: [
      'Espera máxima (segundos)',
      'Cuánto espera un visitante a una persona antes de que el chat le ofrezca el formulario; vacío: 60',
      'Longest wait (seconds)',
      'How long a visitor waits for a person before the chat offers its form; empty: 60',
    ],
    handoff_calling: [
      'Aviso de llamada',
      'Lo que dice el chat mientras llama a una persona',
      'Calling notice',
      'What the chat says while it calls a person',
    ],
    handoff_offline: [
      'Aviso sin personas',
      'Cuando nadie puede atender: {when} se sustituye por cuándo responderá la empresa',
      'Nobody-free notice',
      'When nobody can answer: {when} becomes when the firm will reply',
    ],
  },
  'past-address': {
    entry_type: ['Tipo', 'Artículo o caso de éxito', 'Type', 'Blog post or success case'],
    old_id: [
      'Id anterior',
      'Un número con el que estuvo publicado; su dirección redirige aquí',
      'Old id',
      'A number it was published under; its address redirects here',
    ],
    old_slug: [
      'Dirección anterior',
      'Un slug que tuvo; su dirección redirige aquí',
      'Old address',
      'A slug it had; its address redirects here',
    ],
    lang: ['Idioma', 'El idioma del slug anterior', 'Language', 'The old slug’s language'],
    target_document: ['Documento', 'El artículo o caso al que lleva', 'Document', 'The post or case it leads to'],
  },
  redirect: {
    from_path: [
      'Desde',
      'La dirección antigua o de campaña (una ruta o la URL completa del sitio anterior)',
      'From path',
      'The old or campaign address (a path, or the old site’s full URL)',
    ],
    to: [
      'Hacia',
      'Una página del sitio (/es/servicio-sap) o una dirección http(s)',
      'To',
      'A page of the site (/es/servicio-sap) or an http(s) address',
    ],
    kind: [
      'Tipo',
      'Permanente (301, para siempre) o temporal (302, una campaña)',
      'Kind',
      'Permanent (301, for good) or temporary (302, a campaign)',
    ],
    note: ['Nota', 'Para el equipo: por qué existe (no se muestra)', 'Note', 'For the team: why it exists (not shown)'],
  },
  contact: inboxFields,
  lead: inboxFields,
  'download-request': inboxFields,
  person: {
    email: [
      'Correo',
      'La dirección que reúne a la persona (sin distinguir mayúsculas)',
      'E-mail',
      'The address that gathers the person (case ignored)',
    ],
    name: ['Nombre', 'El nombre de su envío más reciente', 'Name', 'The name of their newest submission'],
    company: ['Empresa', 'La empresa de su envío más reciente', 'Company', 'The company of their newest submission'],
    lead_status: ['Estado', 'El estado de su envío más reciente', 'Status', 'The status of their newest submission'],
    owner: [
      'Responsable',
      'El responsable de su envío más reciente que tiene uno',
      'Owner',
      'The owner of their newest submission that has one',
    ],
    submissions_count: [
      'Envíos',
      'Cuántos contactos, leads y solicitudes envió',
      'Submissions',
      'How many contacts, leads and requests they sent',
    ],
    first_touch: ['Primer contacto', 'Su primer envío o conversación', 'First touch', 'Their first submission or conversation'],
    last_touch: ['Último contacto', 'Su envío o conversación más reciente', 'Last touch', 'Their newest submission or conversation'],
    campaigns: ['Campañas', 'Las campañas de las que vino', 'Campaigns', 'The campaigns they came from'],
    contacts: ['Contactos', 'Sus formularios de contacto', 'Contacts', 'Their contact forms'],
    leads: ['Leads', 'Sus formularios de descarga', 'Leads', 'Their download forms'],
    download_requests: ['Solicitudes de documentos', 'Los documentos que pidió', 'Document requests', 'The documents they asked for'],
    conversations: ['Conversaciones', 'Sus conversaciones del chat', 'Conversations', 'Their chat conversations'],
  },
  'crm-event': {
    event_id: [
      'Id del evento',
      'El id del webhook (webhook-id): el mismo en cada reintento, para que el CRM no lo guarde dos veces',
      'Event id',
      'The webhook id (webhook-id): the same on every retry, so the CRM stores it once',
    ],
    type: [
      'Tipo',
      'Lead creado, lead actualizado, conversación en espera o prueba',
      'Type',
      'Lead created, lead updated, conversation waiting or test',
    ],
    subject: ['Asunto', 'El envío o la conversación del evento', 'Subject', 'The submission or conversation of the event'],
    payload: ['Datos', 'Lo que recibe el CRM (solo campos permitidos)', 'Payload', 'What the CRM receives (allowed fields only)'],
    ...delivery('crm', 'Entrega', 'Delivery', 'el webhook del CRM', 'the CRM webhook'),
  },
  'download-user': inboxFields,
  notification: {
    key: [
      'Clave',
      'Identifica el aviso: el mismo aviso no se envía dos veces',
      'Key',
      'Identifies the notice: the same notice is never sent twice',
    ],
    kind: ['Tipo', 'Un visitante espera en el chat, o un lead asignado', 'Kind', 'A visitor waiting in the chat, or a lead assigned'],
    recipients: ['Para', 'Las direcciones de los usuarios avisados', 'To', 'The addresses of the users told'],
    language: ['Idioma', 'El idioma del panel de quienes lo reciben', 'Language', 'The admin language of those who receive it'],
    subject: ['Asunto', 'El asunto del correo', 'Subject', 'The e-mail’s subject'],
    body_text: ['Texto', 'El correo en texto', 'Text', 'The e-mail as text'],
    body_html: ['HTML', 'El correo en HTML', 'HTML', 'The e-mail as HTML'],
    ...delivery('mail', 'Entrega', 'Delivery', 'el buzón de correo del sitio', 'the site’s mail outbox'),
  },
  'chatbot-conversation': {
    userIP: ['IP del visitante', 'Se borra pasados CHAT_IP_RETENTION_DAYS', 'Visitor IP', 'Erased after CHAT_IP_RETENTION_DAYS'],
    Conversation: [
      'Conversación',
      'Los mensajes del visitante y del asistente',
      'Conversation',
      'The visitor’s and the assistant’s messages',
    ],
    idConversation: ['Id de la conversación', 'Identifica la conversación', 'Conversation id', 'Identifies the conversation'],
    language: ['Idioma', 'El idioma de la página donde se habló', 'Language', 'The language of the page it happened on'],
    entry_title: [
      'Título',
      'La primera pregunta del visitante y el día; lo llena el CMS',
      'Title',
      'The visitor’s first question and the day; filled by the CMS',
    ],
    transcript: [
      'Transcripción',
      'La conversación para leerla: cuándo, quién (visitante, asistente o una persona de la empresa) y qué dijo; la llena el CMS',
      'Transcript',
      'The conversation to read: when, who (visitor, assistant or a person of the firm) and what was said; filled by the CMS',
    ],
    source: inboxFields.source,
    landing_page: inboxFields.landing_page,
    sending_page: [
      'Página donde empezó',
      'La página del sitio donde el visitante abrió la conversación',
      'Started on page',
      'The page of the site the visitor started the conversation on',
    ],
    referrer: inboxFields.referrer,
    utm_source: inboxFields.utm_source,
    utm_medium: inboxFields.utm_medium,
    utm_campaign: inboxFields.utm_campaign,
    utm_term: inboxFields.utm_term,
    utm_content: inboxFields.utm_content,
    handoff_status: [
      'Con una persona',
      'Esperando a una persona, en curso con ella, terminada o perdida (nadie la atendió a tiempo)',
      'With a person',
      'Waiting for a person, live with one, ended, or missed (nobody took it in time)',
    ],
    handoff_requested_at: [
      'Pidió una persona',
      'Cuándo pidió hablar con una persona',
      'Asked for a person',
      'When the visitor asked for a person',
    ],
    handoff_agent_id: [
      'Id de quien atendió',
      'El usuario del administrador que la atendió',
      'Answered by (id)',
      'The admin user who took it',
    ],
    handoff_agent_name: ['Atendida por', 'El nombre de quien la atendió', 'Answered by', 'The first name of who took it'],
    visitor_typing_at: [
      'Visitante escribiendo',
      'Última vez que el visitante escribía',
      'Visitor typing',
      'When the visitor was last typing',
    ],
    agent_typing_at: ['Persona escribiendo', 'Última vez que la persona escribía', 'Person typing', 'When the person was last typing'],
  },
};

/** Every table, keyed by content type (`home`) or component (`shared.banner`). */
export const FIELD_TEXTS: Readonly<Record<string, Table>> = { ...COMPONENTS, ...offerComponents, ...ENTITIES };

const LANG_SUFFIX = /_(es|en)$/;

/** The label and hint of one attribute of a content type or component, in the admin's language; null when none is written. */
export function fieldText(owner: string, attribute: string, lang: AdminLang): { label: string; hint: string } | null {
  const table = FIELD_TEXTS[owner] ?? {};
  const suffix = LANG_SUFFIX.exec(attribute)?.[1];
  const base = suffix ? attribute.slice(0, -3) : attribute;
  const exact = table[attribute] ?? COMMON[attribute];
  const text = exact ?? table[base] ?? COMMON[base];
  if (!text) return null;
  const [label, hint] = lang === 'es' ? [text[0], text[1]] : [text[2], text[3]];
  return { label: !exact && suffix ? `${label} (${suffix.toUpperCase()})` : label, hint };
}

/** Every owner and its attributes, from the model (content types by singular name, components by category.name). */
export function modelFields(): Array<{
  owner: string;
  uid: string;
  kind: 'entity' | 'component';
  displayName: string;
  attributes: Record<string, Attribute>;
}> {
  return [
    ...entities.map((e) => ({
      owner: e.singularName,
      uid: `api::${e.singularName}.${e.singularName}`,
      kind: 'entity' as const,
      displayName: e.displayName,
      attributes: e.attributes,
    })),
    ...components.map((c) => ({
      owner: `${c.category}.${c.name}`,
      uid: `${c.category}.${c.name}`,
      kind: 'component' as const,
      displayName: c.displayName,
      attributes: c.attributes,
    })),
  ];
}
