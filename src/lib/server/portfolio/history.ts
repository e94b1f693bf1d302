// A student's history: every source's items in one timeline, newest first, with the filters of
// the page. A source that fails is left out (and logged) rather than taking the page down.
import { HISTORY_SOURCES } from './sources';
import { log } from '../observability/log';
import type { HistoryItem } from '../../portfolio/history';
import type { HistoryQuery } from '../../schemas/portfolio';

export async function gatherHistory(studentId: string): Promise<HistoryItem[]> {
  const parts = await Promise.all(
    HISTORY_SOURCES.map((s) =>
      s.load(studentId).catch((err: unknown) => {
        log.error({ area: 'portfolio', source: s.name, err }, 'history source failed');
        return [] as HistoryItem[];
      }),
    ),
  );
  return parts.flat().sort((a, b) => b.date.localeCompare(a.date) || a.key.localeCompare(b.key));
}

export function filterHistory(items: HistoryItem[], q: Partial<HistoryQuery>): HistoryItem[] {
  return items.filter(
    (i) => (!q.year || i.date.startsWith(`${q.year}-`)) && (!q.area || i.area === q.area) && (!q.competency || i.competencies.includes(q.competency)),
  );
}

/** The years that have items, newest first, for the year filter. */
export const historyYears = (items: HistoryItem[]) => [...new Set(items.map((i) => Number(i.date.slice(0, 4))))].sort((a, b) => b - a);

export async function myHistory(studentId: string, q: Partial<HistoryQuery> = {}) {
  const all = await gatherHistory(studentId);
  return { items: filterHistory(all, q), years: historyYears(all), total: all.length };
}
