import type { APIRoute } from 'astro';
import { errorResponse, messages } from '@/lib/server/http/respond';

/** Unknown API paths answer in the API's envelope, not with the HTML not-found page. */
export const ALL: APIRoute = () => errorResponse(404, messages.notFound);
