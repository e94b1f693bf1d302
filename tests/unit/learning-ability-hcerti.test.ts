// The competency certificate's rules and the general-education area completion, without a database.
import { describe, expect, it } from 'vitest';
import { competencyPoints, evaluateCertificate, pointsByCompetency, type Requirement } from '@/lib/learning/hcerti';
import { areaCompletion, completionPercent } from '@/lib/learning/general-education';

let id = 0;
const req = (levelCd: string, kind: string, minValue: number, competencyCd: string | null = null): Requirement => ({ reqId: ++id, levelCd, kind, competencyCd, minValue, label: `${levelCd} ${kind}`, sortOrd: id });

const requirements = [
  req('BRONZE', 'DIAGNOSIS', 1),
  req('BRONZE', 'COMPETENCY_POINTS', 3, 'COMM'),
  req('SILVER', 'DIAGNOSIS', 2),
  req('SILVER', 'PROGRAMS', 3),
  req('GOLD', 'COMPETENCY_POINTS', 10, 'EXPT'),
];

describe('competency points', () => {
  it('is the sum of credits × weight over the passed subjects, divided by 3 and rounded down', () => {
    expect(competencyPoints([{ credits: 3, weight: 3 }])).toBe(3);
    expect(competencyPoints([{ credits: 3, weight: 1 }])).toBe(1);
    expect(competencyPoints([{ credits: 2, weight: 1 }])).toBe(0);
    // Rounded once, on the sum: two 2-credit subjects of weight 1 make 4/3 -> 1, not 0 + 0.
    expect(competencyPoints([{ credits: 2, weight: 1 }, { credits: 2, weight: 1 }])).toBe(1);
    expect(competencyPoints([])).toBe(0);
  });

  it('adds up per competency over the passed subjects that build it', () => {
    const links = [
      { sbjtKeyId: 'A', competencyCd: 'COMM', weight: 3 },
      { sbjtKeyId: 'A', competencyCd: 'EXPT', weight: 1 },
      { sbjtKeyId: 'B', competencyCd: 'COMM', weight: 2 },
      { sbjtKeyId: 'C', competencyCd: 'GLBL', weight: 3 },
    ];
    // COMM: (3×3 + 3×2) / 3 = 5; EXPT: 3/3 = 1; C is not passed, so GLBL earns nothing.
    expect(pointsByCompetency([{ sbjtKeyId: 'A', credits: 3 }, { sbjtKeyId: 'B', credits: 3 }], links)).toEqual({ COMM: 5, EXPT: 1 });
    // B alone with 2 credits: 2×2/3 = 1.33 -> 1.
    expect(pointsByCompetency([{ sbjtKeyId: 'B', credits: 2 }], links)).toEqual({ COMM: 1 });
  });
});

describe('evaluateCertificate', () => {
  it('earns nothing on an empty record and names what BRONZE lacks', () => {
    const r = evaluateCertificate(requirements, { competencyPoints: {}, diagnoses: 0, programPoints: 0 });
    expect(r.earned).toBeNull();
    expect(r.next!.level.levelCd).toBe('BRONZE');
    expect(r.next!.missing.map((m) => [m.kind, m.remaining])).toEqual([
      ['DIAGNOSIS', 1],
      ['COMPETENCY_POINTS', 3],
    ]);
  });

  it('earns BRONZE exactly at the minimum and points at SILVER', () => {
    const r = evaluateCertificate(requirements, { competencyPoints: { COMM: 3 }, diagnoses: 1, programPoints: 0 });
    expect(r.earned!.levelCd).toBe('BRONZE');
    expect(r.next!.level.levelCd).toBe('SILVER');
    expect(r.next!.missing.map((m) => m.kind)).toEqual(['DIAGNOSIS', 'PROGRAMS']);
  });

  it('does not earn a higher level whose own requirements are met when a lower one is not', () => {
    // SILVER's and GOLD's own requirements are met, but BRONZE lacks COMM points.
    const r = evaluateCertificate(requirements, { competencyPoints: { COMM: 2, EXPT: 20 }, diagnoses: 2, programPoints: 5 });
    expect(r.levels.map((l) => [l.levelCd, l.ownMet, l.earned])).toEqual([
      ['BRONZE', false, false],
      ['SILVER', true, false],
      ['GOLD', true, false],
    ]);
    expect(r.earned).toBeNull();
  });

  it('earns GOLD with everything and has no next level', () => {
    const r = evaluateCertificate(requirements, { competencyPoints: { COMM: 9, EXPT: 10 }, diagnoses: 3, programPoints: 3 });
    expect(r.earned!.levelCd).toBe('GOLD');
    expect(r.next).toBeNull();
  });

  it('never meets a requirement of an unknown kind, nor a level without requirements', () => {
    const r = evaluateCertificate([req('BRONZE', 'MYSTERY', 0)], { competencyPoints: {}, diagnoses: 9, programPoints: 9 });
    expect(r.levels[0].requirements[0].met).toBe(false);
    expect(r.levels[1].requirements).toEqual([]);
    expect(r.earned).toBeNull();
  });
});

describe('general-education area completion', () => {
  const areas = [
    { areaCd: 'GE1', korNm: '기초교양', upAreaCd: null, minCredits: 0 },
    { areaCd: 'GE11', korNm: '글쓰기', upAreaCd: 'GE1', minCredits: 3 },
    { areaCd: 'GE12', korNm: '영어', upAreaCd: 'GE1', minCredits: 4 },
    { areaCd: 'GE3', korNm: '호크마소양', upAreaCd: null, minCredits: 0 },
    { areaCd: 'GE34', korNm: '융합', upAreaCd: 'GE3', minCredits: 0 },
  ];

  it('counts sub-area credits toward the sub-area and its top area, which requires the sum of its sub-areas', () => {
    const c = areaCompletion(areas, [
      { geAreaCd: 'GE11', credits: 3 },
      { geAreaCd: 'GE12', credits: 2 },
      { geAreaCd: null, credits: 3 },
    ]);
    expect(c.get('GE11')).toEqual({ areaCd: 'GE11', earned: 3, required: 3, met: true });
    expect(c.get('GE12')).toEqual({ areaCd: 'GE12', earned: 2, required: 4, met: false });
    expect(c.get('GE1')).toEqual({ areaCd: 'GE1', earned: 5, required: 7, met: false });
  });

  it('treats an area that requires nothing as met', () => {
    const c = areaCompletion(areas, []);
    expect(c.get('GE34')!.met).toBe(true);
    expect(c.get('GE3')!.met).toBe(true);
    expect(completionPercent(c.get('GE3')!)).toBe(100);
  });

  it('caps the percentage at 100', () => {
    expect(completionPercent({ earned: 9, required: 3 })).toBe(100);
    expect(completionPercent({ earned: 1, required: 3 })).toBe(33);
  });
});
