import type { RouteWeight } from './first-load';

/** First-load JS budgets in KiB of gzip: one per route id, `default` for the rest; `goal` is the one of docs/decisions/0019. */
export interface Budgets {
  goal: number;
  default: number;
  routes: Record<string, number>;
}

interface BudgetRow extends RouteWeight {
  budgetKib: number;
  over: boolean;
}

/** Each route's weight against its budget. */
export function checkBudgets(weights: RouteWeight[], budgets: Budgets): BudgetRow[] {
  return weights.map((w) => {
    const budgetKib = budgets.routes[w.route] ?? budgets.default;
    return { ...w, budgetKib, over: w.gzipBytes > budgetKib * 1024 };
  });
}
