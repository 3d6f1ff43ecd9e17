// The shop's own drawings of the causes it was set up with (apps/web/art/causes), by cause key. Causes do
// not carry a picture in the contract; one added later shows without a picture until it has a drawing here.
import { pictureUrl } from '@fairdraw/domain';

export interface CausePicture {
  src: string;
  alt: string;
}

const causePictures: Record<string, CausePicture> = {
  harbour_childrens_hospital: {
    src: pictureUrl('/images/causes/harbour-childrens-hospital'),
    alt: 'A children’s hospital by the harbour with a heart above its door',
  },
  tallowood_point_slsc: {
    src: pictureUrl('/images/causes/tallowood-point-surf-life-saving-club'),
    alt: 'A rescue boat and a rescue board on the sand between red and yellow flags',
  },
  riverside_hospice: {
    src: pictureUrl('/images/causes/riverside-hospice'),
    alt: 'A low hospice among trees beside a calm river at sunset',
  },
  blue_gum_rfb: {
    src: pictureUrl('/images/causes/blue-gum-rural-fire-brigade'),
    alt: 'A red fire tanker at the brigade shed in front of gum trees',
  },
};

export function causePicture(causeKey: string): CausePicture | undefined {
  return causePictures[causeKey];
}

export function allCausePictures(): CausePicture[] {
  return Object.values(causePictures);
}
