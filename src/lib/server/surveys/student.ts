// Surveys for students: the surveys addressed to her with her state, one survey with her answers
// (named surveys only), and answering within the period, once, or again when the survey allows it.
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, lte, ne, or } from 'drizzle-orm';
import * as z from 'zod/mini';
import { getDb, schema } from '../db';
import { idParam } from '../../page/params';
import { HttpError, fieldErrors } from '../http/respond';
import { answerSheetOf, type CheckedAnswer } from '../../schemas/surveys';
import { MY_STATES, REF_CAREER_PROGRAM, phaseOf, sectionPath, type MyState } from '../../surveys/rules';
import { eligibleRefsOf } from './eligibility';
import { NOT_FOUND_SURVEY, addresses, completedProgramIds, isAddressedTo, loadSurvey, personOf, type QuestionRow, type SurveyRow } from './shared';
import * as clock from '../clock';

const { surveys, surveyResponses: responses, surveyAnswers: answers, surveyParticipants: participants, surveyDrafts: drafts } = schema;

function myState(s: SurveyRow, answered: boolean, now: Date): MyState {
  if (phaseOf(s, now) === 'CLOSED') return 'CLOSED';
  return answered ? 'DONE' : 'TODO';
}

function canAnswer(s: SurveyRow, answered: boolean, now: Date) {
  if (phaseOf(s, now) !== 'OPEN') return false;
  return !answered || (s.anonymousYn === 'N' && s.editableYn === 'Y');
}

function listItem(s: SurveyRow, answered: boolean, now: Date, questionCount: number) {
  const state = myState(s, answered, now);
  return {
    surveyId: s.surveyId,
    title: s.title,
    description: s.description,
    kind: s.kind,
    openAt: s.openAt,
    closeAt: s.closeAt,
    anonymous: s.anonymousYn === 'Y',
    editable: s.anonymousYn === 'N' && s.editableYn === 'Y',
    state,
    stateNm: MY_STATES[state],
    answered,
    canAnswer: canAnswer(s, answered, now),
    questionCount,
  };
}

async function answeredSet(userId: string, surveyIds: number[]) {
  if (!surveyIds.length) return new Set<number>();
  const db = await getDb();
  const rows = await db.select({ surveyId: participants.surveyId }).from(participants).where(and(eq(participants.userId, userId), inArray(participants.surveyId, surveyIds)));
  return new Set(rows.map((r) => r.surveyId));
}

async function questionCounts(surveyIds: number[]) {
  if (!surveyIds.length) return new Map<number, number>();
  const db = await getDb();
  const rows = await db.select({ surveyId: schema.surveyQuestions.surveyId }).from(schema.surveyQuestions).where(inArray(schema.surveyQuestions.surveyId, surveyIds));
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.surveyId, (out.get(r.surveyId) ?? 0) + 1);
  return out;
}

/** Her list of one kind: general surveys addressed to her, or the satisfaction surveys of the programmes she completed; open ones first. */
export async function mySurveys(userId: string, kind: 'GENERAL' | 'SATISFACTION', now = clock.now()) {
  const person = await personOf(userId);
  if (!person) return [];
  const db = await getDb();
  const base = and(eq(surveys.useYn, 'Y'), eq(surveys.kind, kind), ne(surveys.status, 'DRAFT'), lte(surveys.openAt, now));
  let rows: SurveyRow[];
  if (kind === 'SATISFACTION') {
    // Completed programmes (activity events) and services she is eligible for (decision 040).
    const [programIds, services] = await Promise.all([completedProgramIds(userId), eligibleRefsOf(userId)]);
    const refs = [
      ...(programIds.length ? [and(eq(surveys.refType, REF_CAREER_PROGRAM), inArray(surveys.refId, programIds))] : []),
      ...services.map((r) => and(eq(surveys.refType, r.refType), eq(surveys.refId, r.refId))),
    ];
    rows = refs.length ? await db.select().from(surveys).where(and(base, or(...refs))).orderBy(desc(surveys.closeAt)) : [];
  } else {
    rows = (await db.select().from(surveys).where(base).orderBy(desc(surveys.closeAt))).filter((s) => addresses(s, person));
  }
  const ids = rows.map((r) => r.surveyId);
  const [done, counts] = await Promise.all([answeredSet(userId, ids), questionCounts(ids)]);
  const order: Record<MyState, number> = { TODO: 0, DONE: 1, CLOSED: 2 };
  return rows.map((s) => listItem(s, done.has(s.surveyId), now, counts.get(s.surveyId) ?? 0)).sort((a, b) => order[a.state] - order[b.state]);
}

