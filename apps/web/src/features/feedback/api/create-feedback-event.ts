import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@fairdraw/client';
import {
  endpointRoutes,
  feedbackRatings,
  type ClientInformation,
  type FeedbackEvent,
  type FeedbackMood,
} from '@fairdraw/contracts';
import { DEFAULT_LOCALE } from '@fairdraw/domain';
import { version } from '../../../../package.json';
import { call } from '../../../lib/api-call';
import { useApi } from '../../../lib/api-client';

export const FEEDBACK_CLIENT_NAME = 'fairdraw-web';

/** Which build sent it: 'release' from a production build, otherwise 'internal' (shop-core §9). */
export function clientInformation(production: boolean = import.meta.env.PROD): ClientInformation {
  const options = Intl.DateTimeFormat().resolvedOptions();
  return {
    build: production ? 'release' : 'internal',
    clientName: FEEDBACK_CLIENT_NAME,
    version,
    clientEnvironment: {
      timezone: options.timeZone || 'UTC',
      locale: typeof navigator === 'undefined' ? DEFAULT_LOCALE : navigator.language || DEFAULT_LOCALE,
    },
  };
}

export interface FeedbackInput {
  mood: FeedbackMood;
  comment: string;
  /** Blank when the visitor gave none, or is signed in. */
  email: string;
  /** The page path the widget was opened on. */
  source: string;
  variant: string | null;
}

/** The account-area §3 feedback event. */
export function feedbackEvent(input: FeedbackInput): FeedbackEvent {
  const email = input.email.trim();
  return {
    category: 'user',
    eventType: 'feedback_event',
    name: 'feedback',
    rating: feedbackRatings[input.mood],
    comment: input.comment.trim(),
    ...(email ? { email } : {}),
    source: input.source,
    ...(input.variant ? { variant: input.variant } : {}),
    clientInformation: clientInformation(),
  };
}

/** POST /event with a feedback event. */
export async function createFeedbackEvent(client: ApiClient, input: FeedbackInput) {
  const response = await call(client, endpointRoutes.startup.event, { body: feedbackEvent(input) });
  return response.result;
}

export function useCreateFeedbackEvent() {
  const { client } = useApi();
  return useMutation({
    mutationKey: ['feedback-event'],
    mutationFn: (input: FeedbackInput) => createFeedbackEvent(client, input),
  });
}
