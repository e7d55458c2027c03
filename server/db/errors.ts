// PostgreSQL error codes the services answer as the caller's mistake rather than a failure.

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

// 23505: a unique index refused the row (a taken username, slug or name).
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}

// 23503: a foreign key refused the change (a row still in use).
export function isForeignKeyViolation(err: unknown): boolean {
  return pgCode(err) === '23503';
}
