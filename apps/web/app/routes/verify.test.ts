import { describe, expect, it } from 'vitest';
import { loader } from './verify.tsx';
import type { Route } from './+types/verify';

describe('the verify address', () => {
  it('sends a learning path certificate code to the path certificate page', async () => {
    const code = 'A'.repeat(21) + '_-' + 'z9'.repeat(10);
    expect(code).toHaveLength(43);
    const thrown = await loader({
      context: {},
      params: { lang: 'th', code },
    } as unknown as Route.LoaderArgs).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(`/th/e-learning/certificates/${code}`);
  });
});
