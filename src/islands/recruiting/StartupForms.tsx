// Startup support forms of the student tabs: a space booking, a team with its members, and a funding
// or mentoring application (the amount grouped by thousands as it is typed, the business plan sent
// through the file service). Each form is checked by the shared schema here and on the server.
import { josa } from '@/lib/text/josa';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { ErrorSummary } from '@/islands/form';
import { SchemaForm } from './SchemaForm';
import { FundingInput, SpaceBookingInput, TeamInput } from '@/lib/schemas/recruiting-startup';
import { BOOKING_STEP_MINUTES, FUNDING_KINDS, FUNDING_KIND_LABELS, MAX_TEAM_MEMBERS, PLAN_EXTENSIONS, groupDigits, parseWon } from '@/lib/recruiting/startup';

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Shows the server's field errors under their fields, or a toast. */
function useServerErrors(setError: (name: never, e: { message: string }) => void) {
  return (err: unknown) => {
    if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
      for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as never, { message });
    }
    if (!(err instanceof ApiError && [401, 403].includes(err.status))) toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
  };
}

interface SpaceOption {
  spaceId: number;
  label: string;
  openTm: string;
  closeTm: string;
  /** Bookable days the space is closed on, with the closure ('매주 일요일 정기 휴무'). */
  closedDays: Record<string, string>;
}

export function SpaceBookingForm({ spaces, days, useDt }: { spaces: SpaceOption[]; days: { date: string; label: string }[]; useDt: string }) {
  if (!spaces.length) return <p className="text-secondary small">예약할 수 있는 공간이 없습니다.</p>;
  const open = Math.min(...spaces.map((s) => minutesOf(s.openTm)));
  const close = Math.max(...spaces.map((s) => minutesOf(s.closeTm)));
  const times: { value: string; label: string }[] = [];
  for (let m = open; m <= close; m += BOOKING_STEP_MINUTES) times.push({ value: hhmm(m), label: hhmm(m) });
  return (
    <SchemaForm
      id="space-form"
      schema={SpaceBookingInput}
      path="/api/v1/recruiting/startup/spaces/bookings"
      submitLabel="예약하기"
      defaults={{ spaceId: String(spaces[0].spaceId), useDt, start: times[0].value, end: times[Math.min(2, times.length - 1)].value, purpose: '' }}
      fields={[
        { name: 'spaceId', label: '공간', type: 'select', md: 6, options: spaces.map((s) => ({ value: String(s.spaceId), label: `${s.label} (${s.openTm}~${s.closeTm})` })) },
        {
          name: 'useDt',
          label: '이용일',
          type: 'select',
          md: 6,
          options: days.map((d) => ({ value: d.date, label: d.label })),
          // The days of the chosen space: a closed one stays in the list, greyed out with its reason.
          optionsWhen: {
            field: 'spaceId',
            options: Object.fromEntries(
              spaces.map((s) => [String(s.spaceId), days.map((d) => (s.closedDays[d.date] ? { value: d.date, label: `${d.label} · 휴무 (${s.closedDays[d.date]})`, disabled: true } : { value: d.date, label: d.label }))]),
            ),
          },
        },
        { name: 'start', label: '시작 시각', type: 'select', md: 3, options: times },
        { name: 'end', label: '종료 시각', type: 'select', md: 3, options: times },
        { name: 'purpose', label: '이용 목적', md: 6, maxLength: 200, placeholder: '팀 회의, 시제품 제작 등' },
      ]}
    />
  );
}

type TeamValues = { teamNm: string; item: string; description: string; leaderRole: string; members: { userId: string; korNm: string; roleNm: string }[] };

/**
 * A new team, or (with teamId and values) a returned team the leader edits and sends again; when the
 * member list changes, every member is asked to confirm again.
 */
