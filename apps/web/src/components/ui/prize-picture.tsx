import type { Draw } from '@fairdraw/contracts';
import { ResponsivePicture } from './responsive-picture';

/**
 * A raffle draw's prize picture, described by the prize's name ("Four-bedroom Central Coast home"). A draw
 * without one shows nothing, not an empty box.
 */
export function PrizePicture({
  draw,
  sizes,
  aboveTheFold = false,
  className,
}: {
  draw: Draw | undefined;
  sizes: string;
  aboveTheFold?: boolean;
  className?: string;
}) {
  const data = draw?.drawData;
  if (!data?.featureImage) return null;
  return (
    <ResponsivePicture
      className={className}
      src={data.featureImage}
      alt={data.name}
      sizes={sizes}
      aboveTheFold={aboveTheFold}
    />
  );
}
