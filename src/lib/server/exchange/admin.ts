// Exchange programmes for the international office: partner universities, rounds, and the review
// of applications (서류심사 → 선발/탈락 → 파견). A selection takes one of the university's seats in
// the round; the university row is locked while the seats are counted, so parallel selections
// never go over the seats.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { notifyUser } from '../messages/service';
import { publishActivity } from '../activity/events';
import { termNm } from '../../calendar';
import { josa } from '../../text/josa';
import { ACTION_FROM, ACTION_TO, SEAT_STATUSES, WINDOW_LABELS, exchangeStatusLabel, levelRefusal, normaliseLevel, windowState, type ExchangeStatus } from '../../exchange/rules';
import type { ExchangeDecisionInput, RoundInput, StaffApplQuery, UnivEditInput } from '../../schemas/exchange';
import { describeUniv, recordStep, withDetails } from './exchange';
import * as clock from '../clock';

const { exchangeUniversities: univs, exchangeRounds: rounds, exchangeApplications: appls, exchangeChoices: choices, users, comCodes } = schema;

export async function staffUniversities() {
  const db = await getDb();
  const [rows, names] = await Promise.all([db.select().from(univs).orderBy(asc(univs.countryCd), asc(univs.univNm)), codeNames()]);
  return rows.map((u) => describeUniv(u, names));
}

async function checkCode(grpCd: string, comCd: string | undefined, field: string, label: string) {
  if (!comCd) return;
  const db = await getDb();
  const [row] = await db.select({ cd: comCodes.comCd }).from(comCodes).where(and(eq(comCodes.grpCd, grpCd), eq(comCodes.comCd, comCd), eq(comCodes.useYn, 'Y')));
  if (!row) throw new HttpError(400, `${josa(label, '을/를')} 확인해 주세요.`, { [field]: `등록된 ${josa(label, '이/가')} 아닙니다.` });
}

function univValues(input: UnivEditInput) {
  return {
    univNm: input.univNm,
    univEngNm: input.univEngNm,
    countryCd: input.countryCd,
    city: input.city ?? null,
    langCd: input.langCd,
    testCd: input.testCd ?? null,
    minLevel: input.testCd && input.minLevel ? normaliseLevel(input.testCd, input.minLevel) : null,
    minGpa: input.minGpa ?? null,
    seatsPerTerm: input.seatsPerTerm,
    termsOffered: [...new Set(input.termsOffered)].sort(),
    homepage: input.homepage ?? null,
    description: input.description,
    useYn: input.useYn,
  };
}

async function checkUnivCodes(input: UnivEditInput) {
  await checkCode('COUNTRY', input.countryCd, 'countryCd', '국가');
  await checkCode('INSTR_LANG', input.langCd, 'langCd', '수업 언어');
  await checkCode('LANG_TEST', input.testCd, 'testCd', '어학시험');
  if (input.testCd && input.minLevel) {
    const refusal = levelRefusal(input.testCd, normaliseLevel(input.testCd, input.minLevel));
    if (refusal) throw new HttpError(400, refusal, { minLevel: refusal });
  }
}

const DUPLICATE = () => new HttpError(409, '같은 영문명의 대학이 이미 있습니다.', { univEngNm: '이미 등록된 대학입니다.' });

export async function createUniversity(actorId: string, input: UnivEditInput, ip: string | null = null) {
  await checkUnivCodes(input);
  const db = await getDb();
  try {
    const [row] = await db.insert(univs).values(univValues(input)).returning({ univId: univs.univId });
    await audit({ actorId, action: 'exchange.univ.create', targetType: 'exchange_university', targetId: String(row.univId), ip });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw DUPLICATE();
    throw err;
  }
}

export async function updateUniversity(actorId: string, univId: number, input: UnivEditInput, ip: string | null = null) {
  await checkUnivCodes(input);
  const db = await getDb();
  try {
    const rows = await db.update(univs).set({ ...univValues(input), updatedAt: sql`now()` }).where(eq(univs.univId, univId)).returning({ univId: univs.univId });
    if (!rows.length) throw new HttpError(404, '대학을 찾을 수 없습니다.');
  } catch (err) {
    if (isUniqueViolation(err)) throw DUPLICATE();
    throw err;
  }
  await audit({ actorId, action: 'exchange.univ.update', targetType: 'exchange_university', targetId: String(univId), ip });
  return { univId };
}

export async function staffRounds(today = clock.today()) {
  const db = await getDb();
  const [rows, counts] = await Promise.all([
    db.select().from(rounds).orderBy(desc(rounds.year), desc(rounds.termCd), desc(rounds.roundId)),
    db.select({ roundId: appls.roundId, n: count() }).from(appls).where(sql`${appls.status} <> 'CANCELLED'`).groupBy(appls.roundId),
  ]);
  const n = new Map(counts.map((c) => [c.roundId, Number(c.n)]));
  return rows.map((r) => ({ ...r, termNm: termNm(r.termCd), window: windowState(r, today), windowNm: WINDOW_LABELS[windowState(r, today)], applCount: n.get(r.roundId) ?? 0 }));
}

export async function createRound(actorId: string, input: RoundInput, ip: string | null = null) {
  const db = await getDb();
  const [row] = await db.insert(rounds).values(input).returning({ roundId: rounds.roundId });
  await audit({ actorId, action: 'exchange.round.create', targetType: 'exchange_round', targetId: String(row.roundId), ip });
  return row;
}

/** Seats taken per university in a round (선발 and 파견). */
export async function seatsTaken(roundId: number) {
  const db = await getDb();
  const rows = await db
    .select({ univId: appls.selectedUnivId, n: count() })
    .from(appls)
    .where(and(eq(appls.roundId, roundId), inArray(appls.status, SEAT_STATUSES)))
    .groupBy(appls.selectedUnivId);
  return new Map(rows.filter((r) => r.univId !== null).map((r) => [r.univId!, Number(r.n)]));
}

