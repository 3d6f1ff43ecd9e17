// The error catalogue: every failure becomes an ApiError, shaped for forms (`errors` by field) and toasts.
import { GENERAL_ERROR_TARGET } from '@fairdraw/contracts';
import type { Message } from '@fairdraw/contracts';
import type { ApiErrorShape, ClientConfig } from './api';
import {
  ERROR_MESSAGE_FALLBACK,
  ERROR_MESSAGE_FALLBACK_KEY,
  REQUEST_ABORTED_MESSAGE,
  apiErrorMessage,
  jsonParseErrorMessage,
} from './messages';

export interface ApiErrorInit {
  message: string;
  /** HTTP status; 0 when no response arrived (network failure, abort, bad configuration). */
  status: number;
  url: string;
  code?: string | null;
  errors?: Record<string, string[]>;
  messages?: Message[];
  /** Defaults to the status, or to `recordedCodeFor(message)` when there is none. */
  recordedCode?: number;
  aborted?: boolean;
  messageKey?: string | null;
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError' as const;
  readonly status: number;
  readonly url: string;
  readonly code: string | null;
  readonly errors: Record<string, string[]>;
  readonly messages: Message[];
  readonly recordedCode: number;
  readonly aborted: boolean;
  /** Translation key of `message` when it is one of the client's own texts (e.g. errorMessageFallback). */
  readonly messageKey: string | null;
  /** The error envelope's `details`: facts to act on, e.g. `twoFactorAuth` with 2fa_required. */
  readonly details: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.url = init.url;
    this.code = init.code ?? null;
    this.errors = init.errors ?? {};
    this.messages = init.messages ?? [];
    this.recordedCode = init.recordedCode ?? (init.status > 0 ? init.status : recordedCodeFor(init.message));
    this.aborted = init.aborted ?? false;
    this.messageKey = init.messageKey ?? null;
    this.details = init.details ?? {};
  }
}

/** The server's answer for something that is not there (an unknown id, or another customer's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const TIMEOUT_LIKE = ['timeout', 'network request', 'load', 'loading', 'aborted', 'network connection lost'];
const BROWSER_NOISE = ['blocked a frame', 'illegal invocation'];

/** The code a client-side failure is recorded under: 408 for flaky networks, 418 for browser noise. */
export function recordedCodeFor(message: string): number {
  const text = message.toLowerCase();
  if (TIMEOUT_LIKE.some((part) => text.includes(part))) return 408;
  if (BROWSER_NOISE.some((part) => text.includes(part))) return 418;
  return 500;
}

/** 408 and 418 are expected on real networks and browsers; reporting them would only be noise. */
export function isReportedCode(code: number): boolean {
  return code !== 408 && code !== 418;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Detail {
  code: string | null;
  message: string;
}

function toDetail(value: unknown): Detail | null {
  if (typeof value === 'string') return { code: null, message: value };
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  return { code: typeof value.code === 'string' ? value.code : null, message: value.message };
}

function toMessages(value: unknown): Message[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Message => isRecord(item) && typeof item.message === 'string');
}

/** A failed HTTP answer. `body` is the camelCased error envelope, or null when there was none. */
export function httpFailure(status: number, url: string, body: unknown): ApiError {
  const envelope = isRecord(body) ? body : {};
  const messages = toMessages(envelope.messages);
  const errors: Record<string, string[]> = {};
  let firstFieldError: Detail | null = null;

  for (const [field, list] of Object.entries(isRecord(envelope.errors) ? envelope.errors : {})) {
    const details = (Array.isArray(list) ? list : [list]).map(toDetail).filter((d) => d !== null);
    if (details.length === 0) continue;
    errors[field] = details.map((detail) => detail.message);
    firstFieldError ??= details[0] ?? null;
  }

  const single = toDetail(envelope.error);
  if (single) errors[GENERAL_ERROR_TARGET] = [...(errors[GENERAL_ERROR_TARGET] ?? []), single.message];

  return new ApiError({
    status,
    url,
    code: single?.code ?? firstFieldError?.code ?? null,
    errors,
    messages,
    ...(isRecord(envelope.details) ? { details: envelope.details } : {}),
    message:
      messages[0]?.message ?? single?.message ?? firstFieldError?.message ?? apiErrorMessage(status, url),
  });
}

/** A successful status whose body is not JSON. */
export function parseFailure(url: string, cause: unknown): ApiError {
  return new ApiError({ status: 422, url, message: jsonParseErrorMessage(url), cause });
}

/** No response at all: the network failed, the request was aborted, or something unexpected threw. */
export function transportFailure(cause: unknown, url: string, signal?: AbortSignal): ApiError {
  if (cause instanceof ApiError) return cause;
  const name = cause instanceof Error ? cause.name : '';
  if (signal?.aborted || name === 'AbortError') {
    return new ApiError({
      status: 0,
      url,
      message: REQUEST_ABORTED_MESSAGE,
      recordedCode: 408,
      aborted: true,
      cause,
    });
  }
  const causeMessage = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    status: 0,
    url,
    message: ERROR_MESSAGE_FALLBACK,
    messageKey: ERROR_MESSAGE_FALLBACK_KEY,
    errors: { [GENERAL_ERROR_TARGET]: [ERROR_MESSAGE_FALLBACK] },
    recordedCode: recordedCodeFor(causeMessage),
    cause,
  });
}

/** The client cannot even start the request (missing app key, discovery URL, unknown service). */
export function configFailure(message: string, url = ''): ApiError {
  return new ApiError({
    status: 0,
    url,
    message,
    errors: { [GENERAL_ERROR_TARGET]: [message] },
    recordedCode: 500,
  });
}

export function withMessage(error: ApiError, message: string): ApiError {
  const { status, url, code, errors, messages, recordedCode, aborted, messageKey } = error;
  return new ApiError({ status, url, code, errors, messages, recordedCode, aborted, messageKey, message });
}

type FailureHooks = Pick<ClientConfig, 'report' | 'onUnrecoverableError'>;

/**
 * The last stop of every failure before it is thrown: aborts are only logged; status ≥ 500 is an
 * unrecoverable app error; everything but 408/418 goes to the reporter.
 */
export function settleFailure(hooks: FailureHooks, error: ApiError): ApiError {
  if (error.aborted) {
    console.info(`Fairdraw request aborted: ${error.url}`);
    return error;
  }
  if (error.status >= 500) safely(() => hooks.onUnrecoverableError?.(error));
  if (isReportedCode(error.recordedCode)) safely(() => hooks.report?.(error));
  return error;
}

/** A broken hook must not hide the request's own error from the caller. */
export function safely(hook: () => void): void {
  try {
    hook();
  } catch {
    // ignored on purpose
  }
}
