// A student's request to one mentor: topic (of the mentor's topics), question and preferred way.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { MentoringRequestInput } from '@/lib/schemas/mentoring';
import { MENTORING_WAYS } from '@/lib/mentoring/rules';
import { showPendingToast } from '@/lib/ui/flash';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import { send } from './submit';

type Values = { topicCd: string; question: string; wayCd: string };

export default function RequestForm({ mentorId, topics }: { mentorId: number; topics: { code: string; name: string }[] }) {
  const { register, handleSubmit, setError, watch, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { topicCd: topics[0]?.code ?? '', question: '', wayCd: 'QNA' },
    resolver: zodResolver(MentoringRequestInput) as never,
  });
  useEffect(() => showPendingToast(), []);
  const question = watch('question') ?? '';
  return (
    <Form noValidate onSubmit={handleSubmit((v) => send(`/api/v1/mentoring/mentors/${mentorId}/requests`, v, setError, '신청하지 못했습니다.'))} data-testid="request-form">
      <FormAlert errors={errors} />
      <Form.Group controlId="req-topic" className="mb-3">
        <Form.Label>상담 주제</Form.Label>
        <Form.Select {...register('topicCd')} {...invalidProps('req-topic', errors.topicCd?.message)}>
          {topics.map((t) => (
            <option key={t.code} value={t.code}>
              {t.name}
            </option>
          ))}
        </Form.Select>
        <FieldError id="req-topic" error={errors.topicCd?.message} />
      </Form.Group>
      <Form.Group controlId="req-question" className="mb-3">
        <Form.Label>질문</Form.Label>
        <Form.Control as="textarea" rows={5} maxLength={2000} placeholder="나의 상황과 궁금한 점을 구체적으로 적어 주세요. (10자 이상)" {...register('question')} {...invalidProps('req-question', errors.question?.message)} />
        <Form.Text>{question.length.toLocaleString('ko-KR')} / 2,000자 · 학번과 연락처는 멘토에게 보이지 않습니다.</Form.Text>
        <FieldError id="req-question" error={errors.question?.message} />
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">희망 방식</legend>
        {MENTORING_WAYS.map((w) => (
          <Form.Check key={w.code} inline type="radio" id={`req-way-${w.code}`} label={w.name} value={w.code} {...register('wayCd')} />
        ))}
        <FieldError id="req-way" error={errors.wayCd?.message} />
      </fieldset>
      <Button type="submit" disabled={isSubmitting} data-testid="send-request">
        멘토링 신청
      </Button>
    </Form>
  );
}
