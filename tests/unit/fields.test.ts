// The shared input building blocks: ids in range, bounded pages, texts without control characters,
// strict dates, safe redirect targets, Korean messages with the right particles.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { id, optionalId, page, pageSize, text, optionalText, searchKeyword, date, dateTime, code, int, MAX_ID, phone, optionalPhone } from '@/lib/schemas/fields';
import { ExceptionInput, ProgramInput } from '@/lib/schemas/counselling';
import { StaffMemberInput } from '@/lib/schemas/recruiting-startup';
import { telHref } from '@/lib/text/phone';
import { josa, ko } from '@/lib/text/josa';

const ok = (schema: z.ZodMiniType, v: unknown) => z.safeParse(schema, v);
const message = (schema: z.ZodMiniType, v: unknown) => ok(schema, v).error?.issues[0]?.message;

describe('josa', () => {
  it('chooses the particle by the final consonant', () => {
    expect(josa('교과목명', '을/를')).toBe('교과목명을');
    expect(josa('학점', '은/는')).toBe('학점은');
    expect(josa('시나리오', '을/를')).toBe('시나리오를');
    expect(josa('방문상담', '이/가')).toBe('방문상담이');
    expect(josa('범주형자료분석', '와/과')).toBe('범주형자료분석과');
    expect(ko('{a|이/가} 완료되었습니다.', { a: '집단상담' })).toBe('집단상담이 완료되었습니다.');
  });
});

describe('id', () => {
  it('accepts positive integers within PostgreSQL integer range, from numbers or digit strings', () => {
    expect(ok(id(), '42').data).toBe(42);
    expect(ok(id(), 7).data).toBe(7);
    expect(ok(id(), String(MAX_ID)).data).toBe(MAX_ID);
  });
  it.each(['0', '-1', '99999999999', '2147483648', '1.5', '1e3', '0x10', 'abc', '', ' ', '12\u0000', null, {}, [], true])('refuses %j', (v) => {
    expect(ok(id('공지 번호'), v).success).toBe(false);
  });
  it('says which id is wrong, with the right particle', () => {
    expect(message(id('공지 번호'), 'x')).toBe('공지 번호가 올바르지 않습니다.');
    expect(message(id('파일'), 'x')).toBe('파일이 올바르지 않습니다.');
  });
  it('optionalId treats blank as missing', () => {
    expect(ok(optionalId(), '').data).toBeUndefined();
    expect(ok(optionalId(), '99999999999').success).toBe(false);
  });
});

describe('page and size', () => {
  it('defaults and bounds', () => {
    expect(ok(page(), undefined).data).toBe(1);
    expect(ok(page(), '3').data).toBe(3);
    expect(ok(page(), '99999999999999999999').success).toBe(false);
    expect(ok(page(), '0').success).toBe(false);
    expect(ok(pageSize(20), undefined).data).toBe(20);
    expect(ok(pageSize(), '101').success).toBe(false);
  });
  it('int messages are Korean with particles', () => {
    expect(message(int('학점', 0, 30), 'abc')).toBe('학점은 숫자여야 합니다.');
    expect(message(int('정원', 1, 30), '40')).toBe('정원은 30 이하여야 합니다.');
  });
});

describe('text', () => {
  const title = text('교과목명', { max: 10 });
  it('trims and bounds', () => {
    expect(ok(title, '  자료구조 ').data).toBe('자료구조');
    expect(message(title, '   ')).toBe('교과목명을 입력해 주세요.');
    expect(message(title, 'ㄱ'.repeat(11))).toBe('교과목명은 10자 이내로 입력해 주세요.');
  });
  it('refuses NUL and other control characters, and bidi overrides', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'a\u202Eb', 'a\nb']) expect(ok(title, bad).success).toBe(false);
    expect(ok(text('내용', { max: 100, multiline: true }), '첫 줄\n둘째 줄\t끝').success).toBe(true);
    expect(ok(text('내용', { max: 100, multiline: true }), 'x\u0000').success).toBe(false);
  });
  it('optional text and search keywords', () => {
    expect(ok(optionalText('비고', { max: 5 }), '').data).toBeUndefined();
    expect(ok(searchKeyword(), '%00\u0000').success).toBe(false);
    expect(ok(searchKeyword(), '상담').data).toBe('상담');
  });
});