/** Loads a survey she may see, or answers 404 (a survey not addressed to her does not exist for her). */
async function visibleSurvey(userId: string, surveyId: number, now: Date) {
  const [loaded, person] = await Promise.all([loadSurvey(surveyId), personOf(userId)]);
  if (!loaded || !person || new Date(loaded.survey.openAt) > now || !(await isAddressedTo(loaded.survey, person))) throw new HttpError(404, NOT_FOUND_SURVEY);
  return loaded;
}

function answerAsForm(q: QuestionRow, a: { choices: number[] | null; scale: number | null; textValue: string | null }) {
  if (q.kind === 'SINGLE') return a.choices?.length ? String(a.choices[0]) : '';
  if (q.kind === 'MULTI') return (a.choices ?? []).map(String);
  if (q.kind === 'SCALE' || q.kind === 'RATING') return a.scale ? String(a.scale) : '';
  if (q.kind === 'MATRIX') return q.rows.map((_, i) => (typeof a.choices?.[i] === 'number' && a.choices[i] >= 0 ? String(a.choices[i]) : ''));
  return a.textValue ?? '';
}

/** Her saved draft of a survey, if any: the answers so far and the section she was on. */
async function draftOf(userId: string, surveyId: number) {
  const db = await getDb();
  const [d] = await db.select({ answers: drafts.answers, sectionSeq: drafts.sectionSeq, savedAt: drafts.savedAt }).from(drafts).where(and(eq(drafts.surveyId, surveyId), eq(drafts.userId, userId)));
  return d ?? null;
}

/** One survey for answering: questions, her state, and her earlier answers when the survey is named. */
export async function surveyForStudent(userId: string, surveyId: number, now = clock.now()) {
  const { survey, questions, sections } = await visibleSurvey(userId, surveyId, now);
  const answered = (await answeredSet(userId, [surveyId])).has(surveyId);
  const mine: Record<string, unknown> = {};
  // A draft is offered only while she can still submit it (the sweep deletes those of closed surveys).
  const draft = answered || phaseOf(survey, now) !== 'OPEN' ? null : await draftOf(userId, surveyId);
  if (draft) {
    const known = new Set(questions.map((q) => `q${q.questionId}`));
    for (const [k, v] of Object.entries(draft.answers)) if (known.has(k)) mine[k] = v;
  }
  if (answered && survey.anonymousYn === 'N') {
    const db = await getDb();
    const [resp] = await db.select().from(responses).where(and(eq(responses.surveyId, surveyId), eq(responses.respondentId, userId)));
    if (resp) {
      const rows = await db.select().from(answers).where(eq(answers.responseId, resp.responseId));
      const byQ = new Map(rows.map((r) => [r.questionId, r]));
      for (const q of questions) {
        const a = byQ.get(q.questionId);
        if (a) mine[`q${q.questionId}`] = answerAsForm(q, a);
      }
    }
  }
  return {
    ...listItem(survey, answered, now, questions.length),
    sections,
    questions: questions.map((q) => ({ questionId: q.questionId, seq: q.seq, sectionSeq: q.sectionSeq, kind: q.kind, title: q.title, requiredYn: q.requiredYn, options: q.options, rows: q.rows, scaleMax: q.scaleMax, jumps: q.jumps })),
    myAnswers: mine as Record<string, string | string[]>,
    draft: draft ? { section: Math.min(draft.sectionSeq, sections.length), savedAt: draft.savedAt } : null,
  };
}

