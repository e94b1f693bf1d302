// Closing a programme: the server decides every participant by the completion rule, issues the
// certificates and tells the students, so the button asks once and says what will happen.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';
import { particle } from '@/lib/text/josa';

export default function CloseProgram({ programId, title, minAttendPct }: { programId: number; title: string; minAttendPct: number }) {
  const [busy, setBusy] = useState(false);
  async function close() {
    const yes = await confirmDialog({
      title: '프로그램 마감',
      message: `「${title}」${particle(title, '을/를')} 마감합니다. 출석률 ${minAttendPct}% 이상인 참여자는 이수로 처리되어 이수증이 발급되고, 나머지는 미이수로 처리됩니다. 승인되지 않은 신청과 대기 신청은 종료됩니다. 학생들에게 결과 메시지가 발송되며 되돌릴 수 없습니다.`,
      confirmText: '마감',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/career/programs/${programId}/close`);
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '마감하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button variant="danger" disabled={busy} onClick={close} data-testid="close-program">
      프로그램 마감
    </Button>
  );
}
