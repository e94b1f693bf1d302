// A survey's results for the office: per question with the response rate, cross tabulations by
// grade, college or department (groups too small to show are folded), and the rows of the Excel
// export. Results never name a respondent; only the Excel export of a named survey does.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import * as clock from '../clock';
import { CROSS_TAB_BY, CROSS_TAB_KINDS, CROSS_TAB_MIN, MIN_GROUP_SIZE, SMALL_GROUP_NOTICE, PHASE_LABELS, QUESTION_KINDS, RATING_DEFAULT, REF_CAREER_PROGRAM, REF_COUNSELLING_KIND, SCALE_LABELS, SURVEY_KINDS, phaseOf, type CrossTabBy, type QuestionKind } from '../../surveys/rules';
import { PARTICIPANT_STATUSES, addresses, type QuestionRow, type SurveyRow } from './shared';
import { eligibleUsersOf, serviceLabelOf } from './eligibility';
import { isUserDiv } from '../../users';
import { completersOf, participantCounts, programTitles, requireSurvey } from './staff';

const { surveyResponses: responses, surveyAnswers: answers, careerApplications, users } = schema;

/** How many people the survey addresses: matching students, or the completers of its programme. */
async function targetCount(s: SurveyRow) {
  if (s.kind === 'SATISFACTION' && s.refType === REF_COUNSELLING_KIND && s.refId) return (await eligibleUsersOf({ refType: s.refType, refId: s.refId })).length;
  if (s.kind === 'SATISFACTION') return (await completersOf(s.refId)).length;
  const db = await getDb();
  const people = await db
    .select({ userId: users.userId, userDiv: users.userDiv, colgCd: users.colgCd, hakguaCd: users.hakguaCd, majorCd: users.majorCd, gradeCd: users.gradeCd })
    .from(users)
    .where(and(eq(users.useYn, 'Y'), s.targetUserDivs.length ? inArray(users.userDiv, s.targetUserDivs.filter(isUserDiv)) : undefined));
  if (s.targetProgramId === null) return people.filter((p) => addresses(s, p)).length;
  const taking = await db
    .selectDistinct({ studentId: careerApplications.studentId })
    .from(careerApplications)
    .where(and(eq(careerApplications.programId, s.targetProgramId), inArray(careerApplications.status, PARTICIPANT_STATUSES)));
  const ids = new Set(taking.map((t) => t.studentId));
  return people.filter((p) => ids.has(p.userId) && addresses(s, { ...p, programIds: [s.targetProgramId!] })).length;
}

const pct = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);

