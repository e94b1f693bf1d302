// The student's external activity: a new one or a draft/returned one she corrects. Saving keeps it
// as 작성중; "저장 후 신청" saves and sends it for review. The shared schema checks it here and on
// the server.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { goWithToast, reloadWithToast } from '@/lib/ui/flash';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';
import { ActivityInput } from '@/lib/schemas/extact';
import { ACTIVITY_KINDS, ACTIVITY_KIND_CODES } from '@/lib/extact/rules';
import Evidence from './Evidence';

type Values = { kindCd: string; title: string; organizer: string; startDt: string; endDt: string; description: string; competencyCds: string[]; evidenceFileGroupId: string };

interface Props {
  activityId?: number;
  initial?: Partial<Values>;
  files?: string[];
  competencies: { competencyCd: string; korNm: string }[];
  maxDate: string;
}

const EMPTY: Values = { kindCd: 'CONTEST', title: '', organizer: '', startDt: '', endDt: '', description: '', competencyCds: [], evidenceFileGroupId: '' };

export default function ActivityForm({ activityId, initial, files = [], competencies, maxDate }: Props) {
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, setValue, watch, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { ...EMPTY, ...initial },
    resolver: zodResolver(ActivityInput) as never,
  });

  async function save(values: Values, submit: boolean) {
    try {
      const res = await api.post<{ activityId: number }>(activityId ? `/api/v1/extact/activities/${activityId}` : '/api/v1/extact/activities', values);
      const id = activityId ?? res.data.activityId;
      let message = res.message || '저장했습니다.';
      let kind: 'success' | 'error' = 'success';
      if (submit) {
        const sent = await submitOrKeep(id);
        if (sent) message = sent;
        else [message, kind] = ['저장했지만 신청하지 못했습니다. 증빙 파일과 날짜를 확인해 주세요.', 'error'];
      }
      if (!activityId) goWithToast(`/user/futuredesign/outecp/detail/${id}`, message, kind);
      else reloadWithToast(message, kind);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  /** Submits after a save; a refusal leaves the saved draft and says why. */
  async function submitOrKeep(id: number): Promise<string | null> {
    try {
      return (await api.post(`/api/v1/extact/activities/${id}/submit`)).message;
    } catch {
      return null;
    }
  }

  const f = (name: keyof Values) => ({ ...register(name), ...invalidProps(`act-${name}`, errors[name]?.message as string | undefined) });
  return (
    <Form noValidate onSubmit={handleSubmit((v) => save(v, false))} data-testid="activity-form">
      <FormAlert errors={errors} />
      <Row className="g-3">
        <Col xs={12} md={4}>
          <Form.Group controlId="act-kindCd">
            <Form.Label>활동 종류</Form.Label>
            <Form.Select {...f('kindCd')}>
              {ACTIVITY_KIND_CODES.map((k) => <option key={k} value={k}>{ACTIVITY_KINDS[k]}</option>)}
            </Form.Select>
            <FieldError id="act-kindCd" error={errors.kindCd?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={8}>
          <Form.Group controlId="act-title">
            <Form.Label>활동명</Form.Label>
            <Form.Control maxLength={100} {...f('title')} />
            <FieldError id="act-title" error={errors.title?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="act-organizer">
            <Form.Label>주최 기관</Form.Label>
            <Form.Control maxLength={100} {...f('organizer')} />
            <FieldError id="act-organizer" error={errors.organizer?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="act-startDt">
            <Form.Label>시작일</Form.Label>
            <Form.Control type="date" max={maxDate} {...f('startDt')} />
            <FieldError id="act-startDt" error={errors.startDt?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="act-endDt">
            <Form.Label>종료일</Form.Label>
            <Form.Control type="date" max={maxDate} {...f('endDt')} />
            <FieldError id="act-endDt" error={errors.endDt?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="act-description">
            <Form.Label>활동 내용 (선택)</Form.Label>
            <Form.Control as="textarea" rows={4} maxLength={2000} {...f('description')} />
            <FieldError id="act-description" error={errors.description?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">관련 역량 (선택, 5개까지)</legend>
            <div className="d-flex flex-wrap gap-3">
              {competencies.map((c) => (
                <Form.Check key={c.competencyCd} id={`act-comp-${c.competencyCd}`} type="checkbox" label={c.korNm} value={c.competencyCd} {...register('competencyCds')} />
              ))}
            </div>
            {errors.competencyCds && <div className="invalid-feedback d-block">{errors.competencyCds.message as string}</div>}
          </fieldset>
        </Col>
        <Col xs={12}>
          <Evidence id="act-evidence" groupId={watch('evidenceFileGroupId')} onGroup={(g) => setValue('evidenceFileGroupId', g)} onBusy={setUploading} error={errors.evidenceFileGroupId?.message} existing={files} />
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" variant="outline-primary" disabled={isSubmitting || uploading} data-testid="save-activity">
          임시저장
        </Button>
        <Button variant="primary" disabled={isSubmitting || uploading} onClick={handleSubmit((v) => save(v, true))} data-testid="submit-activity">
          저장 후 신청
        </Button>
      </div>
    </Form>
  );
}
