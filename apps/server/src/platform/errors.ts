import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Every error the product reports to a caller; the route layer maps codes to statuses. */
const STATUS_BY_CODE = {
  VALIDATION_FAILED: 400,
  MALFORMED_BODY: 400,
  UNAUTHENTICATED: 401,
  VISITOR_TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 401,
  INVALID_RESET_TOKEN: 400,
  FORBIDDEN: 403,
  ORIGIN_MISMATCH: 403,
  WEBHOOK_SIGNATURE_INVALID: 403,
  PLAN_LIMIT: 403,
  MESSAGES_LIMIT: 403,
  TOKENS_LIMIT: 403,
  WEB_CALLING_OFF: 403,
  VOICE_LIMIT: 403,
  CONVERSATION_ENDED: 409,
  NOT_TAKEN_OVER: 409,
  HANDOFF_UNAVAILABLE: 409,
  NO_LANGUAGE_MODEL: 409,
  OUT_OF_CREDITS: 402,
  CARD_DECLINED: 402,
  NO_PAYMENT_METHOD: 409,
  NO_SUBSCRIPTION: 409,
  NO_PAYMENT_ACCOUNT: 409,
  AUTO_RECHARGE_FREE_PLAN: 409,
  AUTO_RECHARGE_NEEDS_PAYMENT_METHOD: 409,
  ALREADY_SUBSCRIBED: 409,
  SUBSCRIPTION_IN_PROGRESS: 409,
  NO_CHANGES: 409,
  CAMPAIGN_STATE: 409,
  INVALID_DISCOUNT_CODE: 422,
  ADDON_PRICE_NOT_FOUND: 502,
  PAYMENTS_UNAVAILABLE: 502,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  LABEL_TAKEN: 409,
  NAME_TAKEN: 409,
  DOMAIN_TAKEN: 409,
  LIMIT_REACHED: 409,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  WEBSITE_UNREADABLE: 422,
  CHANNEL_CONNECT_FAILED: 422,
  TWILIO_REFUSED: 422,
  NO_TWILIO_ACCOUNT: 409,
  NO_EVENTS_ENDPOINT: 409,
  NO_AGENCY_ADDRESS: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  LLM_PROVIDER_FAILED: 502,
  FLOW_RUNTIME_FAILED: 502,
  SPEECH_PROVIDER_FAILED: 502,
  FONT_SERVICE_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly statusCode: number;
  /** The request's input the message is about, as a dot path: sent beside the message, never in it. */
  readonly field?: string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** `cause`: what really went wrong (a provider's or library's own text), logged, never sent. */
    options?: { cause?: unknown; field?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
    if (options?.field) this.field = options.field;
  }
}

export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);

/** Maps every thrown error, ours or Fastify's, onto `{ error: { code, message } }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const described = describe(error);
    const status = error instanceof AppError ? error.statusCode : STATUS_BY_CODE[described.code];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (error instanceof AppError && error.cause !== undefined) {
      request.log.warn({ err: error.cause, code: error.code }, error.message);
    }
    return reply.status(status).send({ error: described });
  });
}

export const noRouteBody = (method: string, url: string) => ({
  error: { code: 'NOT_FOUND', message: `No route for ${method} ${url.split('?')[0]}.` },
});

function describe(error: FastifyError | AppError): { code: ErrorCode; message: string; field?: string } {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
    // The message is shown to people as it is (the contracts' own words, else a plain sentence);
    // the input it is about goes beside it, for API callers, never into the sentence.
    const message = first?.message ?? 'Check the request and try again.';
    return { code: 'VALIDATION_FAILED', message, ...(field ? { field } : {}) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'BODY_TOO_LARGE', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON.' };
  }
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON.' };
  }
  if (error.statusCode === 429) return { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };
  if (error.statusCode && error.statusCode < 500) return { code: 'VALIDATION_FAILED', message: error.message };
  return { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
}
