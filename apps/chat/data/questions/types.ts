import type { Lang } from '@site/content';

/** One labelled question: the right first page (a route; '*' ends a prefix), equally right pages, or 'decline'. */
export interface LabelledQuestion {
  q: string;
  page: string | string[];
}

/** One set of one language, as written (its note says by whom, and what the set rules dropped). */
export interface LabelledSet {
  heldOut: true;
  note: string;
  language: Lang;
  questions: LabelledQuestion[];
}
