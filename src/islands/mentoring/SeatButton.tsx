// 신청 / 신청 취소 of one group mentoring session.
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { showPendingToast } from '@/lib/ui/flash';
import { send } from './submit';

export default function SeatButton({ sessionId, mine, canApply, title }: { sessionId: number; mine: boolean; canApply: boolean; title: string }) {
  const [busy, setBusy] = useState(false);
  useEffect(() => showPendingToast(), []);
  const go = async (action: 'apply' | 'cancel') => {
    setBusy(true);
    if (!(await send(`/api/v1/mentoring/sessions/${sessionId}/${action}`, {}, null, action === 'apply' ? '신청하지 못했습니다.' : '취소하지 못했습니다.'))) setBusy(false);
  };
  if (mine)
    return (
      <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => void go('cancel')} aria-label={`${title} 신청 취소`} data-testid="seat-cancel">
        신청 취소
      </Button>
    );
  if (!canApply) return null;
  return (
    <Button size="sm" disabled={busy} onClick={() => void go('apply')} aria-label={`${title} 신청`} data-testid="seat-apply">
      신청
    </Button>
  );
}
