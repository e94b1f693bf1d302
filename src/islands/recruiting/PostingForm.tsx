// Writing a posting (staff, or a company for itself). The shared PostingInput schema checks the form
// here and on the server; the server's field errors land under their fields and what was typed stays.
// Attachments are uploaded first (the file service keeps them), then the posting refers to the group.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { PostingInput } from '@/lib/schemas/recruiting';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { ErrorSummary } from '@/islands/form';

type Option = { cd: string; nm: string };
type Values = {
  companyId: string;
  title: string;
  jobClsCd: string;
  empTypeCd: string;
  regionCd: string;
  careerLvlCd: string;
  openDt: string;
  deadlineDt: string;
  headcount: string;
  salary: string;
  requirements: string;
  howToApply: string;
  applyUrl: string;
  contact: string;
  fileGroupId: string;
};

interface Props {
  /** Where the list of this manager lives: /stf/recruiting/postings or /otsdr/recruiting. */
  base: string;
  postingId?: number;
  initial: Values;
  companies: { companyId: number; companyNm: string }[];
  options: { jobCls: Option[]; empType: Option[]; region: Option[]; careerLvl: Option[] };
  files: { fileId: number; oriFileNm: string; fileExtNm: string }[];
  /** Outside users' postings are reviewed before students see them. */
  reviewed: boolean;
}

export default function PostingForm({ base, postingId, initial, companies, options, files: initialFiles, reviewed }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: initial, resolver: zodResolver(PostingInput) as never });
  const [files, setFiles] = useState(initialFiles);
  const [uploading, setUploading] = useState(false);

  async function upload(list: FileList | null) {
    if (!list?.length) return;
    const form = new FormData();
    for (const f of Array.from(list)) form.append('file', f);
    // Later uploads join the group of the first one.
    const current = getValues('fileGroupId');
    if (current) form.append('fileGroupId', current);
    setUploading(true);
    try {
      const res = await api.postForm<{ fileGroupId: number; files: { fileId: number; oriFileNm: string; fileExtNm: string }[] }>('/api/files/upload', form);
      setValue('fileGroupId', String(res.data.fileGroupId));
      setFiles((fs) => [...fs, ...res.data.files]);
      toast.success(res.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '파일을 올리지 못했습니다.');
    } finally {
      setUploading(false);
    }
  }

  async function save(values: Values) {
    try {
      const res = await api.post<{ postingId: number }>(postingId ? `/api/v1/recruiting/manage/postings/${postingId}` : '/api/v1/recruiting/manage/postings', values);
      // The edit page says what happened (saved, or waiting for approval) from the stored state.
      toast.success(res.message);
      window.location.assign(`${base}/${res.data.postingId}?saved=1`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }

  const errorMap = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v?.message ?? '')]));
  const control = (name: keyof Values) => ({
    isInvalid: !!errors[name],
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `posting-${name}-error` : undefined,
    ...register(name),
  });
  const feedback = (name: keyof Values) => (
    <Form.Control.Feedback type="invalid" id={`posting-${name}-error`}>
      {errors[name]?.message}
    </Form.Control.Feedback>
  );
  const select = (name: keyof Values, label: string, list: Option[]) => (
    <Col xs={12} md={6} lg={3}>
      <Form.Group controlId={`posting-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Select {...control(name)}>
          <option value="">선택</option>
          {list.map((o) => (
            <option key={o.cd} value={o.cd}>
              {o.nm}
            </option>
          ))}
        </Form.Select>
        {feedback(name)}
      </Form.Group>
    </Col>
  );

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="posting-form">
      <ErrorSummary errors={errorMap} />
      {reviewed && <p className="small text-secondary">등록하거나 고친 공고는 담당 교직원이 승인한 뒤 학생에게 보입니다.</p>}
      <Row className="g-3">
        <Col xs={12} md={6}>
          <Form.Group controlId="posting-companyId">
            <Form.Label>기업</Form.Label>
            <Form.Select {...control('companyId')}>
              <option value="">선택</option>
              {companies.map((c) => (
                <option key={c.companyId} value={String(c.companyId)}>
                  {c.companyNm}
                </option>
              ))}
            </Form.Select>
            {feedback('companyId')}
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="posting-title">
            <Form.Label>공고 제목</Form.Label>
            <Form.Control maxLength={100} {...control('title')} />
            {feedback('title')}
          </Form.Group>
        </Col>
        {select('jobClsCd', '직무', options.jobCls)}
        {select('empTypeCd', '고용 형태', options.empType)}
        {select('regionCd', '근무 지역', options.region)}
        {select('careerLvlCd', '경력 구분', options.careerLvl)}
        <Col xs={6} lg={3}>
          <Form.Group controlId="posting-openDt">
            <Form.Label>접수 시작일</Form.Label>
            <Form.Control type="date" {...control('openDt')} />
            {feedback('openDt')}
          </Form.Group>
        </Col>
        <Col xs={6} lg={3}>
          <Form.Group controlId="posting-deadlineDt">
            <Form.Label>마감일</Form.Label>
            <Form.Control type="date" {...control('deadlineDt')} />
            {feedback('deadlineDt')}
          </Form.Group>
        </Col>
        <Col xs={6} lg={3}>
          <Form.Group controlId="posting-headcount">
            <Form.Label>채용 인원(명)</Form.Label>
            <Form.Control inputMode="numeric" {...control('headcount')} />
            {feedback('headcount')}
          </Form.Group>
        </Col>
        <Col xs={6} lg={3}>
          <Form.Group controlId="posting-salary">
            <Form.Label>급여</Form.Label>
            <Form.Control maxLength={100} placeholder="예: 연 3,600만 원" {...control('salary')} />
            {feedback('salary')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="posting-requirements">
            <Form.Label>지원 자격</Form.Label>
            <Form.Control as="textarea" rows={5} maxLength={4000} {...control('requirements')} />
            {feedback('requirements')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="posting-howToApply">
            <Form.Label>지원 방법</Form.Label>
            <Form.Control as="textarea" rows={4} maxLength={4000} {...control('howToApply')} />
            {feedback('howToApply')}
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="posting-applyUrl">
            <Form.Label>지원 주소</Form.Label>
            <Form.Control type="url" placeholder="https://" {...control('applyUrl')} />
            {feedback('applyUrl')}
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="posting-contact">
            <Form.Label>문의처 (로그인한 학생에게만 보입니다)</Form.Label>
            <Form.Control maxLength={200} {...control('contact')} />
            {feedback('contact')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="posting-files">
            <Form.Label>첨부파일 (PDF, 한글, 워드, 이미지)</Form.Label>
            <Form.Control type="file" multiple disabled={uploading} onChange={(e) => void upload((e.target as HTMLInputElement).files)} />
          </Form.Group>
          <input type="hidden" {...register('fileGroupId')} />
          {files.length > 0 && (
            <ul className="small mt-2 mb-0" data-testid="posting-files">
              {files.map((f) => (
                <li key={f.fileId}>
                  {f.oriFileNm}.{f.fileExtNm}
                </li>
              ))}
            </ul>
          )}
          {feedback('fileGroupId')}
        </Col>
      </Row>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" disabled={isSubmitting || uploading} data-testid="posting-save">
          {postingId ? '저장' : '등록'}
        </Button>
        <a className="btn btn-outline-secondary" href={base}>
          목록으로
        </a>
      </div>
    </Form>
  );
}
