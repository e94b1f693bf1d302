// What one side of a request can do now: the mentor accepts or declines a new request with a
// message; in an accepted request both write messages and either ends it; the student may withdraw
// a request not yet answered.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { MentoringMessageInput, MentoringResponseInput } from '@/lib/schemas/mentoring';
import { confirmDialog } from '@/lib/ui/dialog';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import { send } from './submit';

interface Props {
  requestId: number;
  side: 'student' | 'mentor';
  status: string;
}

function Respond({ requestId }: { requestId: number }) {
  type V = { decision: 'ACCEPT' | 'DECLINE'; message: string };
  const { register, handleSubmit, setValue, setError, formState: { errors, isSubmitting } } = useForm<V>({ defaultValues: { decision: 'ACCEPT', message: '' }, resolver: zodResolver(MentoringResponseInput) as never });
  const go = (d: V['decision']) => {
    setValue('decision', d);
    return handleSubmit((v) => send(`/api/v1/mentoring/requests/${requestId}/respond`, v, setError, '처리하지 못했습니다.'))();
  };
  const id = `respond-${requestId}`;
  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} data-testid="respond-form">
      <FormAlert errors={errors} />
      <Form.Group controlId={id} className="mb-2">
        <Form.Label>학생에게 보낼 메시지</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={1000} placeholder="수락 인사나 거절 사유를 적어 주세요." {...register('message')} {...invalidProps(id, errors.message?.message)} />
        <FieldError id={id} error={errors.message?.message} />
      </Form.Group>
      <div className="d-flex gap-2">
        <Button size="sm" variant="success" disabled={isSubmitting} onClick={() => void go('ACCEPT')} data-testid="accept-request">
          수락
        </Button>
        <Button size="sm" variant="outline-danger" disabled={isSubmitting} onClick={() => void go('DECLINE')} data-testid="decline-request">
          거절
        </Button>
      </div>
    </Form>
  );
}

function Reply({ requestId, side }: { requestId: number; side: Props['side'] }) {
  type V = { body: string };
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<V>({ defaultValues: { body: '' }, resolver: zodResolver(MentoringMessageInput) as never });
  const id = `reply-${requestId}`;
  async function close() {
    const yes = await confirmDialog({ title: '멘토링 마치기', message: '대화를 마칠까요? 마친 뒤에는 글을 쓸 수 없습니다.', confirmText: '마치기', cancelText: '돌아가기' });
    if (yes) await send(`/api/v1/mentoring/requests/${requestId}/close`, {}, null, '마치지 못했습니다.');
  }
  return (
    <Form noValidate onSubmit={handleSubmit((v) => send(`/api/v1/mentoring/requests/${requestId}/messages`, v, setError, '글을 남기지 못했습니다.'))} data-testid="reply-form">
      <FormAlert errors={errors} />
      <Form.Group controlId={id} className="mb-2">
        <Form.Label>{side === 'mentor' ? '답변' : '추가 질문'}</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={2000} {...register('body')} {...invalidProps(id, errors.body?.message)} />
        <FieldError id={id} error={errors.body?.message} />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" type="submit" disabled={isSubmitting} data-testid="send-message">
          {side === 'mentor' ? '답변 남기기' : '질문 남기기'}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={isSubmitting} onClick={() => void close()} data-testid="close-request">
          멘토링 마치기
        </Button>
      </div>
    </Form>
  );
}

export default function ThreadActions({ requestId, side, status }: Props) {
  async function cancel() {
    const yes = await confirmDialog({ title: '신청 취소', message: '멘토링 신청을 취소할까요?', confirmText: '신청 취소', cancelText: '돌아가기' });
    if (yes) await send(`/api/v1/mentoring/requests/${requestId}/cancel`, {}, null, '취소하지 못했습니다.');
  }
  if (status === 'REQUESTED' && side === 'mentor') return <Respond requestId={requestId} />;
  if (status === 'REQUESTED' && side === 'student')
    return (
      <Button size="sm" variant="outline-danger" onClick={() => void cancel()} data-testid="cancel-request">
        신청 취소
      </Button>
    );
  if (status === 'ACCEPTED') return <Reply requestId={requestId} side={side} />;
  return null;
}
