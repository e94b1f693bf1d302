// The counselling application of every kind: consent, topic, the kind's intake questions, the time
// (an open slot, preferred times or a group programme), an optional attachment and, for
// psychological counselling, an optional self-check result to share. The form's state lives in
// react-hook-form, checked by the kind's schema (apply/schema.ts); each numbered part is its own
// component under apply/.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form } from 'react-bootstrap';
import { api, ApiError, navigation } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { CNSL_KINDS, INTAKE_QUESTIONS, type CnslKind } from '@/lib/counselling/kinds';
import type { Slot } from './SlotPicker';
import { applyBody, applySchema, flatErrors, type ApplyValues } from './apply/schema';
import { fieldKit } from './apply/fields';
import { useSlots } from './apply/useSlots';
import ConsentSection from './apply/ConsentSection';
import IntakeSection from './apply/IntakeSection';
import TimeSection, { seatsLeftOf, type ProfessorOption, type ProgramInfo } from './apply/TimeSection';
import AttachmentSection, { type ScreeningOption } from './apply/AttachmentSection';
import { FormAlert } from '@/islands/form';

export type { ProfessorOption, ProgramInfo, ScreeningOption };

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
/** Error keys shown beside their own field; any other key goes to the summary at the top. */
const FIELD_KEYS = ['consentAgreed', 'topic', 'slotStart', 'handlerId', 'preferredTimes', 'programId', 'fileGroupId', 'screeningId'];

function stateUrl(kind: CnslKind, applId: number) {
  if (CNSL_KINDS[kind].area === 'general') return `/user/colglife/generalcnsl/state?applied=${applId}`;
  return `/user/colglife/psychcnsl/applystate?tab=${PSYCH_TAB[kind]}&applied=${applId}`;
}

export default function ApplyForm({ kind, consentVersion, consentPreAgreed = false, professors = [], program, screenings = [] }: Props) {
  const info = CNSL_KINDS[kind];
  const questions = INTAKE_QUESTIONS[kind];
  const slots = useSlots(kind, info.booking === 'slot');
  const formRef = useRef<HTMLFormElement>(null);
  /** What the server said of the last attempt, and its errors that belong to no field. */
  const [server, setServer] = useState<{ message: string; other: [string, string][]; fields: number }>({ message: '', other: [], fields: 0 });
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState(false);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    getValues,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<ApplyValues>({
    defaultValues: {
      consentAgreed: consentPreAgreed,
      topic: program?.title ?? '',
      intake: Object.fromEntries(questions.map((q) => [q.id, ''])),
      handlerId: '',
      slotStart: '',
      preferredTimes: '',
      fileGroupId: null,
      share: false,
      screeningId: screenings[0] ? String(screenings[0].screeningId) : '',
    },
    resolver: zodResolver(applySchema(kind) as never) as never,
    shouldFocusError: false,
  });

  const handlerId = watch('handlerId');
  const slotStart = watch('slotStart');
  const slot: Slot | null = slots.slots.find((s) => s.handlerId === handlerId && s.start === slotStart) ?? null;

  async function reload(target?: string) {
    const chosen = await slots.load(target, getValues('handlerId'));
    setValue('slotStart', '');
    if (chosen !== null) setValue('handlerId', chosen);
  }

  useEffect(() => {
    if (info.booking === 'slot') void reload();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  /** Moves to the first field that needs attention once it is rendered as invalid. */
  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .is-invalid')?.focus());
  }

  async function send(values: ApplyValues) {
    setServer({ message: '', other: [], fields: 0 });
    try {
      const res = await api.post<{ applId: number; status: string }>('/api/v1/cnsl/apply', applyBody(kind, consentVersion, values, program?.programId));
      setSent(true);
      toast.success(res.message);
      navigation.go(stateUrl(kind, res.data.applId));
    } catch (err) {
      if (!(err instanceof ApiError)) {
        toast.error('신청하지 못했습니다.');
        return;
      }
      const fields = err.data && typeof err.data === 'object' ? (err.data as Record<string, string>) : {};
      const known = (k: string) => FIELD_KEYS.includes(k) || questions.some((q) => `intake.${q.id}` === k);
      for (const [key, message] of Object.entries(fields)) if (known(key)) setError(key as never, { message });
      setServer({ message: err.message, other: Object.entries(fields).filter(([k]) => !known(k)), fields: Object.keys(fields).filter(known).length });
      toast.error(err.message);
      focusFirstError();
      // A slot someone else has just taken disappears from the list.
      if (err.status === 409 && fields.slotStart) void reload(kind === 'PROF' ? handlerId : undefined);
    }
  }

  const fieldErrors = flatErrors(errors as Record<string, unknown>);
  const kit = fieldKit(kind, fieldErrors);
  const errorCount = Object.keys(fieldErrors).length + server.other.length;
  // Once every field the server pointed at is fixed, its message of the last attempt no longer applies.
  const serverMessage = server.fields > 0 && errorCount === 0 ? '' : server.message;
  const summaryText = isSubmitted && errorCount > 0 ? `${serverMessage || '입력 내용을 확인해 주세요.'} (${errorCount}개 항목)` : serverMessage;
  const seatsLeft = seatsLeftOf(program);
  const sending = isSubmitting || sent;

  return (
    <Form ref={formRef} onSubmit={handleSubmit(send, focusFirstError)} noValidate data-testid="apply-form" aria-labelledby={kit.id('title')}>
      <FormAlert errors={errors} />
      <h2 id={kit.id('title')} className="h5 mb-3">
        {info.label} 신청서
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {summaryText && (
          <Alert variant="danger" className="py-2" data-testid="apply-errors">
            {summaryText}
            {server.other.length > 0 && (
              <ul className="mb-0 mt-1 small">
                {server.other.map(([k, v]) => (
                  <li key={k}>{v}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>
      <ConsentSection info={info} consentVersion={consentVersion} register={register} kit={kit} />
      <IntakeSection questions={questions} register={register} kit={kit} urgent={watch('intake.urgent') === '예'} />
      <TimeSection
        kind={kind}
        info={info}
        kit={kit}
        register={register}
        professors={professors}
        program={program}
        slots={slots}
        handlerId={handlerId}
        slot={slot}
        onHandler={(userId, refetch) => {
          setValue('handlerId', userId);
          setValue('slotStart', '', { shouldValidate: isSubmitted });
          clearErrors('handlerId');
          if (refetch) void reload(userId);
        }}
        onSlot={(s) => setValue('slotStart', s.start, { shouldValidate: isSubmitted })}
        onRetry={() => void reload(kind === 'PROF' ? handlerId : undefined)}
      />
      <AttachmentSection
        info={info}
        kit={kit}
        register={register}
        screenings={screenings}
        share={watch('share')}
        onUploading={setUploading}
        onFile={(fileGroupId, error) => {
          setValue('fileGroupId', fileGroupId);
          if (error) setError('fileGroupId', { message: error });
          else clearErrors('fileGroupId');
        }}
      />
      <div className="d-grid d-sm-flex gap-2">
        <Button type="submit" size="lg" disabled={sending || uploading}>
          {sending ? '신청하는 중...' : info.booking === 'program' && program && seatsLeft === 0 ? '대기자로 신청하기' : '신청하기'}
        </Button>
      </div>
    </Form>
  );
}