/** Results per question: counts and percentages of choices and scale points, the scale's mean, and the text answers. */
export async function surveyResults(surveyId: number, now = clock.now()) {
  const { survey, questions, sections } = await requireSurvey(surveyId);
  const db = await getDb();
  const [responded, target] = await Promise.all([participantCounts([surveyId]).then((m) => m.get(surveyId) ?? 0), targetCount(survey)]);
  const rows = questions.length
    ? await db.select({ questionId: answers.questionId, choices: answers.choices, scale: answers.scale, textValue: answers.textValue }).from(answers).where(inArray(answers.questionId, questions.map((q) => q.questionId)))
    : [];
  const programs = survey.refType === REF_CAREER_PROGRAM && survey.refId ? await programTitles([Number(survey.refId)]) : new Map<number, string>();
  const phase = phaseOf(survey, now);
  return {
    surveyId,
    title: survey.title,
    kind: survey.kind,
    kindNm: SURVEY_KINDS[survey.kind as keyof typeof SURVEY_KINDS] ?? survey.kind,
    programTitle: serviceLabelOf(survey) ?? (survey.refId ? (programs.get(Number(survey.refId)) ?? null) : null),
    phase,
    phaseNm: PHASE_LABELS[phase],
    anonymous: survey.anonymousYn === 'Y',
    openAt: survey.openAt,
    closeAt: survey.closeAt,
    responses: responded,
    target,
    responseRate: pct(responded, target),
    sections: sections.map((x) => ({ seq: x.seq, title: x.title })),
    questions: questions.map((q) => {
      const mine = rows.filter((r) => r.questionId === q.questionId);
      const base = { questionId: q.questionId, seq: q.seq, sectionSeq: q.sectionSeq, kind: q.kind, kindNm: QUESTION_KINDS[q.kind as QuestionKind] ?? q.kind, title: q.title, required: q.requiredYn === 'Y', answered: mine.length };
      const none = { options: [] as Counted[], mean: null as number | null, texts: [] as string[], matrix: [] as { row: string; answered: number; options: Counted[] }[], withheld: null as string | null };
      // Too few answers to show without telling who answered what: the counts are withheld.
      if (mine.length > 0 && mine.length < MIN_GROUP_SIZE) return { ...base, ...none, withheld: SMALL_GROUP_NOTICE };
      if (q.kind === 'SINGLE' || q.kind === 'MULTI') {
        const counts = q.options.map((_, i) => mine.filter((r) => r.choices?.includes(i)).length);
        return { ...base, ...none, options: q.options.map((label, i) => ({ label, count: counts[i], percent: pct(counts[i], mine.length) })) };
      }
      if (q.kind === 'SCALE' || q.kind === 'RATING') {
        const values = mine.map((r) => r.scale).filter((v): v is number => typeof v === 'number');
        const labels = q.kind === 'SCALE' ? SCALE_LABELS.map((l, i) => `${i + 1} ${l}`) : Array.from({ length: q.scaleMax ?? RATING_DEFAULT }, (_, i) => `${i + 1}점`);
        const options = labels.map((label, i) => {
          const count = values.filter((v) => v === i + 1).length;
          return { label, count, percent: pct(count, values.length) };
        });
        const mean = values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null;
        return { ...base, ...none, options, mean };
      }
      if (q.kind === 'MATRIX') {
        // Per row, how many chose each column of the scale.
        const matrix = q.rows.map((row, i) => {
          const picked = mine.map((r) => r.choices?.[i]).filter((v): v is number => typeof v === 'number' && v >= 0);
          return { row, answered: picked.length, options: q.options.map((label, c) => ({ label, count: picked.filter((v) => v === c).length, percent: pct(picked.filter((v) => v === c).length, picked.length) })) };
        });
        return { ...base, ...none, matrix };
      }
      // Text answers sorted by their text, so their order says nothing about who answered when.
      const texts = mine.map((r) => r.textValue ?? '').filter(Boolean).sort((a, b) => a.localeCompare(b, 'ko'));
      return { ...base, ...none, texts };
    }),
  };
}

type Counted = { label: string; count: number; percent: number };

/** The values a question is counted by in a cross-tabulation: its options or its points. */
function crossTabColumns(q: QuestionRow) {
  if (q.kind === 'SINGLE') return q.options;
  if (q.kind === 'SCALE') return SCALE_LABELS.map((l, i) => `${i + 1} ${l}`);
  return Array.from({ length: q.scaleMax ?? RATING_DEFAULT }, (_, i) => `${i + 1}점`);
}

/**
 * One question's answers by the respondents' college or grade. Only a named survey can be
 * cross-tabulated (an anonymous response has no respondent to read a college from), and the table
 * is shown only when every cell holds at least CROSS_TAB_MIN answers, so no small group's answer can
 * be guessed; otherwise the reason is given instead of the numbers.
 */
