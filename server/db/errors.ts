// PostgreSQL error codes the services answer as the caller's mistake rather than a failure.
import { conflict } from '../http/errors';

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

// A write's catch: a unique index's refusal becomes 409 with a sentence the caller can act on (a
// check before the write can race another request; the index decides).
export function conflictOnUnique(message: string): (err: unknown) => never {
  return (err) => {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  };
}
