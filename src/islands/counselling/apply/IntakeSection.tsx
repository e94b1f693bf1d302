// 2. 신청 내용: the topic and the kind's intake questions; answering 예 to the self-harm question
// shows the crisis lines at once, before anything is sent.
import { Alert, Form } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import { CRISIS_CONTACTS, type IntakeQuestion } from '@/lib/counselling/kinds';
import { telHref } from '@/lib/text/phone';
import type { ApplyValues } from './schema';
import type { FieldKit } from './fields';

interface Props {
  questions: IntakeQuestion[];
  register: UseFormRegister<ApplyValues>;
  kit: FieldKit;
  urgent: boolean;
}

export default function IntakeSection({ questions, register, kit, urgent }: Props) {
  const { id, invalid, feedback, error } = kit;
  return (
    <section className="mb-4" aria-labelledby={id('content-h')}>
      <h3 id={id('content-h')} className="h6">
        2. 신청 내용
      </h3>
      <Form.Group className="mb-3" controlId={id('topic')}>
        <Form.Label>
          상담 주제 <span className="text-danger">(필수)</span>
        </Form.Label>
        <Form.Control maxLength={100} {...register('topic')} {...invalid('topic')} aria-describedby={error('topic') ? `${id('topic')}-error` : `${id('topic')}-help`} />
        <Form.Text id={`${id('topic')}-help`}>한 줄로 적어 주세요. (100자 이내)</Form.Text>
        {feedback('topic')}
      </Form.Group>
      {questions.map((q) => {
        const key = `intake.${q.id}`;
        const qid = id(`q-${q.id}`);
        const field = register(`intake.${q.id}`);
        const required = q.required && <span className="text-danger">(필수)</span>;
        if (q.type === 'text') {
          return (
            <Form.Group className="mb-3" controlId={qid} key={q.id}>
              <Form.Label>
                {q.label} {required}
              </Form.Label>
              <Form.Control as="textarea" rows={4} maxLength={1000} {...field} {...invalid(key)} />
              {feedback(key)}
            </Form.Group>
          );
        }
        return (
          <fieldset className="mb-3" key={q.id} aria-describedby={error(key) ? `${id(key.replace('.', '-'))}-error` : undefined}>
            <legend className="form-label fs-6 mb-1">
              {q.label} {required}
            </legend>
            <div className="choice-list">
              {q.options!.map((opt, i) => (
                <Form.Check key={opt} type="radio" id={`${qid}-${i}`} label={opt} value={opt} {...field} isInvalid={!!error(key)} aria-invalid={error(key) ? true : undefined} />
              ))}
            </div>
            {feedback(key)}
          </fieldset>
        );
      })}
      {urgent && (
        <Alert variant="danger" className="crisis-inline" role="alert">
          <h4 className="h6 alert-heading">지금 바로 도움을 받을 수 있습니다</h4>
          <p className="mb-2 small">신청서를 보내는 것과 함께, 지금 아래 번호로 전화해 주세요. 24시간 연결됩니다.</p>
          <div className="d-flex flex-wrap gap-2">
            {CRISIS_CONTACTS.map((c) => (
              <a key={c.phone} className="btn btn-danger" href={telHref(c.phone)}>
                {c.name} {c.phone}
              </a>
            ))}
          </div>
        </Alert>
      )}
    </section>
  );
}
