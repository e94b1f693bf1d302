// The programme classroom's pure rules (decision 034): the report window by the server's clock,
// and Seoul wall-clock times for what staff enter and students read. No database here.
import { seoulStampOf } from '../calendar';
import { variantsOf } from '../status';


export type ReportPhase = 'BEFORE' | 'OPEN' | 'LATE' | 'CLOSED';

export const REPORT_PHASE_LABELS: Record<ReportPhase, string> = { BEFORE: '제출 전', OPEN: '제출 중', LATE: '지각 제출 기간', CLOSED: '마감' };
export const REPORT_PHASE_VARIANTS = variantsOf<ReportPhase>({ BEFORE: 'off', OPEN: 'new', LATE: 'attention', CLOSED: 'done' });

export interface ReportTimes {
  openAt: Date;
  dueAt: Date;
  closeAt: Date;
}

/** Where a report stands at `now`: both ends of each period count (due at 23:59 accepts 23:59:00). */
export function reportPhase(r: ReportTimes, now: Date): ReportPhase {
  const t = now.getTime();
  if (t < r.openAt.getTime()) return 'BEFORE';
  if (t <= r.dueAt.getTime()) return 'OPEN';
  if (t <= r.closeAt.getTime()) return 'LATE';
  return 'CLOSED';
}

/** Why a submission is refused at `now`, or null when it is accepted (late or not). */
export function submissionRefusal(r: ReportTimes, now: Date): string | null {
  const phase = reportPhase(r, now);
  if (phase === 'BEFORE') return `아직 제출 기간이 아닙니다. ${seoulStampOf(r.openAt)}부터 제출할 수 있습니다.`;
  if (phase === 'CLOSED') return `제출이 마감되었습니다. (마감 ${seoulStampOf(r.closeAt)})`;
  return null;
}
