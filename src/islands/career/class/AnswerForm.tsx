// Staff: the answer to a student's question; she gets a portal message.
import { Button, Form } from 'react-bootstrap';
import { AnswerInput } from '@/lib/schemas/career-class';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import { useClassForm } from './useClassForm';

export default function AnswerForm({ programId, questionId, answer }: { programId: number; questionId: number; answer: string | null }) {
  const { form, submit, err } = useClassForm<{ answer: string }>(AnswerInput, { answer: answer ?? '' }, `/api/v1/stf/career/programs/${programId}/class/questions/${questionId}/answer`);
  const id = `ans${questionId}`;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="answer-form">
      <FormAlert errors={form.formState.errors} />
      <Form.Group controlId={id} className="mb-2">
        <Form.Label className="small">{answer ? '답변 고치기' : '답변'}</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={4000} defaultValue={answer ?? ''} {...form.register('answer')} {...invalidProps(id, err('answer'))} />
        <FieldError id={id} error={err('answer')} />
      </Form.Group>
      <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>답변 저장</Button>
    </Form>
  );
}
