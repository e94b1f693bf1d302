// Which requirements a subject would fill, from the student's departments and the subject's category.
import { describe, expect, it } from 'vitest';
import { requirementsFilled, type FillSubject } from '@/lib/server/learning/recommend/fills';

const student = { deptCd: 'D4010', deptNm: '컴퓨터공학과', doubleDeptCd: 'D3040', doubleDeptNm: '통계학과', minorDeptCd: null, minorDeptNm: null };
const areas = [
  { areaCd: 'GE2', korNm: '핵심교양', upAreaCd: null, minCredits: 0 },
  { areaCd: 'GE21', korNm: '자연과 과학', upAreaCd: 'GE2', minCredits: 6 },
];
const subject = (fields: Partial<FillSubject>): FillSubject => ({ credits: 3, category: 'MAJOR_REQ', deptCd: 'D4010', geAreaCd: null, tracks: [], ...fields });
const texts = (s: FillSubject, credits = new Map<string, number>(), live = new Map<string, 'APPLIED' | 'APPROVED'>()) =>
  requirementsFilled(s, student, { areas, credits }, live).map((f) => f.text);

describe('requirements a subject fills', () => {
  it('own major: the primary major with its category, and the total', () => {
    expect(texts(subject({}))).toEqual(['주전공(컴퓨터공학과) 전공필수 3학점', '졸업 총 이수학점 3학점']);
  });

  it('double major department: the double major', () => {
    expect(texts(subject({ deptCd: 'D3040', category: 'MAJOR_ELEC' }))[0]).toBe('복수전공(통계학과) 전공선택 3학점');
  });

  it('another department: general elective', () => {
    expect(texts(subject({ deptCd: 'D9999' }))[0]).toMatch(/^일반선택 3학점/);
  });

  it('GE area: the credits so far, or already met', () => {
    const ge = subject({ deptCd: null, category: 'GE_ELEC', geAreaCd: 'GE21', credits: 2 });
    expect(texts(ge, new Map([['GE21', 3]]))[0]).toBe('교양 영역「자연과 과학」 2학점(현재 3/6학점)');
    const done = requirementsFilled(ge, student, { areas, credits: new Map([['GE21', 6]]) }, new Map());
    expect(done[0]).toMatchObject({ text: '교양 영역「자연과 과학」: 이미 충족(6/6학점)', counts: false });
  });

  it('tracks only when the student applied or was approved', () => {
    const s = subject({ tracks: [{ trackCd: 'AI', korNm: 'AI 융합', required: true }] });
    expect(texts(s)).not.toContainEqual(expect.stringContaining('트랙'));
    expect(texts(s, new Map(), new Map([['AI', 'APPROVED']]))).toContain('승인된 트랙「AI 융합」 필수 과목');
  });
});
