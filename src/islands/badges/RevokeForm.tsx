// Staff: revoke one issued badge, always with a reason (the student is told; the verification page
// shows the badge as revoked with its date, not the reason).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { BadgeRevokeInput } from '@/lib/schemas/badges';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';

export default function RevokeForm({ awardId, korNm }: { awardId: number; korNm: string }) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
    resolver: zodResolver(BadgeRevokeInput) as never,
  });
  async function save(values: { reason: string }) {
    try {
      const res = await api.post(`/api/v1/stf/badges/awards/${awardId}/revoke`, values);
      reloadWithToast(res.message || '취소했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object' && (err.data as Record<string, string>).reason) setError('reason', { message: (err.data as Record<string, string>).reason });
      toastFailure(err, '취소하지 못했습니다.');
    }
  }
  if (!open) {
    return <Button size="sm" variant="outline-danger" onClick={() => setOpen(true)} aria-label={`${korNm} 학생의 배지 취소`} data-testid="revoke-open">취소</Button>;
  }
  const id = `revoke-${awardId}`;
  return (
    <Form onSubmit={handleSubmit(save)} noValidate className="d-flex flex-wrap gap-1 align-items-start">
      <FormAlert errors={errors} />
      <div>
        <Form.Control size="sm" id={id} placeholder="취소 사유" aria-label={`${korNm} 학생의 배지 취소 사유`} maxLength={300} {...register('reason')} {...invalidProps(id, errors.reason?.message)} />
        <FieldError id={id} error={errors.reason?.message} />
      </div>
      <Button size="sm" variant="danger" type="submit" disabled={isSubmitting} data-testid="revoke">취소 확정</Button>
      <Button size="sm" variant="link" onClick={() => setOpen(false)}>닫기</Button>
    </Form>
  );
}
