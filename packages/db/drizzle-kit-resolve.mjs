// drizzle-orm is installed under packages/db only (the server must reach it through @fairdraw/db),
// while drizzle-kit is installed at the root and imports drizzle-orm to check its version. This
// resolve hook, registered by drizzle.config.ts, lets drizzle-kit find packages/db's copy.
const fromDbPackage = new URL('./src/', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: fromDbPackage });
  }
  return nextResolve(specifier, context);
}
