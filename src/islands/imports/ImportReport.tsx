// One import's report: status, the files read, counts per kind, why it cannot be applied, and the
// refused rows with file, line, column and reason; with the confirm button while it can be confirmed.
import { useState } from 'react';
import { Alert, Badge, Button, Table } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { CHANNEL_NAMES, KIND_NAMES, STATUS_NAMES, STATUS_VARIANTS, type Kind, type RunReport } from '@/lib/imports/report';
import { termNm } from '@/lib/calendar';
import { formatDateTime } from '@/lib/format';

const SHOWN_REJECTS = 200;
const n = (v: number) => v.toLocaleString('ko-KR');

export default function ImportReport({ report: initial }: { report: RunReport }) {
  const [report, setReport] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!window.confirm(`가져오기 ${report.runId}번을 반영합니다. 검토 결과대로 데이터가 바뀝니다. 계속할까요?`)) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<RunReport>(`/api/v1/adm/imports/${report.runId}/confirm`, {}, { silent: true } as never);
      setReport(res.data);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '반영하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  const kinds = Object.entries(report.counts) as [Kind, RunReport['counts'][Kind]][];
  return (
    <section aria-labelledby={`report-${report.runId}`} className="mb-4" data-testid="import-report">
      <h2 id={`report-${report.runId}`} className="h5 d-flex flex-wrap align-items-center gap-2">
        가져오기 {report.runId}번 <Badge bg={STATUS_VARIANTS[report.status] ?? 'secondary'} data-testid="import-status">{STATUS_NAMES[report.status] ?? report.status}</Badge>
      </h2>
      <dl className="row small mb-2">
        <dt className="col-4 col-md-2">파일</dt>
        <dd className="col-8 col-md-10 text-break">{report.fileNm} ({n(report.fileSize)} 바이트, {report.encoding || '-'})</dd>
        <dt className="col-4 col-md-2">SHA-256</dt>
        <dd className="col-8 col-md-10 text-break font-monospace">{report.fileHash}</dd>
        <dt className="col-4 col-md-2">방식</dt>
        <dd className="col-8 col-md-10">
          {CHANNEL_NAMES[report.channel] ?? report.channel} · {report.batch ? `${report.batch.year}학년도 ${termNm(report.batch.termCd)} 일괄 (변경 한도 ${report.thresholdPct}%)` : '추가·변경만'}
        </dd>
        <dt className="col-4 col-md-2">검토</dt>
        <dd className="col-8 col-md-10">{formatDateTime(report.createdAt)}{report.durationMs !== null && ` · ${(report.durationMs / 1000).toFixed(1)}초`}</dd>
        {report.appliedAt && (
          <>
            <dt className="col-4 col-md-2">반영</dt>
            <dd className="col-8 col-md-10">{formatDateTime(report.appliedAt)} · {report.appliedBy}</dd>
          </>
        )}
      </dl>
      {report.message && (
        <Alert variant="danger" className="pre-line" data-testid="import-message">
          {report.message}
        </Alert>
      )}
      {report.status === 'APPLIED' && <Alert variant="success" role="status">반영했습니다. 같은 파일을 다시 가져와도 바뀌는 것은 없습니다.</Alert>}
      {kinds.length > 0 && (
        <div className="table-responsive" role="region" aria-label="종류별 건수" tabIndex={0}>
          <Table size="sm" bordered className="align-middle text-end" data-testid="import-counts">
            <caption className="visually-hidden">종류별 건수</caption>
            <thead className="table-light">
              <tr>
                <th scope="col" className="text-start">종류</th>
                <th scope="col">행 수</th>
                <th scope="col">생성</th>
                <th scope="col">변경</th>
                <th scope="col">비활성화</th>
                <th scope="col">복원</th>
                <th scope="col">거부</th>
              </tr>
            </thead>
            <tbody>
              {kinds.map(([kind, c]) => (
                <tr key={kind} data-kind={kind}>
                  <th scope="row" className="text-start">{KIND_NAMES[kind]}</th>
                  <td>{n(c!.rows)}</td>
                  <td data-col="create">{n(c!.create)}</td>
                  <td data-col="update">{n(c!.update)}</td>
                  <td data-col="deactivate">{n(c!.deactivate)}</td>
                  <td data-col="restore">{n(c!.restore)}</td>
                  <td data-col="refused" className={c!.refused ? 'text-danger fw-bold' : undefined}>{n(c!.refused)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {report.rejectTotal > 0 && (
        <>
          <h3 className="h6 mt-3">거부된 행 {n(report.rejectTotal)}건</h3>
          <p className="small text-secondary mb-2">거부된 행은 반영하지 않습니다. 나머지 행은 반영할 수 있습니다. 모든 행은 결과 엑셀에 있습니다.</p>
          <div className="table-responsive" role="region" aria-label="거부된 행" tabIndex={0}>
            <Table size="sm" striped className="small" data-testid="import-rejects">
              <caption className="visually-hidden">거부된 행</caption>
              <thead>
                <tr>
                  <th scope="col">파일</th>
                  <th scope="col">행</th>
                  <th scope="col">열</th>
                  <th scope="col">값</th>
                  <th scope="col">사유</th>
                </tr>
              </thead>
              <tbody>
                {report.rejects.slice(0, SHOWN_REJECTS).map((r, i) => (
                  <tr key={i}>
                    <td>{r.file}</td>
                    <td>{r.line || '-'}</td>
                    <td>{r.column || '-'}</td>
                    <td className="text-break">{r.value}</td>
                    <td>{r.message}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {report.rejectTotal > SHOWN_REJECTS && <p className="small">처음 {SHOWN_REJECTS}건만 보입니다. 나머지는 결과 엑셀에서 보세요.</p>}
        </>
      )}
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-2">
        {report.confirmable && report.status === 'DRY_RUN' && (
          <Button onClick={confirm} disabled={busy} data-testid="import-confirm">
            {busy ? '반영 중…' : '검토 결과대로 반영'}
          </Button>
        )}
        <a className="btn btn-outline-secondary" href={`/api/v1/adm/imports/${report.runId}/report`} download>
          결과 엑셀 내려받기
        </a>
      </div>
    </section>
  );
}
