// A service (volunteer) entry: new, or a draft/returned one she corrects. "임시저장" keeps it as
// 작성중; "저장 후 신청" also sends it for review. Back to the servecerti page afterwards.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { goWithToast } from '@/lib/ui/flash';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';
import { ServiceInput } from '@/lib/schemas/extact';
import { MAX_HOURS_PER_DAY, MIN_HOURS } from '@/lib/extact/rules';
import Evidence from './Evidence';

type Values = { organization: string; startDt: string; endDt: string; hours: string; activity: string; evidenceFileGroupId: string };

interface Props {
  serviceId?: number;
  initial?: Partial<Values>;
  files?: string[];
  today: string;
}

const EMPTY: Values = { organization: '', startDt: '', endDt: '', hours: '', activity: '', evidenceFileGroupId: '' };
const BACK = '/user/futuredesign/servecerti';

export default function ServiceForm({ serviceId, initial, files = [], today }: Props) {
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, setValue, watch, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { ...EMPTY, ...initial },
    resolver: zodResolver(ServiceInput) as never,
  });

  async function save(values: Values, submit: boolean) {
    try {
      const res = await api.post<{ serviceId: number }>(serviceId ? `/api/v1/extact/service/${serviceId}` : '/api/v1/extact/service', values);
      const id = serviceId ?? res.data.serviceId;
      if (!submit) return goWithToast(BACK, res.message || '저장했습니다.');
      try {
        const sent = await api.post(`/api/v1/extact/service/${id}/submit`);
        goWithToast(BACK, sent.message || '신청했습니다.');
      } catch {
        goWithToast(BACK, '저장했지만 신청하지 못했습니다. 증빙 파일과 날짜를 확인해 주세요.', 'error');
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  const f = (name: keyof Values) => ({ ...register(name), ...invalidProps(`svc-${name}`, errors[name]?.message) });
  return (
    <Form noValidate onSubmit={handleSubmit((v) => save(v, false))} data-testid="service-form">
      <FormAlert errors={errors} />
      <Row className="g-3">
        <Col xs={12}>
          <Form.Group controlId="svc-organization">
            <Form.Label>봉사 기관</Form.Label>
            <Form.Control maxLength={100} {...f('organization')} />
            <FieldError id="svc-organization" error={errors.organization?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="svc-startDt">
            <Form.Label>봉사 시작일</Form.Label>
            <Form.Control type="date" max={today} {...f('startDt')} />
            <FieldError id="svc-startDt" error={errors.startDt?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="svc-endDt">
            <Form.Label>봉사 종료일</Form.Label>
            <Form.Control type="date" max={today} {...f('endDt')} />
            <FieldError id="svc-endDt" error={errors.endDt?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="svc-hours">
            <Form.Label>봉사 시간</Form.Label>
            <Form.Control type="number" inputMode="decimal" step={MIN_HOURS} min={MIN_HOURS} {...f('hours')} aria-describedby="svc-hours-help" />
            <Form.Text id="svc-hours-help">{MIN_HOURS}시간 단위, 하루 {MAX_HOURS_PER_DAY}시간까지</Form.Text>
            <FieldError id="svc-hours" error={errors.hours?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="svc-activity">
            <Form.Label>봉사 내용</Form.Label>
            <Form.Control as="textarea" rows={3} maxLength={1000} {...f('activity')} />
            <FieldError id="svc-activity" error={errors.activity?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Evidence id="svc-evidence" groupId={watch('evidenceFileGroupId')} onGroup={(g) => setValue('evidenceFileGroupId', g)} onBusy={setUploading} error={errors.evidenceFileGroupId?.message} existing={files} />
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" variant="outline-primary" disabled={isSubmitting || uploading} data-testid="save-service">
          임시저장
        </Button>
        <Button variant="primary" disabled={isSubmitting || uploading} onClick={handleSubmit((v) => save(v, true))} data-testid="submit-service">
          저장 후 신청
        </Button>
        <a className="btn btn-outline-secondary" href={BACK}>목록으로</a>
      </div>
    </Form>
  );
}
