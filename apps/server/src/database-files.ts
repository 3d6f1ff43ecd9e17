// Files the server needs beside its code, found from src/ and from the bundle in dist/ alike (both sit
// one level below apps/server).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The SQL migrations ship in packages/db, not in the bundle. */
export const MIGRATIONS_FOLDER = path.resolve(here, '../../../packages/db/migrations');

/** The pre-migrated embedded database the server build makes (decision 0057). */
export const DEFAULT_TEMPLATE_FOLDER = path.resolve(here, '../dist/db-template');
