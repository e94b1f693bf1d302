// A student's question to the programme's staff (new, or hers while it has no answer).
import { Button, Form } from 'react-bootstrap';
import { QuestionInput } from '@/lib/schemas/career-class';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import { useClassForm } from './useClassForm';

type Values = { title: string; body: string; isPrivate: boolean };

export default function QuestionForm({ programId, question }: { programId: number; question?: { questionId: number } & Values }) {
  const url = question ? `/api/v1/career/class/${programId}/questions/${question.questionId}` : `/api/v1/career/class/${programId}/questions`;
  const { form, submit, err } = useClassForm<Values>(QuestionInput, question ?? { title: '', body: '', isPrivate: false }, url);
  const id = question ? `q${question.questionId}` : 'qnew';
  // Rendered into the server's HTML too, so the fields are filled before the island wakes.
  const start = question ?? { title: '', body: '', isPrivate: false };
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid={question ? 'question-edit-form' : 'question-form'}>
      <FormAlert errors={form.formState.errors} />
      <Form.Group controlId={`${id}-title`} className="mb-2">
        <Form.Label>제목</Form.Label>
        <Form.Control maxLength={100} defaultValue={start.title} {...form.register('title')} {...invalidProps(`${id}-title`, err('title'))} />
        <FieldError id={`${id}-title`} error={err('title')} />
      </Form.Group>
      <Form.Group controlId={`${id}-body`} className="mb-2">
        <Form.Label>질문 내용</Form.Label>
        <Form.Control as="textarea" rows={4} maxLength={2000} defaultValue={start.body} {...form.register('body')} {...invalidProps(`${id}-body`, err('body'))} />
        <FieldError id={`${id}-body`} error={err('body')} />
      </Form.Group>
      <Form.Check id={`${id}-private`} className="mb-2" label="비공개 (나와 담당자만 봅니다)" defaultChecked={start.isPrivate} {...form.register('isPrivate')} />
      <Button type="submit" disabled={form.formState.isSubmitting}>{question ? '질문 고치기' : '질문 등록'}</Button>
    </Form>
  );
}
