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

/**
 * What a public page says of a scholarship, by its kind (SCHOL_KIND): never its name or amount (a
 * name such as 성적우수 tells grades), and nothing at all of a need-based one (NEED, 가계곤란).
 */
const publicScholarship = (kindCd: string | undefined): string | null => (kindCd === undefined || kindCd === 'NEED' ? null : kindCd === 'EXTERNAL' ? '교외 장학금 수혜' : '교내 장학금 수혜');

/** The kind of the scholarship behind each paid application. */
async function scholarshipKinds(applIds: number[]) {
  const out = new Map<number, string>();
  if (!applIds.length) return out;
  const db = await getDb();
  const rows = await db
    .select({ applId: schema.scholApplications.applId, kindCd: schema.scholarships.kindCd })
    .from(schema.scholApplications)
    .innerJoin(schema.scholarships, eq(schema.scholarships.scholId, schema.scholApplications.scholId))
    .where(inArray(schema.scholApplications.applId, applIds));
  for (const r of rows) out.set(r.applId, r.kindCd);
  return out;
}

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
    const scholIds = events.filter((e) => e.refType === 'schol_application' && /^\d{1,9}$/.test(e.refId)).map((e) => Number(e.refId));
    const [competencies, kinds] = await Promise.all([careerCompetencies(applIds), scholarshipKinds(scholIds)]);
    return events.map((e) => {
      const { area, detail } = areaOfKind(e.kind);
      return {
        // A scholarship is named on public pages only by a kind that reveals nothing (see above).
        ...(area === 'SCHOLARSHIP' ? { publicTitle: publicScholarship(e.refType === 'schol_application' ? kinds.get(Number(e.refId)) : undefined) } : {}),
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
