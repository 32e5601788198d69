import type { ApiRequest, ApiTransport } from '@app/contracts/api-transport';
import { type ErrorCode, errorMessage, isErrorCode } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { components, paths } from './api-schema';

/** The body of every refusal, as the API document describes it: a catalogue code and its message. */
export type ApiErrorBody = components['schemas']['ErrorBody'];

/** An API answer that was not 2xx, carrying the server's code and localised message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

/** What a refusal without a readable body (a proxy's page, an empty answer) stands for. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    isErrorCode(value.code) &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/**
 * The refusal's body as the API document types it. The server always answers an `ErrorBody`;
 * anything else (no body, a proxy's HTML page) becomes the catalogue's answer for its status,
 * in the page's language, so every refusal has a code and a message to show.
 */
export function errorBodyOf(status: number, body: unknown, locale: Locale): ApiErrorBody {
  if (isErrorBody(body)) return body;
  const code = codeForStatus(status);
  return { code, message: errorMessage(code, locale) };
}

/** Every API path sits under this prefix; the generated paths are relative to it. */
const API_BASE = '/api';

type Method = Exclude<HttpMethod, 'options' | 'head' | 'trace'>;
/** The options a call takes (params, body, headers); optional when nothing in them is required. */
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & CallOptions)?] : [Init & CallOptions];
/** What a 2xx answer of `path` holds, as the route's response schema describes it. */
type Answer<Path extends keyof paths, M extends Method, Init> = NonNullable<
  Extract<
    FetchResponse<Extract<paths[Path][M], Record<string, unknown>>, Init, MediaType>,
    { error?: never }
  >['data']
>;
/** What a 2xx answer of `method` `path` holds. */
export type ApiAnswer<Path extends ApiPath<M>, M extends Method> = Answer<Path, M, object>;
/**
 * Besides the typed options, a call may take `search`: a page's own query string handed on as it
 * came (filters, page numbers). The server validates it, as it would from any client.
 */
interface CallOptions {
  search?: URLSearchParams;
}
/** The JSON body `method` `path` takes. */
export type ApiBody<Path extends ApiPath<M>, M extends Method> = paths[Path][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
/** A call of one method: the path is checked against the API, and so are its params and body. */
type Call<M extends Method> = <
  Path extends PathsWithMethod<paths, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  path: Path,
  ...init: InitParam<Init>
) => Promise<Answer<Path, M, Init>>;

/** The path, query and header parameters a call of `path` takes. */
export type Params<Path extends keyof paths, M extends Method> = paths[Path][M] extends {
  parameters: infer P;
}
  ? P
  : never;
/**
 * A call whose body is a form's fields as typed, unchecked: the path and its parameters are still
 * checked, and the server validates the body, its refusals going back to the form by field name.
 */
type FormCall<M extends Method> = <Path extends PathsWithMethod<paths, M>>(
  path: Path,
  fields: Record<string, unknown>,
  options?: { params?: Params<Path, M>; headers?: Record<string, string> },
) => Promise<Answer<Path, M, object>>;

/** The API's paths that answer `method`, relative to `/api`. */
export type ApiPath<M extends Method> = PathsWithMethod<paths, M>;
/** Paths of one record of a collection, `.../{id}` with a numeric id. */
export type RecordPath<M extends Method> = {
  [Path in ApiPath<M>]: Params<Path, M> extends { path: { id: number } } ? Path : never;
}[ApiPath<M>];

/** Paths of a collection (no path parameters), as one creates a record in it. */
export type CollectionPath<M extends Method> = {
  [Path in ApiPath<M>]: RequiredKeysOf<Params<Path, M>> extends never ? Path : never;
}[ApiPath<M>];

/**
 * One call through the server's in-process transport, without building a web `Request` and
 * `Response` around it: the address is made by openapi-fetch's own serializers (so it is the
 * address the browser's client sends), and the answer's body arrives already read.
 */
