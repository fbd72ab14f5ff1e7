/**
 * The content model: the one source of truth for every CMS entity of PRODUCT §3.
 *
 * `npm run gen:model` turns it into Strapi schema files (apps/cms/src/api, apps/cms/src/components),
 * TypeScript entity types and populate trees (packages/content/src/generated). Field names are PRODUCT's,
 * spelling included ("tittle", "partnert_content", "image_bannner", "firts_text").
 *
 * A bilingual field `x` becomes two attributes `x_es` and `x_en`.
 */
import { ATTRIBUTION_LIMITS } from './attribution';
import { SITE_PAGES } from './pages';
import { SLUG_MAX_LENGTH } from './slug';

type Scalar =
  | { type: 'string'; required?: boolean; maxLength?: number; unique?: boolean; default?: string }
  | { type: 'text'; required?: boolean; maxLength?: number }
  | { type: 'richtext' }
  | { type: 'email'; required?: boolean; maxLength?: number }
  | { type: 'integer'; required?: boolean }
  | { type: 'decimal' }
  | { type: 'boolean'; default?: boolean }
  | { type: 'date'; required?: boolean }
  | { type: 'datetime' }
  | { type: 'json' }
  | { type: 'enumeration'; enum: string[]; default?: string };

export type Attribute =
  | Scalar
  | { type: 'media'; multiple?: boolean; allowedTypes: Array<'images' | 'files' | 'videos'> }
  | { type: 'component'; component: string; repeatable: boolean }
  | {
      type: 'relation';
      relation: 'oneToOne' | 'oneToMany' | 'manyToOne' | 'manyToMany';
      target: string;
      inversedBy?: string;
      mappedBy?: string;
      /** Populate the related entry's media and components too (not only its own fields). */
      deep?: boolean;
    };

export type Attributes = Record<string, Attribute>;

interface EntityDef {
  kind: 'singleType' | 'collectionType';
  singularName: string;
  pluralName: string;
  displayName: string;
  description: string;
  /** Pages and lists are published content; submissions are not. */
  draftAndPublish: boolean;
  /** Submissions: written by the site's server, never readable by the public. */
  submission?: boolean;
  /**
   * The site address that shows this entry, for the admin's "Open preview" (Strapi Preview,
   * docs/decisions/0016): a path, where `{documentId}` stands for the entry's documentId. Absent:
   * no preview (the entry is not a page of its own). Set from PAGE_PATHS below.
   */
  preview?: string;
  /**
   * Readable addresses (docs/decisions/0031): the bilingual field whose text makes the entry's
   * `slug_es` and `slug_en` (its `slugs()`), e.g. `tittle`. The CMS fills them and keeps them unique.
   * Set from SLUG_FROM below.
   */
  slugFrom?: string;
  attributes: Attributes;
}

interface ComponentDef {
  category: string;
  name: string;
  displayName: string;
  attributes: Attributes;
}

// ---------------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------------

/** A bilingual short text: `name_es`, `name_en`. */
const t = (name: string): Attributes => ({
  [`${name}_es`]: { type: 'string', maxLength: 255 },
  [`${name}_en`]: { type: 'string', maxLength: 255 },
});
/** A bilingual long text. */
const tl = (name: string): Attributes => ({
  [`${name}_es`]: { type: 'text' },
  [`${name}_en`]: { type: 'text' },
});
const s = (name: string): Attributes => ({ [name]: { type: 'string' } });
const img = (name: string): Attributes => ({ [name]: { type: 'media', allowedTypes: ['images'] } });
/** A per-language image: `name_es`, `name_en`. */
const imgL = (name: string): Attributes => ({ ...img(`${name}_es`), ...img(`${name}_en`) });
const file = (name: string): Attributes => ({ [name]: { type: 'media', allowedTypes: ['files'] } });
const one = (name: string, component: string): Attributes => ({
  [name]: { type: 'component', component, repeatable: false },
});
const many = (name: string, component: string): Attributes => ({
  [name]: { type: 'component', component, repeatable: true },
});
const date = (name: string): Attributes => ({ [name]: { type: 'date' } });
/**
 * A slug per language, `slug_es` and `slug_en` (docs/decisions/0031): lowercase a-z0-9 and hyphens,
 * made by the CMS from the title when empty, unique per language among the entries of the type.
 */
const slugs = (): Attributes => ({
  slug_es: { type: 'string', maxLength: SLUG_MAX_LENGTH },
  slug_en: { type: 'string', maxLength: SLUG_MAX_LENGTH },
});

/** A footer's fields: the site footer (single type) and the page footers a page may use instead. */
const footerAttributes = (): Attributes => ({
  company_name: { type: 'string', required: true },
  ...img('logo_tramar'),
  ...t('privacy'),
  ...file('pdf_privacy'),
  ...t('terms'),
  ...file('pdf_tycos'),
  ...tl('address'),
  ...s('phone'),
  email: { type: 'email' },
  ...s('web'),
  ...many('social_networks', 'shared.social-network'),
});

/**
 * PRODUCT §3 `footer` of Home and Staffing: a page footer shown on that page instead of the site footer;
 * empty, the site footer.
 */
const pageFooter = (): Attributes => ({
  footer: { type: 'relation', relation: 'manyToOne', target: 'api::page-footer.page-footer', deep: true },
});

/**
 * Where the lead came from (ARCHITECTURE, principles: "Marketing knows where a lead came from";
 * docs/decisions/0011): the first page of the visit (path and query), the external referrer and the
 * campaign parameters, kept by the page's script in session storage (no cookie), and the page the
 * form was sent from; stored with every contact, lead and document request. Lengths: ATTRIBUTION_LIMITS.
 */
const attribution = (): Attributes => ({
  landing_page: { type: 'text', maxLength: ATTRIBUTION_LIMITS.landing_page },
  sending_page: { type: 'text', maxLength: ATTRIBUTION_LIMITS.sending_page },
  referrer: { type: 'text', maxLength: ATTRIBUTION_LIMITS.referrer },
  utm_source: { type: 'string', maxLength: ATTRIBUTION_LIMITS.utm_source },
  utm_medium: { type: 'string', maxLength: ATTRIBUTION_LIMITS.utm_medium },
  utm_campaign: { type: 'string', maxLength: ATTRIBUTION_LIMITS.utm_campaign },
  utm_term: { type: 'string', maxLength: ATTRIBUTION_LIMITS.utm_term },
  utm_content: { type: 'string', maxLength: ATTRIBUTION_LIMITS.utm_content },
});

