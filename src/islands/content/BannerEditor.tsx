// The edit form of a main page banner or programme highlight: where it shows, title, summary, link,
// an image uploaded through the file service (with its description), order and period. Saves as a
// draft, publishes, or takes it off the main page; a stale version shows the other editor's save.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { BannerCreateInput, BannerSaveInput, BANNER_PLACEMENTS, PLACEMENT_NAMES, type BannerPlacement } from '@/lib/schemas/content-banners';
import { docStateBadge, docStateName } from '@/lib/content/states';
import { FormAlert } from '@/islands/form';

export interface BannerInitial {
  bannerId: number | null;
  version: number | null;
  state: string | null;
  placement: BannerPlacement;
  title: string;
  summary: string;
  linkUrl: string;
  imageFileId: number | null;
  imageAlt: string;
  sortOrd: number;
  startDt: string;
  endDt: string;
}

type Values = Omit<BannerInitial, 'bannerId' | 'state' | 'version' | 'imageFileId'> & { version?: number; imageFileId?: number; action: 'draft' | 'publish' };

export default function BannerEditor({ editorBase, initial }: { editorBase: string; initial: BannerInitial }) {
  const creating = initial.bannerId === null;
  const [state, setState] = useState(initial.state);
  const [conflict, setConflict] = useState<{ version: number; current: { title: string; authorNm: string | null } | null } | null>(null);
  const { register, handleSubmit, setError, setValue, getValues, watch, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { ...initial, version: initial.version ?? undefined, imageFileId: initial.imageFileId ?? undefined, action: 'draft' },
    resolver: zodResolver(creating ? BannerCreateInput : BannerSaveInput) as never,
  });
  const imageFileId = watch('imageFileId');

  async function save(values: Values) {
    const { version, ...rest } = values;
    try {
      const res = await api.post<{ bannerId: number; version: number; state: string; saved: string }>(
        creating ? '/api/v1/content/banners' : `/api/v1/content/banners/${initial.bannerId}`,
        creating ? rest : { version, ...rest },
      );
      setConflict(null);
      if (creating) {
        window.location.assign(`${editorBase}/banners/${res.data.bannerId}?saved=${res.data.saved}`);
        return;
      }
      setValue('version', res.data.version);
      setState(res.data.state);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object' && 'version' in err.data) setConflict(err.data as never);
      else if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
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
    try {
      const res = await api.post<{ state: string; version: number }>(`/api/v1/content/banners/${initial.bannerId}/off`, { version: getValues('version') });
      setState(res.data.state);
      setValue('version', res.data.version);
      toast.success(res.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '내리지 못했습니다.');
    }
  }

  async function upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    try {
      const res = await api.postForm<{ files: { fileId: number }[] }>('/api/files/upload', form);
      setValue('imageFileId', res.data.files[0].fileId);
      toast.success('이미지를 올렸습니다. 저장하면 배너에 붙습니다.');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '이미지를 올리지 못했습니다.');
    }
  }

  const fieldProps = (name: keyof Values) => ({ isInvalid: !!errors[name], 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `banner-${name}-error` : undefined });
  const feedback = (name: keyof Values) => (
    <Form.Control.Feedback type="invalid" id={`banner-${name}-error`}>{errors[name]?.message as string | undefined}</Form.Control.Feedback>
  );

  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} data-testid="banner-editor">
      <FormAlert errors={errors} />
      {state && <p className="mb-3">상태 <span className={`badge ${docStateBadge(state)}`} data-testid="doc-state">{docStateName(state)}</span></p>}
      {conflict && (
        <div className="alert alert-warning" role="alert" data-testid="conflict">
          다른 편집자가 먼저 저장했습니다 (현재 {conflict.version}판{conflict.current?.authorNm ? `, ${conflict.current.authorNm}` : ''}: “{conflict.current?.title}”).{' '}
          <Button size="sm" variant="warning" onClick={() => { setValue('version', conflict.version); setConflict(null); }}>최신 판에 이어 저장</Button>
        </div>
      )}
      <Row className="g-3">
        <Col xs={12} md={4}>
          <Form.Group controlId="banner-placement">
            <Form.Label>위치</Form.Label>
            <Form.Select {...register('placement')} {...fieldProps('placement')}>
              {BANNER_PLACEMENTS.map((p) => <option key={p} value={p}>{PLACEMENT_NAMES[p]}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} md={8}>
          <Form.Group controlId="banner-title">
            <Form.Label>제목</Form.Label>
            <Form.Control maxLength={60} {...register('title')} {...fieldProps('title')} />
            {feedback('title')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="banner-summary">
            <Form.Label>요약 (선택)</Form.Label>
            <Form.Control maxLength={120} {...register('summary')} {...fieldProps('summary')} />
            {feedback('summary')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="banner-linkUrl">
            <Form.Label>링크 (선택: /로 시작하는 포털 경로 또는 https:// 주소)</Form.Label>
            <Form.Control maxLength={500} placeholder="/user/futuredesign/careerAct" {...register('linkUrl')} {...fieldProps('linkUrl')} />
            {feedback('linkUrl')}
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <p className="form-label mb-1">이미지 (메인 배너는 필수)</p>
          {imageFileId ? <img src={`/api/files/download/${imageFileId}`} alt="올린 배너 이미지 미리보기" className="img-fluid rounded border mb-2 banner-preview" /> : <p className="small text-secondary">이미지가 없습니다.</p>}
          <input id="banner-image" type="file" accept=".jpg,.jpeg,.png,.gif,.webp" className="visually-hidden" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
          <label htmlFor="banner-image" className="btn btn-sm btn-outline-primary tool-btn mb-0">이미지 올리기</label>
          {imageFileId && <Button size="sm" variant="outline-danger" className="tool-btn ms-2" onClick={() => setValue('imageFileId', undefined)}>이미지 빼기</Button>}
          {errors.imageFileId && <div className="invalid-feedback d-block" id="banner-imageFileId-error">{errors.imageFileId.message as string}</div>}
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="banner-imageAlt">
            <Form.Label>이미지 설명 (대체 텍스트)</Form.Label>
            <Form.Control maxLength={120} {...register('imageAlt')} {...fieldProps('imageAlt')} />
            {feedback('imageAlt')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="banner-startDt">
            <Form.Label>게시 시작일</Form.Label>
            <Form.Control type="date" {...register('startDt')} {...fieldProps('startDt')} />
            {feedback('startDt')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="banner-endDt">
            <Form.Label>게시 종료일</Form.Label>
            <Form.Control type="date" {...register('endDt')} {...fieldProps('endDt')} />
            {feedback('endDt')}
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="banner-sortOrd">
            <Form.Label>순서 (작을수록 먼저)</Form.Label>
            <Form.Control type="number" min={0} max={999} {...register('sortOrd')} {...fieldProps('sortOrd')} />
            {feedback('sortOrd')}
          </Form.Group>
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-4 border-top pt-3">
        <Button variant="outline-primary" disabled={isSubmitting} onClick={() => submit('draft')} data-testid="save-draft">임시저장</Button>
        <Button variant="primary" disabled={isSubmitting} onClick={() => submit('publish')} data-testid="publish">게시</Button>
        {!creating && state === 'PUBLISHED' && <Button variant="outline-danger" disabled={isSubmitting} onClick={() => void turnOff()} data-testid="turn-off">메인에서 내리기</Button>}
        <a className="btn btn-outline-secondary" href={`${editorBase}/banners`}>목록</a>
      </div>
    </Form>
  );
}
