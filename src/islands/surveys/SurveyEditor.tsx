// Create or edit a survey: title, kind (a satisfaction survey names its programme), the students it
// addresses (colleges, grades, participants of a career programme), the period, anonymity, its
// sections in order and its questions (each in a section; a single-choice option may branch to a
// later section or the end; a rating has its number of points; a matrix its rows). The shared
// schema checks here and on the server; the server also refuses changes once anyone has answered.
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { SurveyInput } from '@/lib/schemas/surveys';
import { QUESTION_KINDS, SURVEY_KINDS, CHOICE_KINDS, RATING_MAX, RATING_MIN, type QuestionKind } from '@/lib/surveys/rules';
import { checkWith, showFailure, type FieldErrors, FormAlert } from '@/islands/form';
import { toast } from '@/lib/ui/toast';
import { CNSL_KINDS, CNSL_KIND_KEYS } from '@/lib/counselling/kinds';

export interface EditorQuestion {
  kind: QuestionKind;
  title: string;
  required: boolean;
  /** Choices (MATRIX: its columns), one a line. */
  options: string;
  /** The section number, 1-based. */
  section: string;
  /** MATRIX: its statements, one a line. */
  rows: string;
  /** RATING: number of points. */
  scaleMax: string;
  /** SINGLE: per option, '' (next section), 'END' or a section number. */
  jumps: string[];
}

export interface EditorSection {
  title: string;
  description: string;
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
  targetProgramId: string;
  sections: EditorSection[];
  questions: EditorQuestion[];
}

interface Props {
  surveyId: number | null;
  initial: EditorValues;
  colleges: { code: string; name: string }[];
  programs: { programId: number; title: string }[];
}

const lines = (t: string) =>
  (t ?? '')
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

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
    targetProgramId: v.kind === 'GENERAL' ? v.targetProgramId : '',
    sections: v.sections.length ? v.sections.map((x) => ({ title: x.title, description: x.description })) : [],
    questions: v.questions.map((q) => {
      const options = CHOICE_KINDS.includes(q.kind) ? lines(q.options) : [];
      return {
        kind: q.kind,
        title: q.title,
        requiredYn: q.required ? 'Y' : 'N',
        options,
        section: v.sections.length > 1 ? Number(q.section) || 1 : 1,
        rows: q.kind === 'MATRIX' ? lines(q.rows) : [],
        scaleMax: q.kind === 'RATING' ? q.scaleMax : '5',
        jumps: q.kind === 'SINGLE' && v.sections.length > 1 ? options.map((_, k) => q.jumps?.[k] ?? '') : [],
      };
    }),
  };
}

const NEW_QUESTION: EditorQuestion = { kind: 'SCALE', title: '', required: true, options: '', section: '1', rows: '', scaleMax: '5', jumps: [] };
const QUESTION_FIELDS = ['title', 'options', 'rows', 'section', 'scaleMax', 'jumps'];

