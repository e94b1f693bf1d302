// The decision buttons of one applicant on the staff roster. A rejection asks for its reason (the
// student reads it); every answer reloads the roster so seats and the waiting list stay live.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog, promptDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Props {
  applId: number;
  studentNm: string;
  actions: { action: string; label: string }[];
}

const VARIANT: Record<string, string> = { APPROVE: 'primary', ATTEND: 'outline-primary', REJECT: 'outline-danger', COMPLETE: 'outline-success', NOT_COMPLETE: 'outline-secondary' };

export default function RosterActions({ applId, studentNm, actions }: Props) {
  const [busy, setBusy] = useState(false);

  async function act(action: string, label: string) {
    let note: string | undefined;
    if (action === 'REJECT' || action === 'NOT_COMPLETE' || action === 'COMPLETE') {
      const answer = await promptDialog({
        title: `${label}: ${studentNm}`,
        message: action === 'REJECT' ? '반려 사유를 입력해 주세요. 학생에게 그대로 전달됩니다.' : '처리 사유를 입력해 주세요. 신청 이력에 남습니다.',
        confirmText: label,
        // Every one of these stays in the student's history with its reason (the server asks for it too).
        required: true,
        validate: (v) => (v.length > 500 ? '500자 이내로 입력해 주세요.' : true),
      });
      if (answer === null) return;
      note = answer || undefined;
    } else if (!(await confirmDialog({ title: label, message: `${studentNm} 학생의 신청을 ${label}할까요?`, confirmText: label }))) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/career/applications/${applId}/decision`, { action, note });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, `${label}하지 못했습니다.`);
      setBusy(false);
    }
  }

  if (!actions.length) return null;
  return (
    <div className="d-flex flex-wrap gap-1" data-testid={`actions-${applId}`}>
      {actions.map((a) => (
        <Button key={a.action} size="sm" variant={VARIANT[a.action] ?? 'outline-secondary'} disabled={busy} onClick={() => act(a.action, a.label)}>
          {a.label}
        </Button>
      ))}
    </div>
  );
}
