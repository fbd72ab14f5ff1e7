/**
 * The labelled visitor questions (docs/decisions/0072): each set written by an outsider before the answerer's
 * changes it measured (docs/decisions/0017), in two languages, each question with the page its answer should
 * link first, or `decline`. The built-in answerer reads them as examples (src/answerers/built-in/examples.ts);
 * its evaluation leaves out the set it measures (tests/eval/held-out.ts).
 */
import type { LabelledSet } from './types';
import aEs from './held-out.es.json';
import aEn from './held-out.en.json';
import bEs from './held-out-b.es.json';
import bEn from './held-out-b.en.json';
import cEs from './held-out-c.es.json';
import cEn from './held-out-c.en.json';
import dEs from './held-out-d.es.json';
import dEn from './held-out-d.en.json';
import eEs from './held-out-e.es.json';
import eEn from './held-out-e.en.json';
import fEs from './held-out-f.es.json';
import fEn from './held-out-f.en.json';
import gEs from './held-out-g.es.json';
import gEn from './held-out-g.en.json';
import hEs from './held-out-h.es.json';
import hEn from './held-out-h.en.json';
import iEs from './held-out-i.es.json';
import iEn from './held-out-i.en.json';
import jEs from './held-out-j.es.json';
import jEn from './held-out-j.en.json';
import kEs from './held-out-k.es.json';
import kEn from './held-out-k.en.json';
import lEs from './held-out-l.es.json';
import lEn from './held-out-l.en.json';
import mEs from './held-out-m.es.json';
import mEn from './held-out-m.en.json';
import nEs from './held-out-n.es.json';
import nEn from './held-out-n.en.json';
import oEs from './held-out-o.es.json';
import oEn from './held-out-o.en.json';
import pEs from './held-out-p.es.json';
import pEn from './held-out-p.en.json';
import qEs from './held-out-q.es.json';
import qEn from './held-out-q.en.json';
import rEs from './held-out-r.es.json';
import rEn from './held-out-r.en.json';
import sEs from './held-out-s.es.json';
import sEn from './held-out-s.en.json';
import tEs from './held-out-t.es.json';
import tEn from './held-out-t.en.json';
import uEs from './held-out-u.es.json';
import uEn from './held-out-u.en.json';
import vEs from './held-out-v.es.json';
import vEn from './held-out-v.en.json';
import wEs from './held-out-w.es.json';
import wEn from './held-out-w.en.json';
import xEs from './held-out-x.es.json';
import xEn from './held-out-x.en.json';
import yEs from './held-out-y.es.json';
import yEn from './held-out-y.en.json';
import zEs from './held-out-z.es.json';
import zEn from './held-out-z.en.json';
import teamEs from './team.es.json';
import teamEn from './team.en.json';

/** Every set, by name (`a` to `z`, and `team`) and language. */
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
  // The team's own examples (never evaluated: the figures leave an outside writer's set out, not these).
  { set: 'team', ...(teamEs as LabelledSet) },
  { set: 'team', ...(teamEn as LabelledSet) },
];
