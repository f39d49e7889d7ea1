import { TRPCError } from '@trpc/server';
import { MSG, UPLOAD_MSG, type TErrorBody } from '@lap/contracts';
import { describeError } from '@lap/api';

/** A German answer for anything that went wrong: `{message, errors}` with its status (spec 000 §8). */
export interface HttpError {
  status: number;
  body: TErrorBody;
  /** True for our own faults (5xx): logged, never explained to the user. */
  internal: boolean;
}

// Fastify's and its plugins' error codes (English texts) → a German message with the status they imply.
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.jsonUngueltig },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.inhaltFehlt },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.anfrageZuGross },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.formatNichtUnterstuetzt },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.eingabeUngueltig },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, message: MSG.formatNichtUnterstuetzt },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: MSG.formatNichtUnterstuetzt },
  FST_ERR_BAD_URL: { status: 400, message: MSG.adresseUngueltig },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: MSG.adresseUngueltig },
  FST_ERR_VALIDATION: { status: 400, message: MSG.eingabeUngueltig },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: MSG.formatNichtUnterstuetzt },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: UPLOAD_MSG.zuGross },
  FST_FILES_LIMIT: { status: 413, message: MSG.multipartUngueltig },
  FST_FIELDS_LIMIT: { status: 413, message: MSG.multipartUngueltig },
  FST_PARTS_LIMIT: { status: 413, message: MSG.multipartUngueltig },
  FST_PROTO_VIOLATION: { status: 400, message: MSG.multipartUngueltig },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: MSG.multipartUngueltig },
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: MSG.eingabeUngueltig,
  401: MSG.nichtAngemeldet,
  403: MSG.keineBerechtigung,
  404: MSG.nichtGefunden,
  405: MSG.methodeNichtErlaubt,
  406: MSG.formatNichtUnterstuetzt,
  408: MSG.zeitueberschreitung,
  413: MSG.anfrageZuGross,
  415: MSG.formatNichtUnterstuetzt,
  429: MSG.zuVieleAnfragen,
};

/** Marks an error of the multipart parser (busboy throws plain errors: 'Unexpected end of form', …). */
export class MultipartError extends Error {
  constructor(cause: unknown) {
    super('multipart', { cause });
  }
}

/**
 * The one mapping from any thrown value to a German HTTP answer, used by the Fastify error handler,
 * the REST adapter and the file routes alike. Our own errors keep their message; the framework's keep
 * only their status; everything else is a 500 whose text never leaves the server.
 */
export function httpErrorOf(error: unknown): HttpError {
  if (error instanceof TRPCError) {
    const d = describeError(error);
    return { status: d.httpStatus, body: { message: d.message, errors: d.errors }, internal: d.httpStatus >= 500 };
  }
  if (error instanceof MultipartError)
    return { status: 400, body: { message: MSG.multipartUngueltig, errors: [] }, internal: false };
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const known = FRAMEWORK_ERRORS[code];
  if (known) return { status: known.status, body: { message: known.message, errors: [] }, internal: false };
  const statusCode = (error as { statusCode?: unknown })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      body: { message: MESSAGE_BY_STATUS[statusCode] ?? MSG.eingabeUngueltig, errors: [] },
      internal: false,
    };
  }
  // AppErrors and zod errors thrown outside tRPC go through the same description as inside it.
  const d = describeError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error }));
  return { status: d.httpStatus, body: { message: d.message, errors: d.errors }, internal: d.httpStatus >= 500 };
}
