/**
 * The editor's media library: images staff upload for sections, kept through the file store
 * (server/media/fileStore.ts) like review photos — decoded and encoded again (JPEG, PNG or GIF, at
 * most 8 MB, at most 2000 px on the longer side, no metadata), so only a real image is stored —
 * and listed in `editor_media`. The generated demo images are offered beside them.
 */
import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editorMedia } from '../../db/schema';
import type { FileStore } from '../../media/fileStore';
import { DomainError } from '../errors';
import { storablePhoto } from '../reviews/photos';

const UPLOADS_URL = '/media/uploads';

export interface MediaItem {
  url: string;
  width: number;
  height: number;
}

export async function uploadMedia(
  db: Db,
  files: FileStore,
  bytes: Uint8Array,
  staffId: number,
): Promise<MediaItem> {
  let photo: Awaited<ReturnType<typeof storablePhoto>>;
  try {
    photo = await storablePhoto(bytes, 0);
  } catch (error) {
    // The photo rules name their field `photos.0`; here it is the one `file`.
    if (error instanceof DomainError)
      throw new DomainError('invalid', error.message, { file: [error.message] });
    throw error;
  }
  const key = `editor/${randomBytes(12).toString('hex')}.${photo.format}`;
  await files.put(key, {
    bytes: photo.full,
    contentType: photo.format === 'jpg' ? 'image/jpeg' : `image/${photo.format}`,
  });
  const item = { url: `${UPLOADS_URL}/${key}`, width: photo.width, height: photo.height };
  await db.insert(editorMedia).values({ ...item, uploadedBy: staffId });
  return item;
}

export async function listMedia(db: Db, limit = 200): Promise<MediaItem[]> {
  return db
    .select({ url: editorMedia.url, width: editorMedia.width, height: editorMedia.height })
    .from(editorMedia)
    .orderBy(desc(editorMedia.id))
    .limit(limit);
}
