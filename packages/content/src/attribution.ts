/**
 * The attribution fields' names and limits, shared by the content model, the form schemas and the
 * site (apart from ./limits so that a page's first-load script, which needs the forms' limits, does
 * not carry them).
 */

/**
 * Where a lead came from (docs/decisions/0011), stored with every contact, lead and document request:
 * the visit's first page (path and query), its external referrer and campaign parameters, and the
 * page the form was sent from. Maximum lengths, as the CMS model's fields (`model.ts` uses them).
 */
export const ATTRIBUTION_LIMITS = {
  landing_page: 500,
  sending_page: 500,
  referrer: 500,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
} as const;
export type AttributionField = keyof typeof ATTRIBUTION_LIMITS;
export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as AttributionField[];
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
