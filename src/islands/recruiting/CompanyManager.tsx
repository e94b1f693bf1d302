// Companies for staff: the list and one form for a new company or the one chosen for editing. The
// shared CompanyInput schema checks the form here and on the server; field errors stay by their fields.
import { Button, Col, Form, Row, Table } from 'react-bootstrap';
import { CompanyInput } from '@/lib/schemas/recruiting';
import { ErrorSummary } from '@/islands/form';
import { useManagerForm } from './useManagerForm';

type Option = { cd: string; nm: string };
interface Company {
  companyId: number;
  companyNm: string;
  sizeCd: string;
  sizeNm: string;
  industryNm: string;
  regionCd: string;
  regionNm: string;
  homepage: string | null;
  introduction: string | null;
  ownerId: string | null;
  ownerNm: string | null;
  postingCnt: number;
}
type Values = { companyNm: string; sizeCd: string; industryNm: string; regionCd: string; homepage: string; introduction: string; ownerId: string };

const EMPTY: Values = { companyNm: '', sizeCd: '', industryNm: '', regionCd: '', homepage: '', introduction: '', ownerId: '' };

export default function CompanyManager({ companies, sizes, regions }: { companies: Company[]; sizes: Option[]; regions: Option[] }) {
  const { form, editing, edit, save, control, feedback, errorMap } = useManagerForm<Values, Company>({
    prefix: 'company',
    schema: CompanyInput,
    empty: EMPTY,
    url: '/api/v1/recruiting/manage/companies',
    idOf: (c) => c.companyId,
    valuesOf: (c) => ({ companyNm: c.companyNm, sizeCd: c.sizeCd, industryNm: c.industryNm, regionCd: c.regionCd, homepage: c.homepage ?? '', introduction: c.introduction ?? '', ownerId: c.ownerId ?? '' }),
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  return (
    <>
      <div className="card mb-3">
        <div className="table-responsive" tabIndex={0} role="region" aria-label="기업 목록">
          <Table hover className="align-middle mb-0 small" data-testid="company-list">
            <caption className="visually-hidden">기업 목록</caption>
            <thead>
              <tr>
                <th scope="col">기업</th>
                <th scope="col">규모·지역</th>
                <th scope="col">담당자 계정</th>
                <th scope="col" className="text-end">공고</th>
                <th scope="col"><span className="visually-hidden">수정</span></th>
              </tr>
            </thead>
            <tbody>
              {companies.map((c) => (
                <tr key={c.companyId}>
                  <td>
                    {c.companyNm}
                    <br />
                    <span className="text-secondary">{c.industryNm}</span>
                  </td>
                  <td>
                    {c.sizeNm} · {c.regionNm}
                  </td>
                  <td>{c.ownerId ? `${c.ownerNm ?? ''} (${c.ownerId})` : '없음'}</td>
                  <td className="text-end">{c.postingCnt}</td>
                  <td className="text-end">
                    <Button size="sm" variant="outline-secondary" onClick={() => edit(c)} aria-label={`${c.companyNm} 수정`}>
                      수정
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </div>
      <section className="card" id="company-form" aria-labelledby="company-form-h">
        <div className="card-body">
          <h2 id="company-form-h" className="h6">
            {editing ? `${editing.companyNm} 수정` : '새 기업 등록'}
          </h2>
          <Form onSubmit={handleSubmit(save)} noValidate data-testid="company-form">
            <ErrorSummary errors={errorMap} />
            <Row className="g-3">
              <Col xs={12} md={6}>
                <Form.Group controlId="company-companyNm">
                  <Form.Label>기업명</Form.Label>
                  <Form.Control maxLength={60} {...control('companyNm')} />
                  {feedback('companyNm')}
                </Form.Group>
              </Col>
              <Col xs={12} md={6}>
                <Form.Group controlId="company-industryNm">
                  <Form.Label>업종</Form.Label>
                  <Form.Control maxLength={40} {...control('industryNm')} />
                  {feedback('industryNm')}
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="company-sizeCd">
                  <Form.Label>기업 규모</Form.Label>
                  <Form.Select {...control('sizeCd')}>
                    <option value="">선택</option>
                    {sizes.map((o) => (
                      <option key={o.cd} value={o.cd}>
                        {o.nm}
                      </option>
                    ))}
                  </Form.Select>
                  {feedback('sizeCd')}
                </Form.Group>
              </Col>
              <Col xs={6} md={3}>
                <Form.Group controlId="company-regionCd">
                  <Form.Label>소재 지역</Form.Label>
                  <Form.Select {...control('regionCd')}>
                    <option value="">선택</option>
                    {regions.map((o) => (
                      <option key={o.cd} value={o.cd}>
                        {o.nm}
                      </option>
                    ))}
                  </Form.Select>
                  {feedback('regionCd')}
                </Form.Group>
              </Col>
              <Col xs={12} md={6}>
                <Form.Group controlId="company-ownerId">
                  <Form.Label>기업 담당자 계정 (외부 사용자 아이디)</Form.Label>
                  <Form.Control maxLength={30} placeholder="예: outsider1" {...control('ownerId')} />
                  {feedback('ownerId')}
                </Form.Group>
              </Col>
              <Col xs={12}>
                <Form.Group controlId="company-homepage">
                  <Form.Label>홈페이지</Form.Label>
                  <Form.Control type="url" placeholder="https://" {...control('homepage')} />
                  {feedback('homepage')}
                </Form.Group>
              </Col>
              <Col xs={12}>
                <Form.Group controlId="company-introduction">
                  <Form.Label>기업 소개</Form.Label>
                  <Form.Control as="textarea" rows={3} maxLength={2000} {...control('introduction')} />
                  {feedback('introduction')}
                </Form.Group>
              </Col>
            </Row>
            <div className="d-flex gap-2 mt-3">
              <Button type="submit" disabled={isSubmitting} data-testid="company-save">
                {editing ? '저장' : '등록'}
              </Button>
              {editing && (
                <Button variant="outline-secondary" onClick={() => edit(null)}>
                  새 기업 등록으로
                </Button>
              )}
            </div>
          </Form>
        </div>
      </section>
    </>
  );
}
