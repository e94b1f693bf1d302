// 1. 동의: consent to the collection of personal (and, for psychological counselling, sensitive) data.
import { Form } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import type { KindInfo } from '@/lib/counselling/kinds';
import type { ApplyValues } from './schema';
import type { FieldKit } from './fields';

export default function ConsentSection({ info, consentVersion, register, kit }: { info: KindInfo; consentVersion: string; register: UseFormRegister<ApplyValues>; kit: FieldKit }) {
  return (
    <section className="mb-4" aria-labelledby={kit.id('consent-h')}>
      <h3 id={kit.id('consent-h')} className="h6">
        1. 동의
      </h3>
      <Form.Check id={kit.id('consent')} className="consent-check">
        <Form.Check.Input type="checkbox" {...register('consentAgreed')} {...kit.invalid('consentAgreed')} required />
        <Form.Check.Label>
          {info.area === 'psych' ? '개인정보와 민감정보(정신건강 정보)의 수집·이용에 동의합니다.' : '위 개인정보 수집·이용에 동의합니다.'} <span className="text-danger">(필수)</span>
        </Form.Check.Label>
      </Form.Check>
      <p className="small text-secondary mb-0 mt-1">동의서 버전 {consentVersion}</p>
      {kit.feedback('consentAgreed')}
    </section>
  );
}
