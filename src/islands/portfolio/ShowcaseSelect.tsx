// Staff choose a published résumé as an example for the 우수 포트폴리오 list, or take it off.
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function ShowcaseSelect({ resumeId, selected, title }: { resumeId: number; selected: boolean; title: string }) {
  const [busy, setBusy] = useState(false);
  useEffect(() => showPendingToast(), []);
  async function toggle() {
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/portfolio/showcases/${resumeId}`, { selected: !selected });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant={selected ? 'outline-secondary' : 'success'} disabled={busy} onClick={() => void toggle()} aria-label={`${title} ${selected ? '선정 취소' : '선정'}`} data-testid={`showcase-toggle-${resumeId}`}>
      {selected ? '선정 취소' : '선정'}
    </Button>
  );
}
