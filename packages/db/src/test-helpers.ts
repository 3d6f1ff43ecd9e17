// Small helpers for this package's tests.

/** The PostgreSQL SQLSTATE of an error, looking through Drizzle's wrapping (e.g. 23514 check_violation). */
export function sqlState(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Runs the promise and returns the SQLSTATE it failed with; fails the test if it succeeds. */
export async function failureState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlState(error);
  }
  throw new Error('Expected the statement to fail, but it succeeded');
}
