import { DEFAULT_ERROR_MESSAGE, type TErrorCode, type TFieldError } from '@lap/contracts';

/** The one error type services throw; mapped to tRPC codes and HTTP statuses in the errorFormatter. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fieldErrors: TFieldError[];

  constructor(code: TErrorCode, message?: string, fieldErrors: TFieldError[] = []) {
    super(message ?? DEFAULT_ERROR_MESSAGE[code]);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (message?: string): AppError => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string): AppError => new AppError('FORBIDDEN', message);
