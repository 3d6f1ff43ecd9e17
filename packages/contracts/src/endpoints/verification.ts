// Identity verification (decision 0020): the customer's checks and uploads, and the licence rules on
// the verification service.
import { DEFAULT_API_VERSION } from '../headers';
import {
  autoVerifyBodySchema,
  customerVerificationSchema,
  licenceBodySchema,
  licenceConfigSchema,
  uploadResultSchema,
  verificationCheckResultSchema,
} from '../verification';
import { defineEndpoint } from './define';

const common = { service: 'main', apiVersion: DEFAULT_API_VERSION, access: 'customer' } as const;

export const verificationEndpoints = {
  status: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/customer/verification',
    summary: "The customer's verification, its rules and their documents",
    response: customerVerificationSchema,
  }),
  autoVerify: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/customer/verify',
    summary: "Checks the customer's identity against the identity source",
    body: autoVerifyBodySchema,
    response: verificationCheckResultSchema,
  }),
  licence: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/customer/verification/licence',
    summary: "Checks a driver's licence",
    body: licenceBodySchema,
    response: verificationCheckResultSchema,
  }),
  upload: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/customer/verification',
    summary: 'Uploads documents (multipart: `method` and files `documents`)',
    multipart: true,
    response: uploadResultSchema,
    status: 201,
  }),
  licenceConfig: defineEndpoint({
    service: 'verify',
    apiVersion: DEFAULT_API_VERSION,
    access: 'anyone',
    method: 'GET',
    path: '/config/licence',
    cache: 'public, max-age=3600',
    summary: 'The licence number rules of each state',
    response: licenceConfigSchema,
  }),
};
