// Withdraws the student's application before its review starts.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function CancelApplication({ applId, title }: { applId: number; title: string }) {
  const [busy, setBusy] = useState(false);
  async function cancel() {
    const yes = await confirmDialog({ title: '지원 취소', message: `${title} 지원을 취소할까요? 접수 기간 안에는 다시 지원할 수 있습니다.`, confirmText: '지원 취소', cancelText: '돌아가기' });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/exchange/applications/${applId}/cancel`);
      reloadWithToast(res.message || '지원을 취소했습니다.');
    } catch (err) {
      toastFailure(err, '취소하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button variant="outline-danger" onClick={() => void cancel()} disabled={busy} data-testid="cancel-application">
      지원 취소
    </Button>
  );
}
