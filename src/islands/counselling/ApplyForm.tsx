// The counselling application of every kind: consent, topic, the kind's intake questions, the time
// (an open slot, preferred times or a group programme), an optional attachment and, for
// psychological counselling, an optional self-check result to share.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { api, ApiError, navigation } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { CNSL_KINDS, CRISIS_CONTACTS, INTAKE_QUESTIONS, type CnslKind } from '@/lib/counselling/kinds';
import SlotPicker, { slotLabel, type Slot } from './SlotPicker';

interface Handler {
  userId: string;
  korNm: string;
  detail: string | null;
}

export interface ProfessorOption {
  userId: string;
  korNm: string;
  positionNm: string | null;
  isAdvisor: boolean;
}

export interface ScreeningOption {
  screeningId: number;
  text: string;
}

export interface ProgramInfo {
  programId: number;
  title: string;
  capacity: number;
  seated: number;
  waiting: number;
}

interface Props {
  kind: CnslKind;
  consentVersion: string;
  /** Psychological counselling: agreed on the consent page already (still shown and sent). */
  consentPreAgreed?: boolean;
  professors?: ProfessorOption[];
  program?: ProgramInfo;
  screenings?: ScreeningOption[];
}

const PSYCH_TAB: Partial<Record<CnslKind, string>> = { VISIT: 'visit', GROUP: 'group', PERSON: 'person' };
const ACCEPTED_FILES = ['pdf', 'jpg', 'jpeg', 'png'];
const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Error keys shown beside their own field; any other key goes to the summary at the top. */
const FIELD_KEYS = ['consentAgreed', 'topic', 'slotStart', 'handlerId', 'preferredTimes', 'programId', 'fileGroupId', 'screeningId'];