/**
 * The delivery of the e-mail a submission owes (docs/decisions/0023): the firm's notice of a contact
 * or lead, the visitor's document. Written by the site servers' mail outbox through the CMS's
 * `/api/mail-outbox` routes; the firm reads it in the admin. `mail_status`: pending (not sent yet),
 * sent, failed (the last attempt failed: `mail_last_error`; tried again at `mail_next_attempt_at`,
 * given up when that is empty). `mail_lease_until`/`mail_claim`: which server is sending it (a
 * server that claimed a row and died leaves it to the others once the lease is over). No default:
 * rows stored before the outbox existed are never mailed again.
 */
const delivery = (prefix: 'mail' | 'crm' = 'mail'): Attributes => ({
  [`${prefix}_status`]: { type: 'enumeration', enum: ['pending', 'sent', 'failed'] },
  [`${prefix}_attempts`]: { type: 'integer' },
  [`${prefix}_last_error`]: { type: 'text', maxLength: 1000 },
  [`${prefix}_sent_at`]: { type: 'datetime' },
  [`${prefix}_next_attempt_at`]: { type: 'datetime' },
  [`${prefix}_lease_until`]: { type: 'datetime' },
  [`${prefix}_claim`]: { type: 'string', maxLength: 64 },
});

/**
 * The delivery of the submission to the firm's CRM (docs/decisions/0038, 0091): the same fields as
 * the e-mail's, prefixed `crm_`, showing how its `lead.created` event went (the CMS posts it; the
 * lease fields are no longer used). Empty when no CRM webhook was set up when it was stored.
 */
const crmDelivery = (): Attributes => delivery('crm');

/**
 * What sales do with a submission (docs/decisions/0037): its `lead_status` (new,
 * contacted, qualified, discarded; "Status" in the admin — `status` is a name Strapi 5 keeps for
 * draft/published) and `owner` (who follows it up), the only fields the Sales role may change;
 * and what the CMS fills when it is stored (apps/cms/src/plugins/inbox/server/src/inbox.ts): `entry_title`, the entry's title in
 * the admin (name and company; a document request's document title in the visitor's language), and
 * `source`, where it came from (campaign, else referrer's host, else "direct").
 */
const followUp = (): Attributes => ({
  lead_status: { type: 'enumeration', enum: ['new', 'contacted', 'qualified', 'discarded'], default: 'new' },
  // The admin user (Sales or super-admin) who follows it up, by e-mail, picked from a list (docs/decisions/0091).
  owner: { type: 'string', maxLength: 245 },
  entry_title: { type: 'string', maxLength: 255 },
  source: { type: 'string', maxLength: 255 },
  // Working the lead (docs/decisions/0091): the next step and its due date, a note to add (kept in
  // `notes` with its author and date, then emptied), and the status history; the CMS writes the logs.
  next_step: { type: 'string', maxLength: 255 },
  next_step_due: { type: 'date' },
  new_note: { type: 'text', maxLength: 2000 },
  notes: { type: 'text', maxLength: 20000 },
  status_history: { type: 'text', maxLength: 20000 },
});

/**
 * The person a submission is from (docs/decisions/0091): one per e-mail address, ignoring case,
 * linked by the CMS when the submission is stored (apps/cms/src/plugins/inbox/server/src/people.ts).
 */
const person = (inversedBy: string): Attributes => ({
  person: { type: 'relation', relation: 'manyToOne', target: 'api::person.person', inversedBy },
});

const page = (singularName: string, pluralName: string, displayName: string, description: string, attributes: Attributes): EntityDef => ({
  kind: 'singleType',
  singularName,
  pluralName,
  displayName,
  description,
  draftAndPublish: true,
  attributes,
});
const list = (singularName: string, pluralName: string, displayName: string, description: string, attributes: Attributes): EntityDef => ({
  kind: 'collectionType',
  singularName,
  pluralName,
  displayName,
  description,
  draftAndPublish: true,
  attributes,
});
const inbox = (singularName: string, pluralName: string, displayName: string, description: string, attributes: Attributes): EntityDef => ({
  kind: 'collectionType',
  singularName,
  pluralName,
  displayName,
  description,
  draftAndPublish: false,
  submission: true,
  attributes,
});

// ---------------------------------------------------------------------------------------------
// Components (repeated structures)
// ---------------------------------------------------------------------------------------------

