import type { AppLoadContext } from 'react-router';
import { adminApi, type ActionResult, runAction } from './admin-api.server.ts';
import { type ResourceField, resourceBody } from './resource-editor.tsx';

/** The action of a ResourceEditor page: create, update:<id> or delete:<id> against `apiPath`. */
export async function resourceAction(
  args: { request: Request; context: AppLoadContext; params: { lang?: string } },
  apiPath: string,
  fields: readonly ResourceField[],
): Promise<ActionResult> {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const api = adminApi(args.context, args.params);
  const [verb, id] = intent.split(':');
  return runAction(intent, async () => {
    if (verb === 'create') return api.post<{ id: number }>(apiPath, resourceBody(form, fields));
    if (verb === 'update') return api.put<{ id: number }>(`${apiPath}/${id}`, resourceBody(form, fields));
    if (verb === 'delete') {
      await api.delete(`${apiPath}/${id}`);
      return;
    }
    throw new Response('Unknown intent', { status: 400 });
  });
}
