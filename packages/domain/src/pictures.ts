// Pictures the shop ships (apps/web/public/images): each drawing is encoded once, at a few widths and in
// two formats, and its files are named by one rule. The address a raffle draw's `featureImage` carries is
// one of those files, so any client can show it as it is, and the web app finds the rest from it.

/** Widths, in pixels, of every shipped picture. All are 16:9. */
export const PICTURE_WIDTHS = [400, 800, 1200] as const;

/** Best first: a browser shows the first format it can read. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const PICTURE_ASPECT = { width: 16, height: 9 } as const;

/** The file an address names: the middle width, in the format every current browser reads. */
export const PICTURE_NAMED_WIDTH = 800;
const NAMED_SUFFIX = `-${PICTURE_NAMED_WIDTH}.webp`;

/** `/images/raffles/blue-gum-cash`, 400, 'avif' → `/images/raffles/blue-gum-cash-400.avif`. */
export function pictureFileUrl(base: string, width: number, format: PictureFormat): string {
  return `${base}-${width}.${format}`;
}

/** The address of a shipped picture (what `featureImage` holds), from its base. */
export function pictureUrl(base: string): string {
  return pictureFileUrl(base, PICTURE_NAMED_WIDTH, 'webp');
}

/**
 * The base of a shipped picture's address (`/images/…-800.webp` → `/images/…`), or null for any other
 * address, which is shown as it is.
 */
export function pictureBase(url: string): string | null {
  if (!url.startsWith('/images/') || !url.endsWith(NAMED_SUFFIX)) return null;
  return url.slice(0, -NAMED_SUFFIX.length);
}

export interface PictureSource {
  type: `image/${PictureFormat}`;
  /** `…-400.avif 400w, …-800.avif 800w, …-1200.avif 1200w` */
  srcSet: string;
}

/** A `<source>` for each format of a shipped picture; none for any other address. */
export function pictureSources(url: string): PictureSource[] {
  const base = pictureBase(url);
  if (base === null) return [];
  return PICTURE_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: PICTURE_WIDTHS.map((width) => `${pictureFileUrl(base, width, format)} ${width}w`).join(', '),
  }));
}

/** Every file of a shipped picture: each width in each format. */
export function pictureFiles(url: string): string[] {
  const base = pictureBase(url);
  if (base === null) return [];
  return PICTURE_FORMATS.flatMap((format) =>
    PICTURE_WIDTHS.map((width) => pictureFileUrl(base, width, format)),
  );
}