export const components: ComponentDef[] = [
  // shared
  { category: 'shared', name: 'paragraph', displayName: 'Paragraph', attributes: { ...tl('paragraph') } },
  {
    category: 'shared',
    name: 'banner',
    displayName: 'Banner',
    attributes: { ...t('title'), ...tl('subtitle'), ...img('image_desktop'), ...img('image_mobile') },
  },
  {
    category: 'shared',
    name: 'icon-card',
    displayName: 'Icon card',
    attributes: { ...t('tittle'), ...tl('content'), ...img('icon') },
  },
  {
    category: 'shared',
    name: 'icon-text',
    displayName: 'Icon and text',
    attributes: { ...tl('content'), ...img('icon') },
  },
  {
    category: 'shared',
    name: 'client',
    displayName: 'Client logo',
    attributes: { client_name: { type: 'string', required: true }, ...s('url'), ...img('image') },
  },
  {
    category: 'shared',
    name: 'social-network',
    displayName: 'Social network',
    attributes: { name: { type: 'string', required: true }, ...s('url'), ...img('icon') },
  },
  { category: 'shared', name: 'title-item', displayName: 'Title item', attributes: { ...t('title') } },
  {
    // The SEO fields of every page, blog post and success case (docs/decisions/0016).
    category: 'shared',
    name: 'seo',
    displayName: 'SEO',
    attributes: {
      // Search results show about 60 characters of a title and 160 of a description.
      meta_title_es: { type: 'string', maxLength: 70 },
      meta_title_en: { type: 'string', maxLength: 70 },
      meta_description_es: { type: 'text', maxLength: 200 },
      meta_description_en: { type: 'text', maxLength: 200 },
      ...imgL('share_image'),
      noindex: { type: 'boolean', default: false },
    },
  },

  // chat
  {
    category: 'chat',
    name: 'qa-pair',
    displayName: 'Question and answer',
    attributes: {
      /** The ways visitors ask it, one question per line, per language. */
      ...tl('questions'),
      ...tl('answer'),
      /** Optional: the site page the answer links to (a path such as /servicio-sap or /#contacto). */
      link: { type: 'string', maxLength: 255 },
    },
  },

  // home
  {
    category: 'home',
    name: 'solution-slide',
    displayName: 'Solution slide',
    attributes: { ...t('tittle'), ...tl('content'), ...img('image') },
  },
  {
    category: 'home',
    name: 'whatdowedo-node',
    displayName: 'What we do node',
    attributes: { ...t('tittle'), ...many('paragraphs', 'shared.paragraph'), ...img('icon') },
  },
  {
    category: 'home',
    name: 'counter',
    displayName: 'Counter',
    attributes: { number: { type: 'integer', required: true }, ...s('amount'), ...t('title') },
  },
  {
    category: 'home',
    name: 'join-us',
    displayName: 'Join us',
    attributes: { ...t('tittle'), ...t('subtittle'), ...tl('content'), email: { type: 'email' }, ...s('url'), ...img('image') },
  },

  // about
  {
    category: 'about',
    name: 'know-us-item',
    displayName: 'Know us item',
    attributes: { ...t('tittle'), ...tl('content'), ...img('icon'), ...img('image') },
  },
  { category: 'about', name: 'value', displayName: 'Value', attributes: { ...t('title'), ...img('icon') } },
  {
    category: 'about',
    name: 'whatdowedo-item',
    displayName: 'What we do item',
    attributes: { ...tl('content'), ...many('paragraphs', 'shared.paragraph'), ...img('icon') },
  },
  {
    category: 'about',
    name: 'titled-content',
    displayName: 'Titled content',
    attributes: { ...t('title'), ...tl('content'), ...img('icon') },
  },
  {
    category: 'about',
    name: 'benefit',
    displayName: 'Benefit',
    attributes: { ...t('title'), ...img('icon'), ...many('content_paragraph', 'shared.paragraph') },
  },

  // sap
  {
    category: 'sap',
    name: 'sap-and-focus',
    displayName: 'SAP and focus',
    attributes: {
      ...t('tittle_sap'),
      ...tl('content_sap'),
      ...t('tittle_focus'),
      ...tl('first_focus_content'),
      ...tl('second_focus_content'),
      ...tl('third_focus_content'),
      ...tl('fourth_focus_content'),
    },
  },
  {
    category: 'sap',
    name: 'benefits',
    displayName: 'Benefits (Tramar Consulting)',
    attributes: { ...img('image'), ...t('title'), ...tl('first_content'), ...tl('second_content'), ...tl('third_content') },
  },
  {
    category: 'sap',
    name: 'process',
    displayName: 'Our process',
    attributes: { ...t('title'), ...imgL('image_desktop'), ...imgL('image_mobile') },
  },
  {
    category: 'sap',
    name: 'solutions',
    displayName: 'Solutions',
    attributes: {
      ...t('first_title'),
      ...t('second_title'),
      ...tl('subtitle'),
      ...imgL('image_desktop'),
      ...imgL('image_mobile'),
    },
  },
  {
    category: 'sap',
    name: 'module-item',
    displayName: 'Module item',
    attributes: { ...t('title'), ...tl('content'), ...img('icon') },
  },
  {
    category: 'sap',
    name: 'modules',
    displayName: 'Modules',
    attributes: { ...t('title'), ...img('image'), ...many('items', 'sap.module-item') },
  },
  {
    category: 'sap',
    name: 'client',
    displayName: 'SAP client',
    attributes: { name_client: { type: 'string', required: true }, ...s('url_client'), ...img('image') },
  },

  // microsoft
  {
    category: 'microsoft',
    name: 'benefits',
    displayName: 'Benefits timeline',
    attributes: { ...t('title'), ...img('image'), ...many('titles', 'shared.title-item') },
  },

  // c3
  {
    category: 'c3',
    name: 'banner',
    displayName: 'C3 banner',
    attributes: { ...t('tittle'), ...tl('subtittle'), ...img('image_desktop'), ...img('image_mobile'), ...img('logo') },
  },
  {
    category: 'c3',
    name: 'information',
    displayName: 'C3 information',
    attributes: {
      ...tl('first_text_one'),
      ...tl('first_text_two'),
      ...t('second_text'),
      ...tl('third_text_one'),
      ...tl('third_text_two'),
      ...tl('fourth_text_one'),
      ...tl('fourth_text_two'),
      ...imgL('image'),
    },
  },
  {
    category: 'c3',
    name: 'how-it-works',
    displayName: 'How does it work',
    attributes: {
      ...t('tittle'),
      ...t('second_tittle'),
      ...tl('subtittle'),
      ...imgL('image_desktop'),
      ...imgL('image_mobile'),
    },
  },
  {
    category: 'c3',
    name: 'benefits',
    displayName: 'C3 benefits',
    attributes: {
      ...t('tittle'),
      ...img('image'),
      ...tl('firts_text'),
      ...tl('second_text'),
      ...tl('third_text'),
      ...tl('fourth_text'),
      ...tl('fifth_text'),
      ...t('final_tittle'),
      ...tl('subtittle'),
    },
  },
  {
    category: 'c3',
    name: 'platform',
    displayName: 'Platform (marketplace)',
    attributes: { ...t('tittle'), ...tl('content'), ...t('button_text'), url_marketplace: { type: 'string', required: true } },
  },

  // ia
  {
    category: 'ia',
    name: 'banner',
    displayName: 'AI banner',
    attributes: {
      ...img('image_desktop'),
      ...img('image_mobile'),
      ...t('title'),
      ...tl('subtitle'),
      ...tl('first_paragraph'),
      ...tl('second_paragraph'),
      ...tl('third_paragraph'),
      ...t('bold_text_third_paragraph'),
    },
  },
  { category: 'ia', name: 'carousel-item', displayName: 'Carousel item', attributes: { ...t('title'), ...img('image') } },
  {
    category: 'ia',
    name: 'carousel-section',
    displayName: 'Carousel section',
    attributes: { ...t('title'), ...tl('first_paragraph'), ...many('Carousel', 'ia.carousel-item') },
  },
  {
    category: 'ia',
    name: 'item-list',
    displayName: 'Item list',
    attributes: { ...t('title'), ...tl('item_one'), ...tl('item_two'), ...tl('item_three') },
  },
  {
    category: 'ia',
    name: 'first-service',
    displayName: 'First service (traditional AI)',
    attributes: {
      ...t('title'),
      ...one('First_Item', 'ia.item-list'),
      ...one('Second_item', 'ia.item-list'),
      ...one('Third_item', 'ia.item-list'),
      ...img('image'),
    },
  },
  {
    category: 'ia',
    name: 'second-service',
    displayName: 'Second service (generative AI)',
    attributes: {
      ...t('title'),
      ...img('image'),
      ...one('First_item', 'ia.item-list'),
      ...one('Second_Item', 'ia.item-list'),
    },
  },
  {
    category: 'ia',
    name: 'third-service',
    displayName: 'Third service (infrastructure)',
    attributes: { ...t('title'), ...one('First_item', 'ia.item-list'), ...img('image') },
  },
  {
    category: 'ia',
    name: 'fourth-service',
    displayName: 'Fourth service (integrated)',
    attributes: {
      ...t('title'),
      ...one('First_item', 'ia.item-list'),
      ...one('Second_item', 'ia.item-list'),
      ...img('image'),
    },
  },

  // AI offers
  {
    category: 'offer',
    name: 'banner',
    displayName: 'Offer banner',
    attributes: { ...img('image_desktop'), ...img('image_mobile'), ...t('title'), ...tl('subtitle') },
  },
  {
    category: 'offer',
    name: 'section',
    displayName: 'Offer section',
    attributes: { ...t('title'), ...many('Paragraphs', 'shared.paragraph') },
  },
  {
    category: 'offer',
    name: 'section-image',
    displayName: 'Offer section with image',
    attributes: { ...t('title'), ...img('image'), ...many('paragraphs', 'shared.paragraph') },
  },
  {
    category: 'offer',
    name: 'section-description',
    displayName: 'Offer section with description',
    attributes: { ...t('title'), ...tl('description'), ...many('paragraphs', 'shared.paragraph') },
  },

  // blog
  {
    category: 'blog',
    name: 'detail',
    displayName: 'Blog detail',
    attributes: {
      ...t('tittle'),
      ...t('small_tittle'),
      paragraph_es: { type: 'richtext' },
      paragraphs_en: { type: 'richtext' },
      ...img('image_desktop'),
      ...img('image_mobile'),
    },
  },
  {
    category: 'blog',
    name: 'recents',
    displayName: 'Recent stories',
    attributes: { ...t('title'), ...tl('content') },
  },
];

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

