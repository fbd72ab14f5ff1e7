/**
 * What the dashboard (admin, in the browser) and the summary (CMS server) both know of the figures
 * (docs/decisions/0090): the filters, the presets and the vitals' thresholds. No server import here:
 * the admin's bundle includes it.
 */

export const FILTER_KEYS = ['lang', 'page', 'campaign', 'source', 'channel'] as const;
export type Filters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

export const PRESETS = ['today', 'yesterday', '7d', '30d', 'month', 'lastmonth'] as const;
export type Preset = (typeof PRESETS)[number];

/** Core Web Vitals' thresholds (web.dev): good up to the first, poor above the second. */
export const VITAL_THRESHOLDS: Record<string, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};
export type VitalStatus = 'good' | 'ni' | 'poor';
