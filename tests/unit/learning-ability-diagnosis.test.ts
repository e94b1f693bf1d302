// The competency self-diagnosis scoring: every question answered on 1-5, scores per competency on
// 0-100, group averages and the weakest competencies.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  DiagnosisInput,
  MISSING_ANSWER,
  OUT_OF_RANGE,
  UNKNOWN_QUESTION,
  answerToPoints,
  answersMessage,
  averageScores,
  checkAnswers,
  scoreAnswers,
  weakestCompetencies,
} from '@/lib/learning/diagnosis';

const questions = [
  { questionId: 1, competencyCd: 'COMM' },
  { questionId: 2, competencyCd: 'COMM' },
  { questionId: 3, competencyCd: 'COMM' },
  { questionId: 4, competencyCd: 'CRTV' },
  { questionId: 5, competencyCd: 'CRTV' },
  { questionId: 6, competencyCd: 'GLBL' },
];
const all = (v: number) => Object.fromEntries(questions.map((q) => [String(q.questionId), v]));

describe('answers mapped to points', () => {
  it('maps 1 to 0, 3 to 50 and 5 to 100', () => {
    expect([1, 2, 3, 4, 5].map(answerToPoints)).toEqual([0, 25, 50, 75, 100]);
  });
});

describe('scoreAnswers', () => {
  it('gives 0 for all 1s and 100 for all 5s', () => {
    expect(scoreAnswers(questions, all(1))).toEqual({ COMM: 0, CRTV: 0, GLBL: 0 });
    expect(scoreAnswers(questions, all(5))).toEqual({ COMM: 100, CRTV: 100, GLBL: 100 });
  });

  it('averages the answers of each competency and rounds', () => {
    // COMM: 4,5,5 -> 75,100,100 -> 91.67 -> 92; CRTV: 1,2 -> 0,25 -> 12.5 -> 13; GLBL: 3 -> 50
    expect(scoreAnswers(questions, { 1: 4, 2: 5, 3: 5, 4: 1, 5: 2, 6: 3 })).toEqual({ COMM: 92, CRTV: 13, GLBL: 50 });
  });

  it('rounds thirds down and up the usual way', () => {
    // 2,2,3 -> 25,25,50 -> 33.3 -> 33; 4,4,3 -> 75,75,50 -> 66.7 -> 67
    expect(scoreAnswers(questions, { ...all(3), 1: 2, 2: 2, 3: 3 }).COMM).toBe(33);
    expect(scoreAnswers(questions, { ...all(3), 1: 4, 2: 4, 3: 3 }).COMM).toBe(67);
  });

  it('scores no competency that has no question', () => {
    expect(scoreAnswers(questions, all(3))).not.toHaveProperty('EXPT');
  });
});

describe('checkAnswers', () => {
  it('accepts a complete set', () => {
    expect(checkAnswers(questions, all(4))).toEqual({});
  });

  it('names every missing question', () => {
    const answers = all(4);
    delete answers['2'];
    delete answers['6'];
    expect(checkAnswers(questions, answers)).toEqual({ 'answers.2': MISSING_ANSWER, 'answers.6': MISSING_ANSWER });
  });

  it('treats null as missing', () => {
    expect(checkAnswers(questions, { ...all(4), 3: null })).toEqual({ 'answers.3': MISSING_ANSWER });
  });

  it.each([0, 6, 2.5, -1, '3'])('refuses the answer %j', (bad) => {
    expect(checkAnswers(questions, { ...all(4), 5: bad })).toEqual({ 'answers.5': OUT_OF_RANGE });
  });

  it('refuses an id that is not a question in use (a disabled or unknown one)', () => {
    expect(checkAnswers(questions, { ...all(4), 99: 3 })).toEqual({ 'answers.99': UNKNOWN_QUESTION });
  });

  it('reports everything wrong at once', () => {
    const answers: Record<string, unknown> = { ...all(4), 1: 9, 77: 2 };
    delete answers['4'];
    expect(Object.keys(checkAnswers(questions, answers)).sort()).toEqual(['answers.1', 'answers.4', 'answers.77']);
  });
});