export async function crossTab(surveyId: number, questionId: number, by: CrossTabBy) {
  const { survey, questions } = await requireSurvey(surveyId);
  const q = questions.find((x) => x.questionId === questionId);
  if (!q) throw new HttpError(404, '문항을 찾을 수 없습니다.');
  const head = { surveyId, questionId, by, byNm: CROSS_TAB_BY[by], title: q.title, min: CROSS_TAB_MIN };
  if (!CROSS_TAB_KINDS.includes(q.kind as QuestionKind)) {
    return { ...head, shown: false as const, reason: '교차 분석은 단일 선택, 척도, 별점 문항에서만 할 수 있습니다.', columns: [] as string[], rows: [] as { key: string; label: string; counts: number[]; total: number }[] };
  }
  const columns = crossTabColumns(q);
  if (survey.anonymousYn === 'Y') {
    return { ...head, shown: false as const, reason: '익명 설문은 응답과 응답자가 연결되지 않아 단과대학·학년별 교차 분석을 할 수 없습니다.', columns, rows: [] };
  }
  const db = await getDb();
  const found = await db
    .select({ choices: answers.choices, scale: answers.scale, colgCd: users.colgCd, gradeCd: users.gradeCd })
    .from(answers)
    .innerJoin(responses, eq(responses.responseId, answers.responseId))
    .innerJoin(users, eq(users.userId, responses.respondentId))
    .where(and(eq(answers.questionId, questionId), eq(responses.surveyId, surveyId)));
  const colleges = new Map<string, string>();
  if (by === 'COLLEGE') {
    const codes = [...new Set(found.map((f) => f.colgCd).filter((c): c is string => !!c))];
    if (codes.length) for (const d of await db.select({ deptCd: schema.depts.deptCd, deptNm: schema.depts.deptNm }).from(schema.depts).where(inArray(schema.depts.deptCd, codes))) colleges.set(d.deptCd, d.deptNm);
  }
  const groups = new Map<string, number[]>();
  for (const f of found) {
    const key = by === 'COLLEGE' ? (f.colgCd ?? '') : (f.gradeCd ?? '');
    const col = q.kind === 'SINGLE' ? (f.choices?.[0] ?? -1) : (f.scale ?? 0) - 1;
    if (col < 0 || col >= columns.length) continue;
    if (!groups.has(key)) groups.set(key, columns.map(() => 0));
    groups.get(key)![col]++;
  }
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, counts]) => ({ key, label: by === 'COLLEGE' ? (colleges.get(key) ?? (key || '소속 없음')) : key ? `${key}학년` : '학년 없음', counts, total: counts.reduce((x, y) => x + y, 0) }));
  if (!rows.length) return { ...head, shown: false as const, reason: '아직 응답이 없습니다.', columns, rows: [] };
  const small = rows.some((r) => r.counts.some((n) => n < CROSS_TAB_MIN));
  if (small) {
    return { ...head, shown: false as const, reason: `칸마다 응답이 ${CROSS_TAB_MIN}명 이상이어야 교차 분석을 보여 드립니다. ${CROSS_TAB_MIN}명보다 적은 칸이 있어, 적은 인원의 응답이 누구의 것인지 짐작되지 않도록 숨겼습니다.`, columns, rows: [] };
  }
  return { ...head, shown: true as const, reason: null, columns, rows };
}

/** Rows of the Excel export: one per response; the respondent's id and name only for a named survey. */
export async function exportRows(surveyId: number) {
  const { survey, questions } = await requireSurvey(surveyId);
  const db = await getDb();
  const anonymous = survey.anonymousYn === 'Y';
  const resp = await db
    .select({ responseId: responses.responseId, respondentId: responses.respondentId, submittedDt: responses.submittedDt, korNm: users.korNm })
    .from(responses)
    .leftJoin(users, eq(users.userId, responses.respondentId))
    .where(eq(responses.surveyId, surveyId))
    .orderBy(asc(responses.responseId));
  const all = resp.length ? await db.select().from(answers).where(inArray(answers.responseId, resp.map((r) => r.responseId))) : [];
  // A matrix question takes one column per row (statement).
  const header = [...(anonymous ? [] : ['학번', '이름']), '응답일', ...questions.flatMap((q) => (q.kind === 'MATRIX' ? q.rows.map((row) => `${q.seq}. ${q.title} - ${row}`) : [`${q.seq}. ${q.title}`]))];
  const body = resp.map((r, i) => {
    const mine = new Map(all.filter((a) => a.responseId === r.responseId).map((a) => [a.questionId, a]));
    const cells = questions.flatMap((q): (string | number)[] => {
      const a = mine.get(q.questionId);
      if (q.kind === 'MATRIX') return q.rows.map((_, i) => q.options[a?.choices?.[i] ?? -1] ?? '');
      if (!a) return [''];
      if (q.kind === 'SINGLE' || q.kind === 'MULTI') return [(a.choices ?? []).map((c) => q.options[c] ?? '').join(', ')];
      if (q.kind === 'SCALE' || q.kind === 'RATING') return [a.scale ?? ''];
      return [a.textValue ?? ''];
    });
    return { order: i, cells: [...(anonymous ? [] : [r.respondentId ?? '', r.korNm ?? '']), r.submittedDt, ...cells] };
  });
  // An anonymous survey's rows are given only from MIN_GROUP_SIZE responses on: fewer could be told apart.
  if (anonymous && body.length > 0 && body.length < MIN_GROUP_SIZE) throw new HttpError(409, SMALL_GROUP_NOTICE);
  // Anonymous rows are shuffled by content, not kept in insertion order, so a row's position says nothing.
  if (anonymous) body.sort((a, b) => JSON.stringify(a.cells).localeCompare(JSON.stringify(b.cells)));
  return { title: survey.title, header, rows: body.map((b) => b.cells) };
}
