import { MSG } from './messages.js';

/** Error codes shared by server and client; the HTTP status of each is fixed here, in one place. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type TErrorCode = keyof typeof ERROR_CODES;

export const DEFAULT_ERROR_MESSAGE: Record<TErrorCode, string> = {
  BAD_REQUEST: MSG.eingabeUngueltig,
  UNAUTHORIZED: MSG.nichtAngemeldet,
  FORBIDDEN: MSG.keineBerechtigung,
  NOT_FOUND: MSG.nichtGefunden,
  METHOD_NOT_SUPPORTED: MSG.methodeNichtErlaubt,
  CONFLICT: MSG.konflikt,
  PAYLOAD_TOO_LARGE: MSG.anfrageZuGross,
  UNSUPPORTED_MEDIA_TYPE: MSG.formatNichtUnterstuetzt,
  TOO_MANY_REQUESTS: MSG.zuVieleAnfragen,
  SERVICE_UNAVAILABLE: MSG.serverfehler,
  INTERNAL_SERVER_ERROR: MSG.serverfehler,
};

/** One field error, as the spec's REST answers carry them: `{message, errors:[{field,message}]}`. */
export interface TFieldError {
  field: string;
  message: string;
}

/** The JSON body of every non-OK REST answer (spec 000 §8). */
export interface TErrorBody {
  message: string;
  errors: TFieldError[];
}
