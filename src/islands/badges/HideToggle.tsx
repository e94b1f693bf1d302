// Hide or show one badge on the student's public pages; the verification link keeps answering.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function HideToggle({ awardId, hidden, badgeNm }: { awardId: number; hidden: boolean; badgeNm: string }) {
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/badges/awards/${awardId}/visibility`, { hidden: !hidden });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '바꾸지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="outline-secondary" disabled={busy} onClick={toggle} aria-label={`${badgeNm} 배지 ${hidden ? '공개하기' : '숨기기'}`} data-testid="hide-toggle">
      {hidden ? '공개하기' : '숨기기'}
    </Button>
  );
}
