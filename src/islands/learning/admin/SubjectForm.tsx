// Creates or edits a subject with its prerequisites and the competencies it builds. The server
// checks everything again (codes, existence, prerequisite loops) and saves it in one transaction.
import './admin.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { SubjectInput, subjectFieldErrors } from '@/lib/schemas/learning-admin';
import { CATEGORIES, CATEGORY_CODES } from '@/lib/learning/graduation-rules';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkWith, ErrorSummary, FieldError, invalidProps, showFailure, withoutField, type FieldErrors } from '@/islands/form';
import SubjectPicker, { type PickedSubject } from './SubjectPicker';

interface Options {
  depts: { deptCd: string; deptNm: string }[];
  geAreas: { areaCd: string; korNm: string; upAreaCd: string | null }[];
  competencies: { competencyCd: string; korNm: string }[];
}

export interface SubjectValues {
  sbjtKeyId?: string;
  sbjtCd: string;
  korNm: string;
  engNm: string | null;
  credits: number;
  category: string;
  deptCd: string | null;
  geAreaCd: string | null;
  stdYear: number;
  stdTermCd: string;
  description: string;
  prereqs: PickedSubject[];
  competencies: { competencyCd: string; weight: number }[];
}

const EMPTY: SubjectValues = { sbjtCd: '', korNm: '', engNm: '', credits: 3, category: 'MAJOR_ELEC', deptCd: '', geAreaCd: '', stdYear: 1, stdTermCd: '10', description: '', prereqs: [], competencies: [] };

