// The saved scenarios: each as a card to load, delete or tick for comparison (two at a time, the
// latest two ticks win), and the comparison of the two ticked.
import { useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { toast } from '@/lib/ui/toast';
import { toastFailure } from '@/islands/form';
import { particle } from '@/lib/text/josa';
import CompareTable from './CompareTable';
import { GradBadge, selectionText } from './view';
import { WHATIF_API, type ScenarioItem } from './types';

interface Props {
  scenarios: ScenarioItem[];
  onLoad: (s: ScenarioItem) => void;
  onDeleted: () => Promise<void>;
}

export default function ScenarioList({ scenarios, onLoad, onDeleted }: Props) {
  const [compare, setCompare] = useState<number[]>([]);
  const toggle = (id: number) => setCompare((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c.slice(-1), id]));
  const compared = compare.map((id) => scenarios.find((s) => s.scenarioId === id)).filter((s): s is ScenarioItem => !!s);

  async function remove(s: ScenarioItem) {
    if (!(await confirmDialog({ title: '시나리오 삭제', message: `시나리오 "${s.name}"${particle(s.name, '을/를')} 지울까요?`, confirmText: '삭제' }))) return;
    try {
      await api.post(`${WHATIF_API}/scenarios/${s.scenarioId}/delete`);
      toast.success('시나리오를 삭제했습니다.');
      setCompare((c) => c.filter((id) => id !== s.scenarioId));
      await onDeleted();
    } catch (err) {
      toastFailure(err, '시나리오를 지우지 못했습니다.');
    }
  }

  return (
    <Card className="mb-3" as="section" aria-labelledby="scenario-title" data-testid="scenario-list">
      <Card.Header>
        <h2 className="h6 m-0" id="scenario-title">
          저장한 시나리오
        </h2>
      </Card.Header>
      <Card.Body>
        {scenarios.length === 0 ? (
          <p className="small text-secondary mb-0">저장한 시나리오가 없습니다. 가정해 보기를 실행한 뒤 이름을 붙여 저장하면 여기서 나란히 비교할 수 있습니다.</p>
        ) : (
          <>
            <p className="small text-secondary">두 개를 골라 비교하면 요건별 잔여를 나란히 보여 줍니다.</p>
            <Row className="g-2">
              {scenarios.map((s) => (
                <Col xs={12} md={6} xl={4} key={s.scenarioId}>
                  <Card className="h-100" data-testid="scenario-card">
                    <Card.Body className="small">
                      <div className="d-flex align-items-center gap-2 mb-1">
                        <strong className="flex-grow-1 text-break">{s.name}</strong>
                        <GradBadge view={s.result} />
                      </div>
                      <div className="text-secondary">{selectionText(s.result)}</div>
                      <div className="text-secondary">
                        수강 예정 {s.params.plannedSbjtKeyIds.length}과목 · 취득 {s.result.simulation.summary.earnedCredits + s.result.simulation.summary.plannedCredits}학점(예정 포함)
                      </div>
                      <div className="d-flex flex-wrap gap-2 mt-2 align-items-center">
                        <Form.Check id={`cmp-${s.scenarioId}`} label="비교" checked={compare.includes(s.scenarioId)} onChange={() => toggle(s.scenarioId)} />
                        <Button size="sm" variant="outline-primary" onClick={() => onLoad(s)}>
                          불러오기
                        </Button>
                        <Button size="sm" variant="outline-danger" onClick={() => remove(s)}>
                          삭제
                        </Button>
                      </div>
                    </Card.Body>
                  </Card>
                </Col>
              ))}
            </Row>
            {compared.length === 2 && <CompareTable a={compared[0]} b={compared[1]} />}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
