import { z } from 'zod';
import { q } from '@/lib/server/http/respond';

export const SetParams = z.object({ setId: q.positiveInt('요건 번호') });
export const RuleParams = z.object({ setId: q.positiveInt('요건 번호'), ruleId: q.positiveInt('항목 번호') });
