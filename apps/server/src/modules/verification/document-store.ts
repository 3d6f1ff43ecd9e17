// Uploaded documents on local disk under UPLOAD_DIR (decision 0020): random names, owner-only file
// modes, never inside the web root. Rows in verification_documents point at them by name.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_EXTENSIONS, type DocumentType } from '@fairdraw/domain';

export interface DocumentStore {
  /** Writes the bytes under a new random name and returns the name. */
  put(bytes: Buffer, type: DocumentType): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes files; a missing file is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{32}[.](jpg|png|pdf)$/;

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export function createDocumentStore(options: { directory: string; webRoot?: string }): DocumentStore {
  const directory = path.resolve(options.directory);
  if (options.webRoot && isInside(directory, path.resolve(options.webRoot)))
    throw new Error(`UPLOAD_DIR (${directory}) must not be inside the web root (${options.webRoot}).`);
  let ready: Promise<unknown> | null = null;
  const fileFor = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('not a document key');
    return path.join(directory, key);
  };
  return {
    async put(bytes, type) {
      ready ??= mkdir(directory, { recursive: true, mode: 0o700 });
      await ready;
      const key = `${randomBytes(16).toString('hex')}.${DOCUMENT_EXTENSIONS[type]}`;
      await writeFile(fileFor(key), bytes, { mode: 0o600, flag: 'wx' });
      return key;
    },
    get: (key) => readFile(fileFor(key)),
    async remove(keys) {
      await Promise.all(
        keys.map((key) =>
          unlink(fileFor(key)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          }),
        ),
      );
    },
  };
}
