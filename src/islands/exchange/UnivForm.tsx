// Staff: register or edit a partner university with its requirement (a test and the lowest result it
// accepts, picked from what that test reports) and seats.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { UnivEditInput } from '@/lib/schemas/exchange';
import { TERM_NAMES } from '@/lib/calendar';
import { levelChoices } from '@/lib/exchange/rules';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';

export type UnivValues = {
  univNm: string; univEngNm: string; countryCd: string; city: string; langCd: string; testCd: string; minLevel: string; minGpa: string;
  seatsPerTerm: string; termsOffered: string[]; homepage: string; description: string; useYn: 'Y' | 'N';
};
type Code = { cd: string; nm: string };

interface Props {
  univId?: number;
  initial?: Partial<UnivValues>;
  countries: Code[];
  langs: Code[];
  tests: Code[];
}

export default function UnivForm({ univId, initial, countries, langs, tests }: Props) {
  const { register, handleSubmit, setError, setValue, watch, formState: { errors, isSubmitting } } = useForm<UnivValues>({
    defaultValues: { univNm: '', univEngNm: '', countryCd: countries[0]?.cd ?? '', city: '', langCd: langs[0]?.cd ?? '', testCd: '', minLevel: '', minGpa: '', seatsPerTerm: '1', termsOffered: ['10', '20'], homepage: '', description: '', useYn: 'Y', ...initial },
    resolver: zodResolver(UnivEditInput) as never,
  });
  async function save(v: UnivValues) {
    try {
      const res = await api.post<{ univId: number }>(univId ? `/api/v1/stf/exchange/universities/${univId}` : '/api/v1/stf/exchange/universities', v);
      reloadWithToast(res.message || '저장했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof UnivValues, { message: m });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }
  const p = univId ? `u${univId}` : 'new';
  const testCd = watch('testCd');
  const f = (n: keyof UnivValues) => ({ ...register(n), ...invalidProps(`${p}-${n}`, errors[n]?.message) });
  const fe = (n: keyof UnivValues) => <FieldError id={`${p}-${n}`} error={errors[n]?.message} />;
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="univ-form">
      <FormAlert errors={errors} />
      <Row className="g-2">
        <Col xs={12} md={6}><Form.Group controlId={`${p}-univNm`}><Form.Label>대학명</Form.Label><Form.Control maxLength={80} {...f('univNm')} />{fe('univNm')}</Form.Group></Col>
        <Col xs={12} md={6}><Form.Group controlId={`${p}-univEngNm`}><Form.Label>영문 대학명</Form.Label><Form.Control maxLength={120} {...f('univEngNm')} />{fe('univEngNm')}</Form.Group></Col>
        <Col xs={6} md={3}><Form.Group controlId={`${p}-countryCd`}><Form.Label>국가</Form.Label><Form.Select {...f('countryCd')}>{countries.map((c) => <option key={c.cd} value={c.cd}>{c.nm}</option>)}</Form.Select>{fe('countryCd')}</Form.Group></Col>
        <Col xs={6} md={3}><Form.Group controlId={`${p}-city`}><Form.Label>도시</Form.Label><Form.Control maxLength={50} {...f('city')} />{fe('city')}</Form.Group></Col>
        <Col xs={6} md={3}><Form.Group controlId={`${p}-langCd`}><Form.Label>수업 언어</Form.Label><Form.Select {...f('langCd')}>{langs.map((c) => <option key={c.cd} value={c.cd}>{c.nm}</option>)}</Form.Select>{fe('langCd')}</Form.Group></Col>
        <Col xs={6} md={3}><Form.Group controlId={`${p}-seatsPerTerm`}><Form.Label>학기별 정원</Form.Label><Form.Control inputMode="numeric" {...f('seatsPerTerm')} />{fe('seatsPerTerm')}</Form.Group></Col>
        <Col xs={6} md={3}><Form.Group controlId={`${p}-testCd`}><Form.Label>어학시험</Form.Label><Form.Select {...register('testCd', { onChange: () => setValue('minLevel', '') })} {...invalidProps(`${p}-testCd`, errors.testCd?.message)}><option value="">없음</option>{tests.map((c) => <option key={c.cd} value={c.cd}>{c.nm}</option>)}</Form.Select>{fe('testCd')}</Form.Group></Col>
        <Col xs={6} md={3}><Form.Group controlId={`${p}-minLevel`}><Form.Label>최저 급수·점수</Form.Label><Form.Select {...f('minLevel')} disabled={!testCd}><option value="">{testCd ? '선택하세요' : '시험 없음'}</option>{levelChoices(testCd).map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}</Form.Select>{fe('minLevel')}</Form.Group></Col>
        <Col xs={6} md={3}><Form.Group controlId={`${p}-minGpa`}><Form.Label>최저 평점</Form.Label><Form.Control inputMode="decimal" {...f('minGpa')} />{fe('minGpa')}</Form.Group></Col>
        <Col xs={6} md={3}>
          <fieldset>
            <legend className="form-label fs-6">파견 학기</legend>
            {(['10', '20'] as const).map((t) => <Form.Check key={t} inline id={`${p}-term-${t}`} label={TERM_NAMES[t]} value={t} {...register('termsOffered')} />)}
            {fe('termsOffered')}
          </fieldset>
        </Col>
        <Col xs={12} md={9}><Form.Group controlId={`${p}-homepage`}><Form.Label>홈페이지</Form.Label><Form.Control type="url" maxLength={200} {...f('homepage')} />{fe('homepage')}</Form.Group></Col>
        <Col xs={12} md={3}><Form.Group controlId={`${p}-useYn`}><Form.Label>교류 여부</Form.Label><Form.Select {...f('useYn')}><option value="Y">교류 중</option><option value="N">중단</option></Form.Select></Form.Group></Col>
        <Col xs={12}><Form.Group controlId={`${p}-description`}><Form.Label>소개</Form.Label><Form.Control as="textarea" rows={3} maxLength={4000} {...f('description')} />{fe('description')}</Form.Group></Col>
      </Row>
      <Button type="submit" className="mt-2" disabled={isSubmitting}>{univId ? '저장' : '협정 대학 등록'}</Button>
    </Form>
  );
}
