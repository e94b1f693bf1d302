// Create or edit a scholarship: kind, term, amount (fixed or a range), period, eligibility rules and
// the documents to upload. The shared schema checks here and on the server; the server also checks
// that the codes exist and refuses to change the documents once students have applied.
import { useForm } from 'react-hook-form';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { ScholarshipInput } from '@/lib/schemas/scholarships';
import { TERM_CODES, TERM_NAMES } from '@/lib/calendar';
import { checkWith, showFailure, type FieldErrors, FormAlert } from '@/islands/form';
import { toast } from '@/lib/ui/toast';

export interface Option {
  code: string;
  name: string;
}

export interface EditorValues {
  title: string;
  kindCd: string;
  sponsorNm: string;
  year: string;
  termCd: string;
  amountMin: string;
  amountMax: string;
  quota: string;
  description: string;
  applyStartDt: string;
  applyEndDt: string;
  minGrade: string;
  minCredits: string;
  minGpa: string;
  maxIncomeCd: string;
  eligibleStatusCds: string[];
  requiredDocs: string;
  useYn: boolean;
}

interface Props {
  scholId: number | null;
  initial: EditorValues;
  kinds: Option[];
  incomes: Option[];
  statuses: Option[];
  /** Students have applied: the documents can no longer change. */
  docsLocked: boolean;
}

function body(v: EditorValues) {
  return {
    ...v,
    eligibleStatusCds: v.eligibleStatusCds ?? [],
    requiredDocs: v.requiredDocs
      .split('\n')
      .map((d) => d.trim())
      .filter(Boolean),
    useYn: v.useYn ? 'Y' : 'N',
  };
}

