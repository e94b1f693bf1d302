// Staff: a report assignment with its times in Seoul (open, due, late close), maximum score and
// allowed file types.
import { Button, Col, Form, Row } from 'react-bootstrap';
import { REPORT_EXTS, ReportInput } from '@/lib/schemas/career-class';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import { useClassForm } from './useClassForm';

type Values = { title: string; instructions: string; openAt: string; dueAt: string; closeAt: string; maxScore: string; allowedExts: string[] };

export default function ReportForm({ programId, report, defaults }: { programId: number; report?: { reportId: number } & Values; defaults: Values }) {
  const base = `/api/v1/stf/career/programs/${programId}/class/reports`;
  const start = report ?? defaults;
  const { form, submit, err } = useClassForm<Values>(ReportInput, start, report ? `${base}/${report.reportId}` : base);
  const id = report ? `r${report.reportId}` : 'rnew';
  const text = (name: keyof Values, label: string, type = 'text') => (
    <Form.Group controlId={`${id}-${name}`} className="mb-2">
      <Form.Label className="small">{label}</Form.Label>
      <Form.Control type={type} defaultValue={start[name] as string} {...form.register(name)} {...invalidProps(`${id}-${name}`, err(name))} />
      <FieldError id={`${id}-${name}`} error={err(name)} />
    </Form.Group>
  );
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="report-form">
      <FormAlert errors={form.formState.errors} />
      {text('title', '과제명')}
      <Form.Group controlId={`${id}-instructions`} className="mb-2">
        <Form.Label className="small">과제 안내</Form.Label>
        <Form.Control as="textarea" rows={4} maxLength={4000} defaultValue={start.instructions} {...form.register('instructions')} {...invalidProps(`${id}-instructions`, err('instructions'))} />
        <FieldError id={`${id}-instructions`} error={err('instructions')} />
      </Form.Group>
      <Row className="g-2">
        <Col md={4}>{text('openAt', '제출 시작 (서울 시각)', 'datetime-local')}</Col>
        <Col md={4}>{text('dueAt', '제출 마감', 'datetime-local')}</Col>
        <Col md={4}>{text('closeAt', '지각 제출 마감 (마감과 같으면 지각 불가)', 'datetime-local')}</Col>
      </Row>
      <Row className="g-2">
        <Col xs={6} md={3}>{text('maxScore', '만점')}</Col>
      </Row>
      <fieldset className="mb-2">
        <legend className="small mb-1">허용 파일 형식</legend>
        {REPORT_EXTS.map((ext) => (
          <Form.Check inline key={ext} id={`${id}-ext-${ext}`} value={ext} label={ext} defaultChecked={start.allowedExts.includes(ext)} {...form.register('allowedExts')} />
        ))}
        <FieldError id={`${id}-allowedExts`} error={err('allowedExts')} />
      </fieldset>
      <Button type="submit" disabled={form.formState.isSubmitting}>{report ? '과제 고치기' : '과제 내기'}</Button>
    </Form>
  );
}
