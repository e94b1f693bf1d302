// Exchange programmes for students: partner universities with their requirements and reviews, the
// rounds open for applications, the student's standing (GPA and credits from her record), applying
// with up to three universities in order, cancelling, and her own applications with their history.
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { fileGroup } from '../files/service';
import { academicProfile } from '../learning/student';
import { loadTranscript, summarise } from '../learning/transcript';
import { termNm } from '../../calendar';
import * as clock from '../clock';
import {
  EXCHANGE_STATUS_LABELS,
  WINDOW_LABELS,
  choiceRefusals,
  exchangeStatusLabel,
  levelRefusal,
  levelText,
  normaliseLevel,
  windowState,
  SEAT_STATUSES,
  type ExchangeStatus,
} from '../../exchange/rules';
import type { ExchangeApplyInput, ReviewInput, UnivQuery } from '../../schemas/exchange';
import { maskName } from '../../text/mask';

const {
  exchangeUniversities: univs,
  exchangeReviews: reviews,
  exchangeRounds: rounds,
  exchangeApplications: appls,
  exchangeChoices: choices,
  exchangeScores: scores,
  exchangeApplicationHistory: history,
  users,
} = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UnivRow = typeof univs.$inferSelect;

export const ALREADY_SELECTED = '교환학생으로 선발되었거나 파견된 학생은 다시 지원할 수 없습니다.';

/** 김하늘 -> 김** : reviews name their writer without identifying her. */

export async function recordStep(tx: Tx, applId: number, fromStatus: string | null, toStatus: string, actorId: string | null, note: string | null = null, univId: number | null = null) {
  await tx.insert(history).values({ applId, fromStatus, toStatus, actorId, note, univId });
}

/** A university as pages show it: names of its codes and its requirement in words. */
export function describeUniv(u: UnivRow, names: Map<string, string>) {
  const testNm = u.testCd ? (names.get(`LANG_TEST:${u.testCd}`) ?? u.testCd) : null;
  return {
    univId: u.univId,
    univNm: u.univNm,
    univEngNm: u.univEngNm,
    countryCd: u.countryCd,
    countryNm: names.get(`COUNTRY:${u.countryCd}`) ?? u.countryCd,
    city: u.city,
    langCd: u.langCd,
    langNm: names.get(`INSTR_LANG:${u.langCd}`) ?? u.langCd,
    testCd: u.testCd,
    testNm,
    minLevel: u.minLevel,
    minGpa: u.minGpa,
    requirement: [u.testCd && u.minLevel !== null ? `${levelText(u.testCd, u.minLevel, testNm ?? u.testCd)} 이상` : null, u.minGpa !== null ? `평점 ${u.minGpa.toFixed(2)} 이상` : null].filter(Boolean).join(', ') || '별도 기준 없음',
    seatsPerTerm: u.seatsPerTerm,
    termsOffered: u.termsOffered,
    termsNm: u.termsOffered.map((t) => termNm(t)).join(', '),
    homepage: u.homepage,
    description: u.description,
    useYn: u.useYn,
  };
}
export type UnivView = ReturnType<typeof describeUniv>;

/** Partner universities (those in exchange), filtered by country, language and a search word, with their reviews. */
export async function listUniversities(query: UnivQuery) {
  const db = await getDb();
  const where: SQL[] = [eq(univs.useYn, 'Y')];
  if (query.countryCd) where.push(eq(univs.countryCd, query.countryCd));
  if (query.langCd) where.push(eq(univs.langCd, query.langCd));
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(univs.univNm, t), ilike(univs.univEngNm, t), ilike(univs.city, t))!);
  }
  const [rows, names] = await Promise.all([db.select().from(univs).where(and(...where)).orderBy(asc(univs.countryCd), asc(univs.univNm)), codeNames()]);
  const ids = rows.map((r) => r.univId);
  const revs = ids.length
    ? await db
        .select({ reviewId: reviews.reviewId, univId: reviews.univId, korNm: users.korNm, termLabel: reviews.termLabel, rating: reviews.rating, title: reviews.title, content: reviews.content, createdAt: reviews.createdAt })
        .from(reviews)
        .innerJoin(users, eq(users.userId, reviews.studentId))
        .where(inArray(reviews.univId, ids))
        .orderBy(desc(reviews.createdAt), desc(reviews.reviewId))
    : [];
  return rows.map((u) => {
    const own = revs.filter((r) => r.univId === u.univId).map(({ korNm, univId: _u, ...r }) => ({ ...r, writerNm: maskName(korNm) }));
    return {
      ...describeUniv(u, names),
      reviews: own,
      ratingAvg: own.length ? Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10 : null,
    };
  });
}

