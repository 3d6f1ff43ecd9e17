import type { ConfigResult } from '@fairdraw/contracts';

export type SocialNetwork = ConfigResult['socialAccounts'][number]['network'];

/** How each social network is named to people (the footer's links, the feedback widget's like button). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  twitter: 'Twitter',
  x: 'X',
  youtube: 'YouTube',
};
