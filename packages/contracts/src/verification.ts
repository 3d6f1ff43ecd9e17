// Identity verification calls (account-area §3 "Verification", §7 "Verification"; decision 0020).
// The spec leaves every payload but the file upload open: these shapes are Fairdraw's.
import { z } from 'zod';
import {
  australianStates,
  customerRecordSchema,
  verificationMethodTypes,
  verificationRulesSchema,
} from './customer';

/** What became of one attempt. Instant checks pass or fail; documents wait for an operator. */
export const verificationOutcomes = [
  'passed',
  'failed',
  'awaiting_review',
  'in_review',
  'approved',
  'rejected',
] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

/** Kinds of document a customer can upload for manual review. */
export const verificationDocumentMethods = ['photo_id_upload', 'pdf_form'] as const;
export type VerificationDocumentMethod = (typeof verificationDocumentMethods)[number];

const requiredText = (max: number) => z.string().trim().min(1, { abort: true }).max(max);

/** POST /customer/verify: auto verification of the customer's name, date of birth and address. */
export const autoVerifyBodySchema = z.object({
  firstname: requiredText(100),
  lastname: requiredText(100),
  dateOfBirth: requiredText(10),
  address: requiredText(200),
  suburb: requiredText(100),
  // A string first, so a missing value is reported as missing rather than as a wrong choice.
  state: z.string().pipe(z.enum(australianStates)),
  postcode: requiredText(10),
});
export type AutoVerifyBody = z.infer<typeof autoVerifyBodySchema>;

/** POST /customer/verification/licence: an Australian driver's licence. */
export const licenceBodySchema = z.object({
  state: z.string().pipe(z.enum(australianStates)),
  licenceNumber: requiredText(20),
  cardNumber: requiredText(20),
});
export type LicenceBody = z.infer<typeof licenceBodySchema>;

/** The customer's verification as the record reports it. */
export const verificationSummarySchema = customerRecordSchema.shape.verification;
export type VerificationSummary = z.infer<typeof verificationSummarySchema>;

/** What an instant check (auto verification, licence) answers when it passed. */
export const verificationCheckResultSchema = z.object({
  method: z.enum(verificationMethodTypes),
  outcome: z.enum(verificationOutcomes),
  isVerified: z.boolean(),
  verification: verificationSummarySchema,
});
export type VerificationCheckResult = z.infer<typeof verificationCheckResultSchema>;

/** A document the customer uploaded, as they see it. */
export const verificationDocumentSchema = z.object({
  id: z.string(),
  method: z.enum(verificationDocumentMethods),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  outcome: z.enum(verificationOutcomes),
  /** The operator's reason when the document was rejected. */
  reason: z.string().nullable(),
  uploadedAt: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** POST /customer/verification (multipart) answers the documents stored. */
export const uploadResultSchema = z.object({
  documents: z.array(verificationDocumentSchema),
  verification: verificationSummarySchema,
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /customer/verification: the customer's verification and their own documents. */
export const customerVerificationSchema = z.object({
  isVerified: z.boolean(),
  verification: verificationSummarySchema,
  verificationRules: verificationRulesSchema,
  documents: z.array(verificationDocumentSchema),
});
export type CustomerVerification = z.infer<typeof customerVerificationSchema>;

/** One state's format of a licence or card number. */
export const licenceFieldRuleSchema = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  /** digits: 0-9 only; alphanumeric: letters A-Z and digits. */
  characters: z.enum(['digits', 'alphanumeric']),
  hint: z.string(),
});
export type LicenceFieldRule = z.infer<typeof licenceFieldRuleSchema>;

/** GET /customer-verify/config/licence: the licence rules of each state and territory. */
export const licenceConfigSchema = z.object({
  states: z.array(
    z.object({
      state: z.enum(australianStates),
      name: z.string(),
      licenceNumber: licenceFieldRuleSchema,
      cardNumber: licenceFieldRuleSchema,
    }),
  ),
});
export type LicenceConfig = z.infer<typeof licenceConfigSchema>;

/** POST /ops/verification/attempts/{id}/reject. */
export const rejectAttemptBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(500),
  reviewedBy: z.string().trim().min(1).max(64).default('operator'),
});
/** POST /ops/verification/attempts/{id}/approve. */
export const approveAttemptBodySchema = z
  .strictObject({ reviewedBy: z.string().trim().min(1).max(64).default('operator') })
  .default({ reviewedBy: 'operator' });
