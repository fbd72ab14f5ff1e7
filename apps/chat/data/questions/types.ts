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

/** One turn of a labelled conversation: the question, its right page(s) and what kind of turn it is. */
interface ConversationTurn {
  q: string;
  /** The right page, or equally right pages ('*' ends a prefix). */
  page: string | string[];
  /** 'fact': asks a fact; 'followup': asks about the earlier subject by pronoun or ellipsis; 'route': a page. */
  kind: 'fact' | 'followup' | 'route';
  /** Whether the site states the asked fact: then the reply must hold every `mustContain` group. */
  siteStates?: boolean;
  /** Groups of alternatives: the reply has one of each group (whole words, accents and case aside). */
  mustContain?: string[][];
}

/** The team's development conversations of one language (never examples: what the built-in answer is measured on). */
export interface LabelledConversations {
  heldOut: boolean;
  note: string;
  language: Lang;
  conversations: Array<{ turns: ConversationTurn[] }>;
}

/** Follow-ups of one language: questions about the conversation's earlier subject, with none of their own. */
export interface FollowUpSet {
  heldOut: boolean;
  note: string;
  language: Lang;
  questions: Array<{ q: string }>;
}

/** The kind of answer a question asks for: a figure, a year, a place, a list, yes or no, a short "and …?" going on, or none. */
export type AnswerKind = 'figure' | 'year' | 'place' | 'list' | 'yesno' | 'goes-on' | 'other';

/** Questions of one language, each labelled with the kind of answer it asks for (the team's, examples only). */
export interface AnswerKindSet {
  heldOut: boolean;
  note: string;
  language: Lang;
  questions: Array<{ q: string; kind: AnswerKind }>;
}
