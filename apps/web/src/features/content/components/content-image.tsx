/** Where the content service serves a picture's bytes (the same origin, like every service). */
export function contentAssetUrl(imageId: string): string {
  return `/cms/assets/${encodeURIComponent(imageId)}`;
}

/**
 * A content picture. Its box has a fixed shape (the `shape` class sets the aspect ratio), so the page
 * does not move when it arrives; below the fold it loads only when needed.
 */
export function ContentImage({
  imageId,
  alt,
  shape,
  eager = false,
}: {
  imageId: string;
  alt: string;
  shape: 'banner' | 'card' | 'square' | 'logo';
  eager?: boolean;
}) {
  return (
    <img
      className={`content-image content-image-${shape}`}
      src={contentAssetUrl(imageId)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
