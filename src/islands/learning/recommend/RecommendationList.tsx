// The recommended subjects, grouped by kind, with filters: which groups to show, the category and a
// name search. Everything is already computed on the server; the filters only choose what to show.
import { useMemo, useState } from 'react';
import { Badge, Button, ButtonGroup, Form, ToggleButton } from 'react-bootstrap';
import { CATEGORIES } from '@/lib/learning/categories';

export interface RecItem {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  category: string;
  categoryNm: string;
  kind: string;
  kindNm: string;
  score: number;
  retake: boolean;
  reasons: { code: string; text: string; points: number }[];
  missingPrereqs: { sbjtKeyId: string; korNm: string }[];
  sections: { section: string; profNm: string | null; timesText: string }[];
}

interface Props {
  kinds: { code: string; label: string }[];
  recommended: RecItem[];
  needsPrereq: RecItem[];
  detailBase: string;
}

const CATEGORY_FILTERS = [
  { code: '', label: '전체 이수구분' },
  { code: 'MAJOR', label: '전공(필수·선택)' },
  { code: 'MAJOR_REQ', label: CATEGORIES.MAJOR_REQ },
  { code: 'GE', label: '교양(필수·선택)' },
  { code: 'FREE', label: CATEGORIES.FREE },
];

const matchesCategory = (filter: string, category: string) => !filter || category === filter || category.startsWith(`${filter}_`);

function Card({ item, detailBase }: { item: RecItem; detailBase: string }) {
  return (
    <li className="rec-card card" data-testid="rec-item" data-sbjt={item.sbjtKeyId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2">
          <h3 className="h6 m-0 flex-grow-1">
            <a href={`${detailBase}/${item.sbjtKeyId}`} className="rec-name">
              {item.korNm}
            </a>{' '}
            <small className="text-secondary fw-normal">
              {item.sbjtCd} · {item.categoryNm} · {item.credits}학점
            </small>
          </h3>
          {item.retake && <Badge bg="warning" text="dark">재수강</Badge>}
          <Badge bg="light" text="dark" className="border" title="추천 점수: 이유마다 더한 점수">
            {item.score}점
          </Badge>
        </div>
        <ul className="rec-reasons small mb-2 mt-2" aria-label="추천 이유">
          {item.reasons.map((r, i) => (
            <li key={i} data-code={r.code} className={r.code === 'PREREQ_MISSING' ? 'text-danger' : undefined}>
              {r.text}
            </li>
          ))}
        </ul>
        <p className="small text-secondary m-0">
          {item.sections.length
            ? item.sections.map((s) => `${s.section}분반 ${s.profNm ?? '교수 미정'} ${s.timesText}`).join(' / ')
            : '개설 분반 정보 없음'}
        </p>
      </div>
    </li>
  );
}

export default function RecommendationList({ kinds, recommended, needsPrereq, detailBase }: Props) {
  const [shown, setShown] = useState<Set<string>>(() => new Set(kinds.map((k) => k.code)));
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const [withPrereq, setWithPrereq] = useState(true);

  const keep = useMemo(() => {
    const words = text.trim();
    return (r: RecItem) => shown.has(r.kind) && matchesCategory(category, r.category) && (!words || r.korNm.includes(words) || r.sbjtCd.toLowerCase().includes(words.toLowerCase()));
  }, [shown, category, text]);

  const toggle = (code: string) =>
    setShown((before) => {
      const next = new Set(before);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const visibleBlocked = needsPrereq.filter(keep);
  const total = recommended.filter(keep).length;

  return (
    <div>
      <form className="rec-filters card card-body mb-3" role="search" aria-label="추천 교과목 필터" onSubmit={(e) => e.preventDefault()}>
        <fieldset className="mb-2">
          <legend className="small fw-semibold mb-1">추천 구분</legend>
          <ButtonGroup className="flex-wrap gap-1" aria-label="추천 구분">
            {kinds.map((k) => (
              <ToggleButton
                key={k.code}
                id={`rec-kind-${k.code}`}
                type="checkbox"
                size="sm"
                variant={shown.has(k.code) ? 'primary' : 'outline-primary'}
                className="rounded-pill"
                value={k.code}
                checked={shown.has(k.code)}
                onChange={() => toggle(k.code)}
              >
                {k.label} {recommended.filter((r) => r.kind === k.code).length}
              </ToggleButton>
            ))}
          </ButtonGroup>
        </fieldset>
        <div className="row g-2 align-items-end">
          <div className="col-12 col-sm-4">
            <Form.Label htmlFor="rec-category" className="small mb-1">
              이수구분
            </Form.Label>
            <Form.Select id="rec-category" size="sm" value={category} onChange={(e) => setCategory(e.target.value)}>
              {CATEGORY_FILTERS.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </Form.Select>
          </div>
          <div className="col-12 col-sm-5">
            <Form.Label htmlFor="rec-text" className="small mb-1">
              교과목명·코드
            </Form.Label>
            <Form.Control id="rec-text" size="sm" type="search" value={text} placeholder="예: 자료구조" onChange={(e) => setText(e.target.value)} />
          </div>
          <div className="col-12 col-sm-3">
            <Form.Check id="rec-prereq" type="switch" label="선수과목 필요 포함" checked={withPrereq} onChange={(e) => setWithPrereq(e.target.checked)} className="small" />
          </div>
        </div>
      </form>

      <p className="small text-secondary" aria-live="polite" data-testid="rec-count">
        수강 가능한 추천 교과목 {total}개{withPrereq ? ` · 선수과목이 필요한 교과목 ${visibleBlocked.length}개` : ''}
      </p>

      {kinds.map((k) => {
        const items = recommended.filter((r) => r.kind === k.code && keep(r));
        if (!shown.has(k.code)) return null;
        return (
          <section key={k.code} className="mb-4" aria-labelledby={`rec-h-${k.code}`} data-testid={`rec-group-${k.code}`}>
            <h2 id={`rec-h-${k.code}`} className="h6 rec-group-title">
              {k.label} <span className="text-secondary fw-normal">{items.length}</span>
            </h2>
            {items.length ? (
              <ul className="list-unstyled rec-list">
                {items.map((r) => (
                  <Card key={r.sbjtKeyId} item={r} detailBase={detailBase} />
                ))}
              </ul>
            ) : (
              <p className="small text-secondary">조건에 맞는 추천 교과목이 없습니다.</p>
            )}
          </section>
        );
      })}

      {withPrereq && (
        <section className="mb-4" aria-labelledby="rec-h-prereq" data-testid="rec-group-PREREQ">
          <h2 id="rec-h-prereq" className="h6 rec-group-title">
            선수과목 필요 <span className="text-secondary fw-normal">{visibleBlocked.length}</span>
          </h2>
          <p className="small text-secondary">추천 조건에는 맞지만 아직 이수하지 않은 선수과목이 있어 먼저 선수과목을 들어야 하는 교과목입니다.</p>
          {visibleBlocked.length ? (
            <ul className="list-unstyled rec-list">
              {visibleBlocked.map((r) => (
                <Card key={r.sbjtKeyId} item={r} detailBase={detailBase} />
              ))}
            </ul>
          ) : (
            <p className="small text-secondary">해당하는 교과목이 없습니다.</p>
          )}
        </section>
      )}
      {shown.size === 0 && (
        <Button size="sm" variant="outline-secondary" onClick={() => setShown(new Set(kinds.map((k) => k.code)))}>
          모든 구분 다시 보기
        </Button>
      )}
    </div>
  );
}
