// Staff: the grade of one submission (0 to the report's maximum) with feedback for the student.
import { Button, Col, Form, InputGroup, Row } from 'react-bootstrap';
import { GradeInput } from '@/lib/schemas/career-class';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import { useClassForm } from './useClassForm';

export default function GradeForm({ programId, submissionId, maxScore, score, feedback }: { programId: number; submissionId: number; maxScore: number; score: number | null; feedback: string | null }) {
  const { form, submit, err } = useClassForm<{ score: string; feedback: string }>(
    GradeInput,
    { score: score === null ? '' : String(score), feedback: feedback ?? '' },
    `/api/v1/stf/career/programs/${programId}/class/submissions/${submissionId}/grade`,
  );
  const id = `g${submissionId}`;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="grade-form">
      <FormAlert errors={form.formState.errors} />
      <Row><Col xs={8} sm={5} lg={3}>
      <Form.Group controlId={`${id}-score`} className="mb-2">
        <Form.Label className="small">점수</Form.Label>
        <InputGroup hasValidation>
          <Form.Control inputMode="numeric" defaultValue={score === null ? '' : String(score)} {...form.register('score')} {...invalidProps(`${id}-score`, err('score'))} />
          <InputGroup.Text>/ {maxScore}점</InputGroup.Text>
        </InputGroup>
        <FieldError id={`${id}-score`} error={err('score')} />
      </Form.Group>
      </Col></Row>
      <Form.Group controlId={`${id}-feedback`} className="mb-2">
        <Form.Label className="small">피드백 (학생에게 보입니다)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={2000} defaultValue={feedback ?? ''} {...form.register('feedback')} {...invalidProps(`${id}-feedback`, err('feedback'))} />
        <FieldError id={`${id}-feedback`} error={err('feedback')} />
      </Form.Group>
      <Button type="submit" size="sm" disabled={form.formState.isSubmitting} data-testid="grade-save">{score === null ? '채점' : '점수 고치기'}</Button>
    </Form>
  );
}
