// Every rule a form schema checks across fields (a refinement) must tell the user why the form was
// not sent: its message shows at the field it names, or at the top of the form when it names no
// field the form draws (a list, the whole form), and nothing is sent. Each case renders the real
// island, fills it so that exactly one rule breaks, submits, and looks for the message on the
// screen. The last part checks the form helper itself: a message of the whole form takes the focus,
// and one already under its field is not repeated at the top.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import ProgramForm, { type ProgramValues } from '@/islands/career/ProgramForm';
import ReferenceForm from '@/islands/career/class/ReferenceForm';
import ReportForm from '@/islands/career/class/ReportForm';
import SubmitReport from '@/islands/career/class/SubmitReport';
import TestForm, { blankQuestion, type TestValues } from '@/islands/career/tests/TestForm';
import { FieldError, FormAlert } from '@/islands/form';
import { code, optionalEnum } from '@/lib/schemas/fields';
import { render } from './render';
import { mockFetch } from './fetch-mock';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

type Fill = [selector: string, value: string | boolean];

function setField(el: Element, value: string | boolean) {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== value) el.click();
    return;
  }
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, String(value));
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

/** Renders the island, fills it, submits its form and waits for the checks to finish. */
async function submitted(island: ReactElement, fills: Fill[]) {
  const fetch = mockFetch();
  const { container } = render(island);
  await settle();
  for (const [selector, value] of fills) {
    const el = container.querySelector(selector);
    if (!el) throw new Error(`no field ${selector}`);
    await act(async () => setField(el, value));
  }
  await act(async () => void container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await settle();
  await settle();
  return { container, fetch };
}

/** The message stands on the screen by itself (not only inside a longer text), outside anything hidden. */
function shown(container: HTMLElement, message: string | RegExp) {
  return [...container.querySelectorAll('*')].some(
    (el) => el.childElementCount === 0 && !el.closest('[hidden]') && (typeof message === 'string' ? el.textContent?.trim() === message : message.test(el.textContent ?? '')),
  );
}

// ---------------------------------------------------------------------------------------------
// 프로그램 등록 (ProgramInput, SessionInput)

const OPTIONS = {
  categories: [{ value: 'CAREER_SKILL', label: '직무역량' }],
  competencies: [{ value: 'EXPT', label: '전문성' }],
  colleges: [],
  departments: [],
  statuses: [{ value: '10', label: '재학' }],
};

const program = (over: Partial<ProgramValues> = {}): ProgramValues => ({
  title: '포트폴리오 리뷰 데이',
  categoryCd: 'CAREER_SKILL',
  summary: '현직 디자이너가 리뷰합니다.',
  description: '두 번에 걸쳐 리뷰합니다.',
  competencyCds: [],
  mileage: '10',
  eligibleColgCds: [],
  eligibleDeptCds: [],
  eligibleGrades: [],
  eligibleStatusCds: [],
  capacity: '10',
  waitlistCapacity: '0',
  autoApprove: 'Y',
  applyStartDt: '2026-11-20',
  applyEndDt: '2026-11-22',
  runStartDt: '2026-11-23',
  runEndDt: '2026-11-30',
  place: '',
  minAttendPct: '80',
  reportsRequired: '0',
  sessions: [{ title: '1차 리뷰', sessionDt: '2026-11-24', startTm: '14:00', endTm: '16:00', place: '' }],
  ...over,
});

describe('프로그램 등록 shows the message of each rule it breaks', () => {
  const cases: [string, Fill[], string | RegExp, string | null][] = [
    ['a closing day before the opening day', [['#pf-applyEndDt', '2026-11-19']], '신청 마감일은 신청 시작일 이후여야 합니다.', '#pf-applyEndDt'],
    ['a run that ends before it starts', [['#pf-runEndDt', '2026-11-22']], '운영 종료일은 운영 시작일 이후여야 합니다.', '#pf-runEndDt'],
    ['applications after the run has started', [['#pf-applyStartDt', '2026-11-24'], ['#pf-applyEndDt', '2026-11-24']], '신청 기간은 운영 기간보다 앞서야 합니다.', '#pf-runStartDt'],
    ['a session date outside the run period', [['#pf-s0-sessionDt', '2026-12-05']], /^회차 날짜는 운영 기간\(2026-11-23 ~ 2026-11-30\) 안이어야 합니다\.$/, '#pf-s0-sessionDt'],
    ['a session that ends before it starts', [['#pf-s0-endTm', '13:00']], '끝 시각은 시작 시각보다 늦어야 합니다.', '#pf-s0-endTm'],
    ['no category chosen', [['#pf-categoryCd', '']], '분류를 선택해 주세요.', '#pf-categoryCd'],
  ];
  for (const [what, fills, message, field] of cases) {
    it(`${what}: at its field, and nothing is sent`, async () => {
      const { container, fetch } = await submitted(<ProgramForm initial={program()} options={OPTIONS} />, fills);
      expect(shown(container, message), container.textContent ?? '').toBe(true);
      if (field) expect(container.querySelector(field)?.getAttribute('aria-invalid')).toBe('true');
      expect(fetch).not.toHaveBeenCalled();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The classroom's forms (ReferenceInput, ReportInput, SubmissionInput)

describe('the classroom forms show the message of each rule they break', () => {
  it('자료 올리기: a link without its address', async () => {
    const { container, fetch } = await submitted(<ReferenceForm programId={1} />, [['#ref-kind-link', true], ['#ref-title', '참고 사이트']]);
    expect(shown(container, '링크 주소를 입력해 주세요.')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('자료 올리기: a file reference without a file', async () => {
    const { container, fetch } = await submitted(<ReferenceForm programId={1} />, [['#ref-title', '발표 자료']]);
    expect(shown(container, '파일을 올려 주세요.')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  const report = { title: '활동 보고서', instructions: '한 장으로 정리해 주세요.', openAt: '2026-11-20T09:00', dueAt: '2026-11-27T18:00', closeAt: '2026-11-28T18:00', maxScore: '10', allowedExts: ['pdf'] };
  it('과제: a deadline before the opening', async () => {
    const { container, fetch } = await submitted(<ReportForm programId={1} defaults={{ ...report, dueAt: '2026-11-19T18:00' }} />, []);
    expect(shown(container, '제출 마감은 제출 시작보다 늦어야 합니다.')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('과제: a late window that closes before the deadline', async () => {
    const { container, fetch } = await submitted(<ReportForm programId={1} defaults={{ ...report, closeAt: '2026-11-26T18:00' }} />, []);
    expect(shown(container, '지각 제출 마감은 제출 마감과 같거나 늦어야 합니다.')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('과제 제출: neither a file nor a text', async () => {
    const { container, fetch } = await submitted(<SubmitReport programId={1} reportId={2} allowedExts={['pdf']} again={false} late={false} />, []);
    expect(shown(container, '파일을 올리거나 내용을 입력해 주세요.')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------
// 시험 (TestInput, TestQuestionInput)

const test = (over: Partial<TestValues> = {}): TestValues => ({
  title: '중간 점검',
  intro: '제한 시간 안에 답하세요.',
  openAt: '2026-11-23T10:00',
  closeAt: '2026-11-23T18:00',
  durationMin: '30',
  questions: [{ ...blankQuestion(), body: '1 + 1 = ?', optionsText: '1\n2', correctText: '2' }],
  ...over,
});

describe('시험 저장 shows the message of each rule it breaks', () => {
  const cases: [string, Partial<TestValues>, string][] = [
    ['a close before the opening', { closeAt: '2026-11-23T09:00' }, '응시 마감 일시는 시작 일시보다 늦어야 합니다.'],
    ['a choice question with one option', { questions: [{ ...blankQuestion(), body: '질문', optionsText: '하나', correctText: '1' }] }, '객관식 문항은 보기를 2개 이상 넣어 주세요.'],
    ['a right answer that is not an option', { questions: [{ ...blankQuestion(), body: '질문', optionsText: '가\n나', correctText: '3' }] }, '정답은 보기 중에서 골라 주세요.'],
    ['a single choice with two right answers', { questions: [{ ...blankQuestion(), body: '질문', optionsText: '가\n나', correctText: '1, 2' }] }, '정답을 하나 골라 주세요.'],
    ['a multiple choice without a right answer', { questions: [{ ...blankQuestion(), kind: 'MULTI', body: '질문', optionsText: '가\n나', correctText: '' }] }, '정답을 하나 이상 골라 주세요.'],
    ['the same right answer twice', { questions: [{ ...blankQuestion(), kind: 'MULTI', body: '질문', optionsText: '가\n나', correctText: '1, 1' }] }, '같은 정답을 두 번 고를 수 없습니다.'],
  ];
  for (const [what, over, message] of cases) {
    it(`${what}`, async () => {
      const kind = over.questions?.[0]?.kind;
      const { container, fetch } = await submitted(<TestForm programId={1} initial={test(over)} />, kind ? [['#tf-q0-kind', kind]] : []);
      expect(shown(container, message), container.textContent ?? '').toBe(true);
      expect(fetch).not.toHaveBeenCalled();
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The helper itself

const Whole = z
  .object({ a: z.string(), b: z.string() })
  .check(
    z.refine((v) => v.a !== v.b, { message: '두 값이 같을 수 없습니다.' }),
    z.refine((v) => v.a.length < 5, { message: 'a는 네 글자까지입니다.', path: ['a'] }),
  );

function Probe({ drawA }: { drawA: boolean }) {
  const { register, handleSubmit, formState } = useForm<{ a: string; b: string }>({ defaultValues: { a: 'same', b: 'same' }, resolver: zodResolver(Whole) as never });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <FormAlert errors={formState.errors} />
      <input id="a" {...register('a')} />
      {drawA && <FieldError id="a" error={formState.errors.a?.message} />}
      <input id="b" {...register('b')} />
    </form>
  );
}

describe('the form-level alert', () => {
  it('shows a rule of the whole form and takes the focus', async () => {
    const { container } = await submitted(<Probe drawA />, []);
    const alert = container.querySelector('[data-testid="form-alert"]');
    expect(alert?.textContent).toBe('두 값이 같을 수 없습니다.');
    expect(container.querySelector('.form-alert')).toBe(document.activeElement);
  });

  it('does not repeat a message its field shows, and shows one whose field draws none', async () => {
    const drawn = await submitted(<Probe drawA />, [['#a', 'longer'], ['#b', 'other']]);
    expect(drawn.container.querySelector('[data-testid="form-alert"]')).toBeNull();
    expect(shown(drawn.container, 'a는 네 글자까지입니다.')).toBe(true);
    document.body.innerHTML = '';
    const undrawn = await submitted(<Probe drawA={false} />, [['#a', 'longer'], ['#b', 'other']]);
    expect(undrawn.container.querySelector('[data-testid="form-alert"]')?.textContent).toBe('a는 네 글자까지입니다.');
  });
});

describe('every form of the portal', () => {
  const islands = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? islands(path.join(dir, d.name)) : d.name.endsWith('.tsx') ? [path.join(dir, d.name)] : []));
  // Hooks that build a form for others (the forms that use them draw the alert).
  const HOOKS = new Set(['src/islands/recruiting/useManagerForm.tsx', 'src/islands/form.tsx']);

  it('that checks a schema draws the form-level alert, so no rule can fail in silence', () => {
    const missing = islands('src/islands')
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => !HOOKS.has(f))
      .filter((f) => {
        const src = readFileSync(f, 'utf8');
        return /useForm[<(]|checkWith\(|useClassForm[<(]/.test(src) && !/FormAlert|ErrorSummary|FormError/.test(src);
      });
    expect(missing).toEqual([]);
  });
});

describe('empty choices', () => {
  const first = (schema: Parameters<typeof z.safeParse>[0], v: unknown) => z.safeParse(schema, v).error?.issues[0]?.message;
  it('an empty select asks to choose, an empty typed code asks to type, and a filter left at 전체 is no filter', () => {
    expect(first(code('분류'), '')).toBe('분류를 선택해 주세요.');
    expect(first(code('학번', 30, 'type'), ' ')).toBe('학번을 입력해 주세요.');
    expect(first(code('분류'), '분류!')).toBe('분류가 올바르지 않습니다.');
    expect(z.safeParse(optionalEnum(['A', 'B'], '진행 상태'), '').data).toBeUndefined();
    expect(first(optionalEnum(['A', 'B'], '진행 상태'), 'C')).toBe('진행 상태가 올바르지 않습니다.');
  });
});
