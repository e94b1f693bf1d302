// Create or edit a survey: title, kind (a satisfaction survey names its programme), the students it
// addresses (colleges and grades), the period, anonymity, and its questions in order. The shared
// schema checks here and on the server; the server also refuses changes once anyone has answered.
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { SurveyInput } from '@/lib/schemas/surveys';
import { QUESTION_KINDS, SURVEY_KINDS, CHOICE_KINDS, type QuestionKind } from '@/lib/surveys/rules';
import { checkWith, showFailure, type FieldErrors } from '@/islands/form';
import { toast } from '@/lib/ui/toast';
import { CNSL_KINDS, CNSL_KIND_KEYS } from '@/lib/counselling/kinds';

export interface EditorQuestion {
  kind: QuestionKind;
  title: string;
  required: boolean;
  /** Choices, one a line. */
  options: string;
}

export interface EditorValues {
  title: string;
  description: string;
  kind: 'GENERAL' | 'SATISFACTION';
  targetDeptCds: string[];
  targetGrades: string[];
  openAt: string;
  closeAt: string;
  anonymous: boolean;
  editable: boolean;
  programId: string;
  /** A counselling service instead of a programme ('' = none). */
  cnslKind?: string;
  questions: EditorQuestion[];
}

interface Props {
  surveyId: number | null;
  initial: EditorValues;
  colleges: { code: string; name: string }[];
  programs: { programId: number; title: string }[];
}

function body(v: EditorValues) {
  return {
    title: v.title,
    description: v.description,
    kind: v.kind,
    targetDeptCds: v.kind === 'GENERAL' ? (v.targetDeptCds || []) : [],
    targetGrades: v.kind === 'GENERAL' ? (v.targetGrades || []) : [],
    openAt: v.openAt,
    closeAt: v.closeAt,
    anonymousYn: v.anonymous ? 'Y' : 'N',
    editableYn: v.editable && !v.anonymous ? 'Y' : 'N',
    programId: v.kind === 'SATISFACTION' && !v.cnslKind ? v.programId : '',
    cnslKind: v.kind === 'SATISFACTION' ? (v.cnslKind ?? '') : '',
    questions: v.questions.map((q) => ({
      kind: q.kind,
      title: q.title,
      requiredYn: q.required ? 'Y' : 'N',
      options: CHOICE_KINDS.includes(q.kind)
        ? q.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
    })),
  };
}

const NEW_QUESTION: EditorQuestion = { kind: 'SCALE', title: '', required: true, options: '' };

