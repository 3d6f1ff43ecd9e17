import { PICTURE_ASPECT, PICTURE_WIDTHS, pictureSources } from '@fairdraw/domain';
import './responsive-picture.css';

const WIDEST = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? 1200;

/**
 * A 16:9 picture: a shipped one (packages/domain pictures) in AVIF or WebP at the width the screen needs,
 * any other address as it is. Its width and height are set, so the page does not move when it arrives.
 * Below the fold it loads when scrolled near; `aboveTheFold` loads it first, as the page's main picture.
 */
export function ResponsivePicture({
  src,
  alt,
  sizes,
  aboveTheFold = false,
  className,
}: {
  src: string;
  alt: string;
  /** How wide the picture shows, as the `sizes` attribute says it: "(min-width: 40rem) 50vw, 100vw". */
  sizes: string;
  aboveTheFold?: boolean;
  className?: string;
}) {
  return (
    <picture className={className ? `responsive-picture ${className}` : 'responsive-picture'}>
      {pictureSources(src).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        alt={alt}
        width={WIDEST}
        height={(WIDEST * PICTURE_ASPECT.height) / PICTURE_ASPECT.width}
        {...(aboveTheFold
          ? { loading: 'eager', fetchPriority: 'high' }
          : { loading: 'lazy', decoding: 'async' })}
      />
    </picture>
  );
}
