// Messages about new postings: when a posting goes live (staff post it, or approve a company's), the
// students whose career goal is its job family, or whose saved search it meets, get a portal message
// (live through the message stream), at most one a day each. The day is claimed with one conditional upsert per student, so two
// postings going live at once still send her one message.
import { and, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { codeNames } from '../org/names';
import { notifyUser } from '../messages/service';
import { logError } from '../http/errors';
import { CODE_GROUPS, postingPhase } from '../../recruiting/postings';
import { candidateSearches, matches } from './searches';
import * as clock from '../clock';

const { recruitPostings: postings, recruitCompanies: companies, recruitAlerts: alerts, careerGoals, users } = schema;

/** Claims today's message for the student; false when she already had one today. */
async function claimDay(studentId: string, postingId: number, today: string) {
  const db = await getDb();
  const rows = await db
    .insert(alerts)
    .values({ studentId, lastSentDt: today, lastPostingId: postingId })
    .onConflictDoUpdate({ target: alerts.studentId, set: { lastSentDt: today, lastPostingId: postingId }, setWhere: sql`${alerts.lastSentDt} < ${today}` })
    .returning({ studentId: alerts.studentId });
  return rows.length > 0;
}

/** Tells the students whose career goal or saved search fits a live posting; returns who was told. */
export async function announcePosting(postingId: number, today = clock.today()) {
  const db = await getDb();
  const [row] = await db.select({ p: postings, c: companies }).from(postings).innerJoin(companies, eq(companies.companyId, postings.companyId)).where(eq(postings.postingId, postingId));
  if (!row || row.p.status !== 'OPEN' || postingPhase(row.p, today) === 'CLOSED') return [];
  const { p, c } = row;
  const [goals, saved] = await Promise.all([
    db
      .select({ studentId: careerGoals.studentId })
      .from(careerGoals)
      .innerJoin(users, eq(users.userId, careerGoals.studentId))
      .where(and(eq(careerGoals.jobClsCd, p.jobClsCd), eq(users.userDiv, 'std'), eq(users.useYn, 'Y'))),
    candidateSearches(p, c),
  ]);
  const jobNm = (await codeNames()).get(`${CODE_GROUPS.jobCls}:${p.jobClsCd}`) ?? p.jobClsCd;
  // Why each student hears of it: her goal, and the saved searches it meets.
  const reasons = new Map<string, string[]>();
  for (const g of goals) reasons.set(g.studentId, [`진로목표의 희망 직무(${jobNm})`]);
  for (const s of saved) {
    if (!matches(s.criteria, p, c)) continue;
    reasons.set(s.studentId, [...(reasons.get(s.studentId) ?? []), `저장한 검색 조건 「${s.searchNm}」`]);
  }
  const told: string[] = [];
  for (const [studentId, why] of reasons) {
    if (!(await claimDay(studentId, postingId, today))) continue;
    await notifyUser(studentId, `[채용정보] 관심 조건에 맞는 새 공고: ${c.companyNm}`, `${why.join(', ')}에 맞는 「${p.title}」 공고가 올라왔습니다. 마감일은 ${p.deadlineDt}입니다. 채용정보에서 확인해 주세요.`, {
      category: 'RECRUIT', userDef1: 'RECRUIT_POSTING',
      userDef2: String(postingId),
    });
    told.push(studentId);
  }
  return told;
}

/** Announces without letting a failed message undo the change that made the posting live. */
export async function announceQuietly(postingId: number) {
  try {
    return await announcePosting(postingId);
  } catch (err) {
    logError('-', 'ANNOUNCE', `recruit_posting/${postingId}`, err);
    return [];
  }
}