export function TeamForm({ teamId, values }: { teamId?: number; values?: TeamValues } = {}) {
  const p = teamId ? `team${teamId}` : 'team';
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamValues>({ defaultValues: values ?? { teamNm: '', item: '', description: '', leaderRole: '대표', members: [{ userId: '', korNm: '', roleNm: '' }] }, resolver: zodResolver(TeamInput as never) as never });
  const { fields, append, remove } = useFieldArray({ control, name: 'members' });
  const fail = useServerErrors(setError as never);
  async function save(form: TeamValues) {
    try {
      const res = await api.post(teamId ? `/api/v1/recruiting/startup/teams/${teamId}` : '/api/v1/recruiting/startup/teams', form);
      reloadWithToast(res.message);
    } catch (err) {
      fail(err);
    }
  }
  const msg = (name: keyof TeamValues) => (errors[name] as { message?: string } | undefined)?.message;
  const errorMap: Record<string, string> = {};
  for (const k of ['teamNm', 'item', 'description', 'leaderRole', 'members'] as const) if (msg(k) || (k === 'members' && errors.members)) errorMap[k] = msg(k) ?? '팀원 정보를 확인해 주세요.';
  const ctl = (name: 'teamNm' | 'item' | 'description' | 'leaderRole') => ({ isInvalid: !!msg(name), 'aria-describedby': msg(name) ? `${p}-${name}-error` : undefined, ...register(name) });
  const fb = (name: keyof TeamValues) => (
    <Form.Control.Feedback type="invalid" id={`${p}-${name}-error`}>
      {msg(name)}
    </Form.Control.Feedback>
  );
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid={teamId ? `team-edit-form-${teamId}` : 'team-form'}>
      <ErrorSummary errors={errorMap} />
      <Row className="g-3">
        <Col xs={12} md={6}>
          <Form.Group controlId={`${p}-teamNm`}>
            <Form.Label>팀 이름</Form.Label>
            <Form.Control maxLength={40} {...ctl('teamNm')} />
            {fb('teamNm')}
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId={`${p}-item`}>
            <Form.Label>창업 아이템</Form.Label>
            <Form.Control maxLength={100} {...ctl('item')} />
            {fb('item')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId={`${p}-description`}>
            <Form.Label>팀 소개</Form.Label>
            <Form.Control as="textarea" rows={3} maxLength={2000} {...ctl('description')} />
            {fb('description')}
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId={`${p}-leaderRole`}>
            <Form.Label>나의 역할</Form.Label>
            <Form.Control maxLength={30} {...ctl('leaderRole')} />
            {fb('leaderRole')}
          </Form.Group>
        </Col>
      </Row>
      <fieldset className="mt-3">
        <legend className="h6">팀원 (학번과 이름, 역할) · {teamId ? '팀원이 바뀌면 모든 팀원에게 참여 확인을 다시 요청합니다' : '등록하면 각 팀원에게 참여 확인을 요청합니다'}</legend>
        {fields.map((f, i) => {
          const e = errors.members?.[i];
          return (
            <Row className="g-2 mb-2 align-items-end" key={f.id} data-testid="member-row">
              <Col xs={6} md={3}>
                <Form.Group controlId={`${p}-member-${i}-userId`}>
                  <Form.Label className="small">학번</Form.Label>
                  <Form.Control inputMode="numeric" maxLength={20} isInvalid={!!e?.userId} {...register(`members.${i}.userId`)} />
                  <Form.Control.Feedback type="invalid">{e?.userId?.message}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId={`${p}-member-${i}-korNm`}>
                  <Form.Label className="small">이름</Form.Label>
                  <Form.Control maxLength={30} isInvalid={!!e?.korNm} {...register(`members.${i}.korNm`)} />
                  <Form.Control.Feedback type="invalid">{e?.korNm?.message}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col xs={8} md={4}>
                <Form.Group controlId={`${p}-member-${i}-roleNm`}>
                  <Form.Label className="small">역할</Form.Label>
                  <Form.Control maxLength={30} isInvalid={!!e?.roleNm} {...register(`members.${i}.roleNm`)} />
                  <Form.Control.Feedback type="invalid">{e?.roleNm?.message}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col xs={4} md={2}>
                <Button variant="outline-secondary" className="w-100" onClick={() => remove(i)} aria-label={`${i + 1}번째 팀원 빼기`}>
                  빼기
                </Button>
              </Col>
            </Row>
          );
        })}
        {errors.members?.message && <div className="text-danger small">{errors.members.message}</div>}
        {fields.length < MAX_TEAM_MEMBERS - 1 && (
          <Button variant="outline-primary" size="sm" onClick={() => append({ userId: '', korNm: '', roleNm: '' })}>
            팀원 추가
          </Button>
        )}
      </fieldset>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid={teamId ? `team-resubmit-${teamId}` : 'team-form-submit'}>
        {teamId ? '수정해 다시 제출' : '팀 등록'}
      </Button>
    </Form>
  );
}

