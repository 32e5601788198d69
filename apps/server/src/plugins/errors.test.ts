import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { errorBody, toAppError } from './errors.ts';
import { requestLocale } from './locale.ts';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('OUT_OF_QUOTA');
    expect(toAppError(error, 'en')).toBe(error);
  });

  it.each([
    [{ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, 'PAYLOAD_TOO_LARGE', 413],
    [{ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }, 'UNSUPPORTED_MEDIA_TYPE', 415],
    [{ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }, 'BAD_REQUEST', 400],
    [{ statusCode: 429 }, 'RATE_LIMITED', 429],
    [{ statusCode: 418 }, 'BAD_REQUEST', 400],
    [new Error('connection refused'), 'INTERNAL', 500],
    ['a thrown string', 'INTERNAL', 500],
  ])('maps %o to %s', (thrown, code, status) => {
    const error = toAppError(thrown, 'en');
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });
});

describe('errorBody', () => {
  it('gives the spec message word for word in English and its Thai translation', () => {
    const error = new AppError('ACCOUNT_RESTRICTED');
    expect(errorBody(error, 'en')).toEqual({
      code: 'ACCOUNT_RESTRICTED',
      message: 'Your account is restricted by an admin. Please contact support',
    });
    expect(errorBody(error, 'th').message).toBe('บัญชีของคุณถูกจำกัดการใช้งานโดยผู้ดูแลระบบ กรุณาติดต่อฝ่ายสนับสนุน');
  });
});

describe('requestLocale', () => {
  it.each([
    [{ lang: 'th' }, '/en/page', 'th'],
    [{ lang: 'xx' }, '/th/page', 'th'],
    [{}, '/th/page', 'th'],
    [{}, '/api/client/categories', 'en'],
    [{ lang: 'en' }, '/th/page', 'en'],
  ])('headers %o at %s give %s', (headers, url, expected) => {
    expect(requestLocale({ headers, url })).toBe(expected);
  });
});
