// Contests for staff: the list (with early close and reopen) and one form for a new contest or the
// one chosen for editing. The shared ContestInput schema checks the form here and on the server.
import { Button, Col, Form, Row, Table } from 'react-bootstrap';
import { ContestInput } from '@/lib/schemas/recruiting';
import { ErrorSummary } from '@/islands/form';
import { useManagerForm } from './useManagerForm';

type Option = { cd: string; nm: string };
interface Contest {
  contestId: number;
  title: string;
  fieldCd: string;
  fieldNm: string;
  hostNm: string;
  targetNm: string;
  prize: string | null;
  applyStartDt: string;
  applyEndDt: string;
  description: string;
  homepage: string | null;
  status: string;
  dDay: string;
  closed: boolean;
}
type Values = { title: string; fieldCd: string; hostNm: string; targetNm: string; prize: string; applyStartDt: string; applyEndDt: string; description: string; homepage: string };
const EMPTY: Values = { title: '', fieldCd: '', hostNm: '', targetNm: '대학생', prize: '', applyStartDt: '', applyEndDt: '', description: '', homepage: '' };

export default function ContestManager({ contests, fields }: { contests: Contest[]; fields: Option[] }) {
  const { form, editing, edit, save, control, feedback, errorMap, setStatus, busy, input } = useManagerForm<Values, Contest>({
    prefix: 'contest',
    schema: ContestInput,
    empty: EMPTY,
    url: '/api/v1/recruiting/manage/contests',
    idOf: (c) => c.contestId,
    valuesOf: (c) => ({ title: c.title, fieldCd: c.fieldCd, hostNm: c.hostNm, targetNm: c.targetNm, prize: c.prize ?? '', applyStartDt: c.applyStartDt, applyEndDt: c.applyEndDt, description: c.description, homepage: c.homepage ?? '' }),
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  return (
    <>
      <div className="card mb-3">
        <div className="table-responsive" tabIndex={0} role="region" aria-label="공모전 목록">
          <Table hover className="align-middle mb-0 small" data-testid="contest-admin-list">
            <caption className="visually-hidden">공모전 목록</caption>
            <thead>
              <tr>
                <th scope="col">상태</th>
                <th scope="col">공모전</th>
                <th scope="col">접수 기간</th>
                <th scope="col">
                  <span className="visually-hidden">관리</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {contests.map((c) => (
                <tr key={c.contestId}>
                  <td className="text-nowrap">{c.status === 'CLOSED' ? '조기 마감' : c.closed ? '기간 마감' : `게시 중 (${c.dDay})`}</td>
                  <td>
                    {c.title}
                    <br />
                    <span className="text-secondary">
                      {c.hostNm} · {c.fieldNm}
                    </span>
                  </td>
                  <td className="text-nowrap">
                    {c.applyStartDt} ~ {c.applyEndDt}
                  </td>
                  <td className="text-end text-nowrap">
                    <Button size="sm" variant="outline-secondary" className="me-1" onClick={() => edit(c)} aria-label={`${c.title} 수정`}>
                      수정
                    </Button>
                    <Button size="sm" variant={c.status === 'CLOSED' ? 'outline-primary' : 'outline-danger'} disabled={busy} onClick={() => void setStatus(c, c.status === 'CLOSED' ? 'OPEN' : 'CLOSED')} aria-label={`${c.title} ${c.status === 'CLOSED' ? '다시 게시' : '마감'}`}>
                      {c.status === 'CLOSED' ? '다시 게시' : '마감'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </div>
      <section className="card" id="contest-form" aria-labelledby="contest-form-h">
        <div className="card-body">
          <h2 id="contest-form-h" className="h6">
            {editing ? `${editing.title} 수정` : '새 공모전 등록'}
          </h2>
          <Form onSubmit={handleSubmit(save)} noValidate data-testid="contest-form">
            <ErrorSummary errors={errorMap} />
            <Row className="g-3">
              {input('title', '공모전명', { maxLength: 100 })}
              <Col xs={12} md={6}>
                <Form.Group controlId="contest-fieldCd">
                  <Form.Label>분야</Form.Label>
                  <Form.Select {...control('fieldCd')}>
                    <option value="">선택</option>
                    {fields.map((f) => (
                      <option key={f.cd} value={f.cd}>
                        {f.nm}
                      </option>
                    ))}
                  </Form.Select>
                  {feedback('fieldCd')}
                </Form.Group>
              </Col>
              {input('hostNm', '주최', { maxLength: 60 })}
              {input('targetNm', '참가 대상', { maxLength: 60 })}
              {input('prize', '시상·혜택', { maxLength: 100 })}
              {input('homepage', '홈페이지', { type: 'url', placeholder: 'https://' })}
              {input('applyStartDt', '접수 시작일', { type: 'date' }, 3)}
              {input('applyEndDt', '마감일', { type: 'date' }, 3)}
              {input('description', '소개', { as: 'textarea', rows: 4, maxLength: 4000 }, 12)}
            </Row>
            <div className="d-flex gap-2 mt-3">
              <Button type="submit" disabled={isSubmitting} data-testid="contest-save">
                {editing ? '저장' : '등록'}
              </Button>
              {editing && (
                <Button variant="outline-secondary" onClick={() => edit(null)}>
                  새 공모전 등록으로
                </Button>
              )}
            </div>
          </Form>
        </div>
      </section>
    </>
  );
}
