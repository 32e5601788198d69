import type { ApiRequest, ApiResponse } from '@app/contracts/api-transport';
import { describe, expect, it } from 'vitest';
import { ApiError, createApi } from './api.ts';

/** The server's in-process transport as a loader meets it: records each call, answers `reply`. */
function transport(reply: (request: ApiRequest) => ApiResponse) {
  const sent: ApiRequest[] = [];
  const call = async (request: ApiRequest) => {
    sent.push(request);
    return reply(request);
  };
  return { sent, call };
}

const ok = (body: unknown, status = 200): ApiResponse => ({ status, headers: {}, body });

describe('the API client during server rendering', () => {
  it('sends the address, language and body the browser’s client would send, and answers the body as it is', async () => {
    const server = transport(() => ok({ data: [1, 2] }));
    const api = createApi(server.call, 'th');
    expect(
      await api.get('/client/glossary-page', { params: { query: { by: 'th', search: 'บล็อก เชน' } } }),
    ).toEqual({ data: [1, 2] });
    await api.get('/client/glossaries/{id}', { params: { path: { id: 42 } } });
    await api.post('/client/auth/login', { body: { email: 'reader@kub-academy.local', password: 'x' } });
    await api.get('/client/glossary-page', { search: new URLSearchParams({ page: '2', by: 'en' }) });
    expect(server.sent).toEqual([
      {
        method: 'GET',
        url: `/api/client/glossary-page?by=th&search=${encodeURIComponent('บล็อก เชน')}`,
        headers: { lang: 'th', type: 'user' },
      },
      { method: 'GET', url: '/api/client/glossaries/42', headers: { lang: 'th', type: 'user' } },
      {
        method: 'POST',
        url: '/api/client/auth/login',
        headers: { lang: 'th', type: 'user' },
        body: { email: 'reader@kub-academy.local', password: 'x' },
      },
      { method: 'GET', url: '/api/client/glossary-page?page=2&by=en', headers: { lang: 'th', type: 'user' } },
    ]);
  });

  it('throws the server’s refusal with its code and message, or the catalogue’s for a body without one', async () => {
    const refused = createApi(
      transport(() => ok({ code: 'NOT_FOUND', message: 'ไม่พบ' }, 404)).call,
      'th',
    ).get('/client/glossaries/{id}', { params: { path: { id: 7 } } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'ไม่พบ' },
    });

    const proxy = createApi(transport(() => ok('<html>Bad gateway</html>', 502)).call, 'en').get(
      '/client/glossary-page',
    );
    await expect(proxy).rejects.toMatchObject({ status: 502, body: { code: 'INTERNAL' } });
  });

  it('reads an answer without a body as nothing', async () => {
    const api = createApi(transport(() => ok('', 204)).call, 'en');
    expect(await api.delete('/client/user-clients/bitkubnext-link')).toBeUndefined();
  });
});
