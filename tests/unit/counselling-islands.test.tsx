// The counselling islands render the same markup on the server and in the browser (no hydration
// mismatch), and the application form keeps the server's field errors next to their fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplyForm from '@/islands/counselling/ApplyForm';
import SelfCheck from '@/islands/counselling/SelfCheck';
import ApplicationActions from '@/islands/counselling/ApplicationActions';
import { act, hydrate } from './render';
import { json, mockFetch } from './fetch-mock';
import { applyBody, applySchema, flatErrors } from '@/islands/counselling/apply/schema';

const SLOTS = {
  code: 200,
  message: '',
  data: {
    handlers: [{ userId: 'prof1', korNm: '이정민', detail: '목 14:00-17:00' }],
    slots: [{ handlerId: 'prof1', start: '2026-11-26T14:00:00+09:00', end: '2026-11-26T14:50:00+09:00', place: '연구실' }],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('counselling islands', () => {
  it('the professor counselling form hydrates without a mismatch and suggests the advisor', async () => {
    mockFetch(json(200, SLOTS));
    const professors = [
      { userId: 'prof1', korNm: '이정민', positionNm: '교수', isAdvisor: true },
      { userId: 'prof27', korNm: '남기현', positionNm: '조교수', isAdvisor: false },
    ];
    const h = await hydrate(<ApplyForm kind="PROF" consentVersion="GEN-2026-09" professors={professors} />);
    expect(h.errors).toEqual([]);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect((h.container.querySelector('select') as HTMLSelectElement).value).toBe('prof1');
    expect(h.container.querySelectorAll('.slot-times input')).toHaveLength(1);
    h.done();
  });

  it('the group form says a full programme puts the student on the waiting list', async () => {
    const h = await hydrate(<ApplyForm kind="GROUP" consentVersion="PSY-2026-09" consentPreAgreed program={{ programId: 1, title: '마음 챙김', capacity: 8, seated: 8, waiting: 1 }} />);
    expect(h.errors).toEqual([]);
    expect(h.container.textContent).toContain('대기자');
    expect((h.container.querySelector('input[type=checkbox]') as HTMLInputElement).checked).toBe(true);
    h.done();
  });

  it('the self-check and the application actions hydrate without a mismatch', async () => {
    const past = [{ screeningId: 1, instrument: 'PHQ9' as const, score: 5, maxScore: 27, label: '가벼운 우울', tone: 'warning' as const, createdAt: '2026-11-20T01:00:00.000Z' }];
    const a = await hydrate(<SelfCheck instrument="PHQ9" past={past} centre={{ deptNm: '학생상담센터', telNo: '02-6710-2070', location: '학생회관 402호' }} />);
    expect(a.errors).toEqual([]);
    expect(a.container.textContent).toContain('2026.11.20 10:00');
    a.done();
    const b = await hydrate(
      <ApplicationActions applId={3} cnslKind="PERSON" kindNm="개인상담" topic="불안" handlerId="cnslr1" handlerNm="송미경" slotStart="2026-11-30T10:00:00+09:00" slotEnd="2026-11-30T10:50:00+09:00" status="APPLIED" canCancel canMove />,
    );
    expect(b.errors).toEqual([]);
    b.done();
  });
});

describe('the application form schema', () => {
  const base = { consentAgreed: true, topic: '진로 고민', intake: { reason: '', area: '' }, handlerId: '', slotStart: '', preferredTimes: '', fileGroupId: null, share: false, screeningId: '' };

  it('names every missing answer of the kind by the key the server uses', () => {
    const result = applySchema('PROF').safeParse({ ...base, consentAgreed: false, topic: '  ' });
    expect(result.success).toBe(false);
    const keys = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(keys).toEqual(['consentAgreed', 'intake.area', 'intake.reason', 'slotStart', 'topic']);
  });

  it('asks visit counselling for preferred times instead of a slot, and a shared self-check needs a result', () => {
    const visit = applySchema('VISIT').safeParse({ ...base, intake: { ...base.intake, urgent: '아니요' }, share: true });
    const keys = visit.error!.issues.map((i) => i.path.join('.'));
    expect(keys).toContain('preferredTimes');
    expect(keys).toContain('screeningId');
    expect(keys).not.toContain('slotStart');
  });

  it('sends only what the kind books, trimmed', () => {
    const body = applyBody('VISIT', 'PSY-2026-09', { ...base, topic: ' 불안 ', preferredTimes: ' 화 오후 ', handlerId: 'cnslr1', slotStart: 'x', share: true, screeningId: '7' });
    expect(body).toMatchObject({ cnslKind: 'VISIT', topic: '불안', preferredTimes: '화 오후', screeningId: 7 });
    expect(body.slotStart).toBeUndefined();
    expect(body.handlerId).toBeUndefined();
    expect(flatErrors({ topic: { message: '상담 주제를 입력해 주세요.' }, intake: { reason: { message: '답변해 주세요.' } } })).toEqual({
      topic: '상담 주제를 입력해 주세요.',
      'intake.reason': '답변해 주세요.',
    });
  });
});
