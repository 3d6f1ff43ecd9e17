// The account pages' calls (account-area §7; decision 0021): my details, the address and e-mail
// confirmations, communication preferences (own id signed in, or a signed id from an e-mail link),
// terms acceptance and closing the account. Thin: a schema and a service call each.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeAccountBodySchema,
  communicationPreferencesBodySchema,
  confirmEmailBodySchema,
  locationTermsAcceptanceBodySchema,
  termsAcceptanceBodySchema,
  type CloseAccountResult,
  type CommunicationPreferences,
  type ConfirmAddressResult,
  type ConfirmEmailResult,
  type CustomerDetails,
  type CustomerDetailsResult,
  type TermsAcceptanceResult,
} from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
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

const preferencesParams = z.object({ id: z.string().min(1).max(200) });

export async function accountDetailsRoutes(
  scope: FastifyInstance,
  options: AccountDetailsRouteOptions,
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { details, preferences, closure, links } = options;
  const signedIn = { onRequest: scope.requireCustomer };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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

  app.get('/customer/details', signedIn, async (request): Promise<CustomerDetails> =>
    details.getDetails(currentCustomer(request).customerId),
  );

  app.post(
    '/customer/details',
    { ...signedIn, schema: { body: customerDetailsRequestSchema } },
    async (request): Promise<CustomerDetailsResult> =>
      details.updateDetails(currentCustomer(request).customerId, request.body),
  );

  app.patch('/customer/confirm-address', signedIn, async (request): Promise<ConfirmAddressResult> => {
    await details.confirmAddress(currentCustomer(request).customerId);
    return { addressConfirmationRequired: false };
  });

  app.patch(
    '/customer/confirm-email-address',
    { schema: { body: confirmEmailBodySchema } },
    async (request): Promise<ConfirmEmailResult> => {
      const token = request.body?.token;
      if (token) return details.confirmEmailWithToken(token);
      await scope.requireCustomer(request);
      return details.resendEmailConfirmation(currentCustomer(request).customerId);
    },
  );

  app.get(
    '/customer/:id/communication-preferences',
    { schema: { params: preferencesParams } },
    async (request): Promise<CommunicationPreferences> =>
      preferences.get(await preferencesOwner(request, request.params.id)),
  );

  app.put(
    '/customer/:id/communication-preferences',
    { schema: { params: preferencesParams, body: communicationPreferencesBodySchema } },
    async (request): Promise<CommunicationPreferences> =>
      preferences.update(await preferencesOwner(request, request.params.id), request.body),
  );

  app.post(
    '/customer/terms-and-conditions',
    { ...signedIn, schema: { body: termsAcceptanceBodySchema } },
    async (request): Promise<TermsAcceptanceResult> =>
      closure.acceptTerms(currentCustomer(request).customerId, request.body.version),
  );

  app.post(
    '/customer/terms-and-conditions/location',
    { ...signedIn, schema: { body: locationTermsAcceptanceBodySchema } },
    async (request): Promise<TermsAcceptanceResult> =>
      closure.acceptTerms(currentCustomer(request).customerId, request.body.version, request.body.state),
  );

  app.delete(
    '/customer',
    { ...signedIn, schema: { body: closeAccountBodySchema } },
    async (request): Promise<CloseAccountResult> => {
      await closure.close(currentCustomer(request).customerId, request.body);
      return { closed: true };
    },
  );
}
