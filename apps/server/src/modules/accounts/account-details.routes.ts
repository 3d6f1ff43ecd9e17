// The account pages' calls (account-area §7; decision 0021): my details, the address and e-mail
// confirmations, communication preferences (own id signed in, or a signed id from an e-mail link),
// terms acceptance and closing the account. Thin: a schema and a service call each.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { NotFoundError } from '../../lib/errors';
import { customerDetailsRequestSchema } from './account-details.schemas';
import type { AccountClosureService } from './account-closure.service';
import type { CommunicationPreferencesService } from './communication-preferences.service';
import type { CustomerDetailsService } from './customer-details.service';
import type { PreferenceLinks } from './preference-links';

export interface AccountDetailsRouteOptions {
  details: CustomerDetailsService;
  preferences: CommunicationPreferencesService;
  closure: AccountClosureService;
  links: PreferenceLinks;
}

export async function accountDetailsRoutes(
  scope: FastifyInstance,
  options: AccountDetailsRouteOptions,
): Promise<void> {
  const { details, preferences, closure, links } = options;
  const account = endpoints.accountDetails;

  /**
   * Whose preferences `{id}` names: a signed id from an e-mail link names its customer; a bare id
   * only names the signed-in customer's own. Anything else is a 404, as if there were nothing there.
   */
  async function preferencesOwner(request: FastifyRequest, id: string): Promise<string> {
    const linked = links.verify(id);
    if (linked) return linked;
    if (request.headers.authorization) {
      await scope.requireCustomer(request);
      if (currentCustomer(request).customerId === id) return id;
    }
    throw new NotFoundError();
  }

  route(scope, account.details, async (request) => details.getDetails(currentCustomer(request).customerId));

  route(
    scope,
    account.updateDetails,
    async (request) => details.updateDetails(currentCustomer(request).customerId, request.body),
    { body: customerDetailsRequestSchema },
  );

  route(scope, account.confirmAddress, async (request) => {
    await details.confirmAddress(currentCustomer(request).customerId);
    return { addressConfirmationRequired: false as const };
  });

  route(scope, account.confirmEmailAddress, async (request) => {
    const token = request.body?.token;
    if (token) return details.confirmEmailWithToken(token);
    await scope.requireCustomer(request);
    return details.resendEmailConfirmation(currentCustomer(request).customerId);
  });

  route(scope, account.communicationPreferences, async (request) =>
    preferences.get(await preferencesOwner(request, request.params.id)),
  );

  route(scope, account.updateCommunicationPreferences, async (request) =>
    preferences.update(await preferencesOwner(request, request.params.id), request.body),
  );

  route(scope, account.acceptTerms, async (request) =>
    closure.acceptTerms(currentCustomer(request).customerId, request.body.version),
  );

  route(scope, account.acceptLocationTerms, async (request) =>
    closure.acceptTerms(currentCustomer(request).customerId, request.body.version, request.body.state),
  );

  route(scope, account.close, async (request) => {
    await closure.close(currentCustomer(request).customerId, request.body);
    return { closed: true as const };
  });
}
