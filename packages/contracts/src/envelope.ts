import { z } from 'zod';

/** A message the client shows to the user (toast or inline). */
export const messageSchema = z.object({
  code: z.string().optional(),
  level: z.enum(['error', 'warning', 'info', 'success']),
  title: z.string().optional(),
  message: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const pageInfoSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const linksSchema = z.record(z.string(), z.string());
export type Links = z.infer<typeof linksSchema>;

/** One problem: a stable machine code and a sentence for people. */
export const errorDetailSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * Every response body. Success: `result` holds the data. Failure: `result` is null and the body carries
 * either `error` (one problem, shown under `general`) or `errors` (field name → problems), plus messages.
 */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    result,
    pageInfo: pageInfoSchema.nullable(),
    links: linksSchema.nullable(),
    messages: z.array(messageSchema),
  });
}

export const errorEnvelopeSchema = z.object({
  result: z.null(),
  pageInfo: z.null(),
  links: z.null(),
  messages: z.array(messageSchema),
  error: errorDetailSchema.optional(),
  errors: z.record(z.string(), z.array(errorDetailSchema)).optional(),
  /** Facts that help the client act on the error, e.g. `{ twoFactorAuth }` with 2fa_required. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  result: T;
  pageInfo: PageInfo | null;
  links: Links | null;
  messages: Message[];
}
