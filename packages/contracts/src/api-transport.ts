/**
 * How the web app reaches the API. In the browser it is `fetch`; during server rendering the
 * server hands the web app an in-process transport (no network hop). Both speak this shape.
 */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the site root, e.g. `/api/client/categories?x=1`. */
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;
