import { ERRORS, type ErrorBody, type ErrorCode } from '@app/contracts/errors';

/** A failure a user can cause or see. The code decides the HTTP status and the message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: ErrorBody['fields'];
  readonly headers: Record<string, string>;
  /** The next attempt must carry a captcha answer. */
  readonly captchaRequired: boolean;
  /** A sign-in that waits for its second factor's code. */
  readonly challenge: string | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: ErrorBody['fields'];
      headers?: Record<string, string>;
      captchaRequired?: boolean;
      challenge?: string;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.captchaRequired = options.captchaRequired ?? false;
    this.challenge = options.challenge;
  }
}
