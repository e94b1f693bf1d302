// Learning's part of the history: subjects with their grades, competency self-diagnoses, approved
// tracks, completed competency programmes and the competency certificate level earned.
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../../db';
import { loadTranscript } from '../../learning/transcript';
import { certificateState } from '../../learning/hcerti';
import { competencyModel } from '../../learning/competencies';
import { seoulDateOf, yearTermName } from '../../../calendar';
import { termStartDate, type HistorySource } from './types';
import * as clock from '../../clock';

const { subjectCompetencies, competencyDiagnoses, trackApplications, tracks, programCompletions, competencyPrograms } = schema;

export const subjectsSource: HistorySource = {
  name: 'learning.subjects',
  async load(studentId) {
    const rows = (await loadTranscript(studentId)).filter((r) => r.kind === 'COURSE' && r.sbjtKeyId);
    if (!rows.length) return [];
    const db = await getDb();
    const links = await db
      .select({ sbjtKeyId: subjectCompetencies.sbjtKeyId, competencyCd: subjectCompetencies.competencyCd })
      .from(subjectCompetencies)
      .where(inArray(subjectCompetencies.sbjtKeyId, [...new Set(rows.map((r) => r.sbjtKeyId!))]));
    const bySubject = new Map<string, string[]>();
    for (const l of links) bySubject.set(l.sbjtKeyId, [...(bySubject.get(l.sbjtKeyId) ?? []), l.competencyCd]);
    return rows.map((r) => ({
      key: `subject:${r.enrolmentId}`,
      area: 'SUBJECT' as const,
      title: r.korNm,
      date: termStartDate(r.year, r.termCd),
      detail: `${yearTermName(r.year, r.termCd)} · ${r.credits}학점 · ${r.grade ? `성적 ${r.grade}` : '수강 중'}`,
      competencies: bySubject.get(r.sbjtKeyId!) ?? [],
    }));
  },
};

export const diagnosesSource: HistorySource = {
  name: 'learning.diagnoses',
  async load(studentId) {
    const db = await getDb();
    const [rows, model] = await Promise.all([db.select().from(competencyDiagnoses).where(eq(competencyDiagnoses.studentId, studentId)), competencyModel()]);
    return rows.map((d) => ({
      key: `diagnosis:${d.diagnosisId}`,
      area: 'DIAGNOSIS' as const,
      title: `${yearTermName(d.year, d.termCd)} 핵심역량 진단`,
      date: seoulDateOf(d.createdAt),
      detail: model.map((c) => `${c.korNm} ${Math.round(d.scores[c.competencyCd] ?? 0)}점`).join(' · '),
      competencies: [],
    }));
  },
};

export const tracksSource: HistorySource = {
  name: 'learning.tracks',
  async load(studentId) {
    const db = await getDb();
    const rows = await db
      .select({ applId: trackApplications.applId, korNm: tracks.korNm, summary: tracks.summary, decidedAt: trackApplications.decidedAt, createdAt: trackApplications.createdAt })
      .from(trackApplications)
      .innerJoin(tracks, eq(tracks.trackCd, trackApplications.trackCd))
      .where(and(eq(trackApplications.studentId, studentId), eq(trackApplications.status, 'APPROVED')));
    return rows.map((r) => ({
      key: `track:${r.applId}`,
      area: 'TRACK' as const,
      title: `${r.korNm.endsWith('트랙') ? r.korNm : `${r.korNm} 트랙`} 승인`,
      date: seoulDateOf(r.decidedAt ?? r.createdAt),
      detail: r.summary,
      competencies: [],
    }));
  },
};

export const competencyProgramsSource: HistorySource = {
  name: 'learning.programs',
  async load(studentId) {
    const db = await getDb();
    const rows = await db
      .select({ programId: competencyPrograms.programId, title: competencyPrograms.title, competencyCd: competencyPrograms.competencyCd, points: competencyPrograms.points, completedDt: programCompletions.completedDt })
      .from(programCompletions)
      .innerJoin(competencyPrograms, eq(competencyPrograms.programId, programCompletions.programId))
      .where(eq(programCompletions.studentId, studentId));
    return rows.map((r) => ({
      key: `cprogram:${r.programId}`,
      area: 'PROGRAM' as const,
      title: r.title,
      date: r.completedDt,
      detail: `역량 프로그램 이수 · ${r.points}점`,
      competencies: [r.competencyCd],
    }));
  },
};

/**
 * The level held today, dated when it was first recorded (the COMPETENCY_CERTIFIED event); a level
 * not recorded yet (grades that arrived since) is shown as of today.
 */
export const certificationSource: HistorySource = {
  name: 'learning.certification',
  async load(studentId) {
    const state = await certificateState(studentId);
    if (!state.earned) return [];
    const db = await getDb();
    const [event] = await db
      .select({ occurredAt: schema.activityEvents.occurredAt })
      .from(schema.activityEvents)
      .where(and(eq(schema.activityEvents.userId, studentId), eq(schema.activityEvents.kind, 'COMPETENCY_CERTIFIED'), eq(schema.activityEvents.refId, state.earned.levelCd)));
    return [
      {
        key: `hcerti:${state.earned.levelCd}`,
        area: 'CERTIFICATION' as const,
        title: `핵심역량 인증 ${state.earned.korNm}`,
        date: event ? seoulDateOf(event.occurredAt) : clock.today(),
        detail: event ? '인증 등급을 달성한 날입니다.' : '오늘 기준으로 달성한 인증 등급입니다.',
        competencies: [],
      },
    ];
  },
};
