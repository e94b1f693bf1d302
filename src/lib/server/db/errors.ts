/** PostgreSQL unique_violation (directly, or wrapped by the driver): someone else took it first. */
export function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
