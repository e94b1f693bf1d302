// The recommendation reasons: each one appears when, and only when, its condition holds.
import { describe, expect, it } from 'vitest';
import { POINTS, gradeInTerm, recommend, type RecInput, type RecSubject, type Recommendation } from '@/lib/server/learning/recommend/reasons';
import { geAreaStatus, transcriptFacts, weakestCompetencies, type RecTranscriptRow } from '@/lib/server/learning/recommend/facts';

const COMPETENCIES = [
  { competencyCd: 'COMM', korNm: '소통' },
  { competencyCd: 'CRTV', korNm: '창의융합' },
  { competencyCd: 'GLBL', korNm: '글로벌' },
];

const GE_AREAS = [
  { areaCd: 'GE2', korNm: '핵심교양', upAreaCd: null, minCredits: 0 },
  { areaCd: 'GE21', korNm: '자연과 과학', upAreaCd: 'GE2', minCredits: 6 },
  { areaCd: 'GE22', korNm: '인문과 예술', upAreaCd: 'GE2', minCredits: 3 },
  { areaCd: 'GE3', korNm: '호크마소양', upAreaCd: null, minCredits: 4 },
  { areaCd: 'GE31', korNm: '리더십', upAreaCd: 'GE3', minCredits: 0 },
];

function subject(id: string, fields: Partial<RecSubject> = {}): RecSubject {
  return {
    sbjtKeyId: id,
    sbjtCd: `C${id}`,
    korNm: `과목${id}`,
    credits: 3,
    category: 'MAJOR_ELEC',
    deptCd: 'D4010',
    geAreaCd: null,
    stdYear: 3,
    stdTermCd: '10',
    prereqIds: [],
    competencies: [],
    ...fields,
  };
}

function row(sbjtKeyId: string, grade: string | null, fields: Partial<RecTranscriptRow> = {}): RecTranscriptRow {
  return { year: 2025, termCd: '10', kind: 'COURSE', sbjtKeyId, geAreaCd: null, credits: 3, grade, ...fields };
}

function input(offered: RecSubject[], fields: Partial<RecInput> = {}): RecInput {
  const names = new Map<string, string>([
    ['P1', '자료구조'],
    ['P2', '이산수학'],
  ]);
  for (const s of offered) names.set(s.sbjtKeyId, s.korNm);
  return {
    student: { deptCd: 'D4010', deptNm: '컴퓨터공학과', doubleDeptCd: null, doubleDeptNm: null, minorDeptCd: null, minorDeptNm: null, grade: 3 },
    term: { year: 2027, termCd: '10' },
    offered,
    subjectNames: names,
    facts: transcriptFacts([], []),
    tracks: [],
    diagnosis: null,
    competencies: COMPETENCIES,
    geAreas: GE_AREAS,
    ...fields,
  };
}

const codes = (r: Recommendation | undefined) => r?.reasons.map((x) => x.code) ?? [];
const find = (list: Recommendation[], id: string) => list.find((r) => r.sbjtKeyId === id);

describe('transcript facts', () => {
  it('passes, latest failures, the running term and GE credits per area', () => {
    const facts = transcriptFacts(
      [row('A', 'B+'), row('B', 'F'), row('C', 'NP'), row('G', 'A0', { geAreaCd: 'GE21', credits: 2 }), row(null as never, 'P', { kind: 'TRANSFER', credits: 6 })],
      [row('R', null, { year: 2026, termCd: '20' })],
    );
    expect([...facts.passed].sort()).toEqual(['A', 'G']);
    expect([...facts.failed.keys()].sort()).toEqual(['B', 'C']);
    expect([...facts.inProgress]).toEqual(['R']);
    expect(facts.geCredits.get('GE21')).toBe(2);
  });
});

