// The demo raffles' pictures are files the web app ships: every width and format of each one exists.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PICTURE_FORMATS, PICTURE_WIDTHS, pictureFiles } from '@fairdraw/domain';
import { raffleSeeds } from './raffles';

const webPublic = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));

describe('seeded raffle pictures', () => {
  it.each(raffleSeeds.map((raffle) => [raffle.key, raffle.featureImage]))(
    '%s has its picture at every width and format',
    (_key, featureImage) => {
      const files = pictureFiles(featureImage);
      expect(files).toHaveLength(PICTURE_WIDTHS.length * PICTURE_FORMATS.length);
      for (const file of files) expect(existsSync(`${webPublic}${file}`), file).toBe(true);
    },
  );
});