/** Applications of a round (by default the open one) with the student, choices, scores and the seats. */
export async function reviewList(query: StaffApplQuery) {
  const db = await getDb();
  const all = await staffRounds();
  // By default the round taking applications now, else the latest that has begun, else the next one.
  const round = query.roundId
    ? all.find((r) => r.roundId === query.roundId)
    : (all.find((r) => r.window === 'OPEN') ?? all.find((r) => r.window === 'CLOSED') ?? all[0]);
  if (!round) return { round: null, rounds: all, list: [], seats: [] };
  const rows = await db
    .select({
      applId: appls.applId,
      roundId: appls.roundId,
      year: rounds.year,
      termCd: rounds.termCd,
      studentId: appls.studentId,
      korNm: users.korNm,
      gradeCd: users.gradeCd,
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
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(and(eq(appls.roundId, round.roundId), query.status ? eq(appls.status, query.status) : undefined))
    .orderBy(desc(appls.gpa), asc(appls.applId));
  const [list, taken, univList] = await Promise.all([withDetails(rows), seatsTaken(round.roundId), staffUniversities()]);
  const seats = univList
    .filter((u) => u.termsOffered.includes(round.termCd))
    .map((u) => ({ univId: u.univId, univNm: u.univNm, seats: u.seatsPerTerm, taken: taken.get(u.univId) ?? 0 }));
  return { round, rounds: all, list, seats };
}

/**
 * A staff decision on one application. SELECT locks the university's row, counts the seats taken
 * in the round and refuses past them; DISPATCH publishes the activity event with the change.
 */
export async function decide(actorId: string, applId: number, input: ExchangeDecisionInput, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [a] = await tx
      .select({ applId: appls.applId, roundId: appls.roundId, studentId: appls.studentId, status: appls.status, selectedUnivId: appls.selectedUnivId, roundTitle: rounds.title, year: rounds.year, termCd: rounds.termCd })
      .from(appls)
      .innerJoin(rounds, eq(rounds.roundId, appls.roundId))
      .where(eq(appls.applId, applId))
      .for('update', { of: appls });
    if (!a) throw new HttpError(404, '교환학생 신청을 찾을 수 없습니다.');
    if (!ACTION_FROM[input.action].includes(a.status as ExchangeStatus)) {
      throw new HttpError(409, `${exchangeStatusLabel(a.status)} 상태의 신청은 이 처리를 할 수 없습니다.`);
    }
    const to = ACTION_TO[input.action];
    let univId = a.selectedUnivId;
    let univNm: string | null = null;
    if (input.action === 'SELECT') {
      const [choice] = await tx.select({ univId: choices.univId }).from(choices).where(and(eq(choices.applId, applId), eq(choices.univId, input.univId!)));
      if (!choice) throw new HttpError(400, '학생이 지망한 대학 중에서 선발해 주세요.', { univId: '지망 대학이 아닙니다.' });
      const [u] = await tx.select({ univId: univs.univId, univNm: univs.univNm, seats: univs.seatsPerTerm }).from(univs).where(eq(univs.univId, choice.univId)).for('update');
      const [{ n }] = await tx
        .select({ n: count() })
        .from(appls)
        .where(and(eq(appls.roundId, a.roundId), eq(appls.selectedUnivId, u.univId), inArray(appls.status, SEAT_STATUSES)));
      if (Number(n) >= u.seats) throw new HttpError(409, `${u.univNm}의 정원(${u.seats}명)이 모두 찼습니다.`);
      univId = u.univId;
      univNm = u.univNm;
    } else if (univId) {
      const [u] = await tx.select({ univNm: univs.univNm }).from(univs).where(eq(univs.univId, univId));
      univNm = u?.univNm ?? null;
    }
    const note = input.note ?? null;
    await tx
      .update(appls)
      .set({ status: to, selectedUnivId: to === 'FAILED' ? null : univId, reviewNote: note ?? undefined, updatedAt: sql`now()` })
      .where(eq(appls.applId, applId));
    await recordStep(tx, applId, a.status, to, actorId, note, to === 'SELECTED' || to === 'DISPATCHED' ? univId : null);
    if (to === 'DISPATCHED') {
      await publishActivity(
        { userId: a.studentId, kind: 'EXCHANGE_DISPATCHED', title: `${univNm} 교환학생 파견 (${a.year}학년도 ${termNm(a.termCd)})`, refType: 'exchange_application', refId: String(applId) },
        tx,
      );
    }
    return { applId, status: to, from: a.status, studentId: a.studentId, univNm, roundTitle: a.roundTitle, note };
  });
  await audit({ actorId, action: `exchange.${input.action.toLowerCase()}`, targetType: 'exchange_application', targetId: String(applId), detail: { from: result.from, to: result.status }, ip });
  const statusNm = exchangeStatusLabel(result.status);
  const body =
    result.status === 'SELECTED'
      ? `${result.univNm} 교환학생으로 선발되었습니다. 파견 준비 안내를 기다려 주세요.`
      : result.status === 'FAILED'
        ? `아쉽게도 이번 모집에서 선발되지 않았습니다. 사유: ${result.note ?? ''}`
        : result.status === 'DISPATCHED'
          ? `${result.univNm} 파견이 확정되었습니다. 포트폴리오 활동 이력에 기록됩니다.`
          : '제출한 서류의 심사를 시작했습니다.';
  await notifyUser(result.studentId, `[교환학생] ${result.roundTitle}: ${statusNm}`, body, { userDef1: '/user/colglife/exchgStd/tab02', senderId: actorId });
  return { applId: result.applId, status: result.status };
}
