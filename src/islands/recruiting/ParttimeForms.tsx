// Part-time job forms: a poster's new job (pay checked against the minimum wage as she types it),
// a student's application, and closing or reopening one's own job.
import { SchemaForm, PostButton } from './SchemaForm';
import { MinimumWageInput, ParttimeApplyInput, parttimeInputWith } from '@/lib/schemas/recruiting-fairs';
import { CAMPUS_KINDS, CAMPUS_LABELS, formatWon, minimumWageOf, type WageTable } from '@/lib/recruiting/fairs';

/** `wages` is the minimum wage table as staff keep it, so the form refuses what the server refuses. */
export function NewJobForm({ year, wages }: { year: number; wages: WageTable }) {
  const min = minimumWageOf(wages, year);
  return (
    <SchemaForm
      id="job-form"
      schema={parttimeInputWith(wages)}
      path="/api/v1/recruiting/manage/parttime"
      submitLabel="등록"
      defaults={{ title: '', employerNm: '', campusCd: 'ON', place: '', hoursPerWeek: '', hourlyPay: '', workTime: '', periodStartDt: '', periodEndDt: '', deadlineDt: '', description: '', howToApply: '', applyInPortal: 'Y', contact: '' }}
      fields={[
        { name: 'title', label: '제목', maxLength: 100 },
        { name: 'employerNm', label: '근무처', maxLength: 60 },
        { name: 'campusCd', label: '근무지 구분', type: 'select', md: 3, options: CAMPUS_KINDS.map((k) => ({ value: k, label: CAMPUS_LABELS[k] })) },
        { name: 'place', label: '근무 장소', md: 5, maxLength: 100 },
        { name: 'workTime', label: '근무 시간대', md: 4, maxLength: 100, placeholder: '평일 14:00~18:00' },
        { name: 'hoursPerWeek', label: '주당 근무 시간', type: 'number', md: 3 },
        { name: 'hourlyPay', label: '시급 (원)', type: 'number', md: 3, help: min ? `${min.year}년 최저임금 ${formatWon(min.wage)} 이상` : `${year}년 최저임금이 아직 등록되지 않았습니다.` },
        { name: 'periodStartDt', label: '근무 시작일', type: 'date', md: 3 },
        { name: 'periodEndDt', label: '근무 종료일', type: 'date', md: 3 },
        { name: 'deadlineDt', label: '모집 마감일', type: 'date', md: 3 },
        { name: 'applyInPortal', label: '포털에서 지원 받기', type: 'select', md: 3, options: [{ value: 'Y', label: '예' }, { value: 'N', label: '아니요 (지원 방법 안내)' }] },
        { name: 'contact', label: '문의처', md: 6, maxLength: 100 },
        { name: 'description', label: '업무 내용', type: 'textarea', md: 12, maxLength: 2000 },
        { name: 'howToApply', label: '지원 방법', type: 'textarea', md: 12, maxLength: 1000 },
      ]}
    />
  );
}

export function ApplyJobForm({ jobId }: { jobId: number }) {
  return (
    <SchemaForm
      id="apply-form"
      schema={ParttimeApplyInput}
      path={`/api/v1/recruiting/parttime/${jobId}/apply`}
      submitLabel="지원하기"
      defaults={{ motivation: '', availableHours: '' }}
      fields={[
        { name: 'availableHours', label: '근무 가능 시간', md: 12, maxLength: 100, placeholder: '월·수·금 14:00~18:00' },
        { name: 'motivation', label: '지원 동기', type: 'textarea', md: 12, maxLength: 1000 },
      ]}
    />
  );
}

export function JobStatusButton({ path, status, title }: { path: string; status: string; title: string }) {
  const close = status !== 'CLOSED';
  return (
    <PostButton
      path={path}
      body={{ status: close ? 'CLOSED' : 'OPEN' }}
      label={close ? '모집 마감' : '다시 모집'}
      variant={close ? 'outline-danger' : 'outline-primary'}
      confirm={close ? `${title} 모집을 마감할까요?` : undefined}
      testId="job-status"
    />
  );
}

/** Staff record a year's minimum wage (or correct one already recorded). */
export function WageForm({ year }: { year: number }) {
  return (
    <SchemaForm
      id="wage-form"
      schema={MinimumWageInput}
      path="/api/v1/recruiting/manage/wages"
      submitLabel="저장"
      defaults={{ year: String(year), hourlyWage: '', effectiveDt: `${year}-01-01` }}
      fields={[
        { name: 'year', label: '연도', type: 'number', md: 3 },
        { name: 'hourlyWage', label: '시간급 (원)', type: 'number', md: 4, help: '최저임금위원회 고시 금액' },
        { name: 'effectiveDt', label: '시행일', type: 'date', md: 5 },
      ]}
    />
  );
}
