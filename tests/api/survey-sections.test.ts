// Surveys in sections over HTTP: sections keep their order and every question its section; a
// single-choice option may branch to a later section or the end, and the server computes the
// path from the answers (skipped sections may stay blank, required questions on the path may
// not); a required matrix needs every row; a rating stays within its points (5 unless set);
// drafts are saved and resumed and go away with the submission; the cross-tab by college or grade
// is shown only when every cell has five answers and never for an anonymous survey; the Excel
// export carries ratings and matrix rows. Every student here is a fresh account.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, loggedIn, studentClient } from './client';

const STD = '/api/v1/diag/surveys';
const STF = '/api/v1/stf/surveys';
const OPEN_AT = '2026-11-21T09:00';
const CLOSE_AT = '2026-11-30T18:00';

interface QuestionView {
  questionId: number;
  seq: number;
  sectionSeq: number;
  kind: string;
  title: string;
  rows: string[];
  scaleMax: number | null;
  jumps: (number | null)[];
}
interface SurveyView {
  surveyId: number;
  state: string;
  canAnswer: boolean;
  sections: { seq: number; title: string }[];
  questions: QuestionView[];
  myAnswers: Record<string, unknown>;
  draft: { section: number } | null;
}

let staff: Client;
beforeAll(async () => {
  staff = await loggedIn('staff1', 'stf');
});

let seq = 0;
function input(over: Record<string, unknown> = {}) {
  seq++;
  return {
    title: `섹션 설문 ${Date.now().toString(36)}-${seq}`,
    description: '',
    kind: 'GENERAL',
    targetDeptCds: [],
    targetGrades: [],
    openAt: OPEN_AT,
    closeAt: CLOSE_AT,
    anonymousYn: 'N',
    editableYn: 'N',
    ...over,
  };
}

/**
 * Three sections: 1 asks whether she took part (yes → section 2, no → section 3, "그만" → end),
 * 2 has a required rating of 7 points and a required matrix, 3 a required scale and an optional text.
 * The questions are sent out of section order on purpose.
 */
const BRANCHING = {
  sections: [
    { title: '참여 여부', description: '먼저 참여 여부를 알려 주세요.' },
    { title: '프로그램 평가' },
    { title: '마무리' },
  ],
  questions: [
    { kind: 'SCALE', title: '학습 공간이 충분하다.', requiredYn: 'Y', section: 3 },
    { kind: 'SINGLE', title: '프로그램에 참여했나요?', requiredYn: 'Y', section: 1, options: ['예', '아니오', '그만'], jumps: ['', '3', 'END'] },
    { kind: 'RATING', title: '별점을 주세요.', requiredYn: 'Y', section: 2, scaleMax: 7 },
    { kind: 'MATRIX', title: '각 항목에 답해 주세요.', requiredYn: 'Y', section: 2, rows: ['내용', '시간', '강사'], options: ['아니다', '보통', '그렇다'] },
    { kind: 'LONG', title: '하고 싶은 말', requiredYn: 'N', section: 3 },
  ],
};

async function published(over: Record<string, unknown> = {}) {
  const created = await staff.post(STF, input({ ...BRANCHING, ...over }));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const surveyId = created.body.data.surveyId as number;
  expect((await staff.post(`${STF}/${surveyId}/status`, { action: 'PUBLISH' })).status).toBe(200);
  return surveyId;
}

async function viewOf(c: Client, surveyId: number) {
  const res = await c.get<SurveyView>(`${STD}/${surveyId}`);
  expect(res.status).toBe(200);
  const q = res.body.data.questions;
  const byKind = (kind: string) => `q${q.find((x) => x.kind === kind)?.questionId ?? 0}`;
  return { data: res.body.data, single: byKind('SINGLE'), rating: byKind('RATING'), matrix: byKind('MATRIX'), scale: byKind('SCALE'), long: byKind('LONG') };
}