type FundingValues = { kindCd: string; teamId: string; title: string; summary: string; amount: string; mentoringField: string; fileGroupId: string };

export function FundingForm({ teams }: { teams: { teamId: number; teamNm: string }[] }) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FundingValues>({
    defaultValues: { kindCd: 'FUNDING', teamId: '', title: '', summary: '', amount: '', mentoringField: '', fileGroupId: '' },
    resolver: zodResolver(FundingInput as never) as never,
  });
  const [files, setFiles] = useState<{ fileId: number; oriFileNm: string; fileExtNm: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const kind = watch('kindCd');
  const fail = useServerErrors(setError as never);
  async function save(values: FundingValues) {
    try {
      const res = await api.post('/api/v1/recruiting/startup/funding', values);
      reloadWithToast(res.message);
    } catch (err) {
      fail(err);
    }
  }
  async function upload(list: FileList | null) {
    if (!list?.length) return;
    const form = new FormData();
    form.append('file', list[0]);
    setUploading(true);
    try {
      const res = await api.postForm<{ fileGroupId: number; files: { fileId: number; oriFileNm: string; fileExtNm: string }[] }>('/api/files/upload', form);
      setValue('fileGroupId', String(res.data.fileGroupId), { shouldValidate: true });
      setFiles(res.data.files);
      toast.success(res.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '파일을 올리지 못했습니다.');
    } finally {
      setUploading(false);
    }
  }
  const errorMap = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v?.message ?? '')]));
  const ctl = (name: keyof FundingValues) => ({ isInvalid: !!errors[name], 'aria-describedby': errors[name] ? `funding-${name}-error` : undefined, ...register(name) });
  const fb = (name: keyof FundingValues) => (
    <Form.Control.Feedback type="invalid" id={`funding-${name}-error`}>
      {errors[name]?.message}
    </Form.Control.Feedback>
  );
  const amount = register('amount');
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="funding-form">
      <ErrorSummary errors={errorMap} />
      <Row className="g-3">
        <Col xs={12} md={4}>
          <Form.Group controlId="funding-kindCd">
            <Form.Label>신청 구분</Form.Label>
            <Form.Select {...ctl('kindCd')}>
              {FUNDING_KINDS.map((k) => (
                <option key={k} value={k}>
                  {FUNDING_KIND_LABELS[k]}
                </option>
              ))}
            </Form.Select>
            {fb('kindCd')}
          </Form.Group>
        </Col>
        <Col xs={12} md={8}>
          <Form.Group controlId="funding-teamId">
            <Form.Label>팀 (선택)</Form.Label>
            <Form.Select {...ctl('teamId')}>
              <option value="">개인 신청</option>
              {teams.map((t) => (
                <option key={t.teamId} value={String(t.teamId)}>
                  {t.teamNm}
                </option>
              ))}
            </Form.Select>
            {fb('teamId')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="funding-title">
            <Form.Label>사업명</Form.Label>
            <Form.Control maxLength={100} {...ctl('title')} />
            {fb('title')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="funding-summary">
            <Form.Label>사업 개요</Form.Label>
            <Form.Control as="textarea" rows={4} maxLength={3000} {...ctl('summary')} />
            {fb('summary')}
          </Form.Group>
        </Col>
        {kind === 'FUNDING' ? (
          <>
            <Col xs={12} md={6}>
              <Form.Group controlId="funding-amount">
                <Form.Label>신청 금액 (원)</Form.Label>
                <Form.Control
                  inputMode="numeric"
                  maxLength={15}
                  placeholder="3,000,000"
                  isInvalid={!!errors.amount}
                  aria-describedby={errors.amount ? 'funding-amount-error' : undefined}
                  {...amount}
                  onChange={(e) => {
                    // Group the digits as they are typed: 3000000 -> 3,000,000.
                    const n = parseWon(e.target.value);
                    if (!Number.isNaN(n)) e.target.value = groupDigits(n);
                    void amount.onChange(e);
                  }}
                />
                {fb('amount')}
              </Form.Group>
            </Col>
            <Col xs={12} md={6}>
              <Form.Group controlId="funding-plan">
                <Form.Label>사업계획서 ({PLAN_EXTENSIONS.join(', ')})</Form.Label>
                <Form.Control type="file" accept={PLAN_EXTENSIONS.map((e) => `.${e}`).join(',')} disabled={uploading} isInvalid={!!errors.fileGroupId} aria-describedby={errors.fileGroupId ? 'funding-fileGroupId-error' : undefined} onChange={(e) => void upload((e.target as HTMLInputElement).files)} />
                <Form.Control.Feedback type="invalid" id="funding-fileGroupId-error">
                  {errors.fileGroupId?.message}
                </Form.Control.Feedback>
                {files.map((f) => (
                  <div key={f.fileId} className="small text-success" data-testid="plan-file">
                    올린 파일: {f.oriFileNm}.{f.fileExtNm}
                  </div>
                ))}
              </Form.Group>
            </Col>
          </>
        ) : (
          <Col xs={12} md={6}>
            <Form.Group controlId="funding-mentoringField">
              <Form.Label>멘토링 분야</Form.Label>
              <Form.Control maxLength={100} placeholder="투자 유치, 마케팅, 기술 개발 등" {...ctl('mentoringField')} />
              {fb('mentoringField')}
            </Form.Group>
          </Col>
        )}
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting || uploading} data-testid="funding-form-submit">
        신청하기
      </Button>
    </Form>
  );
}

