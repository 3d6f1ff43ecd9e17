// Passive analytics: events the web sends with POST /event that nothing on screen depends on (page
// errors today). They go only with the visitor's analytics consent (decision 0040). Feedback is not
// analytics: the visitor writes and sends it themselves (features/feedback).
import type { ApiClient } from '@fairdraw/client';
import { endpointRoutes, type ClientEvent } from '@fairdraw/contracts';
import { call } from './api-call';
import type { ConsentStore } from './consent';

export type AnalyticsEvent = Omit<ClientEvent, 'rating' | 'comment' | 'email' | 'clientInformation'>;

export interface Analytics {
  /** Sends the event if analytics are allowed; says whether it went. Failures are swallowed. */
  track(event: AnalyticsEvent): boolean;
}

export function createAnalytics({
  client,
  consent,
}: {
  client: ApiClient;
  consent: Pick<ConsentStore, 'allows'>;
}): Analytics {
  return {
    track(event) {
      if (!consent.allows('analytics')) return false;
      call(client, endpointRoutes.startup.event, { body: event }).catch(() => undefined);
      return true;
    },
  };
}
