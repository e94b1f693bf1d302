// Staff: approve a mentor profile, or reject it with a reason the mentor reads.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { MentorReviewInput } from '@/lib/schemas/mentoring';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import { send } from './submit';

type V = { decision: 'APPROVE' | 'REJECT'; note: string };

export default function ReviewForm({ mentorId, status }: { mentorId: number; status: string }) {
  const { register, handleSubmit, setValue, setError, formState: { errors, isSubmitting } } = useForm<V>({ defaultValues: { decision: 'APPROVE', note: '' }, resolver: zodResolver(MentorReviewInput) as never });
  const go = (d: V['decision']) => {
    setValue('decision', d);
    return handleSubmit((v) => send(`/api/v1/stf/mentoring/mentors/${mentorId}/review`, v, setError, '처리하지 못했습니다.'))();
  };
  const id = `review-${mentorId}`;
  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} data-testid="review-form">
      <FormAlert errors={errors} />
      <Form.Group controlId={id} className="mb-2">
        <Form.Label className="small">반려 사유 (반려할 때 필요, 멘토에게 보입니다)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={500} {...register('note')} {...invalidProps(id, errors.note?.message)} />
        <FieldError id={id} error={errors.note?.message} />
      </Form.Group>
      <div className="d-flex gap-2">
        {status !== 'APPROVED' && (
          <Button size="sm" variant="success" disabled={isSubmitting} onClick={() => void go('APPROVE')} data-testid="approve-mentor">
            승인
          </Button>
        )}
        {status !== 'REJECTED' && (
          <Button size="sm" variant="outline-danger" disabled={isSubmitting} onClick={() => void go('REJECT')} data-testid="reject-mentor">
            반려
          </Button>
        )}
      </div>
    </Form>
  );
}
