// How guessable a new password is (issue 14, decision 0033): zxcvbn-ts estimates the guesses an attacker
// needs, using lists of common passwords, names and English words, keyboard patterns, dates and repeats,
// and the customer's own name and e-mail. The server is the one judge; the web shows its field error.
import { createRequire } from 'node:module';
import type { FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as CommonWordLists from '@zxcvbn-ts/language-common';
import type * as EnglishWordLists from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's scores run 0–4; 3 means "safely unguessable" (about 10^10 guesses, beyond an offline attack
 * on a slow hash such as our argon2id), the level most sign-up forms ask for.
 */
export const MIN_PASSWORD_SCORE = 3;
export const TOO_EASY_PREFIX = 'This password is too easy to guess';
/** Words of this shop a customer might build a password from. */
const SITE_WORDS = ['fairdraw', 'lotto', 'lottery', 'raffle', 'jackpot'];

// The dictionaries (about 1.6 MB) are loaded, and ranked (a few hundred milliseconds), on first use, so
// a server that is starting, or a process that never sets a password, does not pay for them. Loaded and
// ranked they take about 23 MB of heap, so they are let go once no password has been checked for a while
// (decision 0072) and loaded again by the next check. They are required, not imported: an imported
// module stays for the life of the process (about 9 MB of word lists never went), while a required one
// leaves require's cache and is collected once V8's compilation cache lets its script go (decision 0076).
export const ESTIMATOR_IDLE_MS = 2 * 60_000;
// require's cache is one for the process; each load takes a require of its own, whose module lists what
// it loaded as its children and is dropped with it.
const moduleCache = createRequire(import.meta.url).cache;
const WORD_LIST_MODULES = /[\\/]@zxcvbn-ts[\\/](language-|dictionary-compression)/;
let factory: Promise<ZxcvbnFactory> | undefined;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function loadWordLists() {
  const require = createRequire(import.meta.url);
  return {
    common: require('@zxcvbn-ts/language-common') as typeof CommonWordLists,
    english: require('@zxcvbn-ts/language-en') as typeof EnglishWordLists,
  };
}

function forgetWordLists() {
  for (const path of Object.keys(moduleCache)) if (WORD_LIST_MODULES.test(path)) delete moduleCache[path];
}

async function createEstimator(): Promise<ZxcvbnFactory> {
  const { ZxcvbnFactory: Factory } = await import('@zxcvbn-ts/core');
  const { common, english } = loadWordLists();
  const { translations } = english;
  return new Factory({
    // Australian spelling, and our own words where the library's are unclear.
    translations: {
      ...translations,
      warnings: {
        ...translations.warnings,
        userInputs: 'It contains your name, your e-mail address or the shop’s name.',
      },
      suggestions: {
        ...translations.suggestions,
        allUppercase: 'Capitalise some, but not all letters.',
        capitalization: 'Capitalise more than the first letter.',
      },
    },
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
}
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= createEstimator().catch((error: unknown) => {
    factory = undefined;
    throw error;
  });
  clearTimeout(releaseTimer);
  // unref: the timer never keeps a process (a test run, a CLI) alive.
  releaseTimer = setTimeout(releaseEstimator, ESTIMATOR_IDLE_MS).unref();
  return factory;
}

/** Lets the ranked dictionaries and their word lists go; the next check loads them again. */
export function releaseEstimator(): void {
  clearTimeout(releaseTimer);
  factory = undefined;
  forgetWordLists();
}

/** Whether the ranked dictionaries are held now (tests). */
export const estimatorHeld = () => factory !== undefined;

/** Whether the word lists' modules are in require's cache (tests). */
export const wordListsLoaded = () => Object.keys(moduleCache).some((path) => WORD_LIST_MODULES.test(path));

/** The customer's own words: names, the e-mail address and its parts. */
export function personalWords(person: { email?: string; firstname?: string; lastname?: string }): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  return [person.firstname, person.lastname, email, local, ...local.split(/[._+-]/), ...domain.split('.')]
    .map((word) => word?.trim() ?? '')
    .filter((word) => word.length >= 3);
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The library's warning and first suggestions as one message, e.g. "…: this is a commonly used password. …" */
function tooEasyMessage(feedback: FeedbackType): string {
  const parts = [feedback.warning, ...feedback.suggestions.slice(0, 2)].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  if (parts.length === 0) parts.push('Add another word or two that are less common.');
  const text = parts.map(sentence).join(' ');
  return `${TOO_EASY_PREFIX}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** Null when the password is hard enough to guess; otherwise what to tell the customer. */
export async function passwordStrengthProblem(
  password: string,
  ownWords: string[] = [],
): Promise<string | null> {
  const result = (await estimator()).check(password, [...ownWords, ...SITE_WORDS]);
  return result.score >= MIN_PASSWORD_SCORE ? null : tooEasyMessage(result.feedback);
}
