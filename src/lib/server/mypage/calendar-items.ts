// What belongs in a student's own calendar (decision 058): her current records of every area, each
// as one dated item of one shape. Read with one set of queries (run side by side), so a phone that
// polls the feed every quarter of an hour costs little. Counselling appointments carry neutral words
// only: a phone calendar syncs to clouds and shows on lock screens.
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { getDb, schema } from '../db';
import type { SentEvent } from '../db/schema-calendar';
import * as clock from '../clock';
import { addDays, seoulDayStartOf, seoulInstantOf, formatSeoulDateTime } from '../../calendar';
import { PARTICIPANT_STATUSES } from '../../career/programs';
import { PUBLISHED } from '../recruiting/postings';
import { openScholarships } from '../scholarships/student';

const {
  cnslApplications: cnsl,
  careerPrograms: programs,
  careerProgramSessions: sessions,
  careerApplications: careerAppls,
  careerReports: reports,
  careerTests: tests,
  recruitFairBookings: fairBookings,
  recruitFairSlots: fairSlots,
  recruitFairBooths: booths,
  recruitFairs: fairs,
  startupSpaceBookings: spaceBookings,
  startupSpaces: spaces,
  recruitBookmarks: bookmarks,
  recruitPostings: postings,
  recruitCompanies: companies,
  recruitParttimeApplications: parttimeAppls,
  recruitParttimeJobs: parttimeJobs,
} = schema;

