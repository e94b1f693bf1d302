import { endpoint, ok } from '@/lib/server/http/respond';

/** The process answers: nothing else is asked (no database), so a restart is only called for when this fails. */
export const GET = endpoint(() => ok({ status: 'live', uptimeSeconds: Math.round(process.uptime()) }));
