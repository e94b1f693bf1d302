// Subjects the student plans to take: search by name or code (checked by the same schema as the
// server's search), add a hit, remove a chip. Subjects already passed cannot be added.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { invalidProps, toastFailure, FormAlert } from '@/islands/form';
import { MAX_PLANNED, SubjectSearchInput } from '@/lib/schemas/learning-grad';
import type { SubjectHit } from '@/lib/learning/grad-types';
import { WHATIF_API, type Planned } from './types';

interface Props {
  planned: Planned[];
  onChange: (next: Planned[]) => void;
  error?: string;
}

export default function PlannedSubjects({ planned, onChange, error }: Props) {
  const [hits, setHits] = useState<SubjectHit[] | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ keyword: string }>({ defaultValues: { keyword: '' }, resolver: zodResolver(SubjectSearchInput as never) as never });

  async function search({ keyword }: { keyword: string }) {
    try {
      const res = await api.get<SubjectHit[]>(`${WHATIF_API}/subjects`, { keyword: keyword.trim() });
      setHits(res.data);
    } catch (err) {
      toastFailure(err, '과목을 찾지 못했습니다.');
    }
  }

  function add(s: SubjectHit) {
    if (planned.some((p) => p.sbjtKeyId === s.sbjtKeyId)) return;
    if (planned.length >= MAX_PLANNED) {
      toast.error(`수강 예정 과목은 ${MAX_PLANNED}개까지 넣을 수 있습니다.`);
      return;
    }
    onChange([...planned, { sbjtKeyId: s.sbjtKeyId, sbjtCd: s.sbjtCd, korNm: s.korNm, credits: s.credits }]);
  }

  const keywordError = errors.keyword?.message;
  return (
    <>
      <Form className="mt-3" onSubmit={handleSubmit(search)} noValidate role="search" aria-label="수강 예정 과목 검색">
        <FormAlert errors={errors} />
        <Form.Label htmlFor="wi-keyword" className="small mb-1">
          수강 예정 과목 (과목명 또는 과목코드)
        </Form.Label>
        <div className="d-flex gap-2">
          <Form.Control id="wi-keyword" maxLength={50} placeholder="예: 자료구조" {...invalidProps('wi-keyword', keywordError)} {...register('keyword')} />
          <Button type="submit" variant="outline-primary" className="text-nowrap">
            검색
          </Button>
        </div>
        {keywordError && (
          <div className="invalid-feedback d-block" id="wi-keyword-error">
            {keywordError}
          </div>
        )}
      </Form>
      {hits && (
        <ListGroup className="mt-2 grad-hits" data-testid="subject-hits">
          {hits.length === 0 && <ListGroup.Item className="small text-secondary">검색 결과가 없습니다.</ListGroup.Item>}
          {hits.map((h) => {
            const added = planned.some((p) => p.sbjtKeyId === h.sbjtKeyId);
            return (
              <ListGroup.Item key={h.sbjtKeyId} className="d-flex align-items-center gap-2 small">
                <span className="flex-grow-1">
                  {h.korNm} <span className="text-secondary">{h.sbjtCd} · {h.credits}학점 · {h.deptNm ?? '교양'}</span>
                </span>
                {h.passed ? (
                  <Badge bg="light" text="secondary" className="border">
                    이수함
                  </Badge>
                ) : (
                  <Button size="sm" variant={added ? 'outline-secondary' : 'outline-primary'} disabled={added} onClick={() => add(h)} aria-label={`${h.korNm} 수강 예정에 추가`}>
                    {added ? '추가됨' : '추가'}
                  </Button>
                )}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
      {planned.length > 0 && (
        <div className="mt-2 d-flex flex-wrap gap-1" data-testid="planned-list" aria-label="수강 예정 과목">
          {planned.map((p) => (
            <Badge key={p.sbjtKeyId} bg="info" text="dark" className="d-inline-flex align-items-center gap-1 fw-normal">
              {p.korNm} {p.credits ? `${p.credits}학점` : ''}
              <button type="button" className="btn-close btn-close-sm" aria-label={`${p.korNm} 빼기`} onClick={() => onChange(planned.filter((x) => x.sbjtKeyId !== p.sbjtKeyId))} />
            </Badge>
          ))}
        </div>
      )}
      {error && <div className="text-danger small mt-1">{error}</div>}
    </>
  );
}
