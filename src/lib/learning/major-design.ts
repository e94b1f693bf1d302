// The rules of a student-designed major (학생설계전공), shared by the design island (checked live
// while the student picks subjects) and the server (checked again before a proposal is submitted).
// Pure: the caller looks the subjects up and passes them in.
import * as z from 'zod/mini';
import * as fields from '../schemas/fields';
import { badgeClass, type Tone } from '../status';

export const DESIGN_RULES = {
  minCredits: 36,
  maxCredits: 60,
  minDepts: 2,
  /** The largest share of the credits that may come from one department. */
  maxDeptShare: 0.6,
  /** Credits that must come from subjects of year 3 or 4 (advanced study). */
  minUpperCredits: 12,
  upperYearFrom: 3,
  /** More subjects than this cannot fit 60 credits anyway; it bounds the input. */
  maxSubjects: 30,
} as const;

/** Only major subjects can make a major: general education and free electives are refused. */
export const DESIGN_CATEGORIES = ['MAJOR_REQ', 'MAJOR_ELEC'] as const;

export const PROPOSAL_STATUS_LABELS: Record<string, string> = {
  DRAFT: '작성중',
  SUBMITTED: '제출',
  APPROVED: '승인',
  RETURNED: '반려',
};

/** The colours of a proposal's statuses, the same for the student and the staff. */
export const PROPOSAL_STATUS_TONES: Record<string, Tone> = { DRAFT: 'attention', SUBMITTED: 'new', APPROVED: 'good', RETURNED: 'bad' };
export const proposalBadge = (status: string) => badgeClass(PROPOSAL_STATUS_TONES, status);

/** A proposal still in the student's hands or the staff's queue: a student may have only one. */
export const OPEN_STATUSES = ['DRAFT', 'SUBMITTED'] as const;

export interface DesignSubject {
  sbjtKeyId: string;
  korNm: string;
  credits: number;
  category: string;
  deptCd: string | null;
  deptNm?: string | null;
  stdYear: number;
}

export type DesignCheckKey = 'credits' | 'depts' | 'deptShare' | 'category' | 'upper' | 'duplicates';

export interface DesignCheck {
  key: DesignCheckKey;
  label: string;
  ok: boolean;
  /** What the student has now, or what is wrong. */
  detail: string;
}

export interface DesignResult {
  ok: boolean;
  totalCredits: number;
  upperCredits: number;
  /** Credits per department, largest first. */
  byDept: { deptCd: string; deptNm: string; credits: number; share: number }[];
  checks: DesignCheck[];
}

const percent = (x: number) => `${Math.round(x * 100)}%`;

