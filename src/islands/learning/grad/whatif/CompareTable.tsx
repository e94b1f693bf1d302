// Two saved scenarios side by side: the remaining amount of every requirement of either, the smaller
// one in bold, "해당 없음" where a scenario does not have that requirement.
import { Table } from 'react-bootstrap';
import { amount, roleName } from '@/lib/learning/grad-view';
import type { ScenarioItem } from './types';

export default function CompareTable({ a, b }: { a: ScenarioItem; b: ScenarioItem }) {
  type Row = { key: string; set: string; label: string; unit: string; a?: number; b?: number };
  const rows = new Map<string, Row>();
  const add = (s: ScenarioItem, side: 'a' | 'b') => {
    for (const set of s.result.simulation.sets)
      for (const r of set.rules) {
        const key = `${set.setId}:${r.ruleId}`;
        const row = rows.get(key) ?? { key, set: `${roleName(set.role)} ${set.title}`, label: r.label, unit: r.unit };
        row[side] = r.remaining;
        rows.set(key, row);
      }
  };
  add(a, 'a');
  add(b, 'b');
  const cell = (v: number | undefined, other: number | undefined, unit: string) =>
    v === undefined ? <span className="text-secondary">해당 없음</span> : <span className={other !== undefined && v < other ? 'text-success fw-bold' : undefined}>{amount(v, unit)}</span>;
  return (
    <div className="mt-3" data-testid="scenario-compare">
      <h3 className="h6">
        비교: {a.name} · {b.name} (잔여)
      </h3>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={`비교: ${a.name} · ${b.name}`}>
        <Table size="sm" bordered className="small align-middle">
          <thead>
            <tr>
              <th scope="col">요건</th>
              <th scope="col" className="text-end">{a.name}</th>
              <th scope="col" className="text-end">{b.name}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="fw-normal">미충족 요건 수</th>
              <td className="text-end">{a.result.simulation.summary.unmetCount}개</td>
              <td className="text-end">{b.result.simulation.summary.unmetCount}개</td>
            </tr>
            {[...rows.values()].map((r) => (
              <tr key={r.key}>
                <th scope="row" className="fw-normal text-break">
                  <small className="d-block text-secondary">{r.set}</small>
                  {r.label}
                </th>
                <td className="text-end text-nowrap">{cell(r.a, r.b, r.unit)}</td>
                <td className="text-end text-nowrap">{cell(r.b, r.a, r.unit)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
