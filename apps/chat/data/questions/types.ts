import type { Lang } from '@site/content';

/** One labelled question: the right first page (a route; '*' ends a prefix), equally right pages, or 'decline'. */
export interface LabelledQuestion {
  q: string;
  page: string | string[];
}

/**
 * One set of one language, as written (its note says by whom, and what the set rules dropped): an outside
 * writer's (`heldOut`: measured with it left out of the examples) or the team's (examples only).
 */
export interface LabelledSet {
  heldOut: boolean;
  note: string;
  language: Lang;
  questions: LabelledQuestion[];
}
