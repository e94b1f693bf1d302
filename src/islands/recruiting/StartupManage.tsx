// Staff forms of startup support: the centre's introduction, a member of the support team, a
// programme or camp, and a space with its opening hours. Each is a new record, or (with an id and
// its values) the edit of one.
import { SchemaForm } from './SchemaForm';
import { api, type QueryParams } from '@/lib/api/client';
import { CentreInput, ProgramInput, SpaceClosureInput, SpaceUpdateInput, StaffMemberInput } from '@/lib/schemas/recruiting-startup';
import { WEEKDAYS } from '@/lib/calendar';
import { PROGRAM_KINDS, PROGRAM_KIND_LABELS, SPACE_KINDS, SPACE_KIND_LABELS } from '@/lib/recruiting/startup';

const BASE = '/api/v1/recruiting/manage/startup';

export function CentreForm({ values }: { values: Record<string, string> }) {
  return (
    <SchemaForm
      id="centre-form"
      schema={CentreInput}
      path={`${BASE}/centre`}
      submitLabel="소개 저장"
      defaults={values}
      fields={[
        { name: 'INTRO', label: '소개', type: 'textarea', md: 12, maxLength: 4000 },
        { name: 'PLACE', label: '위치', md: 4, maxLength: 200 },
        { name: 'HOURS', label: '운영 시간', md: 4, maxLength: 200 },
        { name: 'CONTACT', label: '문의처', md: 4, maxLength: 200 },
      ]}
    />
  );
}

export function StaffMemberForm({ staffId, values }: { staffId?: number; values?: Record<string, string> }) {
  return (
    <SchemaForm
      id={staffId ? `member-form-${staffId}` : 'member-form'}
      schema={StaffMemberInput}
      path={staffId ? `${BASE}/staff/${staffId}` : `${BASE}/staff`}
      submitLabel={staffId ? '저장' : '담당자 추가'}
      defaults={values ?? { korNm: '', roleNm: '', duty: '', phone: '', email: '', sortOrd: '10' }}
      fields={[
        { name: 'korNm', label: '이름', md: 3, maxLength: 30 },
        { name: 'roleNm', label: '직책', md: 3, maxLength: 40 },
        { name: 'sortOrd', label: '표시 순서', type: 'number', md: 2 },
        { name: 'phone', label: '전화번호', md: 4, maxLength: 20, placeholder: '02-940-0000' },
        { name: 'email', label: '이메일', md: 5, maxLength: 160 },
        { name: 'duty', label: '담당 업무', md: 7, maxLength: 200 },
      ]}
    />
  );
}

export function ProgramForm({ programId, values }: { programId?: number; values?: Record<string, string> }) {
  return (
    <SchemaForm
      id={programId ? `program-form-${programId}` : 'program-form'}
      schema={ProgramInput}
      path={programId ? `${BASE}/programs/${programId}` : `${BASE}/programs`}
      submitLabel={programId ? '저장' : '프로그램 등록'}
      defaults={values ?? { kindCd: 'PROGRAM', title: '', description: '', place: '', startDt: '', endDt: '', applyStartDt: '', applyEndDt: '', capacity: '' }}
      fields={[
        { name: 'kindCd', label: '구분', type: 'select', md: 3, options: PROGRAM_KINDS.map((k) => ({ value: k, label: PROGRAM_KIND_LABELS[k] })) },
        { name: 'title', label: '프로그램명', md: 9, maxLength: 100 },
        { name: 'place', label: '장소', md: 6, maxLength: 100 },
        { name: 'capacity', label: '정원 (명)', type: 'number', md: 3 },
        { name: 'startDt', label: '시작일', type: 'date', md: 3 },
        { name: 'endDt', label: '종료일', type: 'date', md: 3 },
        { name: 'applyStartDt', label: '신청 시작일', type: 'date', md: 3 },
        { name: 'applyEndDt', label: '신청 마감일', type: 'date', md: 3 },
        { name: 'description', label: '소개', type: 'textarea', md: 12, maxLength: 4000 },
      ]}
    />
  );
}

export function SpaceForm({ spaceId, values }: { spaceId?: number; values?: Record<string, string> }) {
  return (
    <SchemaForm
      id={spaceId ? `space-admin-form-${spaceId}` : 'space-admin-form'}
      schema={SpaceUpdateInput}
      path={spaceId ? `${BASE}/spaces/${spaceId}` : `${BASE}/spaces`}
      submitLabel={spaceId ? '저장' : '공간 등록'}
      defaults={values ?? { kindCd: 'ROOM', spaceNm: '', location: '', seats: '', openTm: '09:00', closeTm: '21:00', useYn: 'Y' }}
      fields={[
        { name: 'kindCd', label: '구분', type: 'select', md: 3, options: SPACE_KINDS.map((k) => ({ value: k, label: SPACE_KIND_LABELS[k] })) },
        { name: 'spaceNm', label: '공간 이름', md: 5, maxLength: 60 },
        { name: 'seats', label: '수용 인원', type: 'number', md: 4 },
        { name: 'location', label: '위치', md: 6, maxLength: 100 },
        { name: 'openTm', label: '운영 시작', type: 'time', md: 2 },
        { name: 'closeTm', label: '운영 종료', type: 'time', md: 2 },
        { name: 'useYn', label: '사용', type: 'select', md: 2, options: [{ value: 'Y', label: '사용' }, { value: 'N', label: '사용 안 함' }] },
      ]}
    />
  );
}

/** How many bookings the closure would cancel, as a question before saving (null when none). */
async function cancelsQuestion(spaceId: number, values: Record<string, unknown>) {
  const res = await api.get<{ cancels: number; label: string }>(`${BASE}/spaces/${spaceId}/closures/impact`, values as QueryParams);
  const { cancels, label } = res.data;
  return cancels ? `${label}: 이미 예약된 ${cancels}건이 취소되고 예약자에게 메시지가 보내집니다. 휴무일을 추가할까요?` : null;
}

/**
 * Closes a space on every given weekday (일요일 휴무) or on one date (2026-12-25 휴관); when bookings
 * already fall on it, the form says how many will be cancelled and asks first.
 */
export function ClosureForm({ spaceId }: { spaceId: number }) {
  return (
    <SchemaForm
      id={`closure-form-${spaceId}`}
      confirmFirst={(values) => cancelsQuestion(spaceId, values)}
      schema={SpaceClosureInput}
      path={`${BASE}/spaces/${spaceId}/closures`}
      submitLabel="휴무일 추가"
      defaults={{ kind: 'WEEKDAY', weekday: '0', closedDt: '', note: '휴무' }}
      fields={[
        { name: 'kind', label: '휴무 구분', type: 'select', md: 3, options: [{ value: 'WEEKDAY', label: '매주 요일' }, { value: 'DATE', label: '특정 날짜' }] },
        { name: 'weekday', label: '요일 (매주)', type: 'select', md: 2, options: [{ value: '', label: '선택' }, ...WEEKDAYS.map((w, i) => ({ value: String(i), label: `${w}요일` }))] },
        { name: 'closedDt', label: '날짜 (특정 날짜)', type: 'date', md: 3 },
        { name: 'note', label: '사유', md: 4, maxLength: 40, placeholder: '휴관, 정기 휴무' },
      ]}
    />
  );
}