describe('dates and codes', () => {
  it('strict dates', () => {
    expect(ok(date('시작일'), '2026-03-02').success).toBe(true);
    expect(message(date('시작일'), '2026-02-30')).toBe('시작일이 올바른 날짜가 아닙니다. (예: 2026-03-02)');
    expect(ok(date('시작일'), '2026/03/02').success).toBe(false);
    expect(ok(dateTime('일시'), '2026-11-27T10:00').success).toBe(true);
    expect(ok(dateTime('일시'), '2026-02-30T10:00').success).toBe(false);
    expect(ok(dateTime('일시'), '2026-11-27T24:00').success).toBe(false);
  });
  it('counselling refuses days that do not exist, as every other form does', () => {
    expect(message(ExceptionInput, { onDate: '2026-02-31', kind: 'OFF' })).toBe('날짜가 올바른 날짜가 아닙니다. (예: 2026-03-02)');
    const program = { title: '집단 상담', description: '자기 이해', capacity: 8, applyStart: '2026-11-01', applyEnd: '2026-11-31', schedule: '매주 수요일', sessionCount: 4, place: '학생상담센터' };
    expect(message(ProgramInput, program)).toBe('신청 마감일이 올바른 날짜가 아닙니다. (예: 2026-03-02)');
    expect(ok(ProgramInput, { ...program, applyEnd: '2026-11-30' }).success).toBe(true);
  });
  it('phone numbers: one rule, written with hyphens, dialled without them', () => {
    expect(ok(phone('전화번호'), '0212345678').data).toBe('02-1234-5678');
    expect(message(phone('휴대전화 번호'), '1234')).toBe('휴대전화 번호를 확인해 주세요. 숫자만 입력해도 됩니다. (예: 01012345678)');
    expect(ok(optionalPhone('전화번호'), '').data).toBeUndefined();
    const member = { korNm: '정유진', roleNm: '단장', duty: '총괄', email: '', sortOrd: 1 };
    expect(z.safeParse(StaffMemberInput, { ...member, phone: '029401390' }).data?.phone).toBe('02-940-1390');
    expect(ok(StaffMemberInput, { ...member, phone: '----------' }).success).toBe(false);
    expect(telHref('1577-0199')).toBe('tel:15770199');
  });
  it('codes', () => {
    expect(ok(code('학과 코드'), 'D0101').success).toBe(true);
    expect(ok(code('학과 코드'), "D01'; drop").success).toBe(false);
  });
  it('default zod messages are Korean', () => {
    expect(message(z.object({ a: z.string() }), {})).toBe('필수 입력 항목입니다.');
    expect(message(z.object({ a: z.string() }), { a: 3 })).toBe('입력 형식이 올바르지 않습니다.');
  });
});

describe('client address behind proxies', async () => {
  const { clientIpOf } = await import('@/lib/server/http/client-ip');
  const req = (xff?: string) => new Request('http://x/', { headers: xff ? { 'x-forwarded-for': xff } : {} });
  it('uses the connection address without trusted proxies, whatever the header claims', () => {
    expect(clientIpOf(req('1.2.3.4'), '10.0.0.9', 0)).toBe('10.0.0.9');
  });
  it('takes the address the nearest trusted proxies saw, not the client’s own claims further left', () => {
    expect(clientIpOf(req('6.6.6.6, 1.2.3.4'), '10.0.0.9', 1)).toBe('1.2.3.4');
    expect(clientIpOf(req('6.6.6.6, 1.2.3.4, 10.0.0.5'), '10.0.0.9', 2)).toBe('1.2.3.4');
    expect(clientIpOf(req('not-an-ip'), '10.0.0.9', 1)).toBe('10.0.0.9');
    expect(clientIpOf(req(), '10.0.0.9', 1)).toBe('10.0.0.9');
  });
});