describe('DiagnosisInput (shared by the form and the endpoint)', () => {
  const ok = (v: unknown) => safeParse(DiagnosisInput, v).success;

  it('accepts answers keyed by question id', () => {
    expect(ok({ answers: { 1: 3, 22: 5 } })).toBe(true);
  });

  it('refuses a body without answers, answers that are not a map, and values outside 1-5', () => {
    expect(ok({})).toBe(false);
    expect(ok({ answers: [3, 4] })).toBe(false);
    expect(ok({ answers: { 1: 0 } })).toBe(false);
    expect(ok({ answers: { 1: 6 } })).toBe(false);
    expect(ok({ answers: { 1: 3.5 } })).toBe(false);
    expect(ok({ answers: { 1: '3' } })).toBe(false);
  });

  it('refuses keys that are not question ids', () => {
    expect(ok({ answers: { abc: 3 } })).toBe(false);
    expect(ok({ answers: { '0': 3 } })).toBe(false);
  });

  it('explains an out-of-range answer in Korean', () => {
    const r = safeParse(DiagnosisInput, { answers: { 7: 9 } });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe(OUT_OF_RANGE);
    expect(r.error!.issues[0].path).toEqual(['answers', '7']);
  });
});

describe('averageScores', () => {
  it('averages each competency over the diagnoses and rounds', () => {
    expect(averageScores([{ COMM: 50, CRTV: 10 }, { COMM: 75, CRTV: 11 }, { COMM: 100, CRTV: 11 }])).toEqual({ count: 3, scores: { COMM: 75, CRTV: 11 } });
  });

  it('averages a competency only over the diagnoses that scored it', () => {
    expect(averageScores([{ COMM: 40 }, { COMM: 60, GLBL: 90 }])).toEqual({ count: 2, scores: { COMM: 50, GLBL: 90 } });
  });

  it('is empty for no diagnoses', () => {
    expect(averageScores([])).toEqual({ count: 0, scores: {} });
  });
});

describe('weakestCompetencies', () => {
  const order = ['COMM', 'CRTV', 'CLLB', 'EXPT', 'GLBL', 'CMTY'];

  it('picks the two lowest scores, lowest first', () => {
    expect(weakestCompetencies({ COMM: 80, CRTV: 20, CLLB: 60, EXPT: 10, GLBL: 90, CMTY: 70 }, order)).toEqual(['EXPT', 'CRTV']);
  });

  it('breaks ties by the display order', () => {
    expect(weakestCompetencies({ COMM: 50, CRTV: 50, CLLB: 50, EXPT: 50, GLBL: 50, CMTY: 50 }, order)).toEqual(['COMM', 'CRTV']);
    expect(weakestCompetencies({ COMM: 90, CRTV: 30, CLLB: 90, EXPT: 90, GLBL: 30, CMTY: 30 }, order, 3)).toEqual(['CRTV', 'GLBL', 'CMTY']);
  });

  it('ignores competencies without a score', () => {
    expect(weakestCompetencies({ GLBL: 10 }, order)).toEqual(['GLBL']);
  });
});

describe('answersMessage', () => {
  it('says first that questions are missing, then unknown ones, then out-of-range answers', () => {
    expect(answersMessage({ 'answers.1': OUT_OF_RANGE, 'answers.2': MISSING_ANSWER })).toMatch(/모든 문항에 답해/);
    expect(answersMessage({ 'answers.1': OUT_OF_RANGE, 'answers.9': UNKNOWN_QUESTION })).toMatch(/진단에 없는 문항/);
    expect(answersMessage({ 'answers.1': OUT_OF_RANGE })).toBe('답은 1~5 중 하나여야 합니다.');
    expect(answersMessage({ answers: '답변이 없습니다.' })).toMatch(/올바르지 않습니다/);
  });
});