describe('major subjects', () => {
  it('a subject already passed is never recommended', () => {
    const facts = transcriptFacts([row('S1', 'A0')], []);
    const result = recommend(input([subject('S1', { category: 'MAJOR_REQ' })], { facts }));
    expect(result.recommended).toEqual([]);
    expect(result.needsPrereq).toEqual([]);
  });

  it('a subject taken in the running term is not recommended', () => {
    const facts = transcriptFacts([], [row('S1', null)]);
    expect(recommend(input([subject('S1')], { facts })).recommended).toEqual([]);
  });

  it('a subject failed earlier comes back as 재수강 with the term and grade', () => {
    const facts = transcriptFacts([row('S1', 'F', { year: 2025, termCd: '20' })], []);
    const rec = find(recommend(input([subject('S1')], { facts })).recommended, 'S1');
    expect(rec?.retake).toBe(true);
    expect(rec?.reasons[0]).toMatchObject({ code: 'RETAKE', text: '재수강 권장: 2025학년도 2학기 F' });
  });

  it('a subject never failed has no retake reason', () => {
    const rec = find(recommend(input([subject('S1')])).recommended, 'S1');
    expect(rec?.retake).toBe(false);
    expect(codes(rec)).not.toContain('RETAKE');
  });

  it('says the category and the year and term it is usually taken in', () => {
    const rec = find(recommend(input([subject('S1', { category: 'MAJOR_REQ', stdYear: 3 })])).recommended, 'S1');
    expect(rec?.kind).toBe('MAJOR');
    expect(rec?.reasons[0]).toEqual({ code: 'MAJOR', text: '전공필수 · 3학년 1학기 권장 과목', points: POINTS.majorReq + POINTS.yearFit });
  });

  it('marks earlier-year subjects as not yet taken and later-year ones as ahead', () => {
    const result = recommend(input([subject('E', { stdYear: 2 }), subject('L', { stdYear: 4 })]));
    expect(find(result.recommended, 'E')?.reasons[0].text).toBe('전공선택 · 2학년 1학기 권장 과목(아직 미이수)');
    expect(find(result.recommended, 'L')?.reasons[0].text).toBe('전공선택 · 4학년 1학기 권장 과목(선행 학습)');
  });

  it('another department’s major subject with no other tie is not recommended', () => {
    expect(recommend(input([subject('X', { deptCd: 'D9999' })])).recommended).toEqual([]);
  });

  it('double major and minor subjects go to their own group, named after the department', () => {
    const student = { deptCd: 'D4010', deptNm: '컴퓨터공학과', doubleDeptCd: 'D3040', doubleDeptNm: '통계학과', minorDeptCd: 'D2020', minorDeptNm: '경영학과', grade: 3 };
    const result = recommend(input([subject('D', { deptCd: 'D3040', category: 'MAJOR_REQ' }), subject('M', { deptCd: 'D2020' })], { student }));
    expect(find(result.recommended, 'D')).toMatchObject({ kind: 'SECOND', kindNm: '복수전공/부전공' });
    expect(find(result.recommended, 'D')?.reasons[0].text).toBe('복수전공(통계학과) 전공필수 · 3학년 1학기 권장 과목');
    expect(find(result.recommended, 'M')?.reasons[0].text).toBe('부전공(경영학과) 전공선택 · 3학년 1학기 권장 과목');
  });
});

describe('prerequisites', () => {
  it('all passed: recommended with the names of the passed prerequisites', () => {
    const facts = transcriptFacts([row('P1', 'B0')], []);
    const result = recommend(input([subject('S1', { prereqIds: ['P1'] })], { facts }));
    expect(find(result.recommended, 'S1')?.reasons).toContainEqual({ code: 'PREREQ_MET', text: '선수과목 자료구조 이수 완료', points: POINTS.prereqMet });
    expect(result.needsPrereq).toEqual([]);
  });

  it('one missing: listed apart under 선수과목 필요 with the missing subject', () => {
    const facts = transcriptFacts([row('P1', 'B0'), row('P2', 'F')], []);
    const result = recommend(input([subject('S1', { prereqIds: ['P1', 'P2'] })], { facts }));
    expect(result.recommended).toEqual([]);
    const rec = find(result.needsPrereq, 'S1');
    expect(rec?.missingPrereqs).toEqual([{ sbjtKeyId: 'P2', korNm: '이산수학' }]);
    expect(codes(rec)).toEqual(['MAJOR', 'PREREQ_MET', 'PREREQ_MISSING']);
    expect(rec?.reasons.at(-1)?.text).toBe('선수과목 이산수학 미이수');
  });

  it('a prerequisite being taken now does not block, and says so', () => {
    const facts = transcriptFacts([], [row('P1', null)]);
    const result = recommend(input([subject('S1', { prereqIds: ['P1'] })], { facts }));
    expect(codes(find(result.recommended, 'S1'))).toContain('PREREQ_IN_PROGRESS');
    expect(codes(find(result.recommended, 'S1'))).not.toContain('PREREQ_MET');
  });

  it('no prerequisites: no prerequisite reason at all', () => {
    const rec = find(recommend(input([subject('S1')])).recommended, 'S1');
    expect(codes(rec).filter((c) => c.startsWith('PREREQ'))).toEqual([]);
  });
});

