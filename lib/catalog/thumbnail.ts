/**
 * A thumbnail of a png/jpg/jpeg/gif image has the same name with
 * `-100` before the extension (`/a/b.png` → `/a/b-100.png`). Other formats
 * (webp, svg, data URIs…) have no thumbnail and are returned unchanged.
 * A query string or fragment stays after the extension.
 */
const thumbnailable = /^(.*?)(\.(?:png|jpe?g|gif))((?:[?#].*)?)$/i;

export const thumbnailUrl = (url: string): string => {
  if (url.startsWith('data:')) return url;
  const match = thumbnailable.exec(url);
  if (!match) return url;
  const [, stem, extension, suffix] = match;
  return `${stem}-100${extension}${suffix}`;
};