/** The countries and languages that partner universities have, for the filters. */
export async function univFacets() {
  const db = await getDb();
  const [rows, names] = await Promise.all([db.selectDistinct({ countryCd: univs.countryCd, langCd: univs.langCd }).from(univs).where(eq(univs.useYn, 'Y')), codeNames()]);
  // In the order of their Korean names, as a reader looks for them.
  const named = (grp: string, xs: string[]) =>
    [...new Set(xs)].map((c) => ({ cd: c, nm: names.get(`${grp}:${c}`) ?? c })).sort((a, b) => a.nm.localeCompare(b.nm, 'ko'));
  return { countries: named('COUNTRY', rows.map((r) => r.countryCd)), langs: named('INSTR_LANG', rows.map((r) => r.langCd)) };
}

/** Rounds still to come or open, and the last closed one; each with its window state. */
export async function currentRounds(today = clock.today()) {
  const db = await getDb();
  const rows = await db.select().from(rounds).where(and(eq(rounds.useYn, 'Y'), gte(rounds.applyEndDt, today))).orderBy(asc(rounds.applyStartDt), asc(rounds.roundId));
  return rows.map((r) => ({ ...r, termNm: termNm(r.termCd), window: windowState(r, today), windowNm: WINDOW_LABELS[windowState(r, today)] }));
}

/** What the application is decided on, read from the student's record (never typed by her). */
export async function standing(studentId: string) {
  const [profile, transcript] = await Promise.all([academicProfile(studentId), loadTranscript(studentId)]);
  const { gpa, earnedCredits } = summarise(transcript);
  return { korNm: profile.korNm, grade: profile.grade, shregSt: profile.shregSt, gpa: gpa === null ? null : Math.round(gpa * 100) / 100, earnedCredits };
}

/** The student's applications, newest first, each with its choices, scores and history. */
export async function myApplications(studentId: string, onlyApplId?: number) {
  const db = await getDb();
  const rows = await db
    .select({
      applId: appls.applId,
      roundId: appls.roundId,
      roundTitle: rounds.title,
      year: rounds.year,
      termCd: rounds.termCd,
      applyStartDt: rounds.applyStartDt,
      applyEndDt: rounds.applyEndDt,
      gpa: appls.gpa,
      earnedCredits: appls.earnedCredits,
      studyPlan: appls.studyPlan,
      evidenceFileGroupId: appls.evidenceFileGroupId,
      status: appls.status,
      selectedUnivId: appls.selectedUnivId,
      reviewNote: appls.reviewNote,
      createdAt: appls.createdAt,
      updatedAt: appls.updatedAt,
    })
    .from(appls)
    .innerJoin(rounds, eq(rounds.roundId, appls.roundId))
    .where(and(eq(appls.studentId, studentId), onlyApplId ? eq(appls.applId, onlyApplId) : undefined))
    .orderBy(desc(appls.createdAt), desc(appls.applId));
  return withDetails(rows);
}

/** Choices, scores and history for application rows (the same shape for students and staff). */
export async function withDetails<T extends { applId: number; status: string; selectedUnivId: number | null; termCd: string; year: number }>(rows: T[]) {
  const ids = rows.map((r) => r.applId);
  if (!ids.length) return [];
  const db = await getDb();
  const [ch, sc, steps, names] = await Promise.all([
    db
      .select({ applId: choices.applId, rank: choices.rank, univId: choices.univId, univNm: univs.univNm, countryCd: univs.countryCd })
      .from(choices)
      .innerJoin(univs, eq(univs.univId, choices.univId))
      .where(inArray(choices.applId, ids))
      .orderBy(asc(choices.rank)),
    db.select().from(scores).where(inArray(scores.applId, ids)).orderBy(asc(scores.testCd)),
    db
      .select({ applId: history.applId, fromStatus: history.fromStatus, toStatus: history.toStatus, univId: history.univId, note: history.note, createdAt: history.createdAt, actorNm: users.korNm })
      .from(history)
      .leftJoin(users, eq(users.userId, history.actorId))
      .where(inArray(history.applId, ids))
      .orderBy(asc(history.createdAt), asc(history.histId)),
    codeNames(),
  ]);
  return rows.map((r) => {
    const mine = ch.filter((c) => c.applId === r.applId).map(({ applId: _a, ...c }) => ({ ...c, countryNm: names.get(`COUNTRY:${c.countryCd}`) ?? c.countryCd }));
    return {
      ...r,
      termNm: termNm(r.termCd),
      statusNm: exchangeStatusLabel(r.status),
      selectedUnivNm: mine.find((c) => c.univId === r.selectedUnivId)?.univNm ?? null,
      choices: mine,
      scores: sc.filter((s) => s.applId === r.applId).map((s) => ({ testCd: s.testCd, level: s.level, testDt: s.testDt, text: levelText(s.testCd, s.level, names.get(`LANG_TEST:${s.testCd}`) ?? s.testCd) })),
      history: steps.filter((s) => s.applId === r.applId).map(({ applId: _a, ...s }) => ({ ...s, statusNm: exchangeStatusLabel(s.toStatus) })),
      canCancel: r.status === 'APPLIED',
    };
  });
}