/**
 * An anonymous response and its answers take random ids from a range the serial ids never reach,
 * so neither their ids nor their order follow the order in which students took part.
 */
const RANDOM_ID_FLOOR = 1_000_000_000;
const randomRowId = () => randomInt(RANDOM_ID_FLOOR, 2_147_483_647);

function answerRow(responseId: number, questionId: number, a: Exclude<CheckedAnswer, null>) {
  return {
    responseId,
    questionId,
    choices: 'choices' in a ? a.choices : null,
    scale: 'scale' in a ? a.scale : null,
    textValue: 'text' in a ? a.text : null,
  };
}

/**
 * Answers a survey. Every question is checked against its own rules (required ones too) before
 * anything is written; participation, the response and its answers are written in one
 * transaction, and the participants' primary key refuses a second answer that races the first.
 * An anonymous response stores no person and no time of day.
 */
export async function answerSurvey(userId: string, surveyId: number, raw: Record<string, unknown>, now = clock.now()) {
  const { survey, questions: all, sections } = await visibleSurvey(userId, surveyId, now);
  const phase = phaseOf(survey, now);
  if (phase === 'CLOSED') throw new HttpError(409, '마감된 설문입니다.');
  if (phase !== 'OPEN') throw new HttpError(409, '아직 응답 기간이 아닙니다.');
  // The path she took follows from her own answers; only its questions are checked and stored,
  // so the sections a branch skipped may stay blank (and answers left in them are dropped).
  const path = sectionPath(sections.length, all, raw);
  const questions = all.filter((q) => path.includes(q.sectionSeq));
  const result = z.safeParse(answerSheetOf(questions), raw);
  if (!result.success) {
    const errs = fieldErrors(result.error);
    const firstKey = Object.keys(errs)[0];
    const q = questions.find((x) => `q${x.questionId}` === firstKey);
    throw new HttpError(400, q ? `${q.seq}번 문항: ${errs[firstKey]}` : '응답을 확인해 주세요.', errs);
  }
  const sheet = result.data as Record<string, CheckedAnswer | undefined>;
  const anonymous = survey.anonymousYn === 'Y';
  const editable = !anonymous && survey.editableYn === 'Y';
  const db = await getDb();
  const today = clock.today();
  const replaced = await db.transaction(async (tx) => {
    // The survey row is locked while the answer is written: the office cannot change its questions
    // or close it half-way, and a survey changed since it was read is answered again from scratch.
    const [locked] = await tx.select().from(surveys).where(eq(surveys.surveyId, surveyId)).for('update');
    if (!locked || phaseOf(locked, now) !== 'OPEN') throw new HttpError(409, '마감된 설문입니다.');
    if (new Date(locked.updatedAt).getTime() !== new Date(survey.updatedAt).getTime()) throw new HttpError(409, '설문 내용이 바뀌었습니다. 새로 고친 뒤 다시 응답해 주세요.');
    const joined = await tx.insert(participants).values({ surveyId, userId }).onConflictDoNothing().returning({ userId: participants.userId });
    let responseId: number;
    let again = false;
    if (joined.length && anonymous) {
      // A random id taken again (about one in two billion) is drawn anew.
      let resp: { responseId: number } | undefined;
      while (!resp) [resp] = await tx.insert(responses).values({ responseId: randomRowId(), surveyId, respondentId: null, submittedDt: today, updatedAt: null }).onConflictDoNothing().returning({ responseId: responses.responseId });
      responseId = resp.responseId;
    } else if (joined.length) {
      const [resp] = await tx.insert(responses).values({ surveyId, respondentId: userId, submittedDt: today, updatedAt: now }).returning({ responseId: responses.responseId });
      responseId = resp.responseId;
    } else {
      if (!editable) throw new HttpError(409, '이미 응답한 설문입니다. 이 설문은 응답을 한 번만 받습니다.');
      const [resp] = await tx.select({ responseId: responses.responseId }).from(responses).where(and(eq(responses.surveyId, surveyId), eq(responses.respondentId, userId)));
      if (!resp) throw new HttpError(409, '이미 응답한 설문입니다.');
      responseId = resp.responseId;
      again = true;
      await tx.delete(answers).where(eq(answers.responseId, responseId));
      await tx.update(responses).set({ updatedAt: now }).where(eq(responses.responseId, responseId));
    }
    const rows = questions.flatMap((q) => {
      const a = sheet[`q${q.questionId}`];
      return a ? [answerRow(responseId, q.questionId, a)] : [];
    });
    if (anonymous) {
      // Each answer is one (response, question): a conflict can only be a random id taken again.
      let left = rows;
      while (left.length) {
        const written = await tx.insert(answers).values(left.map((r) => ({ ...r, answerId: randomRowId() }))).onConflictDoNothing().returning({ questionId: answers.questionId });
        const done = new Set(written.map((w) => w.questionId));
        left = left.filter((r) => !done.has(r.questionId));
      }
    } else if (rows.length) await tx.insert(answers).values(rows);
    // The draft goes in the same transaction: nothing that names her outlives an anonymous answer.
    await tx.delete(drafts).where(and(eq(drafts.surveyId, surveyId), eq(drafts.userId, userId)));
    return again;
  });
  return { surveyId, replaced };
}