function stateUrl(kind: CnslKind, applId: number) {
  if (CNSL_KINDS[kind].area === 'general') return `/user/colglife/generalcnsl/state?applied=${applId}`;
  return `/user/colglife/psychcnsl/applystate?tab=${PSYCH_TAB[kind]}&applied=${applId}`;
}

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d]/g, '')}`;
}

export default function ApplyForm({ kind, consentVersion, consentPreAgreed = false, professors = [], program, screenings = [] }: Props) {
  const info = CNSL_KINDS[kind];
  const questions = INTAKE_QUESTIONS[kind];
  const id = (name: string) => `apply-${kind.toLowerCase()}-${name}`;

  const [consent, setConsent] = useState(consentPreAgreed);
  const [topic, setTopic] = useState(program?.title ?? '');
  const [intake, setIntake] = useState<Record<string, string>>(() => Object.fromEntries(questions.map((q) => [q.id, ''])));
  const [preferredTimes, setPreferredTimes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  /** The summary at the top appears once the student has tried to send the form. */
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // Slot booking
  const [handlers, setHandlers] = useState<Handler[]>([]);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [handlerId, setHandlerId] = useState<string>('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [loadingSlots, setLoadingSlots] = useState(info.booking === 'slot');
  const [slotsFailed, setSlotsFailed] = useState(false);

  // Attachment and sharing
  const [file, setFile] = useState<{ name: string; fileGroupId: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [share, setShare] = useState(false);
  const [screeningId, setScreeningId] = useState<number | null>(screenings[0]?.screeningId ?? null);

  const formRef = useRef<HTMLFormElement>(null);

  /** Loads the handlers and their open times (a professor's only, for professor counselling). */
  async function loadSlots(target?: string) {
    setLoadingSlots(true);
    setSlotsFailed(false);
    try {
      const res = await api.get<{ handlers: Handler[]; slots: Slot[] }>('/api/v1/cnsl/slots', { cnslKind: kind, handlerId: target || undefined }, { silent: true });
      const list = res.data.handlers;
      setHandlers((old) => (kind === 'PROF' ? list : list.length ? list : old));
      setSlots(res.data.slots);
      setSlot(null);
      if (kind === 'PROF') {
        setHandlerId(list[0]?.userId ?? target ?? '');
      } else {
        // Keep the counsellor already chosen; otherwise start with the first one who has an open time.
        const first = list.find((h) => res.data.slots.some((s) => s.handlerId === h.userId)) ?? list[0];
        setHandlerId((current) => (current && list.some((h) => h.userId === current) ? current : (first?.userId ?? '')));
      }
    } catch (err) {
      setSlotsFailed(true);
      if (err instanceof ApiError && err.status !== 0) toast.error(err.message);
    } finally {
      setLoadingSlots(false);
    }
  }

  useEffect(() => {
    if (info.booking === 'slot') void loadSlots();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  function clearError(key: string) {
    if (!errors[key]) return;
    const { [key]: _gone, ...rest } = errors;
    setErrors(rest);
    // Everything fixed: the message of the last attempt no longer applies.
    if (Object.keys(rest).length === 0) setSummary('');
  }

  async function upload(f: File) {
    const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
    if (!ACCEPTED_FILES.includes(ext)) {
      setErrors((e) => ({ ...e, fileGroupId: 'PDF, JPG, PNG 파일만 올릴 수 있습니다.' }));
      return;
    }
    if (f.size > MAX_FILE_BYTES) {
      setErrors((e) => ({ ...e, fileGroupId: '10MB 이하의 파일만 올릴 수 있습니다.' }));
      return;
    }
    setUploading(true);
    clearError('fileGroupId');
    try {
      const form = new FormData();
      form.append('file', f);
      const res = await api.postForm<{ fileGroupId: number }>('/api/files/upload', form);
      setFile({ name: f.name, fileGroupId: res.data.fileGroupId });
    } catch (err) {
      const msg = err instanceof ApiError ? ((err.data as Record<string, string> | null)?.file ?? err.message) : '파일을 올리지 못했습니다.';
      setErrors((e) => ({ ...e, fileGroupId: msg }));
      if (fileInput.current) fileInput.current.value = '';
    } finally {
      setUploading(false);
    }
  }

  function removeFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function check(): Record<string, string> {
    const e: Record<string, string> = {};
    if (!consent) e.consentAgreed = '개인정보 수집·이용에 동의해야 신청할 수 있습니다.';
    if (!topic.trim()) e.topic = '상담 주제를 입력해 주세요.';
    for (const q of questions) if (q.required && !intake[q.id]?.trim()) e[`intake.${q.id}`] = '답변해 주세요.';
    if (info.booking === 'slot' && !slot) e.slotStart = '상담 시간을 선택해 주세요.';
    if (info.booking === 'preferred' && !preferredTimes.trim()) e.preferredTimes = '가능한 요일과 시간을 적어 주세요.';
    if (share && !screeningId) e.screeningId = '공유할 결과를 골라 주세요.';
    return e;
  }

  function showErrors(e: Record<string, string>, message: string) {
    setErrors(e);
    setSummary(message);
    // Move to the first field that needs attention once it is rendered as invalid.
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid');
      first?.focus();
    });
  }

  async function submit(ev: SubmitEvent) {
    ev.preventDefault();
    setAttempted(true);
    const local = check();
    if (Object.keys(local).length) {
      showErrors(local, '');
      return;
    }
    setErrors({});
    setSummary('');
    setSubmitting(true);
    try {
      const res = await api.post<{ applId: number; status: string }>('/api/v1/cnsl/apply', {
        cnslKind: kind,
        consentVersion,
        consentAgreed: consent,
        topic: topic.trim(),
        intake,
        handlerId: info.booking === 'slot' ? slot?.handlerId : undefined,
        slotStart: info.booking === 'slot' ? slot?.start : undefined,
        preferredTimes: info.booking === 'preferred' ? preferredTimes.trim() : undefined,
        programId: info.booking === 'program' ? program?.programId : undefined,
        fileGroupId: file?.fileGroupId,
        screeningId: share && screeningId ? screeningId : undefined,
      });
      toast.success(res.message);
      navigation.go(stateUrl(kind, res.data.applId));
    } catch (err) {
      setSubmitting(false);
      if (!(err instanceof ApiError)) {
        toast.error('신청하지 못했습니다.');
        return;
      }
      const fields = err.data && typeof err.data === 'object' ? (err.data as Record<string, string>) : {};
      showErrors(fields, err.message);
      toast.error(err.message);
      // A slot someone else has just taken disappears from the list.
      if (err.status === 409 && fields.slotStart) void loadSlots(kind === 'PROF' ? handlerId : undefined);
    }
  }

  const invalid = (key: string) => (errors[key] ? { isInvalid: true, 'aria-invalid': true as const, 'aria-describedby': `${id(key.replace('.', '-'))}-error` } : {});
  const feedback = (key: string) =>
    errors[key] ? (
      <Form.Control.Feedback type="invalid" id={`${id(key.replace('.', '-'))}-error`} className="d-block">
        {errors[key]}
      </Form.Control.Feedback>
    ) : null;

  const handlerSlots = slots.filter((s) => s.handlerId === handlerId);
  const errorCount = Object.keys(errors).length;
  const summaryText = attempted && errorCount > 0 ? `${summary || '입력 내용을 확인해 주세요.'} (${errorCount}개 항목)` : summary;
  const otherErrors = Object.entries(errors).filter(([k]) => !FIELD_KEYS.includes(k) && !questions.some((q) => `intake.${q.id}` === k));
  const urgent = intake.urgent === '예';
  const seatsLeft = program ? Math.max(0, program.capacity - program.seated) : 0;

  return (
    <Form ref={formRef} onSubmit={submit} noValidate data-testid="apply-form" aria-labelledby={id('title')}>
      <h2 id={id('title')} className="h5 mb-3">
        {info.label} 신청서
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {summaryText && (
          <Alert variant="danger" className="py-2" data-testid="apply-errors">
            {summaryText}
            {otherErrors.length > 0 && (
              <ul className="mb-0 mt-1 small">
                {otherErrors.map(([k, v]) => (
                  <li key={k}>{v}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>

      <section className="mb-4" aria-labelledby={id('consent-h')}>
        <h3 id={id('consent-h')} className="h6">
          1. 동의
        </h3>
        <Form.Check id={id('consent')} className="consent-check">
          <Form.Check.Input
            type="checkbox"
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              clearError('consentAgreed');
            }}
            {...invalid('consentAgreed')}
            required
          />
          <Form.Check.Label>
            {info.area === 'psych' ? '개인정보와 민감정보(정신건강 정보)의 수집·이용에 동의합니다.' : '위 개인정보 수집·이용에 동의합니다.'} <span className="text-danger">(필수)</span>
          </Form.Check.Label>
        </Form.Check>
        <p className="small text-secondary mb-0 mt-1">동의서 버전 {consentVersion}</p>
        {feedback('consentAgreed')}
      </section>

      <section className="mb-4" aria-labelledby={id('content-h')}>
        <h3 id={id('content-h')} className="h6">
          2. 신청 내용
        </h3>
        <Form.Group className="mb-3" controlId={id('topic')}>
          <Form.Label>
            상담 주제 <span className="text-danger">(필수)</span>
          </Form.Label>
          <Form.Control
            value={topic}
            maxLength={100}
            onChange={(e) => {
              setTopic(e.target.value);
              clearError('topic');
            }}
            {...invalid('topic')}
            aria-describedby={errors.topic ? `${id('topic')}-error` : `${id('topic')}-help`}
          />
          <Form.Text id={`${id('topic')}-help`}>한 줄로 적어 주세요. (100자 이내)</Form.Text>
          {feedback('topic')}
        </Form.Group>
        {questions.map((q) => {
          const key = `intake.${q.id}`;
          const qid = id(`q-${q.id}`);
          if (q.type === 'text') {
            return (
              <Form.Group className="mb-3" controlId={qid} key={q.id}>
                <Form.Label>
                  {q.label} {q.required && <span className="text-danger">(필수)</span>}
                </Form.Label>
                <Form.Control
                  as="textarea"
                  rows={4}
                  maxLength={1000}
                  value={intake[q.id]}
                  onChange={(e) => {
                    setIntake({ ...intake, [q.id]: e.target.value });
                    clearError(key);
                  }}
                  {...invalid(key)}
                />
                {feedback(key)}
              </Form.Group>
            );
          }
          return (
            <fieldset className="mb-3" key={q.id} aria-describedby={errors[key] ? `${id(key.replace('.', '-'))}-error` : undefined}>
              <legend className="form-label fs-6 mb-1">
                {q.label} {q.required && <span className="text-danger">(필수)</span>}
              </legend>
              <div className="choice-list">
                {q.options!.map((opt, i) => (
                  <Form.Check
                    key={opt}
                    type="radio"
                    id={`${qid}-${i}`}
                    name={qid}
                    label={opt}
                    checked={intake[q.id] === opt}
                    onChange={() => {
                      setIntake({ ...intake, [q.id]: opt });
                      clearError(key);
                    }}
                    isInvalid={!!errors[key]}
                    aria-invalid={errors[key] ? true : undefined}
                  />
                ))}
              </div>
              {feedback(key)}
            </fieldset>
          );
        })}
        {urgent && (
          <Alert variant="danger" className="crisis-inline" role="alert">
            <h4 className="h6 alert-heading">지금 바로 도움을 받을 수 있습니다</h4>
            <p className="mb-2 small">신청서를 보내는 것과 함께, 지금 아래 번호로 전화해 주세요. 24시간 연결됩니다.</p>
            <div className="d-flex flex-wrap gap-2">
              {CRISIS_CONTACTS.map((c) => (
                <a key={c.phone} className="btn btn-danger" href={telHref(c.phone)}>
                  {c.name} {c.phone}
                </a>
              ))}
            </div>
          </Alert>
        )}
      </section>

      <section className="mb-4" aria-labelledby={id('time-h')}>
        <h3 id={id('time-h')} className="h6">
          3. {info.booking === 'program' ? '프로그램' : '상담 시간'}
        </h3>
        {info.booking === 'slot' && (
          <>
            {kind === 'PROF' && (
              <Form.Group className="mb-3" controlId={id('prof')}>
                <Form.Label>상담할 교수</Form.Label>
                <Form.Select
                  value={handlerId}
                  onChange={(e) => {
                    setHandlerId(e.target.value);
                    clearError('handlerId');
                    clearError('slotStart');
                    void loadSlots(e.target.value);
                  }}
                  {...invalid('handlerId')}
                >
                  {!handlerId && <option value="">교수를 선택해 주세요</option>}
                  {professors.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {p.korNm} {p.positionNm ?? '교수'}
                      {p.isAdvisor ? ' (지도교수)' : ''}
                    </option>
                  ))}
                  {handlerId && !professors.some((p) => p.userId === handlerId) && handlers[0] && <option value={handlers[0].userId}>{handlers[0].korNm} 교수</option>}
                </Form.Select>
                <Form.Text>
                  {professors.some((p) => p.isAdvisor) ? '지도교수님이 먼저 선택되어 있습니다. 같은 학과의 다른 교수님을 골라도 됩니다.' : '같은 학과 교수님 중에서 고를 수 있습니다.'}
                </Form.Text>
                {feedback('handlerId')}
              </Form.Group>
            )}
            {kind !== 'PROF' && handlers.length > 0 && (
              <fieldset className="mb-3">
                <legend className="form-label fs-6 mb-1">상담사</legend>
                <div className="handler-list">
                  {handlers.map((h) => {
                    const n = slots.filter((s) => s.handlerId === h.userId).length;
                    return (
                      <Form.Check
                        key={h.userId}
                        type="radio"
                        id={id(`handler-${h.userId}`)}
                        name={id('handler')}
                        checked={handlerId === h.userId}
                        onChange={() => {
                          setHandlerId(h.userId);
                          setSlot(null);
                        }}
                        label={
                          <>
                            <strong>{h.korNm}</strong> 상담사 <span className="text-secondary small">· 열린 시간 {n}개</span>
                            {h.detail && <span className="d-block small text-secondary">{h.detail}</span>}
                          </>
                        }
                      />
                    );
                  })}
                </div>
              </fieldset>
            )}
            {loadingSlots ? (
              <p className="text-secondary" role="status">
                <Spinner as="span" size="sm" className="me-2" aria-hidden="true" />
                열린 시간을 불러오는 중입니다.
              </p>
            ) : slotsFailed ? (
              <p className="text-danger">
                열린 시간을 불러오지 못했습니다.{' '}
                <Button variant="link" className="p-0 align-baseline" onClick={() => void loadSlots(kind === 'PROF' ? handlerId : undefined)}>
                  다시 불러오기
                </Button>
              </p>
            ) : kind === 'PROF' && !handlerId ? (
              <p className="text-secondary">상담할 교수를 먼저 선택해 주세요.</p>
            ) : (
              <SlotPicker
                key={handlerId}
                idPrefix={id('slot')}
                slots={handlerSlots}
                value={slot?.start ?? null}
                onChange={(s) => {
                  setSlot(s);
                  clearError('slotStart');
                }}
                error={errors.slotStart}
              />
            )}
            {(loadingSlots || slotsFailed || (kind === 'PROF' && !handlerId)) && feedback('slotStart')}
            <p className="mt-2 mb-0 selected-slot" aria-live="polite">
              {slot ? (
                <>
                  선택한 시간: <strong>{slotLabel(slot)}</strong>
                  {slot.place && ` · ${slot.place}`}
                </>
              ) : (
                ''
              )}
            </p>
          </>
        )}
        {info.booking === 'preferred' && (
          <Form.Group controlId={id('preferred')}>
            <Form.Label>
              상담 가능한 요일과 시간 <span className="text-danger">(필수)</span>
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={500}
              value={preferredTimes}
              onChange={(e) => {
                setPreferredTimes(e.target.value);
                clearError('preferredTimes');
              }}
              {...invalid('preferredTimes')}
              aria-describedby={errors.preferredTimes ? `${id('preferredTimes')}-error` : `${id('preferred')}-help`}
            />
            <Form.Text id={`${id('preferred')}-help`}>가능한 때를 여러 개 적어 주세요. 예: 월·수 오후 2시 이후, 금요일 오전. 상담사가 일정을 정해 메시지로 알려 드립니다.</Form.Text>
            {feedback('preferredTimes')}
          </Form.Group>
        )}
        {info.booking === 'program' && program && (
          <div>
            <p className="mb-1">
              <strong>{program.title}</strong>
            </p>
            {seatsLeft > 0 ? (
              <p className="mb-0" data-testid="seats-left">
                남은 자리 <strong>{seatsLeft}</strong>석 (정원 {program.capacity}명)
              </p>
            ) : (
              <Alert variant="warning" className="mb-0 py-2" data-testid="waiting-notice">
                정원 {program.capacity}명이 모두 찼습니다. 지금 신청하면 <strong>대기자</strong>로 등록되고(현재 대기 {program.waiting}명), 신청한 학생이 취소하면 대기 순서대로 신청이
                확정되어 메시지로 알려 드립니다.
              </Alert>
            )}
            {feedback('programId')}
          </div>
        )}
      </section>

      <section className="mb-4" aria-labelledby={id('extra-h')}>
        <h3 id={id('extra-h')} className="h6">
          4. 추가 자료 <span className="text-secondary small fw-normal">(선택)</span>
        </h3>
        <Form.Group className="mb-3" controlId={id('file')}>
          <Form.Label>첨부파일</Form.Label>
          {file ? (
            <div className="d-flex align-items-center gap-2 flex-wrap" aria-live="polite">
              <span className="text-break">{file.name}</span>
              <Button size="sm" variant="outline-secondary" onClick={removeFile} aria-label={`${file.name} 첨부 취소`}>
                첨부 취소
              </Button>
            </div>
          ) : (
            // The browser's own file button speaks the browser's language; this one speaks Korean.
            <div className="file-pick d-flex align-items-center gap-2 flex-wrap">
              <input
                ref={fileInput}
                id={id('file')}
                type="file"
                className="visually-hidden"
                accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                disabled={uploading}
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  if (f) void upload(f);
                }}
                aria-invalid={errors.fileGroupId ? true : undefined}
                aria-describedby={errors.fileGroupId ? `${id('fileGroupId')}-error` : `${id('file')}-help`}
              />
              <label htmlFor={id('file')} className={uploading ? 'btn btn-outline-secondary disabled' : 'btn btn-outline-secondary'} aria-hidden="true">
                {uploading ? '올리는 중...' : '파일 선택'}
              </label>
              <span className="small text-secondary" aria-hidden="true">
                선택한 파일 없음
              </span>
            </div>
          )}
          <Form.Text id={`${id('file')}-help`}>
            {uploading ? '파일을 올리는 중입니다.' : 'PDF, JPG, PNG 한 개, 10MB 이하. 성적표나 검사 결과처럼 상담에 도움이 되는 자료가 있으면 올려 주세요. 담당자만 볼 수 있습니다.'}
          </Form.Text>
          {feedback('fileGroupId')}
        </Form.Group>
        {info.area === 'psych' && (
          <div className="share-box">
            <p className="small mb-2">
              마음건강 자가진단 결과는 <strong>나만 볼 수 있습니다.</strong> 아래에서 공유를 선택한 경우에만 이 신청을 맡은 상담사가 그 결과 하나를 봅니다.
            </p>
            {screenings.length === 0 ? (
              <p className="small text-secondary mb-0">
                공유할 자가진단 결과가 없습니다. <a href="/user/colglife/psychcnsl/emhs">마음건강 자가진단</a>
              </p>
            ) : (
              <>
                <Form.Check
                  type="checkbox"
                  id={id('share')}
                  label="자가진단 결과를 상담사와 공유합니다."
                  checked={share}
                  onChange={(e) => {
                    setShare(e.target.checked);
                    clearError('screeningId');
                  }}
                />
                {share && (
                  <Form.Group className="mt-2" controlId={id('screening')}>
                    <Form.Label>공유할 결과</Form.Label>
                    <Form.Select value={screeningId ?? ''} onChange={(e) => setScreeningId(Number(e.target.value) || null)} {...invalid('screeningId')}>
                      {screenings.map((s) => (
                        <option key={s.screeningId} value={s.screeningId}>
                          {s.text}
                        </option>
                      ))}
                    </Form.Select>
                    {feedback('screeningId')}
                  </Form.Group>
                )}
              </>
            )}
          </div>
        )}
      </section>

      <div className="d-grid d-sm-flex gap-2">
        <Button type="submit" size="lg" disabled={submitting || uploading}>
          {submitting ? '신청하는 중...' : info.booking === 'program' && program && seatsLeft === 0 ? '대기자로 신청하기' : '신청하기'}
        </Button>
      </div>
    </Form>
  );
}