describe('tracks', () => {
  const tracks = [
    {
      trackCd: 'AI',
      korNm: 'AI 융합',
      status: 'APPLIED' as const,
      subjects: [
        { sbjtKeyId: 'T1', required: true },
        { sbjtKeyId: 'T2', required: false },
      ],
    },
  ];

  it('required and optional subjects of an applied track have different reasons and weights', () => {
    const result = recommend(input([subject('T1', { deptCd: 'D9999' }), subject('T2', { deptCd: 'D9999' })], { tracks }));
    expect(find(result.recommended, 'T1')).toMatchObject({ kind: 'TRACK', reasons: [{ code: 'TRACK_REQUIRED', text: '신청한 트랙「AI 융합」 필수 과목', points: POINTS.trackRequired }] });
    expect(find(result.recommended, 'T2')?.reasons).toEqual([{ code: 'TRACK_OPTIONAL', text: '신청한 트랙「AI 융합」 선택 과목', points: POINTS.trackOptional }]);
    expect(result.recommended.map((r) => r.sbjtKeyId)).toEqual(['T1', 'T2']);
  });

  it('an approved track says so', () => {
    const result = recommend(input([subject('T1', { deptCd: 'D9999' })], { tracks: [{ ...tracks[0], status: 'APPROVED' }] }));
    expect(find(result.recommended, 'T1')?.reasons[0].text).toBe('승인된 트랙「AI 융합」 필수 과목');
  });

  it('without a track, no track reason', () => {
    expect(recommend(input([subject('T1', { deptCd: 'D9999' })])).recommended).toEqual([]);
  });

  it('a major subject in the track stays in the major group with both reasons', () => {
    const rec = find(recommend(input([subject('T1')], { tracks })).recommended, 'T1');
    expect(rec?.kind).toBe('MAJOR');
    expect(codes(rec)).toEqual(['MAJOR', 'TRACK_REQUIRED']);
  });
});

describe('competencies', () => {
  const diagnosis = { year: 2026, termCd: '10', scores: { COMM: 70, CRTV: 55, GLBL: 42 } };

  it('the weakest competency is the lowest score', () => {
    expect(weakestCompetencies(diagnosis, COMPETENCIES)).toEqual([{ competencyCd: 'GLBL', korNm: '글로벌', score: 42 }]);
  });

  it('a tie keeps every competency with the lowest score', () => {
    const tied = { ...diagnosis, scores: { COMM: 42, CRTV: 55, GLBL: 42 } };
    expect(weakestCompetencies(tied, COMPETENCIES).map((c) => c.competencyCd)).toEqual(['COMM', 'GLBL']);
  });

  it('no diagnosis: no weakest competency', () => {
    expect(weakestCompetencies(null, COMPETENCIES)).toEqual([]);
  });

  it('a subject that builds the weakest one strongly gets the reason with its score', () => {
    const s = subject('G', { deptCd: null, category: 'FREE', competencies: [{ competencyCd: 'GLBL', weight: 3 }] });
    const rec = find(recommend(input([s], { diagnosis })).recommended, 'G');
    expect(rec).toMatchObject({ kind: 'COMPETENCY', reasons: [{ code: 'COMPETENCY', text: '가장 낮은 역량「글로벌」(42점)을 기르는 과목', points: 3 * POINTS.competencyPerWeight }] });
  });

  it('a weak link (weight 1) or another competency gives no reason', () => {
    const weak = subject('W', { deptCd: null, category: 'FREE', competencies: [{ competencyCd: 'GLBL', weight: 1 }] });
    const other = subject('O', { deptCd: null, category: 'FREE', competencies: [{ competencyCd: 'COMM', weight: 3 }] });
    expect(recommend(input([weak, other], { diagnosis })).recommended).toEqual([]);
  });

  it('another department’s major subject is not recommended for a competency alone', () => {
    const s = subject('X', { deptCd: 'D9999', competencies: [{ competencyCd: 'GLBL', weight: 3 }] });
    expect(recommend(input([s], { diagnosis })).recommended).toEqual([]);
  });

  it('without a diagnosis there is no competency reason and no competency group', () => {
    const s = subject('G', { competencies: [{ competencyCd: 'GLBL', weight: 3 }] });
    const result = recommend(input([s]));
    expect(result.diagnosis).toBeNull();
    expect(result.weakest).toEqual([]);
    expect(codes(find(result.recommended, 'G'))).not.toContain('COMPETENCY');
  });

  it('with a tie, a subject building both weakest competencies gets two reasons', () => {
    const tied = { ...diagnosis, scores: { COMM: 42, CRTV: 55, GLBL: 42 } };
    const s = subject('G', { competencies: [{ competencyCd: 'COMM', weight: 2 }, { competencyCd: 'GLBL', weight: 3 }] });
    expect(codes(find(recommend(input([s], { diagnosis: tied })).recommended, 'G'))).toEqual(['MAJOR', 'COMPETENCY', 'COMPETENCY']);
  });
});