/** A decision with an optional or required note (team approval, funding review steps). */
export function DecisionBox({ path, actions, noteName, noteLabel, title }: { path: string; actions: { value: string; label: string; variant: string; needsNote?: boolean; body: Record<string, string> }[]; noteName: string; noteLabel: string; title: string }) {
  const [note, setNote] = useState('');
  const [error, setErr] = useState('');
  const [busy, setBusy] = useState(false);
  const ctlId = `note-${path.replace(/\W+/g, '-')}`;
  async function run(a: (typeof actions)[number]) {
    if (a.needsNote && !note.trim()) {
      setErr(`${josa(noteLabel, '을/를')} 입력해 주세요.`);
      return;
    }
    if (!(await confirmDialog({ title: a.label, message: `「${title}」: ${a.label}할까요?`, confirmText: a.label, cancelText: '돌아가기' }))) return;
    setBusy(true);
    try {
      const res = await api.post(path, { ...a.body, [noteName]: note.trim() || undefined });
      reloadWithToast(res.message);
    } catch (err) {
      if (!(err instanceof ApiError && [401, 403].includes(err.status))) toast.error(err instanceof ApiError ? err.message : '처리하지 못했습니다.');
      setBusy(false);
    }
  }
  if (!actions.length) return null;
  return (
    <div data-testid="decision-box">
      <Form.Group controlId={ctlId} className="mb-2">
        <Form.Label className="small">{noteLabel}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={500} value={note} isInvalid={!!error} aria-describedby={error ? `${ctlId}-error` : undefined} onChange={(e) => { setNote(e.target.value); setErr(''); }} />
        <Form.Control.Feedback type="invalid" id={`${ctlId}-error`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button key={a.value} size="sm" variant={a.variant} disabled={busy} onClick={() => void run(a)} data-testid={`decide-${a.value}`}>
            {a.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
