// The one interface through which an area adds its part to a student's history: a named source
// that returns the student's items. A later area writes one file here and adds it to index.ts;
// the history page, the filters and the share pages need no change.
import type { HistoryItem } from '../../../portfolio/history';

export interface HistorySource {
  /** Short name, for logs when a source fails. */
  name: string;
  load(studentId: string): Promise<HistoryItem[]>;
}

export type { HistoryItem };

/** The first day of a term, as the timeline dates what has no day of its own. */
export function termStartDate(year: number, termCd: string): string {
  const md: Record<string, string> = { '10': '03-01', '15': '06-22', '20': '09-01', '25': '12-22' };
  return `${year}-${md[termCd] ?? '03-01'}`;
}
