// Pages that show one record: the record, or null when it is missing or not the reader's (the
// service's 404), so the page answers the not-found page instead of an error:
//   const s = await orNotFound(() => scholarshipForEdit(id));  if (!s) return Astro.rewrite('/404');
import { HttpError } from '../http/respond';

export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}
