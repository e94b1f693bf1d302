// Staff decision on one application: approve (note optional) or return (reason required).
// The server refuses an approval beyond the capacity and tells the student by message.
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { TrackReviewInput } from '@/lib/schemas/tracks';
import { reloadWithToast } from '@/lib/ui/flash';
import { checkWith, FieldError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors, FormAlert } from '@/islands/form';

export default function ReviewActions({ applId, studentNm, trackNm }: { applId: number; studentNm: string; trackNm: string }) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const id = `review-${applId}`;

  async function decide(decision: 'APPROVE' | 'RETURN', e?: FormEvent) {
    e?.preventDefault();
    const body = { decision, note };
    const local = checkWith(TrackReviewInput, body);
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/learning/tracks/applications/${applId}/review`, body);
      reloadWithToast(`${studentNm} 학생의 ${trackNm} 신청을 ${res.message}`);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={(e) => void decide('APPROVE', e)} className="review-actions" aria-label={`${studentNm} 학생 신청 심사`}>
      <FormAlert errors={errors} />
      <Form.Group controlId={`${id}-note`}>
        <Form.Label className="small mb-1">심사 의견 (반려 시 필수)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} {...invalidProps(`${id}-note`, errors.note)} />
        <FieldError id={`${id}-note`} error={errors.note} />
      </Form.Group>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" variant="success" disabled={busy}>
          승인<span className="visually-hidden">: {studentNm}</span>
        </Button>
        <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => void decide('RETURN')}>
          반려<span className="visually-hidden">: {studentNm}</span>
        </Button>
      </div>
    </Form>
  );
}
