import { describe, expect, it } from 'vitest';
import { loader } from './verify.tsx';
import type { Route } from './+types/verify';

describe('the verify address', () => {
  it('sends a learning path certificate code to the path certificate page', async () => {
    const code = 'A'.repeat(21) + '_-' + 'z9'.repeat(10);
    expect(code).toHaveLength(43);
    const args: Route.LoaderArgs = {
      request: new Request(`http://localhost/th/verify/${code}`),
      url: new URL(`http://localhost/th/verify/${code}`),
      pattern: '/:lang/verify/:code',
      params: { lang: 'th', code },
      context: {
        api: () => Promise.reject(new Error('a path certificate is redirected without asking the API')),
        nonce: '',
        requestId: 'verify-test',
      },
    };
    const thrown = await loader(args).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(`/th/e-learning/certificates/${code}`);
  });
});
