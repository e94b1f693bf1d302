// What the what-if parts share: the one-line selection of a simulation and its graduation badge.
import { Badge } from 'react-bootstrap';
import type { SimulationView } from '@/lib/learning/grad-types';

export function selectionText(v: SimulationView) {
  const s = v.selection;
  return [`주전공 ${s.primaryDeptNm}`, s.doubleDeptNm && `복수전공 ${s.doubleDeptNm}`, s.minorDeptNm && `부전공 ${s.minorDeptNm}`].filter(Boolean).join(' · ');
}

export function GradBadge({ view }: { view: SimulationView }) {
  const s = view.simulation.summary;
  return s.graduatable ? <Badge bg="success">졸업 가능</Badge> : <Badge bg="danger">미충족 {s.unmetCount}개</Badge>;
}