const definitions: EntityDef[] = [
  page('home', 'homes', 'Home', 'The home page (/)', {
    ...t('tittle_banner'),
    ...tl('subtittle_banner'),
    ...img('image_banner_desktop'),
    ...img('image_banner_mobile'),
    ...t('tittle_solutions'),
    ...tl('subtittle_solutions'),
    ...many('solutions_slides', 'home.solution-slide'),
    ...t('tittle_partner'),
    ...img('image_partner'),
    ...many('partnert_content', 'shared.icon-card'),
    ...t('tittle_whatdowedo'),
    ...tl('subtittle_whatdowedo'),
    ...many('whatdowedo_content', 'home.whatdowedo-node'),
    ...img('image_whatodowedo_desktop'),
    ...img('image_whatodowedo_mobile'),
    ...many('Counters', 'home.counter'),
    ...t('tittle_clients'),
    ...tl('subtittle_clients'),
    ...many('clients_slides', 'shared.client'),
    ...t('tittle_trends'),
    ...one('join_us', 'home.join-us'),
    ...t('tittle_contact'),
    ...tl('content_contact'),
    ...pageFooter(),
  }),
  page('about-us', 'about-uses', 'About us', 'The about page (/nosotros)', {
    ...img('image_banner_desktop'),
    ...img('image_banner_mobile'),
    ...t('tittle_banner'),
    ...t('tittle_about'),
    /**
     * The about video: `video_about`, a clip in the media library (WebM or MP4) played by the
     * site itself, with `image_about` as its poster and WebVTT captions per language; else
     * `url_about_video`, an embeddable YouTube or Vimeo player address (or the address of a video file).
     */
    ...s('url_about_video'),
    video_about: { type: 'media', allowedTypes: ['videos'] },
    ...file('captions_about_es'),
    ...file('captions_about_en'),
    ...img('image_about'),
    ...many('content_about', 'shared.paragraph'),
    ...t('tittle_know_us'),
    ...tl('subtittle_know_us'),
    ...many('content_know_us', 'about.know-us-item'),
    ...t('tittle_values'),
    ...many('content_values', 'about.value'),
    ...img('image_values_desktop'),
    ...img('image_values_mobile'),
    ...t('tittle_whatdowedo'),
    ...many('contents_whatdowedo', 'about.whatdowedo-item'),
    ...t('tittle_approach'),
    ...img('image_approach'),
    ...many('content_approach', 'about.titled-content'),
    ...t('tittle_whatdowedoit'),
    ...tl('subtittle_whatdowedoit'),
    ...many('content_whatdowedoit', 'about.titled-content'),
    ...t('tittle_benefits'),
    ...many('content_benefits', 'about.benefit'),
  }),
  page('sap', 'saps', 'SAP service', 'The SAP service page (/servicio-sap)', {
    ...one('Banner_sap', 'shared.banner'),
    ...one('Sap_and_focus', 'sap.sap-and-focus'),
    ...one('Tramar_Consulting', 'sap.benefits'),
    ...one('Our_process', 'sap.process'),
    ...one('Solutions', 'sap.solutions'),
    ...one('modules', 'sap.modules'),
    ...t('tittle_clients'),
    ...many('clients', 'sap.client'),
  }),
  page('microsoft', 'microsofts', 'Microsoft service', 'The Microsoft service page (/servicio-microsoft)', {
    ...t('tittle_banner'),
    ...img('image_banner_desktop'),
    ...img('image_banner_mobile'),
    ...t('title'),
    ...tl('subtitle'),
    ...one('benefits', 'microsoft.benefits'),
    ...t('tittle_products'),
    ...imgL('image_products_desktop'),
    ...imgL('image_products_mobile'),
    ...t('tittle_agility'),
    ...tl('subtittle_agility'),
    ...img('image_agility'),
    ...many('content_agility', 'shared.icon-card'),
  }),
  page('digital', 'digitals', 'Digital transformation service', 'The digital transformation page (/servicio-digital)', {
    ...t('tittle_banner'),
    ...img('image_banner_desktop'),
    ...img('image_banner_mobile'),
    ...t('tittle_digital'),
    ...tl('description_digital'),
    ...many('content_digital', 'shared.icon-text'),
    ...img('image_digital_desktop'),
    ...t('tittle_tramar'),
    ...imgL('image_tramar_desktop'),
    ...imgL('image_tramar_mobile'),
    ...img('image_tramar_background'),
    ...t('tittle_last_section'),
    ...many('last_section', 'shared.icon-text'),
  }),
  page('staffing', 'staffings', 'IT staffing service', 'The specialised services page (/service-staffing)', {
    ...t('tittle_banner'),
    ...img('image_bannner_desktop'),
    ...img('image_bannner_mobile'),
    ...t('tittle_staffing'),
    ...tl('content_staffing'),
    ...many('image_staffing_desktop', 'shared.icon-text'),
    ...t('tittle_products_services'),
    ...imgL('image_products_services_desktop'),
    ...imgL('image_products_services_mobile'),
    ...t('tittle_clients'),
    ...many('content_clients', 'shared.client'),
    ...pageFooter(),
  }),
  page('c3', 'c3s', 'C3 product', 'The C3 cloud cost control product page (/producto-c3)', {
    ...one('Banner_c3', 'c3.banner'),
    ...one('C3_Information', 'c3.information'),
    ...one('Section_how_does_it_work', 'c3.how-it-works'),
    ...one('Benefits', 'c3.benefits'),
    ...one('Platform', 'c3.platform'),
  }),
  page('ia', 'ias', 'AI consulting service', 'The AI service page (/servicio-ia)', {
    ...one('Banner', 'ia.banner'),
    ...one('CarouselSection', 'ia.carousel-section'),
    ...img('background_image_service_desktop'),
    ...img('background_image_service_mobile'),
    ...one('First_Service', 'ia.first-service'),
    ...one('Second_Service', 'ia.second-service'),
    ...one('Third_Service', 'ia.third-service'),
    ...one('Fourth_Service', 'ia.fourth-service'),
  }),
  page('first-ia-offer', 'first-ia-offers', 'AI offer 1: automation', 'Offer one (/automatizacion-ia)', {
    ...one('Banner', 'offer.banner'),
    ...img('image_background'),
    ...one('what_we_offer', 'offer.section-image'),
    ...one('Benefits', 'offer.section-image'),
    ...one('because_with_us', 'offer.section'),
    ...one('how_it_works', 'offer.section'),
    ...one('use_cases', 'offer.section'),
  }),
  page('second-offer', 'second-offers', 'AI offer 2: productivity assistant', 'Offer two (/productividad-ia)', {
    ...one('Banner', 'offer.banner'),
    ...img('background_image'),
    ...img('robot_image'),
    ...img('cloud_image'),
    ...one('what_we_offer', 'offer.section-description'),
    ...one('because_with_us', 'offer.section'),
    ...one('Benefits', 'offer.section'),
    ...one('copilot', 'offer.section'),
    ...one('copilot_flavors', 'offer.section'),
    ...one('methodology', 'offer.section'),
    ...one('training', 'offer.section-description'),
  }),
  page('third-ia-offer', 'third-ia-offers', 'AI offer 3: AI agents', 'Offer three (/agentes-ia)', {
    ...one('Banner', 'offer.banner'),
    ...img('background_image'),
    ...img('robot_image'),
    ...one('ia_agent', 'offer.section'),
    ...one('what_we_offer', 'offer.section'),
    ...one('applications', 'offer.section'),
    ...one('technologies', 'offer.section'),
    ...one('Benefits', 'offer.section'),
    ...one('work_with_us', 'offer.section'),
    ...one('our_process', 'offer.section'),
  }),
  page('insight', 'insights', 'Insights page', 'The insights page (/insights)', {
    ...img('image_banner_desktop'),
    ...img('image_banner_mobile'),
    ...t('tittle_banner'),
    ...t('title_successCase'),
    ...t('title_blogs'),
    ...t('title_download'),
  }),
  page('success-case', 'success-cases', 'Success cases page', 'The success cases page (/casos-de-exito)', {
    ...t('tittle_banner'),
    ...img('image_banner_desktop'),
    ...img('image_banner_mobile'),
  }),
  list('category-case', 'category-cases', 'Success case category', 'A category of success cases', {
    ...t('name'),
    subcategory_cases: {
      type: 'relation',
      relation: 'oneToMany',
      target: 'api::subcategory-case.subcategory-case',
      mappedBy: 'category_case',
    },
  }),
  list('subcategory-case', 'subcategory-cases', 'Success case subcategory', 'A subcategory of success cases', {
    ...t('name'),
    category_case: {
      type: 'relation',
      relation: 'manyToOne',
      target: 'api::category-case.category-case',
      inversedBy: 'subcategory_cases',
    },
    success_case_cards: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'api::success-case-card.success-case-card',
      mappedBy: 'subcategory_cases',
    },
  }),
  list('success-case-card', 'success-case-cards', 'Success case card', 'One success case with its PDFs', {
    ...t('tittle'),
    ...slugs(),
    ...tl('content'),
    ...date('date'),
    ...t('tittle_details'),
    ...s('url_details'),
    ...img('icon'),
    ...img('image'),
    subcategory_cases: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'api::subcategory-case.subcategory-case',
      inversedBy: 'success_case_cards',
    },
    success_case: { type: 'relation', relation: 'manyToOne', target: 'api::success-case.success-case' },
    ...file('pdf_es'),
    ...file('pdf_en'),
  }),
  page('blog', 'blogs', 'Blog page', 'The blog page (/blog)', {
    ...one('Banner_blog', 'shared.banner'),
    ...one('Section_recents_history', 'blog.recents'),
  }),
  list('category-blog', 'category-blogs', 'Blog category', 'A category of blog posts', {
    ...t('name'),
    blog_cards: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'api::blog-card.blog-card',
      mappedBy: 'category_blogs',
    },
  }),
  list('blog-card', 'blog-cards', 'Blog post', 'A blog post: its card and its detail', {
    ...t('tittle'),
    ...slugs(),
    ...tl('content'),
    ...t('author_date'),
    publication_date: { type: 'date', required: true },
    ...img('image'),
    category_blogs: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'api::category-blog.category-blog',
      inversedBy: 'blog_cards',
    },
    ...one('Blog_detail', 'blog.detail'),
  }),
  page('download', 'downloads', 'Downloads page', 'The downloads page (/download)', {
    ...img('image_banner_desktop'),
    ...img('image_banner_mobile'),
    ...t('title_banner'),
    ...tl('subtitle_banner'),
  }),
  list('download-card', 'download-cards', 'Download', 'A downloadable document', {
    ...img('image'),
    ...t('title'),
    ...tl('description'),
    ...t('author_date'),
    publication_date: { type: 'date', required: true },
    ...file('pdf_es'),
    ...file('pdf_en'),
  }),
  list('country-dropdown', 'country-dropdowns', 'Country', 'Country option list (contact and lead forms)', {
    ...t('name'),
    code: { type: 'string', maxLength: 2 },
    dial_code: { type: 'string', maxLength: 8 },
  }),
  list('position-dropdown', 'position-dropdowns', 'Position', 'Job position option list', { ...t('name') }),
  list('industry-dropdown', 'industry-dropdowns', 'Industry', 'Industry option list', { ...t('name') }),
  page('footer', 'footers', 'Footer', 'Site footer and company details', footerAttributes()),
  list('page-footer', 'page-footers', 'Page footer', 'A footer a page (Home, Staffing) shows instead of the site footer', {
    name: { type: 'string', required: true, maxLength: 120 },
    ...footerAttributes(),
  }),
  page('chat-bot', 'chat-bots', 'Chat bot', 'The chat assistant context and the answers editors steer', {
    Context: { type: 'text', required: true },
    /**
     * Questions and answers editors write for the chat (docs/decisions/0017): the built-in answerer
     * answers a matching question with its pair before quoting a page; an LLM provider receives them
     * with the Context.
     */
    ...many('qa_pairs', 'chat.qa-pair'),
    /**
     * Words visitors use for what the site says otherwise, one group a line, words separated by
     * commas, Spanish and English together ("tablero, dashboard, reporte"): the built-in
     * answerer reads a question's word with its group (docs/decisions/0045). Empty: the built-in groups.
     */
    synonyms: { type: 'text' },
  }),

  {
    kind: 'singleType',
    singularName: 'firm-setting',
    pluralName: 'firm-settings',
    displayName: 'Firm settings',
    description: "How the firm works, kept by its editors: its time zone, which the admin's dates and days follow (docs/decisions/0088)",
    draftAndPublish: false,
    attributes: {
      /** An IANA time zone name (`America/Mexico_City`); checked on save (apps/cms/src/firm/settings.ts). */
      time_zone: { type: 'string', required: true, maxLength: 64, default: 'America/Mexico_City' },
      /**
       * Office hours (docs/decisions/0092): while open and a Sales user is on the admin's Conversations
       * page, a visitor who asks the chat for a person is put through to them; otherwise the chat's form.
       * Times are `HH:MM` on the firm's clock (checked on save: apps/cms/src/firm/settings.ts).
       */
      office_days: { type: 'enumeration', enum: ['monday-friday', 'monday-saturday', 'every-day'], default: 'monday-friday' },
      office_opens: { type: 'string', required: true, maxLength: 5, default: '09:00' },
      office_closes: { type: 'string', required: true, maxLength: 5, default: '18:00' },
      /** Seconds a visitor waits for a person before the chat offers its form instead (empty: 60). */
      handoff_wait_seconds: { type: 'integer' },
      /** What the panel says while a person is being called, per language. */
      handoff_calling_es: {
        type: 'string',
        maxLength: 255,
        default: 'Te estamos comunicando con una persona del equipo. Espera un momento, por favor.',
      },
      handoff_calling_en: { type: 'string', maxLength: 255, default: 'We are calling a person from our team. Please wait a moment.' },
      /** What it says when nobody can chat now; `{when}` becomes when the firm will reply ("on Monday from 9:00"). */
      handoff_offline_es: {
        type: 'string',
        maxLength: 255,
        default: 'Ahora no hay nadie del equipo disponible para chatear. Déjanos tus datos y te responderemos {when}.',
      },
      handoff_offline_en: {
        type: 'string',
        maxLength: 255,
        default: 'Nobody from our team is free to chat right now. Leave your details and we will reply {when}.',
      },
    },
  },

  {
    kind: 'collectionType',
    singularName: 'past-address',
    pluralName: 'past-addresses',
    displayName: 'Past address',
    description:
      'Every numeric id a blog post or success case was published under, and every slug it had per language, kept by the CMS so the site can send old addresses on (docs/decisions/0015, 0031)',
    draftAndPublish: false,
    attributes: {
      entry_type: { type: 'enumeration', enum: ['blog-card', 'success-case-card'], default: 'blog-card' },
      /** A numeric id a published version had (docs/decisions/0015); empty in a slug's record. */
      old_id: { type: 'integer' },
      /** A slug the published entry had in `lang` (docs/decisions/0031); empty in a numeric id's record. */
      old_slug: { type: 'string', maxLength: SLUG_MAX_LENGTH },
      lang: { type: 'enumeration', enum: ['es', 'en'] },
      target_document: { type: 'string', required: true, maxLength: 64 },
    },
  },

  {
    kind: 'collectionType',
    singularName: 'redirect',
    pluralName: 'redirects',
    displayName: 'Redirect',
    description:
      "An old or campaign address sent on to a page of the site or another address: the old site's URLs, short campaign links (docs/decisions/0035). Applied by every site server within seconds of publishing; loops and chains are refused on save.",
    draftAndPublish: true,
    attributes: {
      /** The address that is sent on: a path (`/servicios/sap.html`); a full URL of the old site is cut to its path. */
      from_path: { type: 'string', required: true, maxLength: 500 },
      /** Where it goes: a path of the site (`/es/servicio-sap`) or an absolute http(s) URL. */
      to: { type: 'string', required: true, maxLength: 1000 },
      /** permanent: 301 (moved for good, search engines move their index); temporary: 302 (a campaign). */
      kind: { type: 'enumeration', enum: ['permanent', 'temporary'], default: 'permanent' },
      note: { type: 'text', maxLength: 1000 },
    },
  },

  // Submissions: the firm's inbox.
  inbox('contact', 'contacts', 'Contact', 'Contact form submissions', {
    name: { type: 'string', required: true, maxLength: 95 },
    // Not required: the chat's short form asks one name (docs/decisions/0040); the contact form requires it.
    last_name: { type: 'string', maxLength: 95 },
    email: { type: 'email', required: true, maxLength: 245 },
    phone: { type: 'string', maxLength: 30 },
    country: { type: 'string', maxLength: 120 },
    company: { type: 'string', maxLength: 95 },
    position: { type: 'string', maxLength: 120 },
    industry: { type: 'string', maxLength: 120 },
    // text, not string: PostgreSQL makes a string a varchar(255) (found by npm run test:pg).
    interest_area: { type: 'text', maxLength: 295 },
    comment: { type: 'text', maxLength: 5000 },
    terms_and_conditions: { type: 'boolean', default: false },
    language: { type: 'enumeration', enum: ['es', 'en'], default: 'en' },
    submission_id: { type: 'string', unique: true },
    ...followUp(),
    /** Where it was sent from (docs/decisions/0040): the contact form, or the chat panel's short form. */
    sent_from: { type: 'enumeration', enum: ['form', 'chat'], default: 'form' },
    /** The chat conversation it was sent from (its `idConversation`), for a contact from the chat. */
    chat_conversation: { type: 'string', maxLength: 64 },
    ...person('contacts'),
    ...attribution(),
    ...delivery(),
    ...crmDelivery(),
  }),
  inbox('lead', 'leads', 'Lead', 'Downloads lead modal submissions', {
    name: { type: 'string', required: true, maxLength: 95 },
    company: { type: 'string', required: true, maxLength: 95 },
    email: { type: 'email', required: true, maxLength: 245 },
    // text, not string: PostgreSQL makes a string a varchar(255) (found by npm run test:pg).
    interest_area: { type: 'text', maxLength: 295 },
    country: { type: 'string', required: true, maxLength: 120 },
    industry: { type: 'string', required: true, maxLength: 120 },
    position: { type: 'string', required: true, maxLength: 120 },
    language: { type: 'enumeration', enum: ['es', 'en'], default: 'en' },
    submission_id: { type: 'string', unique: true },
    ...followUp(),
    ...person('leads'),
    ...attribution(),
    ...delivery(),
    ...crmDelivery(),
  }),
  inbox('download-user', 'download-users', 'Download user', 'People who downloaded documents', {
    user_name: { type: 'string', maxLength: 95 },
    email: { type: 'email', required: true, maxLength: 245 },
    language: { type: 'enumeration', enum: ['es', 'en'], default: 'en' },
  }),
  inbox('download-request', 'download-requests', 'Download request', 'Document requests from the downloads page', {
    email: { type: 'email', required: true, maxLength: 245 },
    language: { type: 'enumeration', enum: ['es', 'en'], default: 'en' },
    user_name: { type: 'string', maxLength: 95 },
    download_card: { type: 'relation', relation: 'manyToOne', target: 'api::download-card.download-card' },
    submission_id: { type: 'string', unique: true },
    ...followUp(),
    ...person('download_requests'),
    ...attribution(),
    ...delivery(),
    ...crmDelivery(),
  }),
  /**
   * A person (docs/decisions/0091): everything one e-mail address (ignoring case) sent, gathered by
   * the CMS — their submissions, their chat conversations, first and last touch, campaigns, and the
   * status of their newest submission. Kept in sync on every submission stored or changed.
   */
  inbox('person', 'people', 'Person', 'People: the submissions and conversations of one e-mail address', {
    // A string, not an e-mail field: unique (one person per address; the CMS writes it in lower case).
    email: { type: 'string', required: true, unique: true, maxLength: 245 },
    name: { type: 'string', maxLength: 200 },
    company: { type: 'string', maxLength: 95 },
    lead_status: { type: 'enumeration', enum: ['new', 'contacted', 'qualified', 'discarded'] },
    // The owner of their newest submission that has one (an admin user's e-mail; docs/decisions/0091).
    owner: { type: 'string', maxLength: 245 },
    submissions_count: { type: 'integer' },
    first_touch: { type: 'datetime' },
    last_touch: { type: 'datetime' },
    campaigns: { type: 'string', maxLength: 255 },
    contacts: { type: 'relation', relation: 'oneToMany', target: 'api::contact.contact', mappedBy: 'person' },
    leads: { type: 'relation', relation: 'oneToMany', target: 'api::lead.lead', mappedBy: 'person' },
    download_requests: { type: 'relation', relation: 'oneToMany', target: 'api::download-request.download-request', mappedBy: 'person' },
    conversations: { type: 'relation', relation: 'manyToMany', target: 'api::chatbot-conversation.chatbot-conversation' },
  }),
  /**
   * The CRM's events (docs/decisions/0091): each new submission (`lead.created`), each change of status,
   * owner or note (`lead.updated`), a chat waiting for a person (`conversation.waiting`), stored with an
   * allow-listed payload and posted by the CMS, signed in the Standard Webhooks format, retried with
   * backoff; `event_id` is the webhook's id (the receiver's idempotency key).
   */
  inbox('crm-event', 'crm-events', 'CRM event', 'Events sent to the CRM webhook', {
    event_id: { type: 'string', required: true, unique: true, maxLength: 64 },
    type: { type: 'enumeration', enum: ['lead.created', 'lead.updated', 'conversation.waiting', 'webhook.test'] },
    subject: { type: 'string', maxLength: 120 },
    payload: { type: 'json' },
    ...delivery('crm'),
  }),
  /**
   * E-mails the CMS owes the firm's own users (docs/decisions/0092, 0091): a visitor waiting in the chat
   * for a person (to Sales), a lead assigned to its owner. Stored once per `key` by
   * apps/cms/src/plugins/notifications/server/src/notify.ts (composed in each recipient's admin language) and sent by the site
   * servers' mail outbox (docs/decisions/0023) exactly like a submission's e-mail.
   */
  inbox('notification', 'notifications', 'Notification', 'E-mails to the firm’s users: a visitor waiting, a lead assigned', {
    key: { type: 'string', required: true, unique: true, maxLength: 255 },
    kind: { type: 'enumeration', enum: ['conversation.waiting', 'lead.assigned'] },
    recipients: { type: 'text', maxLength: 2000 },
    language: { type: 'enumeration', enum: ['es', 'en'], default: 'es' },
    subject: { type: 'string', maxLength: 255 },
    body_text: { type: 'text' },
    body_html: { type: 'text' },
    ...delivery(),
  }),
  inbox('chatbot-conversation', 'chatbot-conversations', 'Chat conversation', 'Chat assistant conversations', {
    userIP: { type: 'string', maxLength: 64 },
    Conversation: { type: 'json' },
    idConversation: { type: 'string', required: true, unique: true },
    language: { type: 'enumeration', enum: ['es', 'en'], default: 'en' },
    /**
     * The conversation as people read it (docs/decisions/0092), kept by the CMS on every write
     * (apps/cms/src/plugins/inbox/server/src/transcript.ts): its title (the visitor's first question and the day), one line
     * per message (when, who: visitor, assistant or a person of the firm), and where it came from.
     */
    entry_title: { type: 'string', maxLength: 255 },
    transcript: { type: 'text' },
    source: { type: 'string', maxLength: 255 },
    /** The visit's attribution when the conversation started (`sending_page`: the page it started on). */
    ...attribution(),
    /**
     * The live hand-off to a person (docs/decisions/0092; apps/cms/src/live): waiting for a Sales user,
     * live with one (`handoff_agent_*`), ended, or missed (nobody took it in time). The person's messages
     * are entries of `Conversation` with sender `agent` and their first name.
     */
    handoff_status: { type: 'enumeration', enum: ['waiting', 'live', 'ended', 'missed'] },
    handoff_requested_at: { type: 'datetime' },
    handoff_agent_id: { type: 'integer' },
    handoff_agent_name: { type: 'string', maxLength: 120 },
    visitor_typing_at: { type: 'datetime' },
    agent_typing_at: { type: 'datetime' },
  }),
];

