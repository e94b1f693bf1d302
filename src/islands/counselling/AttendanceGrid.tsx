// Participants of a group programme with one attendance checkbox per session. Each tick is saved
// at once; the waiting list follows the seated participants and has no attendance.
import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { showPendingToast } from '@/lib/ui/flash';
import { toastFailure } from '../form';
import { statusBadgeClass } from '@/lib/counselling/kinds';

export interface RosterRow {
  applId: number;
  studentId: string;
  korNm: string;
  status: string;
  statusNm: string;
  createdAt: string;
  attended: Record<string, boolean>;
}


export default function AttendanceGrid({ programId, sessionCount, rows: initial }: { programId: number; sessionCount: number; rows: RosterRow[] }) {
  const [rows, setRows] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);
  const sessions = Array.from({ length: sessionCount }, (_, i) => i + 1);

  useEffect(() => showPendingToast(), []);

  function setMark(applId: number, sessionNo: number, attended: boolean) {
    setRows((rs) => rs.map((r) => (r.applId === applId ? { ...r, attended: { ...r.attended, [sessionNo]: attended } } : r)));
  }

  async function toggle(row: RosterRow, sessionNo: number, attended: boolean) {
    const key = `${row.applId}-${sessionNo}`;
    const before = row.attended[sessionNo];
    setMark(row.applId, sessionNo, attended);
    setSaving(key);
    try {
      await api.post(`/api/v1/cnsl/programs/${programId}/roster`, { applId: row.applId, sessionNo, attended }, { silent: true });
      toast.success(`${row.korNm} ${sessionNo}회차 ${attended ? '출석' : '결석'}으로 기록했습니다.`);
    } catch (err) {
      setRows((rs) => rs.map((r) => (r.applId === row.applId ? { ...r, attended: { ...r.attended, [sessionNo]: before } } : r)));
      toastFailure(err, '출석을 기록하지 못했습니다.');
    } finally {
      setSaving(null);
    }
  }

  let seatNo = 0;
  let waitNo = 0;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="참여자와 회차별 출석">
      <table className="table table-sm align-middle mb-0 attendance-table" data-testid="roster">
        <caption className="visually-hidden">참여자와 회차별 출석</caption>
        <thead>
          <tr>
            <th scope="col">순번</th>
            <th scope="col">학생</th>
            <th scope="col">상태</th>
            {sessions.map((n) => (
              <th scope="col" key={n} className="text-center">
                {n}회
              </th>
            ))}
            <th scope="col" className="text-center">
              출석
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={sessionCount + 4} className="text-secondary">
                아직 신청한 학생이 없습니다.
              </td>
            </tr>
          )}
          {rows.map((r) => {
            const waiting = r.status === 'WAITING';
            const label = waiting ? `대기 ${++waitNo}` : String(++seatNo);
            const total = sessions.filter((n) => r.attended[n]).length;
            return (
              <tr key={r.applId} className={waiting ? 'table-light text-secondary' : undefined} data-appl-id={r.applId}>
                <td>{label}</td>
                <th scope="row" className="fw-normal">
                  <a href={`/cnslr/applications/${r.applId}`}>{r.korNm}</a> <span className="small text-secondary">{r.studentId}</span>
                </th>
                <td>
                  <span className={`badge ${statusBadgeClass(r.status)}`}>{r.statusNm}</span>
                </td>
                {sessions.map((n) => (
                  <td key={n} className="text-center">
                    {waiting ? (
                      <>
                        <span aria-hidden="true">-</span>
                        <span className="visually-hidden">대기자는 출석을 기록하지 않습니다</span>
                      </>
                    ) : (
                      <Form.Check
                        className="d-inline-block m-0"
                        id={`att-${r.applId}-${n}`}
                        aria-label={`${r.korNm} ${n}회차 출석`}
                        checked={!!r.attended[n]}
                        disabled={saving === `${r.applId}-${n}`}
                        onChange={(e) => toggle(r, n, e.target.checked)}
                      />
                    )}
                  </td>
                ))}
                <td className="text-center small">{waiting ? '-' : `${total}/${sessionCount}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