async function resultsOf(surveyId: number) {
  const res = await staff.get(`${STF}/${surveyId}/results`);
  expect(res.status).toBe(200);
  return res.body.data as {
    responses: number;
    questions: { kind: string; answered: number; mean: number | null; options: { label: string; count: number }[]; matrix: { row: string; answered: number; options: { count: number }[] }[] }[];
  };
}

describe('sections', () => {
  it('keeps the sections in order and each question in its section, numbered through the survey', async () => {
    const surveyId = await published();
    const { client } = await studentClient();
    const { data } = await viewOf(client, surveyId);
    expect(data.sections.map((s) => [s.seq, s.title])).toEqual([
      [1, '참여 여부'],
      [2, '프로그램 평가'],
      [3, '마무리'],
    ]);
    expect(data.questions.map((q) => [q.seq, q.sectionSeq, q.kind])).toEqual([
      [1, 1, 'SINGLE'],
      [2, 2, 'RATING'],
      [3, 2, 'MATRIX'],
      [4, 3, 'SCALE'],
      [5, 3, 'LONG'],
    ]);
    expect(data.questions[0].jumps).toEqual([null, 3, 0]);
    // The editor gets back what was saved.
    const edit = await staff.get(`${STF}/${surveyId}`);
    expect(edit.status).toBe(200);
    expect(edit.body.data.values.sections.map((s: { title: string }) => s.title)).toEqual(['참여 여부', '프로그램 평가', '마무리']);
    expect(edit.body.data.values.questions[0].jumps).toEqual(['', '3', 'END']);
  });

  it('refuses a question in a missing section, an empty section, backward branches and branches off single choice', async () => {
    const two = [{ title: '하나' }, { title: '둘' }];
    const missing = await staff.post(STF, input({ sections: two, questions: [{ kind: 'SCALE', title: 'a', requiredYn: 'Y', section: 1 }, { kind: 'SCALE', title: 'b', requiredYn: 'Y', section: 3 }] }));
    expect(missing.status).toBe(400);
    expect(missing.body.data['questions.1.section']).toBe('2번 섹션까지 있습니다. 문항의 섹션을 다시 골라 주세요.');
    const empty = await staff.post(STF, input({ sections: two, questions: [{ kind: 'SCALE', title: 'a', requiredYn: 'Y', section: 1 }] }));
    expect(empty.status).toBe(400);
    expect(empty.body.data['sections.1.title']).toBe('2번 섹션에 문항이 없습니다.');
    const backward = await staff.post(
      STF,
      input({ sections: two, questions: [{ kind: 'SCALE', title: 'a', requiredYn: 'Y', section: 1 }, { kind: 'SINGLE', title: 'b', requiredYn: 'Y', section: 2, options: ['x', 'y'], jumps: ['1', ''] }] }),
    );
    expect(backward.status).toBe(400);
    expect(backward.body.data['questions.1.jumps']).toBe('이동할 섹션은 이 문항보다 뒤의 섹션이어야 합니다.');
    const multi = await staff.post(
      STF,
      input({ sections: two, questions: [{ kind: 'MULTI', title: 'a', requiredYn: 'Y', section: 1, options: ['x', 'y'], jumps: ['2', ''] }, { kind: 'SCALE', title: 'b', requiredYn: 'Y', section: 2 }] }),
    );
    expect(multi.status).toBe(400);
    expect(multi.body.data['questions.0.jumps']).toBe('섹션 이동은 단일 선택 문항의 보기에만 정할 수 있습니다.');
    const noProgram = await staff.post(STF, input({ targetProgramId: 2_000_000_000, questions: [{ kind: 'SCALE', title: 'a', requiredYn: 'Y' }] }));
    expect(noProgram.status).toBe(400);
    expect(noProgram.body.data.targetProgramId).toBe('대상 프로그램을 찾을 수 없습니다.');
    const junk = await staff.post(STF, input({ questions: [{ kind: 'SINGLE', title: 'a', requiredYn: 'Y', options: ['x', 'y'], jumps: ['<b>', ''] }] }));
    expect(junk.status).toBe(400);
  });
});