export const ITEM_KINDS = ['cnsl', 'session', 'report', 'test', 'fair', 'space', 'posting', 'parttime', 'schol'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The record a single-event download names: a counselling application, a programme, a booking. */
export const DOWNLOAD_KINDS = ['cnsl', 'program', 'fair', 'space'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export interface CalendarItem {
  /** Stable for the life of the record: `<kind>-<id>` (the feed adds its host). */
  uid: string;
  kind: ItemKind;
  /** The record a single-event download asks for (`program-12` holds every session of programme 12). */
  ref: string;
  event: SentEvent;
}

/** What a counselling appointment is called in a calendar, whatever its kind. */
export const NEUTRAL_COUNSELLING = '학생상담센터 상담';

/** Counselling statuses that hold an agreed or requested time. */
const CNSL_TIMED = ['APPLIED', 'ACCEPTED', 'SCHEDULED', 'DONE', 'NO_SHOW'];

/**
 * A place goes into the calendar when it names a room (학생회관 402호 상담실): not an address of an
 * online meeting or a telephone number, which say more than where to go.
 */
export function roomOnly(place: string | null | undefined): string | null {
  const p = place?.trim();
  if (!p) return null;
  if (/:\/\/|www\.|@/i.test(p) || /\d{2,4}-\d{3,4}-\d{4}/.test(p) || /전화|화상|온라인|zoom|줌/i.test(p)) return null;
  return p;
}

const iso = (d: Date) => d.toISOString();
const timed = (summary: string, start: Date, end: Date | null, rest: Partial<SentEvent> = {}): SentEvent => ({
  summary,
  start: iso(start),
  end: end ? iso(end) : null,
  allDay: false,
  location: null,
  description: null,
  url: null,
  tentative: false,
  ...rest,
});
const allDay = (summary: string, day: string, rest: Partial<SentEvent> = {}): SentEvent => ({
  summary,
  start: day,
  end: addDays(day, 1),
  allDay: true,
  location: null,
  description: null,
  url: null,
  tentative: false,
  ...rest,
});

/** The window the feed covers: a month back, a year ahead (Seoul days). */
export function feedWindow(today = clock.today()) {
  const from = addDays(today, -30);
  const to = addDays(today, 365);
  return { from, to, fromAt: seoulDayStartOf(from), toAt: seoulDayStartOf(addDays(to, 1)) };
}

/** Every current item of the student in the window, ordered by start. */
export async function calendarItems(studentId: string, today = clock.today()): Promise<CalendarItem[]> {
  const db = await getDb();
  const w = feedWindow(today);
  const [cnslRows, participations, fairRows, spaceRows, postingRows, parttimeRows, schol] = await Promise.all([
    db
      .select({ applId: cnsl.applId, status: cnsl.status, slotStart: cnsl.slotStart, slotEnd: cnsl.slotEnd, place: cnsl.place })
      .from(cnsl)
      .where(and(eq(cnsl.studentId, studentId), isNotNull(cnsl.slotStart), inArray(cnsl.status, CNSL_TIMED), gte(cnsl.slotStart, w.fromAt), lte(cnsl.slotStart, w.toAt))),
    db
      .select({ programId: programs.programId, title: programs.title, place: programs.place })
      .from(careerAppls)
      .innerJoin(programs, eq(programs.programId, careerAppls.programId))
      .where(and(eq(careerAppls.studentId, studentId), inArray(careerAppls.status, PARTICIPANT_STATUSES), eq(programs.useYn, 'Y'), gte(programs.runEndDt, w.from))),
    db
      .select({ bookingId: fairBookings.bookingId, startsAt: fairSlots.startsAt, endsAt: fairSlots.endsAt, companyNm: booths.companyNm, boothNo: booths.boothNo, fairId: fairs.fairId, fairTitle: fairs.title, kindCd: fairs.kindCd, place: fairs.place })
      .from(fairBookings)
      .innerJoin(fairSlots, eq(fairSlots.slotId, fairBookings.slotId))
      .innerJoin(booths, eq(booths.boothId, fairSlots.boothId))
      .innerJoin(fairs, eq(fairs.fairId, booths.fairId))
      .where(and(eq(fairBookings.studentId, studentId), eq(fairBookings.status, 'BOOKED'), eq(fairs.status, 'OPEN'), gte(fairSlots.startsAt, w.fromAt), lte(fairSlots.startsAt, w.toAt))),
    db
      .select({ bookingId: spaceBookings.bookingId, startsAt: spaceBookings.startsAt, endsAt: spaceBookings.endsAt, spaceNm: spaces.spaceNm, location: spaces.location })
      .from(spaceBookings)
      .innerJoin(spaces, eq(spaces.spaceId, spaceBookings.spaceId))
      .where(and(eq(spaceBookings.studentId, studentId), eq(spaceBookings.status, 'BOOKED'), gte(spaceBookings.useDt, w.from), lte(spaceBookings.useDt, w.to))),
    db
      .select({ postingId: postings.postingId, title: postings.title, deadlineDt: postings.deadlineDt, companyNm: companies.companyNm })
      .from(bookmarks)
      .innerJoin(postings, eq(postings.postingId, bookmarks.postingId))
      .innerJoin(companies, eq(companies.companyId, postings.companyId))
      .where(and(eq(bookmarks.studentId, studentId), inArray(postings.status, PUBLISHED), eq(companies.useYn, 'Y'), gte(postings.deadlineDt, w.from), lte(postings.deadlineDt, w.to))),
    db
      .select({ jobId: parttimeJobs.jobId, title: parttimeJobs.title, employerNm: parttimeJobs.employerNm, deadlineDt: parttimeJobs.deadlineDt, status: parttimeJobs.status })
      .from(parttimeAppls)
      .innerJoin(parttimeJobs, eq(parttimeJobs.jobId, parttimeAppls.jobId))
      .where(and(eq(parttimeAppls.studentId, studentId), inArray(parttimeJobs.status, ['OPEN', 'CLOSED']), gte(parttimeJobs.deadlineDt, w.from), lte(parttimeJobs.deadlineDt, w.to))),
    openScholarships(studentId, today),
  ]);

  const programIds = participations.map((p) => p.programId);
  const [sessionRows, reportRows, testRows] = programIds.length
    ? await Promise.all([
        db.select().from(sessions).where(and(inArray(sessions.programId, programIds), gte(sessions.sessionDt, w.from), lte(sessions.sessionDt, w.to))).orderBy(asc(sessions.sessionDt), asc(sessions.seq)),
        db.select({ reportId: reports.reportId, programId: reports.programId, title: reports.title, dueAt: reports.dueAt, closeAt: reports.closeAt }).from(reports).where(and(inArray(reports.programId, programIds), gte(reports.dueAt, w.fromAt), lte(reports.dueAt, w.toAt))),
        db.select({ testId: tests.testId, programId: tests.programId, title: tests.title, openAt: tests.openAt, closeAt: tests.closeAt, durationMin: tests.durationMin }).from(tests).where(and(inArray(tests.programId, programIds), gte(tests.closeAt, w.fromAt), lte(tests.closeAt, w.toAt))),
      ])
    : [[], [], []];
  const programOf = new Map(participations.map((p) => [p.programId, p]));

  const items: CalendarItem[] = [];
  for (const a of cnslRows) {
    // Neutral words only: no kind, topic, counsellor, notes or urgency, and no link (its path names the kind).
    items.push({ uid: `cnsl-${a.applId}`, kind: 'cnsl', ref: `cnsl-${a.applId}`, event: timed(NEUTRAL_COUNSELLING, a.slotStart!, a.slotEnd, { location: roomOnly(a.place), tentative: a.status === 'APPLIED' || a.status === 'ACCEPTED' }) });
  }
  for (const s of sessionRows) {
    const p = programOf.get(s.programId)!;
    items.push({
      uid: `session-${s.sessionId}`,
      kind: 'session',
      ref: `program-${p.programId}`,
      event: timed(`[비교과] ${p.title} ${s.seq}회차`, seoulInstantOf(`${s.sessionDt}T${s.startTm}`), seoulInstantOf(`${s.sessionDt}T${s.endTm}`), { location: s.place ?? p.place, description: s.title, url: `/user/futuredesign/careerAct/detail/${p.programId}` }),
    });
  }
  for (const r of reportRows) {
    const p = programOf.get(r.programId)!;
    items.push({
      uid: `report-${r.reportId}`,
      kind: 'report',
      ref: `report-${r.reportId}`,
      event: timed(`[보고서 마감] ${r.title}`, r.dueAt, null, { description: `${p.title} · 늦은 제출은 ${formatSeoulDateTime(r.closeAt)}까지`, url: `/user/futuredesign/myecp/class?id=${p.programId}&tab=report` }),
    });
  }
  for (const t of testRows) {
    const p = programOf.get(t.programId)!;
    items.push({
      uid: `test-${t.testId}`,
      kind: 'test',
      ref: `test-${t.testId}`,
      event: timed(`[시험 마감] ${t.title}`, t.closeAt, null, { description: `${p.title} · 응시 기간 ${formatSeoulDateTime(t.openAt)} ~ ${formatSeoulDateTime(t.closeAt)} · 제한 시간 ${t.durationMin}분`, url: `/user/futuredesign/myecp/class?id=${p.programId}&tab=test` }),
    });
  }
  for (const f of fairRows) {
    items.push({
      uid: `fair-${f.bookingId}`,
      kind: 'fair',
      ref: `fair-${f.bookingId}`,
      event: timed(`[채용박람회 상담] ${f.companyNm}`, f.startsAt, f.endsAt, { location: f.kindCd === 'ONLINE' ? `온라인 (${f.place})` : `${f.place} ${f.boothNo}번 부스`, description: f.fairTitle, url: `/user/careerinfo/recrtfair/detail/${f.fairId}` }),
    });
  }
  for (const b of spaceRows) {
    items.push({ uid: `space-${b.bookingId}`, kind: 'space', ref: `space-${b.bookingId}`, event: timed(`[창업공간 예약] ${b.spaceNm}`, b.startsAt, b.endsAt, { location: b.location, url: '/user/careerinfo/startupsupp/tab03' }) });
  }
  for (const p of postingRows) {
    items.push({ uid: `posting-${p.postingId}`, kind: 'posting', ref: `posting-${p.postingId}`, event: allDay(`[채용 마감] ${p.companyNm} ${p.title}`, p.deadlineDt, { description: '관심 공고의 지원 마감일입니다.', url: `/user/careerinfo/cmmnrecrt/detail/${p.postingId}` }) });
  }
  for (const j of parttimeRows) {
    items.push({ uid: `parttime-${j.jobId}`, kind: 'parttime', ref: `parttime-${j.jobId}`, event: allDay(`[아르바이트 마감] ${j.employerNm} ${j.title}`, j.deadlineDt, { description: '지원한 아르바이트의 모집 마감일입니다.', url: `/user/careerinfo/parttimejob/detail/${j.jobId}` }) });
  }
  for (const s of schol.list) {
    // The scholarship area's own rule: open now, she meets every eligibility line, no live application.
    if (s.phase !== 'OPEN' || !s.eligible || s.myApplication || s.applyEndDt > w.to) continue;
    items.push({ uid: `schol-${s.scholId}`, kind: 'schol', ref: `schol-${s.scholId}`, event: allDay(`[장학 신청 마감] ${s.title}`, s.applyEndDt, { description: '신청할 수 있는 장학금의 신청 마감일입니다.', url: '/user/colglife/scholamt' }) });
  }
  return items.sort((a, b) => a.event.start.localeCompare(b.event.start) || a.uid.localeCompare(b.uid));
}
