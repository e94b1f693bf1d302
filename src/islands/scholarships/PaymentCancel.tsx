// Withdrawing one instalment recorded by mistake: the button opens a required reason, which the
// student is told and the office keeps with the struck-through row.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { ScholPaymentCancelInput } from '@/lib/schemas/scholarships';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';
import * as z from 'zod/mini';

export default function PaymentCancel({ applId, paymentId, seq }: { applId: number; paymentId: number; seq: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ctl = `pay-cancel-${paymentId}`;

  async function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    const checked = z.safeParse(ScholPaymentCancelInput, { reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? '취소 사유를 입력해 주세요.');
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/scholarships/applications/${applId}/payments/${paymentId}/cancel`, checked.data);
      reloadWithToast(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') setError(Object.values(err.data as Record<string, string>)[0] ?? null);
      toastFailure(err, '지급을 취소하지 못했습니다.');
      setBusy(false);
    }
  }

  if (!open)
    return (
      <Button size="sm" variant="link" className="p-0 ms-2 text-danger" onClick={() => setOpen(true)} data-testid={`cancel-payment-${seq}`}>
        {seq}회차 지급 취소
      </Button>
    );
  return (
    <Form onSubmit={submit} noValidate className="d-flex flex-wrap gap-2 align-items-start mt-1" aria-label={`${seq}회차 지급 취소`}>
      <Form.Group controlId={ctl} className="flex-grow-1">
        <Form.Label className="visually-hidden">{seq}회차 지급 취소 사유</Form.Label>
        <Form.Control
          size="sm"
          maxLength={200}
          placeholder="취소 사유 (학생에게 전달됩니다)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          isInvalid={!!error}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${ctl}-error` : undefined}
        />
        <Form.Control.Feedback type="invalid" id={`${ctl}-error`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-danger" disabled={busy}>
        취소 확정
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => setOpen(false)}>
        닫기
      </Button>
    </Form>
  );
}
