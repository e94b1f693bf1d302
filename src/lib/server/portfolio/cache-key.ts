// The cache prefix of a student's shared pages, in its own module so that the services that
// invalidate it (entries, shares) do not import each other.
export const portfolioCacheKey = (studentId: string) => `portfolio:${studentId}:share:`;
