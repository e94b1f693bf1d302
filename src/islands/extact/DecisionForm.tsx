// Staff: approve a submitted record, or return it with a reason the student reads.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';
import { DecisionInput } from '@/lib/schemas/extact';

type Values = { decision: 'APPROVE' | 'RETURN'; reason: string };

export default function DecisionForm({ target, id }: { target: 'activity' | 'service'; id: number }) {
  const { register, handleSubmit, setValue, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { decision: 'APPROVE', reason: '' },
    resolver: zodResolver(DecisionInput) as never,
  });

  async function send(values: Values) {
    try {
      const res = await api.post(`/api/v1/stf/extact/${target}/${id}/decision`, values);
      reloadWithToast(res.message || '처리했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '처리하지 못했습니다.');
    }
  }
  const decideAs = (d: Values['decision']) => {
    setValue('decision', d);
    return handleSubmit(send)();
  };

  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} data-testid="decision-form">
      <FormAlert errors={errors} />
      <Form.Group controlId="decision-reason" className="mb-3">
        <Form.Label>반려 사유 (반려할 때 필요, 학생에게 보입니다)</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={500} {...register('reason')} {...invalidProps('decision-reason', errors.reason?.message)} />
        <FieldError id="decision-reason" error={errors.reason?.message} />
      </Form.Group>
      <div className="d-flex gap-2">
        <Button variant="success" disabled={isSubmitting} onClick={() => void decideAs('APPROVE')} data-testid="approve">
          승인
        </Button>
        <Button variant="outline-danger" disabled={isSubmitting} onClick={() => void decideAs('RETURN')} data-testid="return">
          반려
        </Button>
      </div>
    </Form>
  );
}
