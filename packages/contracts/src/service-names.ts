// Apart from the discovery schemas, so the web client can check a discovery answer without zod
// (decision 0056).

/** The services of DESIGN.md; the client resolves every base URL from discovery. */
export const serviceNames = [
  'main',
  'cms',
  'translation',
  'verify',
  'social',
  'gamify',
  'placement',
  'rewards',
] as const;
