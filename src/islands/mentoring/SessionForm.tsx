// Staff: open a group mentoring session for an approved mentor.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { ComentoSessionInput } from '@/lib/schemas/mentoring';
import { FieldError, invalidProps, registerShown, FormAlert } from '@/islands/form';
import { send } from './submit';

type V = { mentorId: string; title: string; description: string; sessionDt: string; startTm: string; endTm: string; place: string; onlineUrl: string; capacity: string };

const TEXT_FIELDS: [keyof V, string, string, number][] = [
  ['title', '제목', 'text', 100],
  ['sessionDt', '날짜', 'date', 10],
  ['startTm', '시작 시각', 'time', 5],
  ['endTm', '종료 시각', 'time', 5],
  ['place', '장소 (대면)', 'text', 100],
  ['onlineUrl', '온라인 주소 (https://)', 'url', 300],
  ['capacity', '정원(명)', 'number', 3],
];

export default function SessionForm({ mentors }: { mentors: { mentorId: number; label: string }[] }) {
  const defaults: V = { mentorId: '', title: '', description: '', sessionDt: '', startTm: '19:00', endTm: '20:30', place: '', onlineUrl: '', capacity: '20' };
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<V>({
    defaultValues: defaults,
    resolver: zodResolver(ComentoSessionInput) as never,
  });
  // The server-rendered form shows its starting values before its code loads (client:interaction).
  const shown = registerShown(register, defaults);
  return (
    <Form noValidate onSubmit={handleSubmit((v) => send('/api/v1/stf/mentoring/sessions', v, setError, '개설하지 못했습니다.'))} data-testid="session-form">
      <FormAlert errors={errors} />
      <Row className="g-3">
        <Col md={6}>
          <Form.Group controlId="ss-mentorId">
            <Form.Label>멘토</Form.Label>
            <Form.Select {...shown('mentorId')} {...invalidProps('ss-mentorId', errors.mentorId?.message)}>
              <option value="">선택</option>
              {mentors.map((m) => (
                <option key={m.mentorId} value={m.mentorId}>
                  {m.label}
                </option>
              ))}
            </Form.Select>
            <FieldError id="ss-mentorId" error={errors.mentorId?.message} />
          </Form.Group>
        </Col>
        {TEXT_FIELDS.map(([name, label, type, max]) => (
          <Col md={name === 'title' || name === 'onlineUrl' ? 6 : 3} xs={name === 'title' || name === 'onlineUrl' || name === 'place' ? 12 : 6} key={name}>
            <Form.Group controlId={`ss-${name}`}>
              <Form.Label>{label}</Form.Label>
              <Form.Control type={type} maxLength={type === 'number' ? undefined : max} {...shown(name)} {...invalidProps(`ss-${name}`, errors[name]?.message)} />
              <FieldError id={`ss-${name}`} error={errors[name]?.message} />
            </Form.Group>
          </Col>
        ))}
        <Col xs={12}>
          <Form.Group controlId="ss-description">
            <Form.Label>소개</Form.Label>
            <Form.Control as="textarea" rows={3} maxLength={2000} {...shown('description')} {...invalidProps('ss-description', errors.description?.message)} />
            <FieldError id="ss-description" error={errors.description?.message} />
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="create-session">
        세션 개설
      </Button>
    </Form>
  );
}
