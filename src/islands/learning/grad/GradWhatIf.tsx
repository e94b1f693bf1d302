// The what-if of the graduation simulation: change the primary major, add or drop a double major or a
// minor, add planned subjects, see what changes, save it as a scenario and compare saved scenarios.
// Every figure comes from the server (POST whatif); the island only chooses and shows. The department
// choices live in react-hook-form checked by the server's own schema; each part is its own component
// under whatif/.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { invalidProps, toastFailure, FormAlert } from '@/islands/form';
import { WhatIfInput } from '@/lib/schemas/learning-grad';
import type { Department, WhatIfResult as Result } from '@/lib/learning/grad-types';
import PlannedSubjects from './whatif/PlannedSubjects';
import WhatIfResult from './whatif/WhatIfResult';
import SaveScenario from './whatif/SaveScenario';
import ScenarioList from './whatif/ScenarioList';
import { WHATIF_API, whatIfOf, type Choice, type Planned, type ScenarioItem } from './whatif/types';

export type { ScenarioItem };

interface Props {
  departments: Department[];
  current: { primaryDeptCd: string; doubleDeptCd: string | null; minorDeptCd: string | null };
  initialScenarios: ScenarioItem[];
}

const DEPT_FIELDS = [
  { name: 'primaryDeptCd', id: 'wi-primary', label: '주전공', optional: false },
  { name: 'doubleDeptCd', id: 'wi-double', label: '복수전공', optional: true },
  { name: 'minorDeptCd', id: 'wi-minor', label: '부전공', optional: true },
] as const;

/** The what-if body the server's schema checks: '' (none) becomes null. */
const choiceResolver = zodResolver(WhatIfInput as never) as never;

export default function GradWhatIf({ departments, current, initialScenarios }: Props) {
  const initial: Choice = { primaryDeptCd: current.primaryDeptCd, doubleDeptCd: current.doubleDeptCd ?? '', minorDeptCd: current.minorDeptCd ?? '' };
  const {
    register,
    handleSubmit,
    getValues,
    reset: resetChoice,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Choice>({
    defaultValues: initial,
    // The schema reads the request body, so the selects' '' (none) is turned into null first.
    resolver: (values, context, options) => (choiceResolver as (v: unknown, c: unknown, o: unknown) => never)({ ...whatIfOf(values, []), plannedSbjtKeyIds: [] }, context, options),
  });
  const [planned, setPlanned] = useState<Planned[]>([]);
  const [plannedError, setPlannedError] = useState<string>();
  const [result, setResult] = useState<Result | null>(null);
  const [scenarios, setScenarios] = useState<ScenarioItem[]>(initialScenarios);

  async function run(choice: Choice, plan = planned) {
    setPlannedError(undefined);
    try {
      const res = await api.post<Result>(`${WHATIF_API}/whatif`, whatIfOf(choice, plan));
      setResult(res.data);
    } catch (err) {
      const fields = err instanceof ApiError && err.data && typeof err.data === 'object' ? (err.data as Record<string, string>) : {};
      for (const f of DEPT_FIELDS) if (fields[f.name]) setError(f.name, { message: fields[f.name] });
      setPlannedError(fields.plannedSbjtKeyIds);
      toastFailure(err, '시뮬레이션을 실행하지 못했습니다.');
    }
  }

  function startOver() {
    resetChoice(initial);
    setPlanned([]);
    setPlannedError(undefined);
    setResult(null);
  }

  async function reloadScenarios() {
    const res = await api.get<ScenarioItem[]>(`${WHATIF_API}/scenarios`);
    setScenarios(res.data);
  }

  function load(s: ScenarioItem) {
    const sel = s.result.selection;
    const choice: Choice = { primaryDeptCd: sel.primaryDeptCd, doubleDeptCd: sel.doubleDeptCd ?? '', minorDeptCd: sel.minorDeptCd ?? '' };
    // Planned subjects keep the names the saved result gave them.
    const names = new Map(s.result.simulation.sets.flatMap((set) => set.rules.flatMap((r) => r.fills.filter((f) => f.planned && f.sbjtKeyId).map((f) => [f.sbjtKeyId!, f] as const))));
    const next = s.params.plannedSbjtKeyIds.map((id) => {
      const f = names.get(id);
      return { sbjtKeyId: id, sbjtCd: f?.sbjtCd ?? id, korNm: f?.korNm ?? id, credits: f?.credits ?? 0 };
    });
    resetChoice(choice);
    setPlanned(next);
    void run(choice, next);
  }

  const deptOptions = departments.map((d) => (
    <option key={d.deptCd} value={d.deptCd}>
      {d.deptNm}
      {d.colgNm ? ` (${d.colgNm})` : ''}
    </option>
  ));

  return (
    <div className="grad-whatif">
      <Card className="mb-3" as="section" aria-labelledby="whatif-title">
        <Card.Header>
          <h2 className="h6 m-0" id="whatif-title">
            가정해 보기
          </h2>
        </Card.Header>
        <Card.Body>
          <FormAlert errors={errors} />
          <p className="small text-secondary">전공을 바꾸거나 복수전공·부전공을 더하고, 들을 과목을 넣어 보면 졸업 요건이 어떻게 달라지는지 보여 줍니다. 실행만으로는 아무것도 저장되지 않습니다.</p>
          <Row className="g-2">
            {DEPT_FIELDS.map((f) => (
              <Col xs={12} md={4} key={f.name}>
                <Form.Group controlId={f.id}>
                  <Form.Label className="small mb-1">{f.label}</Form.Label>
                  <Form.Select {...invalidProps(f.id, errors[f.name]?.message)} {...register(f.name)}>
                    {f.optional && <option value="">없음</option>}
                    {deptOptions}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid" id={`${f.id}-error`}>
                    {errors[f.name]?.message}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
            ))}
          </Row>

          <PlannedSubjects planned={planned} onChange={setPlanned} error={plannedError} />

          <div className="d-flex gap-2 mt-3">
            <Button onClick={handleSubmit((choice) => run(choice))} disabled={isSubmitting}>
              시뮬레이션 실행
            </Button>
            <Button variant="outline-secondary" onClick={startOver} disabled={isSubmitting}>
              처음으로
            </Button>
          </div>
        </Card.Body>
      </Card>

      {result && <WhatIfResult result={result} />}
      {result && <SaveScenario whatIf={() => whatIfOf(getValues(), planned)} count={scenarios.length} onSaved={reloadScenarios} />}
      <ScenarioList scenarios={scenarios} onLoad={load} onDeleted={reloadScenarios} />
    </div>
  );
}
