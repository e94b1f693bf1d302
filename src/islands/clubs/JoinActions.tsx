// Join a club (with an optional motivation), withdraw a waiting request, or leave. The server
// decides and refuses with its reason; the page reloads so the state and counts are live.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { JoinInput } from '@/lib/schemas/clubs';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';

interface Props {
  clubId: number;
  clubNm: string;
  canJoin: boolean;
  /** The student's live state in the club: APPLIED, APPROVED or none. */
  status: string | null;
  isOfficer: boolean;
}

export default function JoinActions(p: Props) {
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ motivation: string }>({
    defaultValues: { motivation: '' },
    resolver: zodResolver(JoinInput) as never,
  });

  async function join(values: { motivation: string }) {
    try {
      const res = await api.post(`/api/v1/clubs/${p.clubId}/join`, values);
      reloadWithToast(res.message || '가입을 신청했습니다.');
    } catch (err) {
      const data = (err as { data?: Record<string, string> }).data;
      if (data && typeof data === 'object' && data.motivation) setError('motivation', { message: data.motivation });
      else toastFailure(err, '가입을 신청하지 못했습니다.');
    }
  }

  async function leave() {
    const waiting = p.status === 'APPLIED';
    const yes = await confirmDialog({
      title: waiting ? '신청 취소' : '동아리 탈퇴',
      message: waiting ? `${p.clubNm} 가입 신청을 취소할까요?` : `${p.clubNm}에서 탈퇴할까요? 다시 가입하려면 모집 기간에 신청해야 합니다.`,
      confirmText: waiting ? '신청 취소' : '탈퇴',
      cancelText: '돌아가기',
    });
    if (!yes) return;
    setBusy(true);
    try {
      await api.post(`/api/v1/clubs/${p.clubId}/leave`);
      reloadWithToast(waiting ? '가입 신청을 취소했습니다.' : '탈퇴했습니다.');
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }

  if (p.status) {
    return p.isOfficer ? null : (
      <Button variant="outline-danger" onClick={() => void leave()} disabled={busy} data-testid="leave">
        {p.status === 'APPLIED' ? '가입 신청 취소' : '동아리 탈퇴'}
      </Button>
    );
  }
  if (!p.canJoin) return null;
  return (
    <Form onSubmit={handleSubmit(join)} noValidate data-testid="join-form">
      <FormAlert errors={errors} />
      <Form.Group controlId="join-motivation" className="mb-2">
        <Form.Label>가입 동기 (선택)</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={500} {...register('motivation')} {...invalidProps('join-motivation', errors.motivation?.message)} />
        <FieldError id="join-motivation" error={errors.motivation?.message} />
      </Form.Group>
      <Button type="submit" disabled={isSubmitting} data-testid="join">
        가입 신청
      </Button>
    </Form>
  );
}
