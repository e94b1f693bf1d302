// Opens a new group counselling programme (학생상담센터 only; the server checks it).
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { ProgramInput } from '@/lib/schemas/counselling';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '../form';

type Values = {
  title: string;
  description: string;
  capacity: string;
  applyStart: string;
  applyEnd: string;
  schedule: string;
  sessionCount: string;
  place: string;
};

const EMPTY: Values = { title: '', description: '', capacity: '10', applyStart: '', applyEnd: '', schedule: '', sessionCount: '4', place: '' };

export default function ProgramForm({ today }: { today: string }) {
  const [values, setValues] = useState<Values>({ ...EMPTY, applyStart: today });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => showPendingToast(), []);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...values, capacity: Number(values.capacity), sessionCount: Number(values.sessionCount) };
    const local = checkWith(ProgramInput, body);
    if (!local.applyEnd && !local.applyStart && values.applyEnd < values.applyStart) local.applyEnd = '신청 마감일이 시작일보다 빠릅니다.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post('/api/v1/cnsl/programs', body);
      reloadWithToast(res.message || '집단상담 프로그램을 만들었습니다.');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '프로그램을 만들지 못했습니다.');
      setBusy(false);
    }
  }

  const field = (k: keyof Values, label: string, opts: { type?: string; as?: 'textarea'; rows?: number; max?: number; min?: number; maxLength?: number; placeholder?: string; help?: string } = {}) => (
    <Form.Group controlId={`pg-${k}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        type={opts.as ? undefined : (opts.type ?? 'text')}
        as={opts.as}
        rows={opts.rows}
        min={opts.min}
        max={opts.max}
        maxLength={opts.maxLength}
        placeholder={opts.placeholder}
        value={values[k]}
        onChange={set(k)}
        {...invalidProps(`pg-${k}`, errors[k])}
      />
      {opts.help && <Form.Text>{opts.help}</Form.Text>}
      <FieldError id={`pg-${k}`} error={errors[k]} />
    </Form.Group>
  );

  return (
    <Form onSubmit={submit} noValidate data-testid="program-form">
      <FormError errors={errors} />
      <Row className="g-2">
        <Col xs={12} md={8}>{field('title', '프로그램 이름', { maxLength: 100 })}</Col>
        <Col xs={6} md={2}>{field('capacity', '정원 (명)', { type: 'number', min: 1, max: 100 })}</Col>
        <Col xs={6} md={2}>{field('sessionCount', '회차', { type: 'number', min: 1, max: 30 })}</Col>
        <Col xs={12}>{field('description', '프로그램 소개', { as: 'textarea', rows: 3, maxLength: 2000 })}</Col>
        <Col xs={6} md={3}>{field('applyStart', '신청 시작일', { type: 'date' })}</Col>
        <Col xs={6} md={3}>{field('applyEnd', '신청 마감일', { type: 'date' })}</Col>
        <Col xs={12} md={6}>{field('place', '장소', { maxLength: 100, placeholder: '예: 학생회관 403호 집단상담실' })}</Col>
        <Col xs={12}>{field('schedule', '일정', { maxLength: 200, placeholder: '예: 2026. 12. 1. ~ 12. 22. 매주 화 15:00-16:30 (4회)', help: '학생에게 그대로 보입니다. 날짜, 요일, 시간, 횟수를 적어 주세요.' })}</Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={busy}>
        프로그램 만들기
      </Button>
    </Form>
  );
}
