// Request validation with the zod schemas of @fairdraw/contracts, reporting problems per field in words
// a customer understands. Paths are camelCase here; the envelope turns them into wire names.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@fairdraw/contracts';
import { FIELD_REQUIRED_MESSAGE } from '../lib/messages';
import type { FieldErrors } from '../lib/errors';

type Issue = z.core.$ZodIssue;

// zod's own messages start like this; any other message was written for people in a schema.
const GENERATED_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized|Required)/;

function describe(issue: Issue): string {
  if (!GENERATED_MESSAGE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return FIELD_REQUIRED_MESSAGE;
      return issue.expected === 'number' || issue.expected === 'int'
        ? 'Please enter numbers only'
        : 'Please enter a valid value.';
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? FIELD_REQUIRED_MESSAGE
          : `Please use at least ${String(issue.minimum)} characters.`
        : `Please enter a value of at least ${String(issue.minimum)}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Please use at most ${String(issue.maximum)} characters.`
        : `Please enter a value of at most ${String(issue.maximum)}.`;
    case 'invalid_value':
      return `Please choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return 'This field is not recognised.';
    default:
      return 'Please enter a valid value.';
  }
}

/** Turns zod issues into field errors; a problem with the whole body goes under `general`. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys) {
      const field = path.length > 0 ? path.map(String).join('.') : 'general';
      const code =
        issue.code === 'invalid_type' && issue.input === undefined ? ErrorCode.required : ErrorCode.invalid;
      (fields[field] ??= []).push({ code, message: describe(issue) });
    }
  }
  return fields;
}

export class RequestValidationError extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(fieldErrorsFromIssues(result.error.issues)) };
  };
