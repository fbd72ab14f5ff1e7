/**
 * The labelled visitor questions (docs/decisions/0083): each set (`labelled-a` to `labelled-z`; `labelled-conversations`, examples only) written by an
 * outside writer before the answerer's changes it measured, in two languages, each question with the page its
 * answer should link first, or `decline`; and the team's own examples (`team`). The built-in answerer reads
 * them as examples (src/answerers/built-in/examples.ts); its evaluation leaves out the set it measures
 * (tests/eval/held-out.ts).
 */
import type { LabelledSet } from './types';
import aEs from './labelled-a.es.json';
import aEn from './labelled-a.en.json';
import bEs from './labelled-b.es.json';
import bEn from './labelled-b.en.json';
import cEs from './labelled-c.es.json';
import cEn from './labelled-c.en.json';
import dEs from './labelled-d.es.json';
import dEn from './labelled-d.en.json';
import eEs from './labelled-e.es.json';
import eEn from './labelled-e.en.json';
import fEs from './labelled-f.es.json';
import fEn from './labelled-f.en.json';
import gEs from './labelled-g.es.json';
import gEn from './labelled-g.en.json';
import hEs from './labelled-h.es.json';
import hEn from './labelled-h.en.json';
import iEs from './labelled-i.es.json';
import iEn from './labelled-i.en.json';
import jEs from './labelled-j.es.json';
import jEn from './labelled-j.en.json';
import kEs from './labelled-k.es.json';
import kEn from './labelled-k.en.json';
import lEs from './labelled-l.es.json';
import lEn from './labelled-l.en.json';
import mEs from './labelled-m.es.json';
import mEn from './labelled-m.en.json';
import nEs from './labelled-n.es.json';
import nEn from './labelled-n.en.json';
import oEs from './labelled-o.es.json';
import oEn from './labelled-o.en.json';
import pEs from './labelled-p.es.json';
import pEn from './labelled-p.en.json';
import qEs from './labelled-q.es.json';
import qEn from './labelled-q.en.json';
import rEs from './labelled-r.es.json';
import rEn from './labelled-r.en.json';
import sEs from './labelled-s.es.json';
import sEn from './labelled-s.en.json';
import tEs from './labelled-t.es.json';
import tEn from './labelled-t.en.json';
import uEs from './labelled-u.es.json';
import uEn from './labelled-u.en.json';
import vEs from './labelled-v.es.json';
import vEn from './labelled-v.en.json';
import wEs from './labelled-w.es.json';
import wEn from './labelled-w.en.json';
import xEs from './labelled-x.es.json';
import xEn from './labelled-x.en.json';
import yEs from './labelled-y.es.json';
import yEn from './labelled-y.en.json';
import zEs from './labelled-z.es.json';
import zEn from './labelled-z.en.json';
import outsiderConversationsEs from './labelled-conversations.es.json';
import outsiderConversationsEn from './labelled-conversations.en.json';
import teamEs from './team.es.json';
import teamEn from './team.en.json';

/** Every set, by name (`a` to `z`, `conversations` and `team`) and language. */
export const LABELLED_SETS: ReadonlyArray<LabelledSet & { set: string }> = [
  { set: 'a', ...(aEs as LabelledSet) },
  { set: 'a', ...(aEn as LabelledSet) },
  { set: 'b', ...(bEs as LabelledSet) },
  { set: 'b', ...(bEn as LabelledSet) },
  { set: 'c', ...(cEs as LabelledSet) },
  { set: 'c', ...(cEn as LabelledSet) },
  { set: 'd', ...(dEs as LabelledSet) },
  { set: 'd', ...(dEn as LabelledSet) },
  { set: 'e', ...(eEs as LabelledSet) },
  { set: 'e', ...(eEn as LabelledSet) },
  { set: 'f', ...(fEs as LabelledSet) },
  { set: 'f', ...(fEn as LabelledSet) },
  { set: 'g', ...(gEs as LabelledSet) },
  { set: 'g', ...(gEn as LabelledSet) },
  { set: 'h', ...(hEs as LabelledSet) },
  { set: 'h', ...(hEn as LabelledSet) },
  { set: 'i', ...(iEs as LabelledSet) },
  { set: 'i', ...(iEn as LabelledSet) },
  { set: 'j', ...(jEs as LabelledSet) },
  { set: 'j', ...(jEn as LabelledSet) },
  { set: 'k', ...(kEs as LabelledSet) },
  { set: 'k', ...(kEn as LabelledSet) },
  { set: 'l', ...(lEs as LabelledSet) },
  { set: 'l', ...(lEn as LabelledSet) },
  { set: 'm', ...(mEs as LabelledSet) },
  { set: 'm', ...(mEn as LabelledSet) },
  { set: 'n', ...(nEs as LabelledSet) },
  { set: 'n', ...(nEn as LabelledSet) },
  { set: 'o', ...(oEs as LabelledSet) },
  { set: 'o', ...(oEn as LabelledSet) },
  { set: 'p', ...(pEs as LabelledSet) },
  { set: 'p', ...(pEn as LabelledSet) },
  { set: 'q', ...(qEs as LabelledSet) },
  { set: 'q', ...(qEn as LabelledSet) },
  { set: 'r', ...(rEs as LabelledSet) },
  { set: 'r', ...(rEn as LabelledSet) },
  { set: 's', ...(sEs as LabelledSet) },
  { set: 's', ...(sEn as LabelledSet) },
  { set: 't', ...(tEs as LabelledSet) },
  { set: 't', ...(tEn as LabelledSet) },
  { set: 'u', ...(uEs as LabelledSet) },
  { set: 'u', ...(uEn as LabelledSet) },
  { set: 'v', ...(vEs as LabelledSet) },
  { set: 'v', ...(vEn as LabelledSet) },
  { set: 'w', ...(wEs as LabelledSet) },
  { set: 'w', ...(wEn as LabelledSet) },
  { set: 'x', ...(xEs as LabelledSet) },
  { set: 'x', ...(xEn as LabelledSet) },
  { set: 'y', ...(yEs as LabelledSet) },
  { set: 'y', ...(yEn as LabelledSet) },
  { set: 'z', ...(zEs as LabelledSet) },
  { set: 'z', ...(zEn as LabelledSet) },
  // An outside writer's conversations' questions, examples only (each file's note says why), and the
  // team's own examples (never evaluated: the figures leave an outside writer's set out, not these).
  { set: 'conversations', ...(outsiderConversationsEs as LabelledSet) },
  { set: 'conversations', ...(outsiderConversationsEn as LabelledSet) },
  { set: 'team', ...(teamEs as LabelledSet) },
  { set: 'team', ...(teamEn as LabelledSet) },
];
