// The edit form of a system popup: title, rich-text body, link, period (dates), readers, order and
// width. Saves as a draft, publishes (shown during its period), or turns it off. A save refused
// because another editor saved first keeps this editor's text and shows the other's.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { confirmDialog } from '@/lib/ui/dialog';
import { PopupCreateInput, PopupSaveInput } from '@/lib/schemas/content-popups';
import { AUDIENCE_DIVS, docStateBadge, docStateName } from '@/lib/content/states';
import { USER_DIV_NAMES, type UserDiv } from '@/lib/users';
import RichTextEditor from './RichTextEditor';
import { FormAlert } from '@/islands/form';

export interface PopupInitial {
  popupId: number | null;
  version: number | null;
  state: string | null;
  title: string;
  bodyHtml: string;
  linkUrl: string;
  startDt: string;
  endDt: string;
  audienceScope: 'ALL' | 'LOGIN' | 'DIVS';
  audienceDivs: string[];
  sortOrd: number;
  width: number;
}

type Values = Omit<PopupInitial, 'popupId' | 'state' | 'version'> & { version?: number; action: 'draft' | 'publish' };

interface Conflict {
  version: number;
  current: { title: string; bodyHtml: string; authorNm: string | null } | null;
}

export default function PopupEditor({ editorBase, initial }: { editorBase: string; initial: PopupInitial }) {
  const creating = initial.popupId === null;
  const [state, setState] = useState(initial.state);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const { control, register, handleSubmit, setError, setValue, getValues, watch, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { ...initial, version: initial.version ?? undefined, action: 'draft' },
    resolver: zodResolver(creating ? PopupCreateInput : PopupSaveInput) as never,
  });
  const scope = watch('audienceScope');

  async function save(values: Values) {
    const { version, ...rest } = values;
    try {
      const res = await api.post<{ popupId: number; version: number; state: string; saved: string }>(
        creating ? '/api/v1/content/popups' : `/api/v1/content/popups/${initial.popupId}`,
        creating ? rest : { version, ...rest },
      );
      setConflict(null);
      if (creating) {
        window.location.assign(`${editorBase}/popups/${res.data.popupId}?saved=${res.data.saved}`);
        return;
      }
      setValue('version', res.data.version);
      setState(res.data.state);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object' && 'version' in err.data) {
        setConflict(err.data as Conflict);
        toast.error(err.message);
        return;
      }
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }

  const submit = (action: Values['action']) => {
    setValue('action', action);
    void handleSubmit(save)();
  };

  async function turnOff() {
    const yes = await confirmDialog({ title: '팝업 내리기', message: '이 팝업을 더 이상 보여 주지 않을까요?', confirmText: '내리기', cancelText: '돌아가기' });
    if (!yes) return;
    try {
      const res = await api.post<{ state: string; version: number }>(`/api/v1/content/popups/${initial.popupId}/off`, { version: getValues('version') });
      setState(res.data.state);
      setValue('version', res.data.version);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object' && 'version' in err.data) setConflict(err.data as Conflict);
      toast.error(err instanceof ApiError ? err.message : '팝업을 내리지 못했습니다.');
    }
  }

  const fieldProps = (name: keyof Values) => ({
    isInvalid: !!errors[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `popup-${name}-error` : undefined,
  });
  const feedback = (name: keyof Values) => (
    <Form.Control.Feedback type="invalid" id={`popup-${name}-error`}>
      {errors[name]?.message as string | undefined}
    </Form.Control.Feedback>
  );

  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} data-testid="popup-editor">
      <FormAlert errors={errors} />
      {state && (
        <p className="mb-3">
          상태 <span className={`badge ${docStateBadge(state)}`} data-testid="doc-state">{docStateName(state)}</span>
        </p>
      )}
      {conflict && (
        <section className="alert alert-warning" role="alert" data-testid="conflict">
          <h2 className="h6">다른 편집자가 먼저 저장했습니다 (현재 {conflict.version}판{conflict.current?.authorNm ? `, ${conflict.current.authorNm}` : ''})</h2>
          {conflict.current && (
            <div className="bg-white border rounded p-2 mb-2 small">
              <p className="fw-bold mb-1">{conflict.current.title}</p>
              {/* Stored HTML was sanitised by the server before it was saved. */}
              <div className="post-content" dangerouslySetInnerHTML={{ __html: conflict.current.bodyHtml }} />
            </div>
          )}
          <Button size="sm" variant="warning" className="tool-btn" onClick={() => { setValue('version', conflict.version); setConflict(null); }}>
            최신 판에 이어 저장
          </Button>
        </section>
      )}
      <Row className="g-3">
        <Col xs={12}>
          <Form.Group controlId="popup-title">
            <Form.Label>제목</Form.Label>
            <Form.Control maxLength={100} {...register('title')} {...fieldProps('title')} />
            {feedback('title')}
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="popup-startDt">
            <Form.Label>게시 시작일</Form.Label>
            <Form.Control type="date" {...register('startDt')} {...fieldProps('startDt')} />
            {feedback('startDt')}
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="popup-endDt">
            <Form.Label>게시 종료일</Form.Label>
            <Form.Control type="date" {...register('endDt')} {...fieldProps('endDt')} />
            {feedback('endDt')}
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="popup-sortOrd">
            <Form.Label>순서 (작을수록 먼저)</Form.Label>
            <Form.Control type="number" min={0} max={999} {...register('sortOrd')} {...fieldProps('sortOrd')} />
            {feedback('sortOrd')}
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="popup-width">
            <Form.Label>너비 (px)</Form.Label>
            <Form.Control type="number" min={280} max={800} {...register('width')} {...fieldProps('width')} />
            {feedback('width')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="popup-linkUrl">
            <Form.Label>자세히 보기 링크 (선택: /로 시작하는 포털 경로 또는 https:// 주소)</Form.Label>
            <Form.Control maxLength={500} placeholder="/notice/12" {...register('linkUrl')} {...fieldProps('linkUrl')} />
            {feedback('linkUrl')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">보여 줄 대상</legend>
            {(
              [
                ['ALL', '모두 (로그인하지 않은 방문자 포함)'],
                ['LOGIN', '로그인한 사용자'],
                ['DIVS', '선택한 사용자 유형만'],
              ] as const
            ).map(([value, label]) => (
              <Form.Check key={value} inline type="radio" id={`popup-scope-${value}`} value={value} label={label} {...register('audienceScope')} />
            ))}
            {scope === 'DIVS' && (
              <div className="mt-1" role="group" aria-label="보여 줄 사용자 유형">
                {AUDIENCE_DIVS.map((d) => (
                  <Form.Check key={d} inline type="checkbox" id={`popup-div-${d}`} value={d} label={USER_DIV_NAMES[d as UserDiv]} {...register('audienceDivs')} />
                ))}
              </div>
            )}
            {errors.audienceDivs && <div className="invalid-feedback d-block" id="popup-audienceDivs-error">{errors.audienceDivs.message as string}</div>}
          </fieldset>
        </Col>
        <Col xs={12}>
          <p id="popup-body-label" className="form-label mb-1">본문</p>
          <Controller
            control={control}
            name="bodyHtml"
            render={({ field }) => (
              <RichTextEditor id="popup-body" labelledBy="popup-body-label" initialHtml={initial.bodyHtml} onChange={field.onChange} invalid={!!errors.bodyHtml} describedBy={errors.bodyHtml ? 'popup-bodyHtml-error' : undefined} />
            )}
          />
          {errors.bodyHtml && <div className="invalid-feedback d-block" id="popup-bodyHtml-error">{errors.bodyHtml.message as string}</div>}
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-4 border-top pt-3">
        <Button variant="outline-primary" disabled={isSubmitting} onClick={() => submit('draft')} data-testid="save-draft">임시저장</Button>
        <Button variant="primary" disabled={isSubmitting} onClick={() => submit('publish')} data-testid="publish">게시</Button>
        {!creating && state === 'PUBLISHED' && (
          <Button variant="outline-danger" disabled={isSubmitting} onClick={() => void turnOff()} data-testid="turn-off">팝업 내리기</Button>
        )}
        <a className="btn btn-outline-secondary" href={`${editorBase}/popups`}>목록</a>
      </div>
    </Form>
  );
}
