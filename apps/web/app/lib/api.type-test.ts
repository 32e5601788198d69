/**
 * Checked by `npm run typecheck`, never run: a call the API cannot answer must not compile. Each
 * `@ts-expect-error` fails the typecheck if the line below it ever becomes valid.
 */
import { createApi } from './api.ts';

export async function callsTheApiCannotAnswer() {
  const api = createApi('browser', 'en');

  // @ts-expect-error: no such path
  await api.get('/client/no-such-page');

  // @ts-expect-error: the path exists, but not for this method
  await api.delete('/client/categories');

  // @ts-expect-error: a path parameter the route does not have
  await api.get('/client/blogs/slug/{slug}', { params: { path: { id: 1 } } });

  // @ts-expect-error: a body field of the wrong type
  await api.post('/client/learning/reads', { body: { articleId: 'seven' } });

  // @ts-expect-error: the answer has no such field
  const _missing = (await api.get('/client/categories')).items;

  // The same calls, written right, compile and are typed by the schema.
  const categories = await api.get('/client/categories');
  const names: string[] = categories.data.map((category) => category.nameEn);
  return names;
}
