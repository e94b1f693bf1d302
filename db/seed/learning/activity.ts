// Non-course records: achievements (English score, volunteer hours, thesis), completed
// competency programmes and competency self-diagnoses of past terms (none in the running term).
import type { schema } from '../../../src/lib/server/db/index';
import { createRng, kst, pad, type Rng } from '../random';
import { COMPETENCY_DEFS, programRows, questionRows } from './competencies';

type Achievement = typeof schema.studentAchievements.$inferInsert;
type Completion = typeof schema.programCompletions.$inferInsert;
type Diagnosis = typeof schema.competencyDiagnoses.$inferInsert;
type User = typeof schema.users.$inferInsert;

const day = (rng: Rng, year: number, months: [number, number]) => `${year}-${pad(rng.int(months[0], months[1]), 2)}-${pad(rng.int(1, 28), 2)}`;

/** Scores 0-100 per competency: the average of its answers, 1..5 mapped onto 0..100. */
export function scoreAnswers(answers: Record<string, number>): Record<string, number> {
  const questions = questionRows();
  const scores: Record<string, number> = {};
  for (const c of COMPETENCY_DEFS) {
    const values = questions.filter((q) => q.competencyCd === c.cd).map((q) => answers[String(q.questionId)]);
    const avg = values.reduce((s, v) => s + v, 0) / values.length;
    scores[c.cd] = Math.round(((avg - 1) / 4) * 100);
  }
  return scores;
}

export function buildStudentActivity(students: User[]) {
  const rng = createRng(6601);
  const achievements: Achievement[] = [];
  const completions: Completion[] = [];
  const diagnoses: Diagnosis[] = [];
  const questions = questionRows();
  const programs = programRows();

  for (const st of students) {
    const id = st.userId!;
    const grade = Number(st.gradeCd);
    const finished = st.shregSt === '30' || st.shregSt === '40';
    if (id === 'student1') {
      achievements.push({ studentId: id, kind: 'ENGLISH', value: 820, note: 'TOEIC', achievedDt: '2026-08-09' });
      achievements.push({ studentId: id, kind: 'VOLUNTEER', value: 12, note: '지역 아동센터 학습 멘토링', achievedDt: '2026-06-30' });
      completions.push({ studentId: id, programId: programs.find((p) => p.competencyCd === 'COMM')!.programId, completedDt: '2025-11-20' });
      completions.push({ studentId: id, programId: programs.find((p) => p.competencyCd === 'CLLB')!.programId, completedDt: '2026-06-12' });
      diagnoses.push(diagnosis(rng, questions, id, 2026, '10', [4, 3, 4, 3, 5, 3]));
      continue;
    }
    // English scores: about half of the third and fourth years, every graduate.
    if (st.shregSt === '30' || (grade >= 3 && rng.chance(0.5))) {
      const value = st.shregSt === '30' ? rng.int(140, 190) * 5 : rng.int(120, 190) * 5;
      achievements.push({ studentId: id, kind: 'ENGLISH', value, note: rng.pick(['TOEIC', 'TOEIC', 'TOEIC', 'TEPS 환산']), achievedDt: day(rng, finished ? 2025 : 2026, [1, 10]) });
    }
    // Volunteer hours: a record for most students from the second year, enough for every graduate.
    if (st.shregSt === '30' || (grade >= 2 && rng.chance(0.6))) {
      const value = st.shregSt === '30' ? rng.int(20, 60) : rng.int(4, 40);
      achievements.push({ studentId: id, kind: 'VOLUNTEER', value, note: rng.pick(['지역 아동센터 학습 멘토링', '복지관 어르신 말벗 봉사', '교내 장애학생 도우미', '유기동물 보호소 봉사', '환경 정화 활동']), achievedDt: day(rng, finished ? 2025 : 2026, [1, 10]) });
    }
    if (st.shregSt === '30') achievements.push({ studentId: id, kind: 'THESIS', value: 1, note: '졸업논문 심사 통과', achievedDt: st.grdtDt === '2026-02-20' ? '2025-12-12' : '2026-06-12' });

    // Programmes: about a quarter of the students from the second year.
    if (grade >= 2 && rng.chance(0.25)) {
      const count = rng.int(1, 3);
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(rng.pick(programs).programId);
      for (const programId of [...chosen].sort((a, b) => a - b)) completions.push({ studentId: id, programId, completedDt: day(rng, rng.pick([2025, 2026]), [3, 10]) });
    }

    // Self-diagnoses: about 60% of students from the second year, in 2025-20 and/or 2026-10.
    if (grade >= 2 && st.shregSt !== '30' && rng.chance(0.6)) {
      const profile = COMPETENCY_DEFS.map(() => rng.int(2, 5));
      const which = rng.int(0, 2);
      if (which !== 1) diagnoses.push(diagnosis(rng, questions, id, 2025, '20', profile));
      if (which !== 0) diagnoses.push(diagnosis(rng, questions, id, 2026, '10', profile.map((p) => Math.min(5, p + rng.int(0, 1)))));
    }
  }
  return { achievements, completions, diagnoses };
}

/** Answers around a per-competency level (1-5), scored like the server does. */
function diagnosis(rng: Rng, questions: { questionId: number; competencyCd: string }[], studentId: string, year: number, termCd: string, levels: number[]): Diagnosis {
  const answers: Record<string, number> = {};
  for (const q of questions) {
    const level = levels[COMPETENCY_DEFS.findIndex((c) => c.cd === q.competencyCd)];
    answers[String(q.questionId)] = Math.min(5, Math.max(1, level + rng.int(-1, 1)));
  }
  const createdAt = termCd === '10' ? kst(`${year}-05-${pad(rng.int(2, 28), 2)}`, '20:00') : kst(`${year}-11-${pad(rng.int(2, 28), 2)}`, '20:00');
  return { studentId, year, termCd, answers, scores: scoreAnswers(answers), createdAt };
}
