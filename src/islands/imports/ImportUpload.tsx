// Upload of an import file with a progress bar: the file goes as the request body (so the browser
// reports its progress), the server answers the dry-run report, shown below with its confirm button.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, ProgressBar, Row } from 'react-bootstrap';
import { ENCODINGS, ENCODING_NAMES, ImportOptionsQuery } from '@/lib/schemas/imports';
import type { RunReport } from '@/lib/imports/report';
import { checkWith, FieldError, FormError, invalidProps, type FieldErrors } from '../form';
import ImportReport from './ImportReport';

const MAX_MB = 200;

export default function ImportUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [encoding, setEncoding] = useState<(typeof ENCODINGS)[number]>('auto');
  const [term, setTerm] = useState('');
  const [batch, setBatch] = useState(false);
  const [threshold, setThreshold] = useState('10');
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<RunReport | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: FieldErrors = { ...checkWith(ImportOptionsQuery, { encoding, term, batch: String(batch), threshold }) };
    if (!file) found.file = '가져올 파일을 골라 주세요.';
    else if (!/\.(zip|xlsx)$/i.test(file.name)) found.file = 'zip 또는 xlsx 파일만 올릴 수 있습니다.';
    else if (file.size > MAX_MB * 1024 * 1024) found.file = `${MAX_MB}MB까지 올릴 수 있습니다.`;
    if (batch && !term) found.term = '학기 일괄 모드에는 학기가 필요합니다.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    setReport(null);
    setProgress(0);
    const params = new URLSearchParams({ encoding, term, batch: String(batch), threshold });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/adm/imports?${params}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file!.name));
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) setProgress(Math.round((ev.loaded / ev.total) * 100));
    };
    xhr.upload.onload = () => {
      setProgress(100);
      setChecking(true);
    };
    xhr.onload = () => {
      setChecking(false);
      setProgress(null);
      let body: { code?: number; message?: string; data?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status === 401) {
        window.location.href = '/masterLogin';
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) setReport(body.data as RunReport);
      else {
        setFailure(body.message || '파일을 검토하지 못했습니다.');
        if (body.data && typeof body.data === 'object') setErrors(body.data as FieldErrors);
      }
    };
    xhr.onerror = () => {
      setChecking(false);
      setProgress(null);
      setFailure('서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    };
    xhr.send(file);
  }

  const busy = progress !== null;
  return (
    <>
      <Form noValidate onSubmit={submit} className="mb-3" aria-describedby="import-help">
        <p id="import-help" className="small text-secondary">
          학사정보시스템에서 내보낸 CSV 파일들을 zip으로 묶은 파일이나 종류별 시트가 있는 엑셀(.xlsx) 파일을 올립니다. 올리면 먼저 검토만 하고, 결과를 확인한 뒤 반영합니다.{' '}
          <a href="/adm/imports/format">파일 형식 보기</a>
        </p>
        <Row className="g-2">
          <Col xs={12} md={6}>
            <Form.Label htmlFor="import-file">파일 (zip, xlsx)</Form.Label>
            <Form.Control id="import-file" type="file" accept=".zip,.xlsx" onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)} {...invalidProps('import-file', errors.file)} />
            <FieldError id="import-file" error={errors.file} />
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="import-encoding">CSV 인코딩</Form.Label>
            <Form.Select id="import-encoding" value={encoding} onChange={(e) => setEncoding(e.target.value as (typeof ENCODINGS)[number])}>
              {ENCODINGS.map((enc) => (
                <option key={enc} value={enc}>
                  {ENCODING_NAMES[enc]}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="import-term">학기 (예: 2027-1)</Form.Label>
            <Form.Control id="import-term" value={term} maxLength={10} onChange={(e) => setTerm(e.target.value)} {...invalidProps('import-term', errors.term)} />
            <FieldError id="import-term" error={errors.term} />
          </Col>
          <Col xs={12} md={6}>
            <Form.Check
              id="import-batch"
              type="checkbox"
              checked={batch}
              onChange={(e) => setBatch(e.target.checked)}
              label="학기 일괄 모드: 이 파일이 그 학기의 전부입니다 (파일에 없는 사람과 그 학기 수강은 비활성화)"
            />
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="import-threshold">변경 한도 (%)</Form.Label>
            <Form.Control id="import-threshold" type="number" min={1} max={100} value={threshold} onChange={(e) => setThreshold(e.target.value)} {...invalidProps('import-threshold', errors.threshold)} />
            <FieldError id="import-threshold" error={errors.threshold} />
          </Col>
          <Col xs={6} md={3} className="d-flex align-items-end">
            <Button type="submit" disabled={busy} className="w-100" data-testid="import-submit">
              {busy ? '검토 중…' : '올리고 검토'}
            </Button>
          </Col>
        </Row>
        <FormError errors={errors} />
      </Form>
      {progress !== null && (
        <div className="mb-3" role="status" aria-live="polite">
          <ProgressBar now={progress} label={`${progress}%`} animated={checking} aria-label="올리는 중" />
          <p className="small mt-1">{checking ? '올렸습니다. 검토하는 중입니다. 큰 파일은 몇 분 걸릴 수 있습니다.' : '올리는 중…'}</p>
        </div>
      )}
      {failure && (
        <Alert variant="danger" role="alert" data-testid="import-failure">
          {failure}
        </Alert>
      )}
      {report && <ImportReport report={report} />}
    </>
  );
}

