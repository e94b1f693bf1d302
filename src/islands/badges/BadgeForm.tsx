// Staff: register a badge or edit one: texts, the rule that earns it, and the colour and symbol of
// the drawn image. The shared schema checks the fields here and on the server.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { BadgeEditInput } from '@/lib/schemas/badges';
import { BADGE_COLORS, COMPETENCY_KINDS, RULE_KINDS, RULE_KIND_CODES, type CountedKind, type RuleKind } from '@/lib/badges/rules';
import { FieldError, invalidProps, registerShown, toastFailure, FormAlert } from '@/islands/form';

type Values = { badgeNm: string; description: string; criteria: string; ruleKind: RuleKind; ruleCount: string; competencyCd: string; color: string; symbol: string; useYn: 'Y' | 'N' };

interface Props {
  badgeId?: number;
  initial?: Partial<Values>;
  competencies: { competencyCd: string; korNm: string }[];
  /** Where the badge pages live for this user: /stf/badges or /adm/badges. */
  base?: string;
}

export default function BadgeForm({ badgeId, initial, competencies, base = '/stf/badges' }: Props) {
  const defaults: Values = { badgeNm: '', description: '', criteria: '', ruleKind: 'CAREER_PROGRAM_COMPLETED', ruleCount: '1', competencyCd: '', color: BADGE_COLORS[0], symbol: '★', useYn: 'Y', ...initial };
  const { register, handleSubmit, setError, watch, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: defaults,
    resolver: zodResolver(BadgeEditInput) as never,
  });
  const kind = watch('ruleKind');

  async function save(values: Values) {
    const body = { ...values, ruleCount: kind === 'MANUAL' ? undefined : values.ruleCount, competencyCd: COMPETENCY_KINDS.includes(kind as CountedKind) ? values.competencyCd : '' };
    try {
      const res = await api.post<{ badgeId: number; issued: number }>(badgeId ? `/api/v1/stf/badges/${badgeId}` : '/api/v1/stf/badges', body);
      const issued = res.data?.issued ? ` 이미 기준을 채운 학생 ${res.data.issued}명에게 발급했습니다.` : '';
      if (!badgeId && res.data?.badgeId) {
        window.location.href = `${base}/${res.data.badgeId}`;
        return;
      }
      reloadWithToast(`${res.message || '저장했습니다.'}${issued}`);
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  // The server-rendered form shows its values before its code loads (client:interaction).
  const shown = registerShown(register, defaults);
  const f = (name: keyof Values) => ({ ...shown(name), ...invalidProps(`badge-${name}`, errors[name]?.message) });
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="badge-form">
      <FormAlert errors={errors} />
      <Row className="g-2">
        <Col xs={12} md={6}>
          <Form.Group controlId="badge-badgeNm">
            <Form.Label>배지 이름</Form.Label>
            <Form.Control maxLength={50} {...f('badgeNm')} />
            <FieldError id="badge-badgeNm" error={errors.badgeNm?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="badge-symbol">
            <Form.Label>기호 (2자 이내)</Form.Label>
            <Form.Control maxLength={2} {...f('symbol')} />
            <FieldError id="badge-symbol" error={errors.symbol?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="badge-color">
            <Form.Label>색상</Form.Label>
            <Form.Control type="color" {...f('color')} />
            <FieldError id="badge-color" error={errors.color?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="badge-description">
            <Form.Label>설명</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={500} {...f('description')} />
            <FieldError id="badge-description" error={errors.description?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="badge-criteria">
            <Form.Label>발급 기준 (학생과 확인 화면에 보이는 문장)</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={1000} {...f('criteria')} />
            <FieldError id="badge-criteria" error={errors.criteria?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={5}>
          <Form.Group controlId="badge-ruleKind">
            <Form.Label>발급 방식</Form.Label>
            <Form.Select {...f('ruleKind')}>
              {RULE_KIND_CODES.map((k) => <option key={k} value={k}>{k === 'MANUAL' ? RULE_KINDS[k].label : `자동: ${RULE_KINDS[k].label}`}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        {kind !== 'MANUAL' && (
          <Col xs={6} md={3}>
            <Form.Group controlId="badge-ruleCount">
              <Form.Label>필요 횟수</Form.Label>
              <Form.Control type="number" min={1} max={50} inputMode="numeric" {...f('ruleCount')} />
              <FieldError id="badge-ruleCount" error={errors.ruleCount?.message} />
            </Form.Group>
          </Col>
        )}
        {COMPETENCY_KINDS.includes(kind as CountedKind) && (
          <Col xs={6} md={4}>
            <Form.Group controlId="badge-competencyCd">
              <Form.Label>역량 (선택)</Form.Label>
              <Form.Select {...f('competencyCd')}>
                <option value="">역량 무관</option>
                {competencies.map((c) => <option key={c.competencyCd} value={c.competencyCd}>{c.korNm}</option>)}
              </Form.Select>
              <FieldError id="badge-competencyCd" error={errors.competencyCd?.message} />
            </Form.Group>
          </Col>
        )}
        <Col xs={12} md={4}>
          <Form.Group controlId="badge-useYn">
            <Form.Label>운영 여부</Form.Label>
            <Form.Select {...f('useYn')}>
              <option value="Y">운영</option>
              <option value="N">운영 중지</option>
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="save-badge">
        {badgeId ? '저장' : '배지 등록'}
      </Button>
    </Form>
  );
}
