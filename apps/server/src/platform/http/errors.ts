import { msg } from '@logoya/core';

export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure with its HTTP status and the spec's message: a message code from the
 * catalogue (`msg(...)`), which the error handler (error-handler.ts) answers in the caller's
 * language. This file imports nothing of the platform, so any file may throw one without an import
 * cycle (ADR 0084).
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = msg('not_found')) => new AppError(404, message);
export const validationFailed = (errors: FieldErrors) =>
  new AppError(422, Object.values(errors)[0]?.[0] ?? msg('invalid_input'), errors);
