import { z } from 'zod';

/** The feedback widget's event (account-area §3 "Feedback event"). */
export const FEEDBACK_EVENT_TYPE = 'feedback_event';

/** not_satisfied, neutral, satisfied. */
export const feedbackRatings = { not_satisfied: -1, neutral: 0, satisfied: 1 } as const;
export type FeedbackMood = keyof typeof feedbackRatings;
export const feedbackRatingSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
export type FeedbackRating = z.infer<typeof feedbackRatingSchema>;

/** Long enough for a few paragraphs; a comment is read by a person, not parsed. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export const clientInformationSchema = z.strictObject({
  /** 'release' in production builds, otherwise 'internal'. */
  build: z.enum(['release', 'internal']),
  clientName: z.string().min(1).max(64),
  version: z.string().min(1).max(64),
  clientEnvironment: z.strictObject({
    timezone: z.string().min(1).max(64),
    locale: z.string().min(1).max(35),
  }),
});
export type ClientInformation = z.infer<typeof clientInformationSchema>;

const feedbackCommentSchema = z.string().trim().max(FEEDBACK_COMMENT_MAX_LENGTH);
const feedbackEmailSchema = z.email('Please enter a valid email address.').max(254);

/**
 * A feedback event, checked strictly: the operator reads what it stores. The comment may be empty (a
 * rating alone is feedback); the e-mail is optional and checked when given.
 */
export const feedbackEventSchema = z.strictObject({
  category: z.literal('user'),
  eventType: z.literal(FEEDBACK_EVENT_TYPE),
  name: z.literal('feedback'),
  rating: feedbackRatingSchema,
  comment: feedbackCommentSchema,
  email: feedbackEmailSchema.optional(),
  /** The page path the widget was opened on. */
  source: z.string().min(1).max(512),
  /** The visitor's sub-variant, when they have one. */
  variant: z.string().max(64).optional(),
  clientInformation: clientInformationSchema,
});
export type FeedbackEvent = z.infer<typeof feedbackEventSchema>;

/**
 * POST /event: a client event (analytics, errors, feedback). Analytics and error events are passive:
 * nothing a customer sees depends on them. A `feedback_event` must also be a valid `feedbackEventSchema`;
 * the feedback fields belong to it alone.
 */
export const clientEventSchema = z
  .object({
    category: z.enum(['user', 'analytics', 'system']),
    eventType: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9_]+$/, 'Use lower-case letters, digits and underscores.'),
    name: z.string().min(1).max(64),
    source: z.string().max(512).optional(),
    variant: z.string().max(64).optional(),
    properties: z
      .record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
      .optional(),
    rating: feedbackRatingSchema.optional(),
    comment: feedbackCommentSchema.optional(),
    email: feedbackEmailSchema.optional(),
    clientInformation: clientInformationSchema.optional(),
  })
  .superRefine((event, context) => {
    if (event.eventType === FEEDBACK_EVENT_TYPE) {
      const feedback = feedbackEventSchema.safeParse(event);
      if (feedback.success) return;
      // The shared fields were checked already; each problem is reported once.
      const reported = new Set(context.issues.map((issue) => issue.path?.join('.')));
      for (const issue of feedback.error.issues)
        if (!reported.has(issue.path.join('.')))
          context.addIssue({ ...issue, input: undefined } as z.core.$ZodRawIssue);
      return;
    }
    for (const field of ['rating', 'comment', 'email', 'clientInformation'] as const)
      if (event[field] !== undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Only a feedback event carries this field.',
        });
  });
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** Whether an accepted event is a feedback event (the body was checked against both schemas). */
export function isFeedbackEvent(event: ClientEvent): event is ClientEvent & FeedbackEvent {
  return event.eventType === FEEDBACK_EVENT_TYPE;
}

export const clientEventResultSchema = z.object({ accepted: z.literal(true) });

/** GET /ops/feedback: newest first. */
export const opsFeedbackQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A stored feedback event as operators read it. */
export const opsFeedbackSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  rating: feedbackRatingSchema,
  mood: z.enum(['not_satisfied', 'neutral', 'satisfied']),
  comment: z.string(),
  email: z.string().nullable(),
  source: z.string(),
  variant: z.string().nullable(),
  clientInformation: clientInformationSchema,
});
export type OpsFeedback = z.infer<typeof opsFeedbackSchema>;
