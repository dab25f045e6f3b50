/**
 * Where shoppers' uploads (review photos) live. The interface is what an S3-compatible object
 * store also offers — put, get and delete by key — so a deployment with several processes can
 * swap the local folder for a bucket without touching the callers.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `<folder>/<name>.<ext>` of `[a-z0-9_-]`: nothing a key holds can leave the root. */
export const fileKeyPattern = /^[a-z0-9_-]+\/[a-z0-9_-]+\.(?:jpg|png|gif)$/;

const contentTypes: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** A FileStore in a local folder (by default `<data folder>/uploads`). */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!fileKeyPattern.test(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, file.bytes);
      await rename(partial, target);
    },
    async get(key) {
      if (!fileKeyPattern.test(key)) return null;
      try {
        const bytes = await readFile(fileOf(key));
        return {
          bytes,
          contentType: contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
