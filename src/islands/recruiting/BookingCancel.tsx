// Cancels one of the student's consultation bookings after she confirms in the portal's dialog; the
// server holds the cut-off.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function BookingCancel({ bookingId, label }: { bookingId: number; label: string }) {
  const [busy, setBusy] = useState(false);

  async function cancel() {
    const yes = await confirmDialog({ title: '상담 예약 취소', message: `${label} 상담 예약을 취소할까요?`, confirmText: '예약 취소', cancelText: '돌아가기' });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post<unknown>(`/api/v1/recruiting/fairs/bookings/${bookingId}/cancel`, {});
      reloadWithToast(res.message || '예약을 취소했습니다.');
    } catch (err) {
      toastFailure(err, '취소하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="outline-danger" className="touch-target" disabled={busy} data-testid="cancel-booking" aria-label={`${label} 예약 취소`} onClick={() => void cancel()}>
      예약 취소
    </Button>
  );
}