export default function SubjectForm({ initial, options }: { initial?: SubjectValues; options: Options }) {
  const [v, setV] = useState<SubjectValues>(initial ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const editing = !!initial?.sbjtKeyId;
  useEffect(() => showPendingToast(), []);

  const set = <K extends keyof SubjectValues>(k: K, value: SubjectValues[K]) => {
    setV((cur) => ({ ...cur, [k]: value }));
    // A field that changed no longer shows its old error.
    setErrors((e) => withoutField(e, k));
  };
  const isGe = v.category.startsWith('GE_');
  const weightOf = (cd: string) => v.competencies.find((c) => c.competencyCd === cd)?.weight ?? 0;
  const setWeight = (cd: string, w: number) =>
    set('competencies', w === 0 ? v.competencies.filter((c) => c.competencyCd !== cd) : [...v.competencies.filter((c) => c.competencyCd !== cd), { competencyCd: cd, weight: w }]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      sbjtCd: v.sbjtCd,
      korNm: v.korNm,
      engNm: v.engNm,
      credits: Number(v.credits),
      category: v.category,
      deptCd: v.deptCd || null,
      geAreaCd: isGe ? v.geAreaCd || null : null,
      stdYear: Number(v.stdYear),
      stdTermCd: v.stdTermCd,
      description: v.description,
      prereqs: v.prereqs.map((p) => p.sbjtKeyId),
      competencies: v.competencies,
    };
    const local = checkWith(SubjectInput, body);
    if (!Object.keys(local).length) Object.assign(local, subjectFieldErrors(body as never, initial?.sbjtKeyId));
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      if (editing) {
        const res = await api.post(`/api/v1/stf/learning/subjects/${initial!.sbjtKeyId}`, body);
        reloadWithToast(res.message || '교과목을 저장했습니다.');
      } else {
        const res = await api.post<{ sbjtKeyId: string; sbjtCd: string }>('/api/v1/stf/learning/subjects', body);
        window.location.assign(`/stf/learning/subjects?keyword=${encodeURIComponent(res.data.sbjtCd)}&saved=${encodeURIComponent(res.data.sbjtCd)}`);
      }
    } catch (err) {
      showFailure(err, '교과목을 저장하지 못했습니다.', setErrors);
      setBusy(false);
    }
  }

  const control = (k: 'sbjtCd' | 'korNm' | 'engNm', label: string, extra: { maxLength: number; placeholder?: string; help?: string }) => (
    <Form.Group controlId={`sb-${k}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control value={v[k] ?? ''} onChange={(e) => set(k, e.target.value)} maxLength={extra.maxLength} placeholder={extra.placeholder} {...invalidProps(`sb-${k}`, errors[k])} />
      {extra.help && <Form.Text>{extra.help}</Form.Text>}
      <FieldError id={`sb-${k}`} error={errors[k]} />
    </Form.Group>
  );

  return (
    <Form onSubmit={submit} noValidate data-testid="subject-form">
      <ErrorSummary errors={errors} />
      <Row className="g-2">
        <Col xs={12} md={3}>{control('sbjtCd', '과목코드', { maxLength: 9, placeholder: '예: CSE2010', help: '영문 대문자와 숫자' })}</Col>
        <Col xs={12} md={5}>{control('korNm', '교과목명', { maxLength: 100 })}</Col>
        <Col xs={12} md={4}>{control('engNm', '영문명 (선택)', { maxLength: 150 })}</Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="sb-credits">
            <Form.Label className="small mb-1">학점</Form.Label>
            <Form.Select value={v.credits} onChange={(e) => set('credits', Number(e.target.value))} {...invalidProps('sb-credits', errors.credits)}>
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}학점
                </option>
              ))}
            </Form.Select>
            <FieldError id="sb-credits" error={errors.credits} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="sb-category">
            <Form.Label className="small mb-1">이수구분</Form.Label>
            <Form.Select value={v.category} onChange={(e) => set('category', e.target.value)} {...invalidProps('sb-category', errors.category)}>
              {CATEGORY_CODES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORIES[c]}
                </option>
              ))}
            </Form.Select>
            <FieldError id="sb-category" error={errors.category} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="sb-deptCd">
            <Form.Label className="small mb-1">개설학과{v.category.startsWith('MAJOR_') ? '' : ' (선택)'}</Form.Label>
            <Form.Select value={v.deptCd ?? ''} onChange={(e) => set('deptCd', e.target.value)} {...invalidProps('sb-deptCd', errors.deptCd)}>
              <option value="">선택 안 함</option>
              {options.depts.map((d) => (
                <option key={d.deptCd} value={d.deptCd}>
                  {d.deptNm}
                </option>
              ))}
            </Form.Select>
            <FieldError id="sb-deptCd" error={errors.deptCd} />
          </Form.Group>
        </Col>
        <Col xs={12} md={3}>
          <Form.Group controlId="sb-geAreaCd">
            <Form.Label className="small mb-1">교양영역</Form.Label>
            <Form.Select value={isGe ? (v.geAreaCd ?? '') : ''} disabled={!isGe} onChange={(e) => set('geAreaCd', e.target.value)} {...invalidProps('sb-geAreaCd', errors.geAreaCd)}>
              <option value="">{isGe ? '선택하세요' : '교양 과목만'}</option>
              {options.geAreas.map((a) => (
                <option key={a.areaCd} value={a.areaCd}>
                  {a.upAreaCd ? `└ ${a.korNm}` : a.korNm}
                </option>
              ))}
            </Form.Select>
            <FieldError id="sb-geAreaCd" error={errors.geAreaCd} />
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="sb-stdYear">
            <Form.Label className="small mb-1">권장 학년</Form.Label>
            <Form.Select value={v.stdYear} onChange={(e) => set('stdYear', Number(e.target.value))}>
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}학년
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="sb-stdTermCd">
            <Form.Label className="small mb-1">권장 학기</Form.Label>
            <Form.Select value={v.stdTermCd} onChange={(e) => set('stdTermCd', e.target.value)}>
              <option value="10">1학기</option>
              <option value="20">2학기</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="sb-description">
            <Form.Label className="small mb-1">교과목 설명</Form.Label>
            <Form.Control as="textarea" rows={3} maxLength={2000} value={v.description} onChange={(e) => set('description', e.target.value)} {...invalidProps('sb-description', errors.description)} />
            <FieldError id="sb-description" error={errors.description} />
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <SubjectPicker label="선수과목" testId="prereq-picker" value={v.prereqs} onChange={(p) => set('prereqs', p)} exclude={initial?.sbjtKeyId ? [initial.sbjtKeyId] : []} max={6} error={errors.prereqs ?? errors['prereqs.0']} />
        </Col>
        <Col xs={12} md={6}>
          <fieldset>
            <legend className="form-label small mb-1">기르는 역량 (가중치 1~3)</legend>
            <Row className="g-1">
              {options.competencies.map((c) => (
                <Col xs={12} sm={6} key={c.competencyCd}>
                  <Form.Group controlId={`sb-comp-${c.competencyCd}`} className="d-flex align-items-center gap-2 comp-weight">
                    <Form.Label className="small m-0 flex-grow-1 min-w-0">{c.korNm}</Form.Label>
                    <Form.Select size="sm" className="weight-select" value={weightOf(c.competencyCd)} onChange={(e) => setWeight(c.competencyCd, Number(e.target.value))}>
                      <option value={0}>없음</option>
                      <option value={1}>1 (낮음)</option>
                      <option value={2}>2 (보통)</option>
                      <option value={3}>3 (높음)</option>
                    </Form.Select>
                  </Form.Group>
                </Col>
              ))}
            </Row>
            <FieldError id="sb-competencies" error={errors.competencies} />
          </fieldset>
        </Col>
      </Row>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" disabled={busy}>
          {editing ? '저장' : '교과목 등록'}
        </Button>
        <Button variant="outline-secondary" href="/stf/learning/subjects">
          목록
        </Button>
      </div>
    </Form>
  );
}
