// Which of a student's graduation requirements a subject would count toward, worked out simply from
// the subject's category, department and general-education area and the student's departments.
// (The full graduation engine lives elsewhere; this is the short answer a subject page gives.)
import { geAreaStatus, type GeArea } from './facts';
import { categoryName } from '../../../learning/categories';

export interface FillStudent {
  deptCd: string;
  deptNm: string;
  doubleDeptCd: string | null;
  doubleDeptNm: string | null;
  minorDeptCd: string | null;
  minorDeptNm: string | null;
}

export interface FillSubject {
  credits: number;
  category: string;
  deptCd: string | null;
  geAreaCd: string | null;
  tracks: { trackCd: string; korNm: string; required: boolean }[];
}

export interface Fill {
  /** PRIMARY, DOUBLE, MINOR, FREE, GE, TRACK, TOTAL */
  role: string;
  text: string;
  /** false when the requirement is already met, so the subject adds nothing to it. */
  counts: boolean;
}

export function requirementsFilled(
  s: FillSubject,
  student: FillStudent,
  ge: { areas: GeArea[]; credits: Map<string, number> },
  liveTracks: Map<string, 'APPLIED' | 'APPROVED'>,
): Fill[] {
  const fills: Fill[] = [];
  const categoryNm = categoryName(s.category);
  if (s.category === 'MAJOR_REQ' || s.category === 'MAJOR_ELEC') {
    const roles: [string, string | null, string | null][] = [
      ['PRIMARY', student.deptCd, `주전공(${student.deptNm})`],
      ['DOUBLE', student.doubleDeptCd, `복수전공(${student.doubleDeptNm})`],
      ['MINOR', student.minorDeptCd, `부전공(${student.minorDeptNm})`],
    ];
    const mine = roles.filter(([, deptCd]) => deptCd && deptCd === s.deptCd);
    for (const [role, , label] of mine) fills.push({ role, text: `${label} ${categoryNm} ${s.credits}학점`, counts: true });
    if (!mine.length) fills.push({ role: 'FREE', text: `일반선택 ${s.credits}학점(소속 전공이 아닌 학과의 전공 과목)`, counts: true });
  } else if (s.category === 'GE_REQ' || s.category === 'GE_ELEC') {
    if (s.category === 'GE_REQ') fills.push({ role: 'GE', text: `교양필수 과목`, counts: true });
    const area = geAreaStatus(s.geAreaCd, ge.areas, ge.credits);
    if (area)
      fills.push(
        area.complete
          ? { role: 'GE', text: `교양 영역「${area.korNm}」: 이미 충족(${area.earned}/${area.minCredits}학점)`, counts: false }
          : { role: 'GE', text: `교양 영역「${area.korNm}」 ${s.credits}학점(현재 ${area.earned}/${area.minCredits}학점)`, counts: true },
      );
  } else {
    fills.push({ role: 'FREE', text: `일반선택 ${s.credits}학점`, counts: true });
  }
  for (const t of s.tracks) {
    const status = liveTracks.get(t.trackCd);
    if (!status) continue;
    fills.push({ role: 'TRACK', text: `${status === 'APPROVED' ? '승인된' : '신청한'} 트랙「${t.korNm}」 ${t.required ? '필수' : '선택'} 과목`, counts: true });
  }
  fills.push({ role: 'TOTAL', text: `졸업 총 이수학점 ${s.credits}학점`, counts: true });
  return fills;
}
