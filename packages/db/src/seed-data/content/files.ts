// Demo pictures, drawn for Fairdraw as SVG.
import type { ContentFileSeed } from './types';

export const contentFileSeeds: ContentFileSeed[] = [];
