// Cancels the student's own application after a confirmation; the server refuses after the deadline.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function CancelButton({ applId, trackNm, applyEndDt }: { applId: number; trackNm: string; applyEndDt: string }) {
  const [busy, setBusy] = useState(false);
  async function cancel() {
    const yes = await confirmDialog({
      title: '트랙 신청 취소',
      message: `${trackNm} 트랙 신청을 취소할까요? 신청 기간(${applyEndDt}까지) 안에는 다시 신청할 수 있습니다.`,
      confirmText: '신청 취소',
      cancelText: '돌아가기',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/learnact/track/applications/${applId}/cancel`);
      reloadWithToast(res.message || '트랙 신청을 취소했습니다.');
    } catch (err) {
      toastFailure(err, '신청을 취소하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button variant="outline-danger" size="sm" onClick={() => void cancel()} disabled={busy}>
      신청 취소<span className="visually-hidden">: {trackNm}</span>
    </Button>
  );
}
