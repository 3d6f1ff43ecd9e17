// Demo pictures, drawn for Fairdraw as SVG.
import { blogFileSeeds } from './files-blog';
import { brandFileSeeds } from './files-brand';
import { causeFileSeeds } from './files-causes';
import type { ContentFileSeed } from './types';

export const contentFileSeeds: ContentFileSeed[] = [...brandFileSeeds, ...causeFileSeeds, ...blogFileSeeds];