export default function SurveyEditor({ surveyId, initial, colleges, programs }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EditorValues>({ defaultValues: initial });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const kind = watch('kind');
  const anonymous = watch('anonymous');

  function show(found: FieldErrors) {
    clearErrors();
    for (const [k, message] of Object.entries(found)) {
      const m = /^questions\.(\d+)\.(\w+)/.exec(k);
      if (m) setError(`questions.${Number(m[1])}.${m[2] === 'options' ? 'options' : 'title'}` as never, { message });
      else setError((k.split('.')[0] === 'anonymousYn' ? 'anonymous' : k.split('.')[0]) as keyof EditorValues, { message });
    }
  }

  async function save(values: EditorValues) {
    const payload = body(values);
    const local = checkWith(SurveyInput, payload);
    if (Object.keys(local).length) return show(local);
    try {
      const res = await api.post<{ surveyId: number }>(surveyId ? `/api/v1/stf/surveys/${surveyId}` : '/api/v1/stf/surveys', payload);
      toast.success(res.message);
      window.location.href = `/stf/surveys/${res.data.surveyId}`;
    } catch (err) {
      showFailure(err, '설문을 저장하지 못했습니다.', show);
    }
  }

  const err = (name: string) => {
    const parts = name.split('.');
    let e: unknown = errors;
    for (const p of parts) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message;
  };
  const feedback = (name: string) => (err(name) ? <div className="invalid-feedback d-block">{err(name)}</div> : null);

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="survey-editor" aria-label="설문 편집">
      <Row className="g-3">
        <Form.Group as={Col} xs={12} controlId="sv-title">
          <Form.Label>설문 제목</Form.Label>
          <Form.Control {...register('title')} isInvalid={!!err('title')} maxLength={200} />
          {feedback('title')}
        </Form.Group>
        <Form.Group as={Col} xs={12} controlId="sv-desc">
          <Form.Label>설명 (선택)</Form.Label>
          <Form.Control as="textarea" rows={3} {...register('description')} isInvalid={!!err('description')} maxLength={2000} />
          {feedback('description')}
        </Form.Group>
        <Form.Group as={Col} xs={12} md={4} controlId="sv-kind">
          <Form.Label>종류</Form.Label>
          <Form.Select {...register('kind')}>
            {Object.entries(SURVEY_KINDS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={12} md={4} controlId="sv-open">
          <Form.Label>시작 일시</Form.Label>
          <Form.Control type="datetime-local" {...register('openAt')} isInvalid={!!err('openAt')} />
          {feedback('openAt')}
        </Form.Group>
        <Form.Group as={Col} xs={12} md={4} controlId="sv-close">
          <Form.Label>마감 일시</Form.Label>
          <Form.Control type="datetime-local" {...register('closeAt')} isInvalid={!!err('closeAt')} />
          {feedback('closeAt')}
        </Form.Group>
        {kind === 'SATISFACTION' ? (
          <Form.Group as={Col} xs={12} controlId="sv-program">
            <Form.Label>대상 프로그램 (이수한 학생에게 보입니다)</Form.Label>
            <Form.Select {...register('programId')} isInvalid={!!err('programId')}>
              <option value="">선택하세요</option>
              {programs.map((p) => (
                <option key={p.programId} value={String(p.programId)}>
                  {p.title}
                </option>
              ))}
            </Form.Select>
            {feedback('programId')}
          </Form.Group>
        ) : null}
        {kind === 'SATISFACTION' ? (
          <Form.Group as={Col} xs={12} controlId="sv-cnsl-kind">
            <Form.Label>또는 대상 상담 서비스 (상담을 마친 학생에게 보이며 항상 익명입니다)</Form.Label>
            <Form.Select {...register('cnslKind')} isInvalid={!!err('cnslKind')}>
              <option value="">선택하지 않음</option>
              {CNSL_KIND_KEYS.map((k) => (
                <option key={k} value={k}>
                  {CNSL_KINDS[k].label}
                </option>
              ))}
            </Form.Select>
            {feedback('cnslKind')}
          </Form.Group>
        ) : (
          <>
            <Col xs={12} md={6}>
              <fieldset>
                <legend className="fs-6">대상 단과대학 (선택하지 않으면 전체)</legend>
                {colleges.map((c) => (
                  <Form.Check key={c.code} inline type="checkbox" id={`sv-colg-${c.code}`} label={c.name} value={c.code} {...register('targetDeptCds')} />
                ))}
              </fieldset>
            </Col>
            <Col xs={12} md={6}>
              <fieldset>
                <legend className="fs-6">대상 학년 (선택하지 않으면 전체)</legend>
                {[1, 2, 3, 4].map((g) => (
                  <Form.Check key={g} inline type="checkbox" id={`sv-grade-${g}`} label={`${g}학년`} value={String(g)} {...register('targetGrades')} />
                ))}
              </fieldset>
            </Col>
          </>
        )}
        <Col xs={12} className="d-flex flex-wrap gap-4">
          <Form.Check type="switch" id="sv-anon" label="익명 설문 (응답과 응답자를 연결하지 않음)" {...register('anonymous')} />
          <Form.Check type="switch" id="sv-editable" label="마감 전 응답 수정 허용" disabled={anonymous} {...register('editable')} />
        </Col>
      </Row>

      <h2 className="h6 mt-4">문항 {fields.length}개</h2>
      {feedback('questions')}
      <ol className="list-unstyled d-grid gap-3">
        {fields.map((f, i) => {
          const qKind = watch(`questions.${i}.kind`);
          return (
            <li key={f.id} className="border rounded-3 p-3" data-testid="question-editor">
              <Row className="g-2">
                <Form.Group as={Col} xs={12} md={8} controlId={`sv-q${i}-title`}>
                  <Form.Label>{i + 1}번 문항</Form.Label>
                  <Form.Control {...register(`questions.${i}.title`)} isInvalid={!!err(`questions.${i}.title`)} maxLength={300} />
                  {feedback(`questions.${i}.title`)}
                </Form.Group>
                <Form.Group as={Col} xs={12} md={4} controlId={`sv-q${i}-kind`}>
                  <Form.Label>유형</Form.Label>
                  <Form.Select {...register(`questions.${i}.kind`)}>
                    {Object.entries(QUESTION_KINDS).map(([k, v]) => (
                      <option key={k} value={k}>
                        {v}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                {CHOICE_KINDS.includes(qKind) && (
                  <Form.Group as={Col} xs={12} controlId={`sv-q${i}-options`}>
                    <Form.Label>보기 (한 줄에 하나)</Form.Label>
                    <Form.Control as="textarea" rows={3} {...register(`questions.${i}.options`)} isInvalid={!!err(`questions.${i}.options`)} />
                    {feedback(`questions.${i}.options`)}
                  </Form.Group>
                )}
                <Col xs={12} className="d-flex flex-wrap gap-2 align-items-center">
                  <Form.Check type="checkbox" id={`sv-q${i}-req`} label="필수" {...register(`questions.${i}.required`)} />
                  <Button variant="outline-secondary" size="sm" className="ms-auto" disabled={i === 0} onClick={() => move(i, i - 1)}>
                    위로<span className="visually-hidden"> ({i + 1}번 문항)</span>
                  </Button>
                  <Button variant="outline-secondary" size="sm" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                    아래로<span className="visually-hidden"> ({i + 1}번 문항)</span>
                  </Button>
                  <Button variant="outline-danger" size="sm" disabled={fields.length === 1} onClick={() => remove(i)}>
                    삭제<span className="visually-hidden"> ({i + 1}번 문항)</span>
                  </Button>
                </Col>
              </Row>
            </li>
          );
        })}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={() => append({ ...NEW_QUESTION })} data-testid="add-question">
          문항 추가
        </Button>
        <Button type="submit" className="ms-auto" disabled={isSubmitting} data-testid="save-survey">
          {isSubmitting ? '저장 중…' : '저장'}
        </Button>
      </div>
    </Form>
  );
}