/**
 * Saves her unfinished answers to resume later (only their shape is checked: they are checked in
 * full when she submits). Refused once she has answered and outside the answering period.
 */
export async function saveDraft(userId: string, surveyId: number, raw: Record<string, unknown>, section: number, now = clock.now()) {
  const { survey, questions, sections } = await visibleSurvey(userId, surveyId, now);
  const phase = phaseOf(survey, now);
  if (phase === 'CLOSED') throw new HttpError(409, '마감된 설문입니다.');
  if (phase !== 'OPEN') throw new HttpError(409, '아직 응답 기간이 아닙니다.');
  const known = new Set(questions.map((q) => `q${q.questionId}`));
  const kept = Object.fromEntries(Object.entries(raw).filter(([k]) => known.has(k)));
  const sectionSeq = Math.min(Math.max(1, section), sections.length);
  const db = await getDb();
  const savedAt = new Date();
  await db.transaction(async (tx) => {
    // Locked like an answer, so a draft saved while she submits cannot outlive the submission.
    await tx.select({ surveyId: surveys.surveyId }).from(surveys).where(eq(surveys.surveyId, surveyId)).for('update');
    const [done] = await tx.select({ userId: participants.userId }).from(participants).where(and(eq(participants.surveyId, surveyId), eq(participants.userId, userId)));
    if (done) throw new HttpError(409, '이미 응답한 설문입니다. 임시 저장은 응답하기 전에만 할 수 있습니다.');
    await tx
      .insert(drafts)
      .values({ surveyId, userId, answers: kept, sectionSeq, savedAt })
      .onConflictDoUpdate({ target: [drafts.surveyId, drafts.userId], set: { answers: kept, sectionSeq, savedAt } });
  });
  return { surveyId, section: sectionSeq, savedAt };
}

/** A survey page's data from its route segment, or null (the page answers 404) when it is not hers to see. */
export async function surveyPageData(userId: string, segment: string | undefined, kind: 'GENERAL' | 'SATISFACTION') {
  const surveyId = idParam(segment);
  if (surveyId === null) return null;
  try {
    const s = await surveyForStudent(userId, surveyId);
    return s.kind === kind ? s : null;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}