describe('general education', () => {
  const ge = (id: string, area: string, category = 'GE_ELEC') => subject(id, { deptCd: null, category, geAreaCd: area });

  it('an area short of its minimum gives the area reason with the credits so far', () => {
    const facts = transcriptFacts([row('X', 'A0', { geAreaCd: 'GE21' })], []);
    const rec = find(recommend(input([ge('N', 'GE21')], { facts })).recommended, 'N');
    expect(rec).toMatchObject({ kind: 'GE', reasons: [{ code: 'GE_AREA', text: '교양 영역「자연과 과학」 미이수(3/6학점)' }] });
  });

  it('a complete area gives no reason, so the subject is not recommended', () => {
    const facts = transcriptFacts([row('X', 'A0', { geAreaCd: 'GE22' })], []);
    expect(recommend(input([ge('N', 'GE22')], { facts })).recommended).toEqual([]);
  });

  it('a sub-area without a minimum counts toward its parent’s minimum', () => {
    const facts = transcriptFacts([row('X', 'A0', { geAreaCd: 'GE31', credits: 2 })], []);
    expect(geAreaStatus('GE31', GE_AREAS, facts.geCredits)).toMatchObject({ areaCd: 'GE3', earned: 2, minCredits: 4, complete: false });
    expect(find(recommend(input([ge('N', 'GE31')], { facts })).recommended, 'N')?.reasons[0].text).toBe('교양 영역「호크마소양」 미이수(2/4학점)');
  });

  it('a required GE subject not passed is recommended as 교양필수 even in a complete area', () => {
    const facts = transcriptFacts([row('X', 'A0', { geAreaCd: 'GE22' })], []);
    const rec = find(recommend(input([ge('R', 'GE22', 'GE_REQ')], { facts })).recommended, 'R');
    expect(codes(rec)).toEqual(['GE_REQ']);
  });
});

describe('ordering', () => {
  it('best score first, then by subject code', () => {
    const facts = transcriptFacts([row('F', 'F')], []);
    const result = recommend(
      input(
        [
          subject('B', { sbjtCd: 'CSE3002' }),
          subject('A', { sbjtCd: 'CSE3001' }),
          subject('R', { sbjtCd: 'CSE3010', category: 'MAJOR_REQ' }),
          subject('F', { sbjtCd: 'CSE3020' }),
          subject('L', { sbjtCd: 'CSE4001', stdYear: 4 }),
        ],
        { facts },
      ),
    );
    // REQ 70, retake ELEC 80, ELEC 50, 50, ahead ELEC 20.
    expect(result.recommended.map((r) => r.sbjtKeyId)).toEqual(['F', 'R', 'A', 'B', 'L']);
    expect(result.recommended.map((r) => r.score)).toEqual([80, 70, 50, 50, 20]);
  });
});

describe('year of study in the target term', () => {
  it('advances with the academic year and stops at 4', () => {
    expect(gradeInTerm(3, { year: 2026 }, { year: 2027 })).toBe(4);
    expect(gradeInTerm(4, { year: 2026 }, { year: 2027 })).toBe(4);
    expect(gradeInTerm(2, { year: 2026 }, { year: 2026 })).toBe(2);
  });
});
