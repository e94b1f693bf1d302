// Names the what-if on screen and saves it as a scenario (the server checks the name and the limit again).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Form } from 'react-bootstrap';
import * as z from 'zod/mini';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { invalidProps, toastFailure, FormAlert } from '@/islands/form';
import { MAX_SCENARIOS, SCENARIO_NAME_MAX, ScenarioInput, type WhatIf } from '@/lib/schemas/learning-grad';
import { particle } from '@/lib/text/josa';
import { WHATIF_API } from './types';

const NameInput = z.pick(ScenarioInput, { name: true });

interface Props {
  whatIf: () => WhatIf;
  count: number;
  onSaved: () => Promise<void>;
}

export default function SaveScenario({ whatIf, count, onSaved }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ defaultValues: { name: '' }, resolver: zodResolver(NameInput as never) as never });

  async function save({ name }: { name: string }) {
    const trimmed = name.trim();
    try {
      await api.post(`${WHATIF_API}/scenarios`, { ...whatIf(), name: trimmed });
      toast.success(`시나리오 "${trimmed}"${particle(trimmed, '을/를')} 저장했습니다.`);
      reset({ name: '' });
      await onSaved();
    } catch (err) {
      const message = err instanceof ApiError && err.data && typeof err.data === 'object' ? (err.data as Record<string, string>).name : undefined;
      if (message) setError('name', { message });
      toastFailure(err, '시나리오를 저장하지 못했습니다.');
    }
  }

  return (
    <Card className="mb-3" as="section" aria-label="시나리오 저장">
      <Card.Body>
        <Form onSubmit={handleSubmit(save)} noValidate className="d-flex flex-wrap gap-2 align-items-start">
          <FormAlert errors={errors} />
          <Form.Group controlId="wi-name" className="flex-grow-1">
            <Form.Label className="visually-hidden">시나리오 이름</Form.Label>
            <Form.Control maxLength={SCENARIO_NAME_MAX} placeholder={`시나리오 이름 (${SCENARIO_NAME_MAX}자 이내)`} {...invalidProps('wi-name', errors.name?.message)} {...register('name')} />
            <Form.Control.Feedback type="invalid" id="wi-name-error">
              {errors.name?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" variant="success" disabled={isSubmitting || count >= MAX_SCENARIOS}>
            시나리오 저장
          </Button>
        </Form>
        <p className="small text-secondary mb-0 mt-1">
          저장한 시나리오 {count}/{MAX_SCENARIOS}개
        </p>
      </Card.Body>
    </Card>
  );
}