export default function ScholarshipEditor({ scholId, initial, kinds, incomes, statuses, docsLocked }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<EditorValues>({ defaultValues: initial });

  function show(fields: FieldErrors) {
    clearErrors();
    for (const [k, message] of Object.entries(fields)) setError(k.split('.')[0] as keyof EditorValues, { message });
  }

  async function save(values: EditorValues) {
    const payload = body(values);
    const local = checkWith(ScholarshipInput, payload);
    if (Object.keys(local).length) return show(local);
    try {
      const res = await api.post<{ scholId: number }>(scholId ? `/api/v1/stf/scholarships/${scholId}` : '/api/v1/stf/scholarships', payload);
      toast.success(res.message);
      window.location.assign(`/stf/scholarships?saved=${res.data.scholId}`);
    } catch (err) {
      showFailure(err, '저장하지 못했습니다.', show);
    }
  }

  const err = (k: keyof EditorValues) => errors[k]?.message as string | undefined;
  const field = (k: keyof EditorValues) => ({ isInvalid: !!err(k), 'aria-invalid': !!err(k) || undefined, 'aria-describedby': err(k) ? `sch-${k}-error` : undefined });
  const feedback = (k: keyof EditorValues) => (
    <Form.Control.Feedback type="invalid" id={`sch-${k}-error`}>
      {err(k)}
    </Form.Control.Feedback>
  );

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="scholarship-editor">
      <FormAlert errors={errors} />
      <Row className="g-3">
        <Col xs={12} md={8}>
          <Form.Group controlId="sch-title">
            <Form.Label>장학금명</Form.Label>
            <Form.Control {...field('title')} {...register('title')} maxLength={100} />
            {feedback('title')}
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="sch-kindCd">
            <Form.Label>장학 구분</Form.Label>
            <Form.Select {...field('kindCd')} {...register('kindCd')}>
              <option value="">선택</option>
              {kinds.map((k) => (
                <option key={k.code} value={k.code}>
                  {k.name}
                </option>
              ))}
            </Form.Select>
            {feedback('kindCd')}
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="sch-sponsorNm">
            <Form.Label>지원 기관 (외부 장학)</Form.Label>
            <Form.Control {...field('sponsorNm')} {...register('sponsorNm')} maxLength={100} />
            {feedback('sponsorNm')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="sch-year">
            <Form.Label>학년도</Form.Label>
            <Form.Control type="number" inputMode="numeric" {...field('year')} {...register('year')} />
            {feedback('year')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="sch-termCd">
            <Form.Label>학기</Form.Label>
            <Form.Select {...field('termCd')} {...register('termCd')}>
              {TERM_CODES.map((t) => (
                <option key={t} value={t}>
                  {TERM_NAMES[t]}
                </option>
              ))}
            </Form.Select>
            {feedback('termCd')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="sch-amountMin">
            <Form.Label>최소 금액 (원)</Form.Label>
            <Form.Control type="number" inputMode="numeric" {...field('amountMin')} {...register('amountMin')} />
            {feedback('amountMin')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="sch-amountMax">
            <Form.Label>최대 금액 (원)</Form.Label>
            <Form.Control type="number" inputMode="numeric" {...field('amountMax')} {...register('amountMax')} aria-describedby={err('amountMax') ? 'sch-amountMax-error' : 'sch-amount-help'} />
            <Form.Text id="sch-amount-help" className="small">
              정액이면 최소와 같게 적습니다.
            </Form.Text>
            {feedback('amountMax')}
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="sch-quota">
            <Form.Label>선발 인원 (빈칸: 제한 없음)</Form.Label>
            <Form.Control type="number" inputMode="numeric" {...field('quota')} {...register('quota')} />
            {feedback('quota')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="sch-applyStartDt">
            <Form.Label>신청 시작일</Form.Label>
            <Form.Control type="date" {...field('applyStartDt')} {...register('applyStartDt')} />
            {feedback('applyStartDt')}
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="sch-applyEndDt">
            <Form.Label>신청 마감일</Form.Label>
            <Form.Control type="date" {...field('applyEndDt')} {...register('applyEndDt')} />
            {feedback('applyEndDt')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="sch-description">
            <Form.Label>장학금 설명</Form.Label>
            <Form.Control as="textarea" rows={4} maxLength={4000} {...field('description')} {...register('description')} />
            {feedback('description')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset className="border rounded-3 p-3">
            <legend className="h6 float-none w-auto px-1 mb-0">자격 요건 (빈칸은 적용하지 않음)</legend>
            <Row className="g-3">
              <Col xs={6} md={3}>
                <Form.Group controlId="sch-minGrade">
                  <Form.Label>최저 학년</Form.Label>
                  <Form.Control type="number" inputMode="numeric" min={1} max={4} {...field('minGrade')} {...register('minGrade')} />
                  {feedback('minGrade')}
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="sch-minCredits">
                  <Form.Label>최저 취득학점</Form.Label>
                  <Form.Control type="number" inputMode="numeric" {...field('minCredits')} {...register('minCredits')} />
                  {feedback('minCredits')}
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="sch-minGpa">
                  <Form.Label>최저 평점평균</Form.Label>
                  <Form.Control inputMode="decimal" placeholder="3.50" {...field('minGpa')} {...register('minGpa')} />
                  {feedback('minGpa')}
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="sch-maxIncomeCd">
                  <Form.Label>소득분위 상한</Form.Label>
                  <Form.Select {...field('maxIncomeCd')} {...register('maxIncomeCd')}>
                    <option value="">적용 안 함</option>
                    {incomes.map((k) => (
                      <option key={k.code} value={k.code}>
                        {k.name} 이하
                      </option>
                    ))}
                  </Form.Select>
                  {feedback('maxIncomeCd')}
                </Form.Group>
              </Col>
              <Col xs={12}>
                <fieldset aria-describedby={err('eligibleStatusCds') ? 'sch-eligibleStatusCds-error' : undefined}>
                  <legend className="form-label fs-6 mb-1">학적 상태 (선택하지 않으면 모두)</legend>
                  {statuses.map((s) => (
                    <Form.Check inline key={s.code} id={`sch-status-${s.code}`} type="checkbox" label={s.name} value={s.code} {...register('eligibleStatusCds')} />
                  ))}
                  {err('eligibleStatusCds') && (
                    <div className="invalid-feedback d-block" id="sch-eligibleStatusCds-error">
                      {err('eligibleStatusCds')}
                    </div>
                  )}
                </fieldset>
              </Col>
            </Row>
          </fieldset>
        </Col>
        <Col xs={12} md={8}>
          <Form.Group controlId="sch-requiredDocs">
            <Form.Label>제출 서류 (한 줄에 하나)</Form.Label>
            <Form.Control as="textarea" rows={3} readOnly={docsLocked} {...field('requiredDocs')} {...register('requiredDocs')} aria-describedby={err('requiredDocs') ? 'sch-requiredDocs-error' : 'sch-docs-help'} />
            <Form.Text id="sch-docs-help" className="small">
              {docsLocked ? '신청한 학생이 있어 제출 서류는 바꿀 수 없습니다.' : '예: 성적증명서, 소득분위 확인서. 학생은 서류마다 파일 하나를 올립니다.'}
            </Form.Text>
            {feedback('requiredDocs')}
          </Form.Group>
        </Col>
        <Col xs={12} md={4} className="d-flex align-items-center">
          <Form.Check type="switch" id="sch-useYn" label="학생에게 공개" {...register('useYn')} />
        </Col>
      </Row>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" disabled={isSubmitting} data-testid="save-scholarship">
          저장
        </Button>
        <a className="btn btn-outline-secondary" href="/stf/scholarships">
          목록으로
        </a>
      </div>
    </Form>
  );
}
