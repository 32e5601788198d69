import { ERRORS, type ErrorBody, type ErrorCode } from '@app/contracts/errors';

/** A failure a user can cause or see. The code decides the HTTP status and the message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: ErrorBody['fields'];
  readonly headers: Record<string, string>;
  /** The next attempt must carry a captcha answer. */
  readonly captchaRequired: boolean;

  constructor(
    code: ErrorCode,
    options: {
      fields?: ErrorBody['fields'];
      headers?: Record<string, string>;
      captchaRequired?: boolean;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.captchaRequired = options.captchaRequired ?? false;
  }
}
