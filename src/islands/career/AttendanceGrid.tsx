// Attendance by hand: one checkbox per participant and session. Each change is saved at once and
// rolled back on the screen when the server refuses it.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { toastFailure } from '@/islands/form';

interface Session {
  sessionId: number;
  seq: number;
  sessionDt: string;
  held: boolean;
}
interface Row {
  applId: number;
  korNm: string;
  studentId: string;
  attendance: Record<number, boolean>;
}

export default function AttendanceGrid({ programId, sessions, rows, locked }: { programId: number; sessions: Session[]; rows: Row[]; locked: boolean }) {
  const [marks, setMarks] = useState(() => Object.fromEntries(rows.map((r) => [r.applId, { ...r.attendance }])) as Record<number, Record<number, boolean>>);

  async function mark(applId: number, sessionId: number, present: boolean) {
    const before = marks[applId]?.[sessionId];
    setMarks((m) => ({ ...m, [applId]: { ...m[applId], [sessionId]: present } }));
    try {
      const res = await api.post(`/api/v1/stf/career/programs/${programId}/attendance`, { sessionId, applId, present }, { silent: true });
      toast.success(res.message);
    } catch (err) {
      setMarks((m) => ({ ...m, [applId]: { ...m[applId], [sessionId]: before as boolean } }));
      toastFailure(err, '출석을 기록하지 못했습니다.');
    }
  }

  if (!rows.length) return <p className="text-secondary small mb-0">출석을 기록할 참여자가 없습니다.</p>;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="회차별 출석">
      <table className="table table-sm align-middle mb-0" data-testid="attendance">
        <caption className="visually-hidden">회차별 출석</caption>
        <thead>
          <tr>
            <th scope="col">참여자</th>
            {sessions.map((s) => (
              <th scope="col" key={s.sessionId} className="text-center text-nowrap">
                {s.seq}회차
                <br />
                <span className="small text-secondary">{s.sessionDt.slice(5).replace('-', '.')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.applId} data-appl={r.applId}>
              <th scope="row" className="text-nowrap fw-normal">
                {r.korNm} <span className="small text-secondary">{r.studentId}</span>
              </th>
              {sessions.map((s) => {
                const value = marks[r.applId]?.[s.sessionId];
                return (
                  <td key={s.sessionId} className="text-center">
                    <Form.Check
                      type="checkbox"
                      className="attend-check d-inline-block m-0"
                      id={`att-${r.applId}-${s.sessionId}`}
                      aria-label={`${r.korNm} ${s.seq}회차 출석`}
                      checked={!!value}
                      disabled={locked || !s.held}
                      title={!s.held ? '아직 열리지 않은 회차입니다.' : undefined}
                      onChange={(e) => mark(r.applId, s.sessionId, e.currentTarget.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
