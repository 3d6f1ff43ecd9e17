// Demo content items.
import type { ContentItemSeed } from './types';

export const contentItemSeeds: ContentItemSeed[] = [];