/** One of the student's applications; another student's id answers 404 like a missing one. */
export async function myApplication(studentId: string, applId: number) {
  const [row] = await myApplications(studentId, applId);
  if (!row) throw new HttpError(404, '교환학생 신청을 찾을 수 없습니다.');
  return row;
}

/**
 * Applies. The round row is locked while the student's live application is looked up, so a double
 * click makes one application; exchange_appl_once is the last guard. Every choice must be met:
 * the GPA comes from the record, the scores from the form with their evidence file.
 */
export async function apply(student: { userId: string }, input: ExchangeApplyInput, ip: string | null = null, today = clock.today()) {
  const me = await standing(student.userId);
  if (me.shregSt !== '10') throw new HttpError(400, '재학 중인 학생만 교환학생에 지원할 수 있습니다.');
  // A student visiting from a partner university (decision 040) is not sent abroad from here.
  const [visiting] = await (await getDb()).select({ userId: schema.exchangeIncoming.userId }).from(schema.exchangeIncoming).where(eq(schema.exchangeIncoming.userId, student.userId));
  if (visiting) throw new HttpError(400, '협정 대학에서 온 교환학생은 파견 교환학생에 지원할 수 없습니다.');
  const names = await codeNames();
  // Results as the tests report them: a typed "n2" or "6" is read as N2 or 6.0; a number where the test has levels is refused.
  const results = input.scores.map((s) => ({ ...s, level: normaliseLevel(s.testCd, s.level) }));
  for (const [i, s] of results.entries()) {
    const refusal = levelRefusal(s.testCd, s.level, names.get(`LANG_TEST:${s.testCd}`) ?? s.testCd);
    if (refusal) throw new HttpError(400, refusal, { [`scores.${i}.level`]: refusal });
    if (s.testDt > today) throw new HttpError(400, '응시일은 오늘이나 지난 날짜여야 합니다.', { [`scores.${i}.testDt`]: '응시일은 오늘이나 지난 날짜여야 합니다.' });
  }
  if (input.evidenceFileGroupId) {
    const group = await fileGroup(input.evidenceFileGroupId);
    // Someone else's file group is not found, exactly like a missing one.
    if (!group || group.ownerId !== student.userId) throw new HttpError(400, '증빙 파일을 찾을 수 없습니다. 다시 올려 주세요.', { evidenceFileGroupId: '증빙 파일을 다시 올려 주세요.' });
  }
  const db = await getDb();
  let created: { applId: number; status: string };
  try {
    created = await db.transaction(async (tx) => {
      const [round] = await tx.select().from(rounds).where(eq(rounds.roundId, input.roundId)).for('update');
      if (!round || round.useYn !== 'Y') throw new HttpError(404, '모집을 찾을 수 없습니다.');
      const state = windowState(round, today);
      if (state !== 'OPEN') throw new HttpError(400, state === 'BEFORE' ? `접수 기간(${round.applyStartDt} ~ ${round.applyEndDt}) 전입니다.` : `접수 기간(${round.applyStartDt} ~ ${round.applyEndDt})이 끝났습니다.`);
      const [live] = await tx.select({ applId: appls.applId }).from(appls).where(and(eq(appls.roundId, round.roundId), eq(appls.studentId, student.userId), ne(appls.status, 'CANCELLED')));
      if (live) throw new HttpError(409, '이 모집에 이미 지원했습니다. 신청 내역을 확인해 주세요.');
      // One exchange semester per student: a selection or a dispatch in any round ends applying.
      const [held] = await tx.select({ applId: appls.applId }).from(appls).where(and(eq(appls.studentId, student.userId), inArray(appls.status, SEAT_STATUSES)));
      if (held) throw new HttpError(400, ALREADY_SELECTED);
      const chosen = await tx.select().from(univs).where(inArray(univs.univId, input.choices));
      const byId = new Map(chosen.map((u) => [u.univId, u]));
      const facts = { gpa: me.gpa, termCd: round.termCd, scores: new Map(results.map((s) => [s.testCd, s.level])) };
      const fieldErrors: Record<string, string> = {};
      const reasons: string[] = [];
      input.choices.forEach((univId, i) => {
        const u = byId.get(univId);
        const why = u ? choiceRefusals(u, facts, u.testCd ? names.get(`LANG_TEST:${u.testCd}`) : undefined) : ['선택한 대학을 찾을 수 없습니다.'];
        if (why.length) {
          fieldErrors[`choices.${i}`] = why.join(' ');
          reasons.push(...why.map((w) => `${i + 1}지망 ${w}`));
        }
      });
      if (reasons.length) throw new HttpError(400, reasons[0], { ...fieldErrors, reasons });
      const [row] = await tx
        .insert(appls)
        .values({ roundId: round.roundId, studentId: student.userId, gpa: me.gpa ?? 0, earnedCredits: me.earnedCredits, studyPlan: input.studyPlan, evidenceFileGroupId: input.evidenceFileGroupId ?? null, status: 'APPLIED' })
        .returning({ applId: appls.applId, status: appls.status });
      await tx.insert(choices).values(input.choices.map((univId, i) => ({ applId: row.applId, rank: i + 1, univId })));
      if (results.length) await tx.insert(scores).values(results.map((s) => ({ applId: row.applId, testCd: s.testCd, level: s.level, testDt: s.testDt })));
      await recordStep(tx, row.applId, null, 'APPLIED', student.userId);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '이 모집에 이미 지원했습니다. 신청 내역을 확인해 주세요.');
    throw err;
  }
  await audit({ actorId: student.userId, action: 'exchange.apply', targetType: 'exchange_application', targetId: String(created.applId), detail: { roundId: input.roundId, choices: input.choices }, ip });
  return created;
}

/** The student withdraws her application while it has not been reviewed yet. */
export async function cancelApplication(student: { userId: string }, applId: number, ip: string | null = null) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ studentId: appls.studentId, status: appls.status }).from(appls).where(eq(appls.applId, applId)).for('update');
    if (!row || row.studentId !== student.userId) throw new HttpError(404, '교환학생 신청을 찾을 수 없습니다.');
    if (row.status !== 'APPLIED') throw new HttpError(400, `${EXCHANGE_STATUS_LABELS[row.status as ExchangeStatus] ?? row.status} 단계의 신청은 취소할 수 없습니다. 국제교류팀에 문의해 주세요.`);
    await tx.update(appls).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(appls.applId, applId));
    await recordStep(tx, applId, 'APPLIED', 'CANCELLED', student.userId, '본인 취소');
  });
  await audit({ actorId: student.userId, action: 'exchange.cancel', targetType: 'exchange_application', targetId: String(applId), ip });
  return { applId, status: 'CANCELLED' };
}

