// A new share link of the student's portfolio: which page, for how long, what it shows. The link and
// its QR code are shown once, right after creation (the server keeps only a hash of the token), with
// copy and print; the list below the form is refreshed when she is done.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { formatDateTime } from '@/lib/format';
import { toastFailure, FormAlert } from '@/islands/form';
import { ShareInput } from '@/lib/schemas/portfolio';
import { SHARE_DEFAULT_DAYS, SHARE_KINDS, SHARE_MAX_DAYS, SHARE_SECTIONS, SHARE_SECTION_CODES, type ShareKind } from '@/lib/portfolio/history';

type Values = { kind: ShareKind; label: string; days: string; sections: string[] };

interface Created {
  shareId: number;
  kind: ShareKind;
  url: string;
  qr: string;
  expiresAt: string;
}

// The photo is shown only when she ticks it.
// Private by default: the photo and scholarships are shared only when she ticks them for this link.
const DEFAULT_SECTIONS: string[] = SHARE_SECTION_CODES.filter((s) => SHARE_SECTIONS[s].parent && s !== 'PHOTO' && s !== 'SCHOLARSHIPS');

export default function ShareCreator() {
  const [created, setCreated] = useState<Created | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { kind: 'PARENT', label: '', days: String(SHARE_DEFAULT_DAYS), sections: DEFAULT_SECTIONS }, resolver: zodResolver(ShareInput) as never });
  const kind = watch('kind');

  async function save(values: Values) {
    try {
      const res = await api.post<Created>('/api/v1/portfolio/shares', values);
      setCreated(res.data);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toastFailure(err, '공유 링크를 만들지 못했습니다.');
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('링크를 복사했습니다.');
    } catch {
      toast.error('복사하지 못했습니다. 링크를 길게 눌러 복사해 주세요.');
    }
  }

  if (created) {
    return (
      <div className="qr-print" data-testid="share-created">
        <h3 className="h6">{SHARE_KINDS[created.kind].label} 링크가 만들어졌습니다</h3>
        <p className="small text-danger no-print">보안을 위해 이 링크는 지금 한 번만 보여 드립니다. 복사하거나 QR 코드를 인쇄해 두세요.</p>
        <img src={created.qr} alt={`${SHARE_KINDS[created.kind].label} QR 코드`} width={220} height={220} data-testid="share-qr" />
        <Form.Group controlId="share-url" className="my-2">
          <Form.Label className="small">링크 주소</Form.Label>
          <Form.Control readOnly value={created.url} data-testid="share-url" onFocus={(e) => e.currentTarget.select()} />
        </Form.Group>
        <p className="small">유효 기간: {formatDateTime(created.expiresAt)}까지</p>
        <div className="d-flex flex-wrap gap-2 no-print">
          <Button variant="outline-primary" onClick={() => void copy(created.url)}>
            링크 복사
          </Button>
          <Button variant="outline-secondary" onClick={() => window.print()}>
            QR 코드 인쇄
          </Button>
          <Button onClick={() => window.location.reload()} data-testid="share-done">
            확인
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="share-form">
      <FormAlert errors={errors} />
      <Row className="g-3">
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">공유할 페이지</legend>
            {(Object.keys(SHARE_KINDS) as ShareKind[]).map((k) => (
              <Form.Check key={k} type="radio" id={`share-kind-${k}`} value={k} label={SHARE_KINDS[k].label} defaultChecked={k === 'PARENT'} {...register('kind')} />
            ))}
          </fieldset>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="share-days">
            <Form.Label>유효 기간(일)</Form.Label>
            <Form.Control type="number" inputMode="numeric" min={1} max={SHARE_MAX_DAYS} defaultValue={SHARE_DEFAULT_DAYS} isInvalid={!!errors.days} aria-describedby="share-days-help" {...register('days')} />
            <Form.Text id="share-days-help">최대 {SHARE_MAX_DAYS}일</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.days?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={9}>
          <Form.Group controlId="share-label">
            <Form.Label>메모 (선택, 예: 어머니께)</Form.Label>
            <Form.Control maxLength={40} isInvalid={!!errors.label} {...register('label')} />
            <Form.Control.Feedback type="invalid">{errors.label?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">보여 줄 항목</legend>
            <div className="d-flex flex-wrap gap-3">
              {SHARE_SECTION_CODES.map((s) => {
                const blocked = kind === 'PARENT' && !SHARE_SECTIONS[s].parent;
                return (
                  <Form.Check
                    key={s}
                    type="checkbox"
                    id={`share-sec-${s}`}
                    value={s}
                    disabled={blocked}
                    defaultChecked={DEFAULT_SECTIONS.includes(s)}
                    label={blocked ? `${SHARE_SECTIONS[s].label} (학부모용에는 표시하지 않음)` : SHARE_SECTIONS[s].label}
                    {...register('sections')}
                  />
                );
              })}
            </div>
            {errors.sections && <div className="invalid-feedback d-block">{errors.sections.message}</div>}
            <p className="small text-secondary mt-2 mb-0">이름, 학과, 학년은 항상 표시됩니다. 학번, 연락처, 주소, 생년월일, 상담 기록은 어떤 경우에도 공개되지 않습니다.</p>
          </fieldset>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="create-share">
        공유 링크 만들기
      </Button>
    </Form>
  );
}
