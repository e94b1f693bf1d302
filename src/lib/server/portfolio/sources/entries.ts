// The student's own entries (awards, licences, languages, projects) in the history.
import { ENTRY_KINDS } from '../../../portfolio/history';
import { listEntries } from '../entries';
import type { HistorySource } from './types';

export const entriesSource: HistorySource = {
  name: 'entries',
  async load(studentId) {
    const rows = await listEntries(studentId);
    return rows.map((e) => {
      const kind = ENTRY_KINDS[e.kind as keyof typeof ENTRY_KINDS];
      const parts = [e.issuer, e.score ? `${e.score}` : null, e.endDt ? `~ ${e.endDt}` : null, e.description].filter(Boolean);
      return {
        key: `entry:${e.entryId}`,
        area: e.kind as keyof typeof ENTRY_KINDS,
        title: e.title,
        date: e.acquiredDt,
        detail: parts.length ? parts.join(' · ') : kind?.label ?? null,
        competencies: e.competencyCds,
        evidenceFileGroupId: e.evidenceFileGroupId,
        entryId: e.entryId,
      };
    });
  },
};
