// The signup body as the server checks it: the contract's shape plus the shop's field rules from
// @fairdraw/domain, each reporting its own words under its own field, all fields at once.
import type { z } from 'zod';
import {
  changePasswordBodySchema,
  forcePasswordChangeBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
} from '@fairdraw/contracts';
import {
  email,
  matches,
  phoneNumber,
  postcode,
  termsAccepted,
  type FieldValue,
  type Validator,
} from '@fairdraw/domain';

function withRule<T extends z.ZodType>(schema: T, rule: Validator): T {
  return schema.superRefine((value, context) => {
    const message = rule(value as FieldValue);
    if (message !== null) context.addIssue({ code: 'custom', message });
  });
}

const fields = signupBodySchema.shape;

export const signupRequestSchema = signupBodySchema.extend({
  email: withRule(fields.email, email),
  phone: withRule(fields.phone, phoneNumber),
  postcode: withRule(fields.postcode, postcode),
  acceptTerms: withRule(fields.acceptTerms, termsAccepted),
});

/** A second copy of the new password that differs is reported under the confirmation. */
function confirmationMatches(
  body: { password: string; passwordConfirmation: string },
  context: z.RefinementCtx,
) {
  const message = matches(body.password, 'password')(body.passwordConfirmation);
  if (message !== null) context.addIssue({ code: 'custom', message, path: ['passwordConfirmation'] });
}

export const forcePasswordChangeRequestSchema =
  forcePasswordChangeBodySchema.superRefine(confirmationMatches);
export const resetPasswordRequestSchema = resetPasswordBodySchema.superRefine(confirmationMatches);
export const changePasswordRequestSchema = changePasswordBodySchema.superRefine(confirmationMatches);
