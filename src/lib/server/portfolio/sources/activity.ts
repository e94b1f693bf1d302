// The cross-area activity events in the history. Each kind an area publishes maps to a history
// area here, in one place; a kind this map does not know yet still shows, as '기타 활동'.
import { eq, inArray } from 'drizzle-orm';
import { activitiesOf } from '../../activity/events';
import { getDb, schema } from '../../db';
import { seoulDateOf } from '../../../calendar';
import type { HistoryArea } from '../../../portfolio/history';
import type { HistorySource } from './types';

const KIND_AREAS: Record<string, { area: HistoryArea; detail: string }> = {
  CAREER_PROGRAM_COMPLETED: { area: 'CAREER', detail: '진로 프로그램 이수' },
  SCHOLARSHIP_PAID: { area: 'SCHOLARSHIP', detail: '장학금 수혜' },
  MENTORING_COMPLETED: { area: 'CAREER', detail: '멘토링 참여' },
};

/** Kinds that must never reach a portfolio, whatever area publishes them: counselling stays in counselling. */
const PRIVATE_KIND = /^(CNSL|COUNSEL|PSYCH)/;

/** Kinds whose area adds richer items through a source of its own (sources/extact.ts, sources/learning.ts). */
const OWN_SOURCE_KINDS = new Set(['EXT_ACTIVITY_APPROVED', 'SERVICE_HOURS_APPROVED', 'TRACK_APPROVED', 'COMPETENCY_CERTIFIED']);

export const areaOfKind = (kind: string) => KIND_AREAS[kind] ?? { area: 'OTHER' as const, detail: '활동' };

/** Competencies of the career programmes behind completion events (the programme names them). */
async function careerCompetencies(applIds: number[]) {
  const out = new Map<number, string[]>();
  if (!applIds.length) return out;
  const db = await getDb();
  const rows = await db
    .select({ applId: schema.careerApplications.applId, competencyCds: schema.careerPrograms.competencyCds })
    .from(schema.careerApplications)
    .innerJoin(schema.careerPrograms, eq(schema.careerPrograms.programId, schema.careerApplications.programId))
    .where(inArray(schema.careerApplications.applId, applIds));
  for (const r of rows) out.set(r.applId, r.competencyCds);
  return out;
}

export const activitySource: HistorySource = {
  name: 'activity',
  async load(studentId) {
    const events = (await activitiesOf(studentId)).filter((e) => !PRIVATE_KIND.test(e.kind) && !OWN_SOURCE_KINDS.has(e.kind));
    const applIds = events.filter((e) => e.refType === 'career_application' && /^\d{1,9}$/.test(e.refId)).map((e) => Number(e.refId));
    const competencies = await careerCompetencies(applIds);
    return events.map((e) => {
      const { area, detail } = areaOfKind(e.kind);
      return {
        key: `activity:${e.eventId}`,
        area,
        title: e.title,
        date: seoulDateOf(e.occurredAt),
        detail,
        competencies: e.refType === 'career_application' ? (competencies.get(Number(e.refId)) ?? []) : [],
      };
    });
  },
};
