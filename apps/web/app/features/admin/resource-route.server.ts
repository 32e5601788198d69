import type { CollectionPath, RecordPath } from '../../lib/api.ts';
import type { AppLoadContext } from 'react-router';
import { adminApi, type ActionResult, runAction } from './admin-api.server.ts';
import { type ResourceField, resourceBody } from './resource-editor.tsx';

/** Where a ResourceEditor page's records live: the collection, one record, and its removal if any. */
export interface ResourcePaths {
  create: Extract<CollectionPath<'post'>, `/admin/${string}`>;
  update: Extract<RecordPath<'put'>, `/admin/${string}`>;
  remove?: Extract<RecordPath<'delete'>, `/admin/${string}`>;
}

/** The action of a ResourceEditor page: create, update:<id> or delete:<id> against `paths`. */
export async function resourceAction(
  args: { request: Request; context: AppLoadContext; params: { lang?: string } },
  paths: ResourcePaths,
  fields: readonly ResourceField[],
): Promise<ActionResult> {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const api = adminApi(args.context, args.params);
  const [verb, id] = intent.split(':');
  return runAction(intent, async () => {
    if (verb === 'create') return api.form.post(paths.create, resourceBody(form, fields));
    if (verb === 'update') {
      return api.form.put(paths.update, resourceBody(form, fields), { params: { path: { id: Number(id) } } });
    }
    if (verb === 'delete' && paths.remove) {
      await api.delete(paths.remove, { params: { path: { id: Number(id) } } });
      return;
    }
    throw new Response('Unknown intent', { status: 400 });
  });
}