export default function SurveyEditor({ surveyId, initial, colleges, programs }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EditorValues>({ defaultValues: initial });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const sectionArray = useFieldArray({ control, name: 'sections' });
  const sectionCount = Math.max(1, sectionArray.fields.length);

  /** Moves or removes a section and keeps every question (and branch) pointing at the same section. */
  function renumber(map: (n: number) => number) {
    getValues('questions').forEach((q, i) => {
      setValue(`questions.${i}.section`, String(map(Number(q.section) || 1)));
      setValue(
        `questions.${i}.jumps`,
        (q.jumps ?? []).map((j) => (j === '' || j === 'END' ? j : String(map(Number(j))))),
      );
    });
  }
  function moveSection(from: number, to: number) {
    const a = from + 1;
    const b = to + 1;
    renumber((n) => (n === a ? b : n === b ? a : n));
    sectionArray.move(from, to);
  }
  function removeSection(at: number) {
    const gone = at + 1;
    // Its questions join the section before it (or the first); later sections move up by one.
    renumber((n) => (n === gone ? Math.max(1, gone - 1) : n > gone ? n - 1 : n));
    sectionArray.remove(at);
  }
  const kind = watch('kind');
  const anonymous = watch('anonymous');

  function show(found: FieldErrors) {
    clearErrors();
    for (const [k, message] of Object.entries(found)) {
      const m = /^questions\.(\d+)\.(\w+)/.exec(k);
      const sec = /^sections\.(\d+)\.(title|description)/.exec(k);
      if (m) setError(`questions.${Number(m[1])}.${QUESTION_FIELDS.includes(m[2]) ? m[2] : 'title'}` as never, { message });
      else if (sec) setError(`sections.${Number(sec[1])}.${sec[2]}` as never, { message });
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
      <FormAlert errors={errors} />
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
            <Form.Group as={Col} xs={12} controlId="sv-target-program">
              <Form.Label>대상 프로그램 참여자 (선택: 승인·수강중·이수 학생만)</Form.Label>
              <Form.Select {...register('targetProgramId')} isInvalid={!!err('targetProgramId')}>
                <option value="">제한 없음</option>
                {programs.map((p) => (
                  <option key={p.programId} value={String(p.programId)}>
                    {p.title}
                  </option>
                ))}
              </Form.Select>
              {feedback('targetProgramId')}
            </Form.Group>
          </>
        )}
        <Col xs={12} className="d-flex flex-wrap gap-4">
          <Form.Check type="switch" id="sv-anon" label="익명 설문 (응답과 응답자를 연결하지 않음)" {...register('anonymous')} />
          <Form.Check type="switch" id="sv-editable" label="마감 전 응답 수정 허용" disabled={anonymous} {...register('editable')} />
        </Col>
      </Row>

      <h2 className="h6 mt-4">섹션 {sectionCount}개</h2>
      <p className="small text-secondary">학생은 섹션마다 한 화면씩 응답합니다. 섹션이 하나면 제목 없이 모든 문항을 한 화면에 보여 줍니다.</p>
      <ol className="list-unstyled d-grid gap-2" data-testid="sections">
        {sectionArray.fields.map((f, i) => (
          <li key={f.id} className="border rounded-3 p-3" data-testid="section-editor">
            <Row className="g-2">
              <Form.Group as={Col} xs={12} md={5} controlId={`sv-s${i}-title`}>
                <Form.Label>{i + 1}번 섹션 제목</Form.Label>
                <Form.Control {...register(`sections.${i}.title`)} isInvalid={!!err(`sections.${i}.title`)} maxLength={200} />
                {feedback(`sections.${i}.title`)}
              </Form.Group>
              <Form.Group as={Col} xs={12} md={7} controlId={`sv-s${i}-desc`}>
                <Form.Label>{i + 1}번 섹션 설명 (선택)</Form.Label>
                <Form.Control {...register(`sections.${i}.description`)} isInvalid={!!err(`sections.${i}.description`)} maxLength={1000} />
                {feedback(`sections.${i}.description`)}
              </Form.Group>
              <Col xs={12} className="d-flex flex-wrap gap-2">
                <Button variant="outline-secondary" size="sm" className="ms-auto" disabled={i === 0} onClick={() => moveSection(i, i - 1)}>
                  위로<span className="visually-hidden"> ({i + 1}번 섹션)</span>
                </Button>
                <Button variant="outline-secondary" size="sm" disabled={i === sectionArray.fields.length - 1} onClick={() => moveSection(i, i + 1)}>
                  아래로<span className="visually-hidden"> ({i + 1}번 섹션)</span>
                </Button>
                <Button variant="outline-danger" size="sm" onClick={() => removeSection(i)}>
                  삭제<span className="visually-hidden"> ({i + 1}번 섹션)</span>
                </Button>
              </Col>
            </Row>
          </li>
        ))}
      </ol>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => (sectionArray.fields.length === 0 ? sectionArray.append([{ title: '', description: '' }, { title: '', description: '' }]) : sectionArray.append({ title: '', description: '' }))}
        data-testid="add-section"
      >
        섹션 추가
      </Button>

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
                {sectionCount > 1 && (
                  <Form.Group as={Col} xs={12} md={4} controlId={`sv-q${i}-section`}>
                    <Form.Label>섹션</Form.Label>
                    <Form.Select {...register(`questions.${i}.section`)} isInvalid={!!err(`questions.${i}.section`)}>
                      {Array.from({ length: sectionCount }, (_, n) => (
                        <option key={n} value={String(n + 1)}>
                          {n + 1}번 섹션
                        </option>
                      ))}
                    </Form.Select>
                    {feedback(`questions.${i}.section`)}
                  </Form.Group>
                )}
                {CHOICE_KINDS.includes(qKind) && (
                  <Form.Group as={Col} xs={12} md={qKind === 'MATRIX' ? 6 : 12} controlId={`sv-q${i}-options`}>
                    <Form.Label>{qKind === 'MATRIX' ? '열: 척도 (한 줄에 하나)' : '보기 (한 줄에 하나)'}</Form.Label>
                    <Form.Control as="textarea" rows={3} {...register(`questions.${i}.options`)} isInvalid={!!err(`questions.${i}.options`)} />
                    {feedback(`questions.${i}.options`)}
                  </Form.Group>
                )}
                {qKind === 'MATRIX' && (
                  <Form.Group as={Col} xs={12} md={6} controlId={`sv-q${i}-rows`}>
                    <Form.Label>행: 질문 (한 줄에 하나)</Form.Label>
                    <Form.Control as="textarea" rows={3} {...register(`questions.${i}.rows`)} isInvalid={!!err(`questions.${i}.rows`)} />
                    {feedback(`questions.${i}.rows`)}
                  </Form.Group>
                )}
                {qKind === 'RATING' && (
                  <Form.Group as={Col} xs={12} md={4} controlId={`sv-q${i}-scale`}>
                    <Form.Label>별점 개수</Form.Label>
                    <Form.Control type="number" min={RATING_MIN} max={RATING_MAX} inputMode="numeric" {...register(`questions.${i}.scaleMax`)} isInvalid={!!err(`questions.${i}.scaleMax`)} />
                    {feedback(`questions.${i}.scaleMax`)}
                  </Form.Group>
                )}
                {qKind === 'SINGLE' && sectionCount > 1 && (
                  <Col xs={12}>
                    <fieldset>
                      <legend className="fs-6">보기별 다음 섹션 (선택한 보기에 따라 건너뜀)</legend>
                      {lines(watch(`questions.${i}.options`)).map((label, k) => (
                        <Form.Group key={k} className="d-flex flex-wrap align-items-center gap-2 mb-1" controlId={`sv-q${i}-jump-${k}`}>
                          <Form.Label className="mb-0 small">{label}</Form.Label>
                          <Form.Select size="sm" className="mw-14rem" {...register(`questions.${i}.jumps.${k}`)}>
                            <option value="">다음 섹션으로</option>
                            {Array.from({ length: sectionCount }, (_, n) => n + 1)
                              .filter((n) => n > (Number(watch(`questions.${i}.section`)) || 1))
                              .map((n) => (
                                <option key={n} value={String(n)}>
                                  {n}번 섹션으로
                                </option>
                              ))}
                            <option value="END">설문 끝내기</option>
                          </Form.Select>
                        </Form.Group>
                      ))}
                      {feedback(`questions.${i}.jumps`)}
                    </fieldset>
                  </Col>
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
