// The import report as the admin page and the API show it (shared by the server and the islands).
import { variantsOf, type Tone } from '../status';

export const KINDS = ['departments', 'terms', 'professors', 'staff', 'students', 'subjects', 'sections', 'enrolments', 'requirements'] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_NAMES: Record<Kind, string> = {
  departments: '대학·학과·전공',
  terms: '학기',
  professors: '교수',
  staff: '직원',
  students: '학생',
  subjects: '교과목',
  sections: '개설강좌',
  enrolments: '수강·성적',
  requirements: '졸업요건',
};

export const STATUS_NAMES: Record<string, string> = { DRY_RUN: '검토 완료(반영 전)', REFUSED: '거부됨', APPLIED: '반영됨', FAILED: '실패', SUPERSEDED: '대체됨' };
/** What each run status means (src/lib/status.ts gives the colour). */
const RUN_TONES: Record<RunStatus, Tone> = { DRY_RUN: 'progress', REFUSED: 'bad', APPLIED: 'done', FAILED: 'bad', SUPERSEDED: 'off' };
/** The Bootstrap colour of each run status. */
export const STATUS_VARIANTS: Record<string, string> = variantsOf(RUN_TONES);
export const CHANNEL_NAMES: Record<string, string> = { WEB: '관리자 화면', CLI: '명령', API: 'API' };

export interface KindCounts {
  rows: number;
  create: number;
  update: number;
  deactivate: number;
  restore: number;
  refused: number;
}

export interface Reject {
  file: string;
  line: number;
  column: string;
  value: string;
  message: string;
}

export interface FileInfo {
  file: string;
  kind: Kind | null;
  encoding: string | null;
}

export type RunStatus = 'DRY_RUN' | 'REFUSED' | 'APPLIED' | 'FAILED' | 'SUPERSEDED';

export interface RunReport {
  runId: number;
  status: RunStatus;
  channel: string;
  actorId: string | null;
  clientId: number | null;
  fileNm: string;
  fileHash: string;
  fileSize: number;
  encoding: string;
  batch: { year: number; termCd: string } | null;
  thresholdPct: number;
  counts: Partial<Record<Kind, KindCounts>>;
  files: FileInfo[];
  rejects: Reject[];
  rejectTotal: number;
  message: string | null;
  durationMs: number | null;
  createdAt: string;
  appliedAt: string | null;
  appliedBy: string | null;
  /** Whether this dry run can still be confirmed. */
  confirmable: boolean;
}