/** Checks a selection of subjects against every rule; each rule reports separately. */
export function checkDesign(subjects: DesignSubject[]): DesignResult {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const unique: DesignSubject[] = [];
  for (const s of subjects) {
    if (seen.has(s.sbjtKeyId)) duplicates.push(s.korNm);
    else {
      seen.add(s.sbjtKeyId);
      unique.push(s);
    }
  }
  const totalCredits = unique.reduce((n, s) => n + s.credits, 0);
  const upperCredits = unique.filter((s) => s.stdYear >= DESIGN_RULES.upperYearFrom).reduce((n, s) => n + s.credits, 0);
  const credits = new Map<string, { deptNm: string; credits: number }>();
  for (const s of unique) {
    if (!s.deptCd) continue;
    const d = credits.get(s.deptCd) ?? { deptNm: s.deptNm ?? s.deptCd, credits: 0 };
    d.credits += s.credits;
    credits.set(s.deptCd, d);
  }
  const byDept = [...credits]
    .map(([deptCd, d]) => ({ deptCd, deptNm: d.deptNm, credits: d.credits, share: totalCredits ? d.credits / totalCredits : 0 }))
    .sort((a, b) => b.credits - a.credits || a.deptCd.localeCompare(b.deptCd));
  const nonMajor = unique.filter((s) => !(DESIGN_CATEGORIES as readonly string[]).includes(s.category));
  const top = byDept[0];
  const { minCredits, maxCredits, minDepts, maxDeptShare, minUpperCredits } = DESIGN_RULES;

  const checks: DesignCheck[] = [
    {
      key: 'credits',
      label: `총 ${minCredits}~${maxCredits}학점`,
      ok: totalCredits >= minCredits && totalCredits <= maxCredits,
      detail:
        totalCredits < minCredits
          ? `현재 ${totalCredits}학점: ${minCredits - totalCredits}학점 더 필요합니다.`
          : totalCredits > maxCredits
            ? `현재 ${totalCredits}학점: ${totalCredits - maxCredits}학점 줄여야 합니다.`
            : `현재 ${totalCredits}학점`,
    },
    {
      key: 'depts',
      label: `${minDepts}개 이상 학과의 교과목`,
      ok: byDept.length >= minDepts,
      detail: byDept.length ? `현재 ${byDept.length}개 학과 (${byDept.map((d) => d.deptNm).join(', ')})` : '아직 고른 교과목이 없습니다.',
    },
    {
      key: 'deptShare',
      label: `한 학과 ${percent(maxDeptShare)} 이하`,
      // An empty selection breaks the credit rule already; it does not break this one.
      ok: !top || top.share <= maxDeptShare + 1e-9,
      detail: top ? `${top.deptNm} ${top.credits}학점 (${percent(top.share)})` : '아직 고른 교과목이 없습니다.',
    },
    {
      key: 'upper',
      label: `3·4학년 교과목 ${minUpperCredits}학점 이상`,
      ok: upperCredits >= minUpperCredits,
      detail: upperCredits >= minUpperCredits ? `현재 ${upperCredits}학점` : `현재 ${upperCredits}학점: ${minUpperCredits - upperCredits}학점 더 필요합니다.`,
    },
    {
      key: 'category',
      label: '전공 교과목만 (교양·일반선택 제외)',
      ok: nonMajor.length === 0,
      detail: nonMajor.length ? `전공 교과목이 아닙니다: ${nonMajor.map((s) => s.korNm).join(', ')}` : '모두 전공 교과목입니다.',
    },
    {
      key: 'duplicates',
      label: '같은 교과목은 한 번만',
      ok: duplicates.length === 0,
      detail: duplicates.length ? `두 번 담긴 교과목: ${duplicates.join(', ')}` : '중복 없음',
    },
  ];
  return { ok: checks.every((c) => c.ok), totalCredits, upperCredits, byDept, checks };
}

/** The field errors a failed check becomes on the server's 400 answer (the island shows the same). */
export function designErrors(result: DesignResult): Record<string, string> {
  const failed = result.checks.filter((c) => !c.ok);
  return failed.length ? { sbjtKeyIds: failed.map((c) => `${c.label}: ${c.detail}`).join(' / ') } : {};
}

const text = (label: string, min: number, max: number) => fields.text(label, { min, max, multiline: max > 100 });

/**
 * A proposal as the student saves it. A draft may break the design rules (it is work in progress);
 * submitting checks them. The subject ids must exist: the server checks that too.
 */
export const ProposalInput = z.object({
  title: text('전공명', 2, 50),
  goal: text('설계 목표', 10, 2000),
  sbjtKeyIds: z
    .array(z.string({ error: '교과목 번호가 올바르지 않습니다.' }).check(z.regex(/^[A-Z0-9]{1,20}$/, '교과목 번호가 올바르지 않습니다.')), { error: '교과목을 골라 주세요.' })
    .check(
      z.maxLength(DESIGN_RULES.maxSubjects, `교과목은 ${DESIGN_RULES.maxSubjects}개까지 담을 수 있습니다.`),
      z.refine((ids) => new Set(ids).size === ids.length, '같은 교과목이 두 번 담겼습니다.'),
    ),
});
export type ProposalInput = z.infer<typeof ProposalInput>;

/** The staff's decision on a submitted proposal; a return needs a note the student can act on. */
export const ProposalDecisionInput = z.object({
  note: z.optional(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : v)),
      z.string({ error: '검토 의견은 글자여야 합니다.' }).check(z.maxLength(1000, '검토 의견은 1,000자 이내로 입력해 주세요.')),
    ),
  ),
});
