import { type AppLoadContext, data, redirect } from 'react-router';
import { requireSignedIn } from '../../lib/session.server.ts';
import { ApiError, createApi } from '../../lib/api.ts';
import { routeLocale } from '../../lib/route-data.ts';
import { isStaff } from './admin-sections.ts';

/**
 * The admin API for loaders and actions: in-process, as the signed-in staff member (the session
 * cookie travels with the page request). The server checks the role on every call.
 */
export function adminApi(context: AppLoadContext, params: { lang?: string }) {
  return createApi(context.api, routeLocale(params));
}

/**
 * Loads an admin page: a visitor goes to sign in and comes back; a signed-in non-staff user
 * (or an editor on an admin-only page) gets the 403 page.
 */
export async function loadAdmin<T>(
  args: { request: Request; context: AppLoadContext; params: { lang?: string } },
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(args.request.url);
      throw redirect(
        `/${routeLocale(args.params)}/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
      );
    }
    if (error instanceof ApiError && error.status === 400) throw data({ status: 400 }, { status: 400 });
    if (error instanceof ApiError && error.status === 403) throw data({ status: 403 }, { status: 403 });
    if (error instanceof ApiError && error.status === 404) throw data({ status: 404 }, { status: 404 });
    throw error;
  }
}

/** The staff member, for the admin layout; the 403 page for anyone else. */
export async function requireStaffUser(args: {
  request: Request;
  context: AppLoadContext;
  params: { lang?: string };
}) {
  const user = await requireSignedIn(args.request, args.context, routeLocale(args.params));
  if (!isStaff(user.role)) throw data({ status: 403 }, { status: 403 });
  return { ...user, role: user.role };
}

/** What a form action answers: done, or the API's messages keyed by field (`en.title`). */
export type ActionResult =
  | { ok: true; intent: string; id?: number | string }
  | { ok: false; intent: string; errors: Record<string, string> };

/** Runs an admin form action; API refusals come back as field messages for the form. */
export async function runAction(
  intent: string,
  work: () => Promise<{ id?: number | string } | void>,
): Promise<ActionResult> {
  try {
    const done = await work();
    return { ok: true, intent, ...(done && done.id !== undefined ? { id: done.id } : {}) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    const errors: Record<string, string> = {};
    for (const field of error.body.fields ?? []) {
      const name = field.path.replace(/^(body|params|querystring)\.?/, '') || 'form';
      errors[name] ??= field.message;
    }
    if (Object.keys(errors).length === 0) errors.form = error.body.message;
    return { ok: false, intent, errors };
  }
}

/** A form's text fields as an object: `en.title` becomes `{ en: { title } }`. */
export function formObject(form: FormData, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = form.get(name);
    const parts = name.split('.');
    let target = out;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts.at(-1)!] = typeof value === 'string' ? value.replace(/\r\n/g, '\n') : '';
  }
  return out;
}