/** A detail page's preview address: its route's `:id` is the entry's documentId (docs/decisions/0015). */
const detailPreview = (path: string): string => path.replace(':id', '{documentId}');

/**
 * The site path of every page, blog post and success case: where the admin's "Open preview" goes
 * (`{documentId}`: the entry's documentId, docs/decisions/0016). Each of them also gets the SEO fields
 * (the shared `seo` component, docs/decisions/0016). From the site's page table (pages.ts), the one place an
 * address is written.
 */
const PAGE_PATHS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(SITE_PAGES).flatMap((page) => (page.entity ? [[page.entity, page.path]] : []))),
  'success-case-card': detailPreview(SITE_PAGES.successCase.path),
  'blog-card': detailPreview(SITE_PAGES.blogPost.path),
};

/** The field each addressed entry's slugs are made from (docs/decisions/0031). */
const SLUG_FROM: Readonly<Record<string, string>> = { 'blog-card': 'tittle', 'success-case-card': 'tittle' };

/**
 * Scheduled publishing and translation status (docs/decisions/0043), added after the
 * entity's own fields:
 * - `publish_at` / `unpublish_at` on the pages (single types with an address), blog posts, success
 *   cases and download cards: the CMS's schedule job publishes the draft, or unpublishes the entry,
 *   at that time (within a minute) and clears the field;
 * - `translation_missing` on every published content type with bilingual fields: which language has
 *   empty fields its counterpart fills (`none`, `es`, `en`, `both`), kept by the CMS on every save.
 */
