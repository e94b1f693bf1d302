// The bookable consultation slots of one booth: a finger-sized button per slot. The server decides
// (seats, her other bookings); the page reloads so the seats and "my bookings" agree.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Slot {
  slotId: number;
  day: string;
  start: string;
  end: string;
  left: number;
  capacity: number;
}

export default function BoothSlots({ companyNm, slots }: { companyNm: string; slots: Slot[] }) {
  const [busy, setBusy] = useState(false);

  async function book(s: Slot) {
    setBusy(true);
    try {
      const res = await api.post<unknown>(`/api/v1/recruiting/fairs/slots/${s.slotId}/book`, {});
      reloadWithToast(res.message || '상담을 예약했습니다.');
    } catch (err) {
      toastFailure(err, '예약하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {slots.map((s) => (
        <Button
          key={s.slotId}
          size="sm"
          variant="outline-primary"
          className="touch-target"
          disabled={busy}
          data-testid="book-slot"
          data-slot-id={s.slotId}
          aria-label={`${companyNm} ${s.day} ${s.start}~${s.end} 상담 예약${s.capacity > 1 ? ` (남은 자리 ${s.left})` : ''}`}
          onClick={() => void book(s)}
        >
          {s.start}~{s.end}
          {s.capacity > 1 && <span className="ms-1 small">({s.left}석)</span>}
        </Button>
      ))}
    </div>
  );
}
