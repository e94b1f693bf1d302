// Staff forms of the job fair pages: a new fair, a booth, slots for a booth, and cancel/reopen.
import { josa } from '@/lib/text/josa';
import { SchemaForm, PostButton } from './SchemaForm';
import { BoothInput, FairInput, SlotGenerateInput } from '@/lib/schemas/recruiting-fairs';
import { FAIR_KINDS, FAIR_KIND_LABELS } from '@/lib/recruiting/fairs';

const EMPTY_FAIR = { title: '', kindCd: 'CAMPUS', place: '', onlineUrl: '', startDt: '', endDt: '', description: '' };

/** A new fair, or (with fairId and its values) the edit of one. */
export function NewFairForm({ fairId, values }: { fairId?: number; values?: Record<string, string> } = {}) {
  return (
    <SchemaForm
      id={fairId ? 'fair-edit-form' : 'fair-form'}
      schema={FairInput}
      path={fairId ? `/api/v1/recruiting/manage/fairs/${fairId}` : '/api/v1/recruiting/manage/fairs'}
      submitLabel={fairId ? '저장' : '등록'}
      defaults={values ?? EMPTY_FAIR}
      fields={[
        { name: 'title', label: '박람회명', maxLength: 100 },
        { name: 'kindCd', label: '개최 방식', type: 'select', md: 3, options: FAIR_KINDS.map((k) => ({ value: k, label: FAIR_KIND_LABELS[k] })) },
        { name: 'place', label: '장소', md: 3, maxLength: 100, placeholder: '학생회관 대강당, Zoom 등' },
        { name: 'onlineUrl', label: '접속 주소 (온라인)', type: 'url', placeholder: 'https://' },
        { name: 'startDt', label: '시작일', type: 'date', md: 3 },
        { name: 'endDt', label: '종료일', type: 'date', md: 3 },
        { name: 'description', label: '소개', type: 'textarea', md: 12, maxLength: 4000 },
      ]}
    />
  );
}

export function BoothForm({ fairId, owners }: { fairId: number; owners: { userId: string; label: string }[] }) {
  return (
    <SchemaForm
      id="booth-form"
      schema={BoothInput}
      path={`/api/v1/recruiting/manage/fairs/${fairId}/booths`}
      submitLabel="부스 추가"
      defaults={{ boothNo: '', ownerId: '', companyNm: '', jobs: '' }}
      fields={[
        { name: 'boothNo', label: '부스 번호', md: 3, maxLength: 10, placeholder: 'A-01' },
        { name: 'ownerId', label: '기업 담당자 계정', md: 5, type: 'select', options: [{ value: '', label: '없음 (기업명만)' }, ...owners.map((o) => ({ value: o.userId, label: o.label }))] },
        { name: 'companyNm', label: '기업명', md: 4, maxLength: 60, help: '담당자 계정을 고르면 비워 둘 수 있습니다.' },
        { name: 'jobs', label: '상담 분야', type: 'textarea', md: 12, maxLength: 300 },
      ]}
    />
  );
}

export function SlotForm({ boothId, companyNm, day }: { boothId: number; companyNm: string; day: string }) {
  return (
    <SchemaForm
      id={`slot-form-${boothId}`}
      schema={SlotGenerateInput}
      path={`/api/v1/recruiting/manage/fairs/booths/${boothId}/slots`}
      submitLabel={`${companyNm} 상담 시간 만들기`}
      defaults={{ date: day, start: '10:00', end: '12:00', minutes: '20', capacity: '1' }}
      fields={[
        { name: 'date', label: '상담일', type: 'date', md: 4 },
        { name: 'start', label: '시작', type: 'time', md: 2 },
        { name: 'end', label: '종료', type: 'time', md: 2 },
        { name: 'minutes', label: '한 번 (분)', type: 'number', md: 2 },
        { name: 'capacity', label: '정원', type: 'number', md: 2 },
      ]}
    />
  );
}

export function FairStatusButton({ fairId, status, title }: { fairId: number; status: string; title: string }) {
  const cancel = status !== 'CANCELLED';
  return (
    <PostButton
      path={`/api/v1/recruiting/manage/fairs/${fairId}/status`}
      body={{ status: cancel ? 'CANCELLED' : 'OPEN' }}
      label={cancel ? '박람회 취소' : '다시 게시'}
      variant={cancel ? 'outline-danger' : 'outline-primary'}
      confirm={cancel ? `${josa(title, '을/를')} 취소할까요? 학생에게 보이지 않게 됩니다.` : undefined}
      testId="fair-status"
    />
  );
}

/** Deletes a booth (with its slots) or one slot after a confirmation; the server refuses while students hold bookings. */
export function DeleteButton({ kind, id, label }: { kind: 'booths' | 'slots'; id: number; label: string }) {
  const noun = kind === 'booths' ? '부스' : '상담 시간';
  return (
    <PostButton
      path={`/api/v1/recruiting/manage/fairs/${kind}/${id}/delete`}
      body={{}}
      label="삭제"
      ariaLabel={`${label} ${noun} 삭제`}
      variant="outline-danger"
      confirm={`${label} ${josa(noun, '을/를')} 삭제할까요? 예약한 학생이 있으면 삭제되지 않습니다.`}
      testId={`delete-${kind === 'booths' ? 'booth' : 'slot'}-${id}`}
    />
  );
}