const SCHEDULED_LISTS: readonly string[] = ['blog-card', 'success-case-card', 'download-card'];
const isScheduled = (e: EntityDef): boolean =>
  e.draftAndPublish && (SCHEDULED_LISTS.includes(e.singularName) || (e.kind === 'singleType' && e.singularName in PAGE_PATHS));
const isBilingual = (attrs: Attributes): boolean =>
  Object.entries(attrs).some(
    ([name, a]) =>
      (name.endsWith('_es') && `${name.slice(0, -3)}_en` in attrs) ||
      (a.type === 'component' && isBilingual(components.find((c) => `${c.category}.${c.name}` === a.component)?.attributes ?? {})),
  );
function withEditorial(e: EntityDef): EntityDef {
  if (!e.draftAndPublish || e.submission) return e;
  const attributes: Attributes = { ...e.attributes };
  if (isScheduled(e)) Object.assign(attributes, { publish_at: { type: 'datetime' }, unpublish_at: { type: 'datetime' } });
  if (isBilingual(e.attributes))
    // No default: entries from before the field have none, and the CMS computes theirs at start.
    attributes.translation_missing = { type: 'enumeration', enum: ['none', 'es', 'en', 'both'] };
  return { ...e, attributes };
}

/** Entries shown on every page without a page of their own: previewed on the home page, no SEO fields. */
const SHOWN_ON_EVERY_PAGE: Readonly<Record<string, string>> = { footer: '/' };

export const entities: EntityDef[] = definitions.map((entry) => {
  const e = withEditorial(SLUG_FROM[entry.singularName] ? { ...entry, slugFrom: SLUG_FROM[entry.singularName] } : entry);
  if (SHOWN_ON_EVERY_PAGE[e.singularName]) return { ...e, preview: SHOWN_ON_EVERY_PAGE[e.singularName] };
  const preview = PAGE_PATHS[e.singularName];
  return preview
    ? { ...e, preview, attributes: { ...e.attributes, seo: { type: 'component', component: 'shared.seo', repeatable: false } } }
    : e;
});
