// The shop's words in the translation service.
import type { TranslationSeed } from './types';

export const translationSeeds: TranslationSeed[] = [];
