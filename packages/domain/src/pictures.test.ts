import { describe, expect, it } from 'vitest';
import { pictureBase, pictureFiles, pictureSources, pictureUrl } from './pictures';

describe('shipped pictures', () => {
  it('are named by their base, width and format', () => {
    expect(pictureUrl('/images/raffles/blue-gum-cash')).toBe('/images/raffles/blue-gum-cash-800.webp');
    expect(pictureBase('/images/raffles/blue-gum-cash-800.webp')).toBe('/images/raffles/blue-gum-cash');
  });

  it('offer AVIF first, then WebP, each at every width', () => {
    expect(pictureSources('/images/causes/riverside-hospice-800.webp')).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/images/causes/riverside-hospice-400.avif 400w, /images/causes/riverside-hospice-800.avif 800w, /images/causes/riverside-hospice-1200.avif 1200w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/images/causes/riverside-hospice-400.webp 400w, /images/causes/riverside-hospice-800.webp 800w, /images/causes/riverside-hospice-1200.webp 1200w',
      },
    ]);
    expect(pictureFiles('/images/x-800.webp')).toHaveLength(6);
  });

  it('leave any other address as it is', () => {
    for (const url of ['https://cdn.example.com/prize-800.webp', '/images/prize.jpg', '/other/x-800.webp']) {
      expect(pictureBase(url)).toBeNull();
      expect(pictureSources(url)).toEqual([]);
      expect(pictureFiles(url)).toEqual([]);
    }
  });
});
