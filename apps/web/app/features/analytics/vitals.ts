/**
 * Field Core Web Vitals of the document's page (docs/decisions/0041): LCP, INP, CLS and TTFB from the
 * `web-vitals` library, each with its rating (good / needs improvement / poor, the library's
 * thresholds), sent with the beacon when the page is hidden. A chunk of its own, loaded after the
 * page view was sent.
 */
import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';

/** One vital as the beacon sends it (beacon.ts: `Outgoing`). */
interface VitalEvent {
  type: 'vital';
  metric: string;
  value: number;
  rating: string;
}

/**
 * `fields`: what every event says of the page and the visit; `later`: queues an event for when the
 * page is hidden (both from beacon.ts, passed in: this chunk does not import it back).
 */
export function watchVitals<F extends object>(fields: F, later: (event: VitalEvent & F) => void): void {
  // `fields` are the document's page: the metrics measure its load and its life until hidden.
  const report = (m: Metric) =>
    later({ type: 'vital', ...fields, metric: m.name, value: Math.max(0, Math.round(m.value * 10000) / 10000), rating: m.rating });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
