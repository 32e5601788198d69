/** What a form page shows after a refused submission: messages by field, and one for the form. */
export interface FormFailure {
  fields: Record<string, string>;
  formError?: string;
  code?: string;
  /** The API asks for a captcha answer with the next attempt. */
  captchaRequired?: boolean;
  /** The password was right; the sign-in waits for the second factor's code (sent back with it). */
  challenge?: string;
}