/** A returned student (dispatched to the university) writes one review of it. */
export async function writeReview(student: { userId: string }, univId: number, input: ReviewInput, ip: string | null = null) {
  const db = await getDb();
  const [went] = await db
    .select({ year: rounds.year, termCd: rounds.termCd })
    .from(appls)
    .innerJoin(rounds, eq(rounds.roundId, appls.roundId))
    .where(and(eq(appls.studentId, student.userId), eq(appls.selectedUnivId, univId), eq(appls.status, 'DISPATCHED')))
    .orderBy(desc(rounds.year))
    .limit(1);
  if (!went) throw new HttpError(403, '이 대학에 파견된 학생만 후기를 쓸 수 있습니다.');
  const [{ n }] = await db.select({ n: count() }).from(reviews).where(and(eq(reviews.univId, univId), eq(reviews.studentId, student.userId)));
  if (Number(n) > 0) throw new HttpError(409, '이 대학의 후기를 이미 썼습니다.');
  const [row] = await db
    .insert(reviews)
    .values({ univId, studentId: student.userId, termLabel: `${went.year}학년도 ${termNm(went.termCd)}`, rating: input.rating, title: input.title, content: input.content })
    .returning({ reviewId: reviews.reviewId });
  await audit({ actorId: student.userId, action: 'exchange.review', targetType: 'exchange_review', targetId: String(row.reviewId), detail: { univId }, ip });
  return row;
}

/** The universities a student may still review (dispatched there, no review yet). */
export async function reviewable(studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ univId: univs.univId, univNm: univs.univNm })
    .from(appls)
    .innerJoin(univs, eq(univs.univId, appls.selectedUnivId))
    .where(and(eq(appls.studentId, studentId), eq(appls.status, 'DISPATCHED')));
  if (!rows.length) return [];
  const done = await db.select({ univId: reviews.univId }).from(reviews).where(eq(reviews.studentId, studentId));
  const seen = new Set(done.map((d) => d.univId));
  return rows.filter((r) => !seen.has(r.univId));
}

