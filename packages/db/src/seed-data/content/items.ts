// Demo content items: the site's theme and navigation, the about and legal pages, the causes' pages and
// the news blog. Each group lives in its own file so none grows too long to read.
import { aboutItemSeeds } from './items-about';
import { blogGuideItemSeeds } from './items-blog-guides';
import { blogNewsItemSeeds } from './items-blog';
import { causeItemSeeds } from './items-causes';
import { faqItemSeeds } from './items-faq';
import { privacyItemSeeds } from './items-privacy';
import { siteItemSeeds } from './items-site';
import { termsItemSeeds } from './items-terms';
import type { ContentItemSeed } from './types';

export const contentItemSeeds: ContentItemSeed[] = [
  ...siteItemSeeds,
  ...aboutItemSeeds,
  ...faqItemSeeds,
  ...termsItemSeeds,
  ...privacyItemSeeds,
  ...causeItemSeeds,
  ...blogNewsItemSeeds,
  ...blogGuideItemSeeds,
];
