// Stops a share link at once: its page answers "공유를 중지한 링크" from then on.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function ShareRevoke({ shareId, label }: { shareId: number; label: string }) {
  const [busy, setBusy] = useState(false);
  async function revoke() {
    const yes = await confirmDialog({ title: '공유 중지', message: `'${label}' 링크를 중지할까요? 이 링크로는 더 이상 포트폴리오를 볼 수 없습니다.`, confirmText: '공유 중지', cancelText: '돌아가기' });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/portfolio/shares/${shareId}/revoke`);
      reloadWithToast(res.message || '공유를 중지했습니다.');
    } catch (err) {
      toastFailure(err, '공유를 중지하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => void revoke()} data-testid="revoke-share">
      공유 중지
    </Button>
  );
}
