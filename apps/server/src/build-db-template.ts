// Run by the server build: makes the pre-migrated embedded database a new data folder starts from
// (decision 0057), so a first start skips PGlite's initdb and the migrations.
import { buildTemplate } from '@fairdraw/db';
import { DEFAULT_TEMPLATE_FOLDER, MIGRATIONS_FOLDER } from './database-files';

await buildTemplate(DEFAULT_TEMPLATE_FOLDER, MIGRATIONS_FOLDER);
