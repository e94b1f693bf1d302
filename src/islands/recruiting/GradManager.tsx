// Graduate admission rounds for staff: the list (with early close and reopen) and one form for a new
// round or the one chosen for editing. The shared GradAdmissionInput schema checks both sides.
import { Button, Col, Form, Row, Table } from 'react-bootstrap';
import { GradAdmissionInput } from '@/lib/schemas/recruiting';
import { ErrorSummary } from '@/islands/form';
import { useManagerForm } from './useManagerForm';

type Option = { cd: string; nm: string };
interface Round {
  admissionId: number;
  schoolNm: string;
  programNm: string;
  degreeCd: string;
  degreeNm: string;
  roundNm: string;
  applyStartDt: string;
  applyEndDt: string;
  documents: string;
  homepage: string | null;
  status: string;
  closed: boolean;
  dDay: string;
}
type Values = { schoolNm: string; programNm: string; degreeCd: string; roundNm: string; applyStartDt: string; applyEndDt: string; documents: string; homepage: string };
const EMPTY: Values = { schoolNm: '', programNm: '', degreeCd: '', roundNm: '', applyStartDt: '', applyEndDt: '', documents: '', homepage: '' };

export default function GradManager({ rounds, degrees }: { rounds: Round[]; degrees: Option[] }) {
  const { form, editing, edit, save, control, feedback, errorMap, setStatus, busy, input } = useManagerForm<Values, Round>({
    prefix: 'grad',
    schema: GradAdmissionInput,
    empty: EMPTY,
    url: '/api/v1/recruiting/manage/grad',
    idOf: (r) => r.admissionId,
    valuesOf: (r) => ({ schoolNm: r.schoolNm, programNm: r.programNm, degreeCd: r.degreeCd, roundNm: r.roundNm, applyStartDt: r.applyStartDt, applyEndDt: r.applyEndDt, documents: r.documents, homepage: r.homepage ?? '' }),
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  return (
    <>
      <div className="card mb-3">
        <div className="table-responsive" tabIndex={0} role="region" aria-label="대학원 입시 목록">
          <Table hover className="align-middle mb-0 small" data-testid="grad-admin-list">
            <caption className="visually-hidden">대학원 입시 목록</caption>
            <thead>
              <tr>
                <th scope="col">상태</th>
                <th scope="col">전형</th>
                <th scope="col">원서 접수</th>
                <th scope="col">
                  <span className="visually-hidden">관리</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={r.admissionId}>
                  <td className="text-nowrap">{r.status === 'CLOSED' ? '조기 마감' : r.closed ? '기간 마감' : `게시 중 (${r.dDay})`}</td>
                  <td>
                    {r.schoolNm} {r.programNm}
                    <br />
                    <span className="text-secondary">
                      {r.degreeNm} · {r.roundNm}
                    </span>
                  </td>
                  <td className="text-nowrap">
                    {r.applyStartDt} ~ {r.applyEndDt}
                  </td>
                  <td className="text-end text-nowrap">
                    <Button size="sm" variant="outline-secondary" className="me-1" onClick={() => edit(r)} aria-label={`${r.schoolNm} ${r.programNm} 수정`}>
                      수정
                    </Button>
                    <Button size="sm" variant={r.status === 'CLOSED' ? 'outline-primary' : 'outline-danger'} disabled={busy} onClick={() => void setStatus(r, r.status === 'CLOSED' ? 'OPEN' : 'CLOSED')} aria-label={`${r.schoolNm} ${r.programNm} ${r.status === 'CLOSED' ? '다시 게시' : '마감'}`}>
                      {r.status === 'CLOSED' ? '다시 게시' : '마감'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </div>
      <section className="card" id="grad-form" aria-labelledby="grad-form-h">
        <div className="card-body">
          <h2 id="grad-form-h" className="h6">
            {editing ? `${editing.schoolNm} ${editing.programNm} 수정` : '새 전형 등록'}
          </h2>
          <Form onSubmit={handleSubmit(save)} noValidate data-testid="grad-form">
            <ErrorSummary errors={errorMap} />
            <Row className="g-3">
              {input('schoolNm', '대학원', { maxLength: 60 })}
              {input('programNm', '학과·전공', { maxLength: 60 })}
              <Col xs={12} md={6}>
                <Form.Group controlId="grad-degreeCd">
                  <Form.Label>학위 과정</Form.Label>
                  <Form.Select {...control('degreeCd')}>
                    <option value="">선택</option>
                    {degrees.map((d) => (
                      <option key={d.cd} value={d.cd}>
                        {d.nm}
                      </option>
                    ))}
                  </Form.Select>
                  {feedback('degreeCd')}
                </Form.Group>
              </Col>
              {input('roundNm', '전형', { maxLength: 60 })}
              {input('applyStartDt', '접수 시작일', { type: 'date' }, 3)}
              {input('applyEndDt', '마감일', { type: 'date' }, 3)}
              {input('homepage', '모집요강 주소', { type: 'url', placeholder: 'https://' })}
              {input('documents', '제출 서류', { as: 'textarea', rows: 3, maxLength: 1000 }, 12)}
            </Row>
            <div className="d-flex gap-2 mt-3">
              <Button type="submit" disabled={isSubmitting} data-testid="grad-save">
                {editing ? '저장' : '등록'}
              </Button>
              {editing && (
                <Button variant="outline-secondary" onClick={() => edit(null)}>
                  새 전형 등록으로
                </Button>
              )}
            </div>
          </Form>
        </div>
      </section>
    </>
  );
}