async function transportCall(
  transport: ApiTransport,
  locale: Locale,
  method: Method,
  path: string,
  options: (CallOptions & { params?: TransportParams; body?: unknown; headers?: HeaderValues }) | undefined,
): Promise<{ status: number; body: unknown }> {
  const params = options?.params ?? {};
  const search = options?.search?.toString();
  const url = createFinalURL(path, {
    baseUrl: API_BASE,
    params,
    querySerializer: search === undefined ? QUERY : () => search,
    pathSerializer: defaultPathSerializer,
  });
  const headers: Record<string, string> = { lang: locale, type: 'user' };
  for (const extra of [options?.headers, params.header]) {
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (value === null) delete headers[name.toLowerCase()];
      else if (value !== undefined) headers[name.toLowerCase()] = String(value);
    }
  }
  const answer = await transport({
    method: method.toUpperCase() as ApiRequest['method'],
    url,
    headers,
    ...(options?.body === undefined ? {} : { body: options.body }),
  });
  // An answer without a body (204, or an empty 200) reads as nothing, as the browser's client reads it.
  return {
    status: answer.status,
    body: answer.status === 204 || answer.body === '' ? undefined : answer.body,
  };
}

type HeaderValues = Record<string, string | number | boolean | null | undefined>;
interface TransportParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: HeaderValues;
}
/** The query serializer openapi-fetch uses when a client names none. */
const QUERY = createQuerySerializer();

/**
 * The typed API client: in the browser over `fetch` to the same origin (the session cookie goes
 * along, and the browser's Origin header passes the server's cross-site check), while rendering
 * through the transport the server hands to loaders. Every call carries `type: user` and `lang`;
 * an answer that is not 2xx throws `ApiError` with the server's code and localised message.
 */
export function createApi(transport: ApiTransport | 'browser', locale: Locale) {
  const client = createClient<paths>({
    baseUrl: API_BASE,
    credentials: 'same-origin',
    headers: { lang: locale, type: 'user' },
  });
  // The generic checks happen at each call (`Call`); inside, one untyped request serves all.
  const request = client.request as (
    method: Method,
    path: string,
    init?: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const call =
    <M extends Method>(method: M): Call<M> =>
    async (path, ...init) => {
      const options = init[0] as CallOptions | undefined;
      if (transport !== 'browser') {
        const answer = await transportCall(transport, locale, method, path, options);
        if (answer.status < 200 || answer.status > 299)
          throw new ApiError(answer.status, errorBodyOf(answer.status, answer.body, locale));
        return answer.body as never;
      }
      const search = options?.search;
      const { data, error, response } = await request(
        method,
        path,
        search ? { ...options, querySerializer: () => search.toString() } : options,
      );
      if (!response.ok) throw new ApiError(response.status, errorBodyOf(response.status, error, locale));
      return data as never;
    };
  const form =
    <M extends Method>(method: M): FormCall<M> =>
    (path, fields, options) =>
      call(method)(path as never, { ...options, body: fields } as never);
  /**
   * Sends one file as multipart field `file` (browser only). The path and its parameters are
   * checked; the OpenAPI document does not describe multipart bodies, the server checks the file.
   */
  const upload = <Path extends ApiPath<'post'>>(path: Path, file: File, params?: Params<Path, 'post'>) => {
    const form = new FormData();
    form.append('file', file);
    return call('post')(path as never, { body: form, params } as never) as Promise<
      Answer<Path, 'post', object>
    >;
  };
  return {
    upload,
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    form: { post: form('post'), put: form('put'), patch: form('patch') },
  };
}

export type Api = ReturnType<typeof createApi>;

/**
 * The address of a GET path with its parameters, for what the browser fetches itself: a link to
 * a file, an image's `src`.
 */
export function apiUrl<Path extends ApiPath<'get'>>(path: Path, params: Params<Path, 'get'>): string {
  const { path: values, query } = params as { path?: Record<string, string | number>; query?: object };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values?.[name])));
  const search = new URLSearchParams(
    Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  return `${API_BASE}${filled}${search.size > 0 ? `?${search}` : ''}`;
}

/**
 * Awaits a call whose refusals the page explains itself (under a form field, say): the answer,
 * or the `ApiError` the call threw. Anything else (no answer at all) still throws.
 */
export async function settle<T>(
  pending: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: ApiError }> {
  try {
    return { ok: true, value: await pending };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}