describe('branching', () => {
  it('accepts a path that skipped a section and stores nothing of the skipped section', async () => {
    const surveyId = await published();
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    // "아니오" goes to section 3: the rating and matrix of section 2 are off her path, even if sent.
    const res = await client.post(`${STD}/${surveyId}/answer`, { answers: { [v.single]: '1', [v.scale]: '4', [v.rating]: '3' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = await resultsOf(surveyId);
    expect(r.responses).toBe(1);
    expect(r.questions.find((q) => q.kind === 'RATING')!.answered).toBe(0);
    expect(r.questions.find((q) => q.kind === 'SCALE')!.answered).toBe(1);
  });

  it('refuses required questions missing on the path actually taken', async () => {
    const surveyId = await published();
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    // "예" leads through section 2, whose rating and matrix are required.
    const res = await client.post(`${STD}/${surveyId}/answer`, { answers: { [v.single]: '0', [v.scale]: '4' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('2번 문항: 별점을 선택해 주세요.');
    expect(res.body.data[v.matrix]).toBe('모든 행에 답해 주세요.');
    // "아니오" skips section 2 but section 3's scale is required.
    const skipped = await client.post(`${STD}/${surveyId}/answer`, { answers: { [v.single]: '1' } });
    expect(skipped.status).toBe(400);
    expect(skipped.body.data[v.scale]).toBe('점수를 선택해 주세요.');
    expect((await resultsOf(surveyId)).responses).toBe(0);
  });

  it('ends the survey where an option says so', async () => {
    const surveyId = await published();
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    const res = await client.post(`${STD}/${surveyId}/answer`, { answers: { [v.single]: '2' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = await resultsOf(surveyId);
    expect(r.responses).toBe(1);
    expect(r.questions.filter((q) => q.answered > 0).map((q) => q.kind)).toEqual(['SINGLE']);
  });
});

describe('rating and matrix questions', () => {
  it('keeps a rating within its points and a required matrix needs every row', async () => {
    const surveyId = await published();
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    expect(v.data.questions.find((q) => q.kind === 'RATING')!.scaleMax).toBe(7);
    const base = { [v.single]: '0', [v.scale]: '5', [v.matrix]: ['2', '1', '0'] };
    for (const bad of ['8', '0', '-1', '1.5', 'x']) {
      const res = await client.post(`${STD}/${surveyId}/answer`, { answers: { ...base, [v.rating]: bad } });
      expect(res.status, bad).toBe(400);
      expect(res.body.data[v.rating], bad).toBe('1부터 7 사이에서 선택해 주세요.');
    }
    const oneRowBlank = await client.post(`${STD}/${surveyId}/answer`, { answers: { ...base, [v.rating]: '7', [v.matrix]: ['2', '', '0'] } });
    expect(oneRowBlank.status).toBe(400);
    expect(oneRowBlank.body.data[v.matrix]).toBe('모든 행에 답해 주세요.');
    const outside = await client.post(`${STD}/${surveyId}/answer`, { answers: { ...base, [v.rating]: '7', [v.matrix]: ['3', '1', '0'] } });
    expect(outside.status).toBe(400);
    const tooMany = await client.post(`${STD}/${surveyId}/answer`, { answers: { ...base, [v.rating]: '7', [v.matrix]: ['1', '1', '0', '1'] } });
    expect(tooMany.status).toBe(400);
    expect((await resultsOf(surveyId)).responses).toBe(0);

    const ok = await client.post(`${STD}/${surveyId}/answer`, { answers: { ...base, [v.rating]: '7' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const other = await studentClient();
    const v2 = await viewOf(other.client, surveyId);
    expect((await other.client.post(`${STD}/${surveyId}/answer`, { answers: { [v2.single]: '0', [v2.scale]: '3', [v2.rating]: '4', [v2.matrix]: ['2', '2', '2'] } })).status).toBe(200);

    // Two answers are too few to show: every question's counts are withheld.
    const few = await resultsOf(surveyId);
    expect(few.responses).toBe(2);
    for (const q of few.questions.filter((x) => (x as unknown as { answered: number }).answered > 0)) {
      expect((q as unknown as { withheld: string | null }).withheld).toBe('응답이 5건 미만이라 결과를 보여 드리지 않습니다.');
      expect(q.options).toEqual([]);
      expect(q.matrix).toEqual([]);
    }
    // Three more, the same as the first: from five on the counts are shown.
    for (let i = 0; i < 3; i++) {
      const more = await studentClient();
      const vm = await viewOf(more.client, surveyId);
      expect((await more.client.post(`${STD}/${surveyId}/answer`, { answers: { [vm.single]: '0', [vm.scale]: '5', [vm.rating]: '7', [vm.matrix]: ['2', '1', '0'] } })).status).toBe(200);
    }
    const r = await resultsOf(surveyId);
    const rating = r.questions.find((q) => q.kind === 'RATING')!;
    expect(rating.mean).toBe(6.4);
    expect(rating.options.map((o) => o.label)).toEqual(['1점', '2점', '3점', '4점', '5점', '6점', '7점']);
    expect(rating.options.map((o) => o.count)).toEqual([0, 0, 0, 1, 0, 0, 4]);
    const matrix = r.questions.find((q) => q.kind === 'MATRIX')!;
    expect(matrix.matrix.map((m) => m.row)).toEqual(['내용', '시간', '강사']);
    expect(matrix.matrix.map((m) => m.options.map((o) => o.count))).toEqual([
      [0, 0, 5],
      [0, 4, 1],
      [4, 0, 1],
    ]);

    // The export has the rating's points and one column per matrix row.
    const xlsx = await staff.raw(`${STF}/${surveyId}/export`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('3. 각 항목에 답해 주세요. - 시간');
    const col = (title: string) => header.indexOf(title) + 1;
    const rows = [2, 3].map((n) => sheet.getRow(n));
    expect(rows.map((row) => row.getCell(col('2. 별점을 주세요.')).value).sort()).toEqual([4, 7]);
    expect(rows.map((row) => row.getCell(col('3. 각 항목에 답해 주세요. - 내용')).value)).toEqual(['그렇다', '그렇다']);
  });

  it('defaults a rating to 5 points and refuses lengths outside 3 to 10, matrices without rows or columns', async () => {
    const created = await staff.post(STF, input({ questions: [{ kind: 'RATING', title: '별점', requiredYn: 'Y' }] }));
    expect(created.status).toBe(200);
    const edit = await staff.get(`${STF}/${created.body.data.surveyId}`);
    expect(edit.body.data.values.questions[0].scaleMax).toBe(5);
    const long = await staff.post(STF, input({ questions: [{ kind: 'RATING', title: '별점', requiredYn: 'Y', scaleMax: 11 }] }));
    expect(long.status).toBe(400);
    expect(long.body.data['questions.0.scaleMax']).toBe('별점 개수는 10개 이하여야 합니다.');
    const noRows = await staff.post(STF, input({ questions: [{ kind: 'MATRIX', title: '행렬', requiredYn: 'Y', options: ['a', 'b'] }] }));
    expect(noRows.status).toBe(400);
    expect(noRows.body.data['questions.0.rows']).toBe('행렬형 문항에는 행(질문)을 1개 이상 넣어 주세요.');
    const noCols = await staff.post(STF, input({ questions: [{ kind: 'MATRIX', title: '행렬', requiredYn: 'Y', rows: ['a'], options: ['a'] }] }));
    expect(noCols.status).toBe(400);
    expect(noCols.body.data['questions.0.options']).toBe('행렬형 문항에는 열(척도)을 2개 이상 넣어 주세요.');
  });
});

describe('drafts', () => {
  it('saves and resumes a draft at its section, and the submission removes it', async () => {
    const surveyId = await published();
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    expect(v.data.draft).toBeNull();
    const saved = await client.post(`${STD}/${surveyId}/draft`, { answers: { [v.single]: '0', [v.rating]: '6', [v.matrix]: ['1', '', ''] }, section: 2 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('임시 저장했습니다. 나중에 이어서 응답할 수 있습니다.');
    // A draft is not an answer: she has not taken part yet.
    expect((await resultsOf(surveyId)).responses).toBe(0);
    const back = await viewOf(client, surveyId);
    expect(back.data.state).toBe('TODO');
    expect(back.data.draft!.section).toBe(2);
    expect(back.data.myAnswers).toEqual({ [v.single]: '0', [v.rating]: '6', [v.matrix]: ['1', '', ''] });
    // Saving again replaces the draft; unknown questions are not kept; bad shapes are refused.
    expect((await client.post(`${STD}/${surveyId}/draft`, { answers: { [v.single]: '0', [v.rating]: '5', q999999: 'x' }, section: 3 })).status).toBe(200);
    expect((await viewOf(client, surveyId)).data.myAnswers).toEqual({ [v.single]: '0', [v.rating]: '5' });
    expect((await client.post(`${STD}/${surveyId}/draft`, { answers: { [v.single]: { a: 1 } }, section: 1 })).status).toBe(400);
    expect((await client.post(`${STD}/${surveyId}/draft`, { answers: {}, section: 99 })).status).toBe(400);

    const done = await client.post(`${STD}/${surveyId}/answer`, { answers: { [v.single]: '0', [v.rating]: '5', [v.matrix]: ['1', '1', '1'], [v.scale]: '2' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = await viewOf(client, surveyId);
    expect(after.data.state).toBe('DONE');
    expect(after.data.draft).toBeNull();
    const late = await client.post(`${STD}/${surveyId}/draft`, { answers: {}, section: 1 });
    expect(late.status).toBe(409);
  });

  it('drops her draft when the office closes the survey, and offers none afterwards', async () => {
    const surveyId = await published();
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    expect((await client.post(`${STD}/${surveyId}/draft`, { answers: { [v.single]: '1' }, section: 2 })).status).toBe(200);
    expect((await viewOf(client, surveyId)).data.draft).not.toBeNull();
    expect((await staff.post(`${STF}/${surveyId}/status`, { action: 'CLOSE' })).status).toBe(200);
    const closed = await viewOf(client, surveyId);
    expect(closed.data.state).toBe('CLOSED');
    expect(closed.data.draft).toBeNull();
    expect(closed.data.myAnswers).toEqual({});
    expect((await client.post(`${STD}/${surveyId}/draft`, { answers: {}, section: 1 })).status).toBe(409);
  });

  it('keeps drafts to her own surveys', async () => {
    const surveyId = await published({ targetGrades: [1] });
    const { client } = await studentClient({ gradeCd: '3' });
    expect((await client.post(`${STD}/${surveyId}/draft`, { answers: {}, section: 1 })).status).toBe(404);
    expect((await staff.post(`${STD}/${surveyId}/draft`, { answers: {}, section: 1 })).status).toBe(403);
  });

  it('resumes an anonymous draft, and after the submission she is only a participant', async () => {
    const surveyId = await published({ anonymousYn: 'Y' });
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    expect((await client.post(`${STD}/${surveyId}/draft`, { answers: { [v.single]: '1', [v.long]: '익명 초안' }, section: 3 })).status).toBe(200);
    const back = await viewOf(client, surveyId);
    expect(back.data.myAnswers[v.long]).toBe('익명 초안');
    expect((await client.post(`${STD}/${surveyId}/answer`, { answers: { [v.single]: '1', [v.scale]: '3', [v.long]: '익명 초안' } })).status).toBe(200);
    const after = await viewOf(client, surveyId);
    expect(after.data.state).toBe('DONE');
    expect(after.data.draft).toBeNull();
    expect(after.data.myAnswers).toEqual({});
  });
});

describe('cross-tabulation', () => {
  it('is hidden while a cell has fewer than five answers and shown from five on', async () => {
    const surveyId = await published({ sections: [], questions: [{ kind: 'SINGLE', title: '선호 방식', requiredYn: 'Y', options: ['대면', '온라인'] }] });
    const students = await Promise.all(Array.from({ length: 10 }, () => studentClient({ gradeCd: '2' })));
    const q = `q${(await viewOf(students[0].client, surveyId)).data.questions[0].questionId}`;
    const questionId = Number(q.slice(1));
    // Five choose 대면, four 온라인.
    for (const [i, s] of students.slice(0, 9).entries()) expect((await s.client.post(`${STD}/${surveyId}/answer`, { answers: { [q]: i < 5 ? '0' : '1' } })).status).toBe(200);
    const hidden = await staff.get(`${STF}/${surveyId}/crosstab?questionId=${questionId}&by=GRADE`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.shown).toBe(false);
    expect(hidden.body.data.rows).toEqual([]);
    expect(hidden.body.data.reason).toContain('칸마다 응답이 5명 이상이어야');
    const page = await staff.raw(`/stf/surveys/${surveyId}/results?questionId=${questionId}&by=GRADE`);
    const html = await page.text();
    expect(html).toContain('data-testid="crosstab-reason"');
    expect(html).not.toContain('data-testid="crosstab-table"');

    expect((await students[9].client.post(`${STD}/${surveyId}/answer`, { answers: { [q]: '1' } })).status).toBe(200);
    const shown = await staff.get(`${STF}/${surveyId}/crosstab?questionId=${questionId}&by=GRADE`);
    expect(shown.body.data.shown).toBe(true);
    expect(shown.body.data.columns).toEqual(['대면', '온라인']);
    expect(shown.body.data.rows).toEqual([{ key: '2', label: '2학년', counts: [5, 5], total: 10 }]);
    const byCollege = await staff.get(`${STF}/${surveyId}/crosstab?questionId=${questionId}&by=COLLEGE`);
    expect(byCollege.body.data.shown).toBe(true);
    expect(byCollege.body.data.rows).toHaveLength(1);
    expect(byCollege.body.data.rows[0].counts).toEqual([5, 5]);
    const html2 = await (await staff.raw(`/stf/surveys/${surveyId}/results?questionId=${questionId}&by=GRADE`)).text();
    expect(html2).toContain('data-testid="crosstab-table"');
    expect(html2).toContain('2학년');
  });

  it('is impossible for an anonymous survey, and refuses bad questions', async () => {
    const surveyId = await published({ anonymousYn: 'Y', sections: [], questions: [{ kind: 'SINGLE', title: '선호 방식', requiredYn: 'Y', options: ['대면', '온라인'] }, { kind: 'SHORT', title: '한 줄', requiredYn: 'N' }] });
    const { client } = await studentClient();
    const v = await viewOf(client, surveyId);
    const questionId = Number(v.single.slice(1));
    const res = await staff.get(`${STF}/${surveyId}/crosstab?questionId=${questionId}&by=COLLEGE`);
    expect(res.status).toBe(200);
    expect(res.body.data.shown).toBe(false);
    expect(res.body.data.reason).toBe('익명 설문은 응답과 응답자가 연결되지 않아 단과대학·학년별 교차 분석을 할 수 없습니다.');
    const text = await staff.get(`${STF}/${surveyId}/crosstab?questionId=${v.data.questions[1].questionId}&by=COLLEGE`);
    expect(text.body.data.shown).toBe(false);
    expect((await staff.get(`${STF}/${surveyId}/crosstab?questionId=2000000000&by=COLLEGE`)).status).toBe(404);
    expect((await staff.get(`${STF}/${surveyId}/crosstab?questionId=${questionId}&by=CITY`)).status).toBe(400);
    expect((await client.get(`${STF}/${surveyId}/crosstab?questionId=${questionId}`)).status).toBe(404); // A survey is a record: refused as if it did not exist.
  });
});
