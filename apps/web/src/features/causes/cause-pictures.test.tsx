import { existsSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CauseWithOffers } from '@fairdraw/contracts';
import { PICTURE_FORMATS, PICTURE_WIDTHS, pictureFiles } from '@fairdraw/domain';
import { allCapabilities } from '../../test/fixtures';
import { filledQueryClient, offlineClient, renderShop, waitLongerForLazyPages } from '../../test/render';
import { causesQueryOptions } from './api/get-causes';
import { allCausePictures } from './cause-pictures';

waitLongerForLazyPages();

const webPublic = path.resolve(import.meta.dirname, '../../../public');

const causes: CauseWithOffers[] = [
  {
    key: 'harbour_childrens_hospital',
    urlSlug: 'harbour-childrens-hospital',
    name: 'Harbour Children’s Hospital Foundation',
    description: 'Research, equipment and family support.',
    productOfferKeys: ['dream_home'],
  },
  {
    key: 'riverside_hospice',
    urlSlug: 'riverside-hospice',
    name: 'Riverside Hospice',
    description: 'Palliative care at home.',
    productOfferKeys: [],
  },
  {
    key: 'new_cause',
    urlSlug: 'new-cause',
    name: 'A Cause Without a Drawing',
    description: 'Added after the shop’s drawings were made.',
    productOfferKeys: [],
  },
];

describe('cause pictures', () => {
  it('head each cause in the directory, the first loaded at once, none for a cause without a drawing', async () => {
    const queryClient = filledQueryClient({ capabilities: [...allCapabilities, 'causes_directory'] });
    queryClient.setQueryData(causesQueryOptions(offlineClient).queryKey, causes);
    renderShop('/causes', {}, queryClient);
    await screen.findByRole('heading', { level: 2, name: 'Riverside Hospice' });
    const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

    const hospital = within(card('Harbour Children’s Hospital Foundation')).getByRole('img', {
      name: /children’s hospital by the harbour/,
    });
    expect(hospital).toHaveAttribute('loading', 'eager');
    expect(hospital).toHaveAttribute('src', '/images/causes/harbour-childrens-hospital-800.webp');
    const hospice = within(card('Riverside Hospice')).getByRole('img', { name: /hospice among trees/ });
    expect(hospice).toHaveAttribute('loading', 'lazy');
    expect(within(card('A Cause Without a Drawing')).queryByRole('img')).not.toBeInTheDocument();
  });

  it.each(allCausePictures().map((picture) => [picture.src]))(
    '%s is shipped at every width and format',
    (src) => {
      const files = pictureFiles(src);
      expect(files).toHaveLength(PICTURE_WIDTHS.length * PICTURE_FORMATS.length);
      for (const file of files) expect(existsSync(`${webPublic}${file}`), file).toBe(true);
    },
  );
});
