import {
  API_PATHS,
  API_VERSION,
  API_VERSION_HEADER,
  AUTH_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  bearer,
  errorResponseSchema,
} from '@pilewise/contracts';
import { notifications } from '@mantine/notifications';
import { useSession } from '../stores/session';

// The one API client (spec §7): version header, bearer token, XSRF cookie echoed in a
// header, JSON in and out. Failures reject with an ApiError carrying the server's
// message (else the transport's); any 401 signs the user out.

/** One problem named by the server: where (e.g. 'soil.layers[2].phiDeg') and what. */
export type ApiErrorItem = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  readonly subscriptionExpired: boolean;
  /** Every problem the server named, each with its path (e.g. a run's design input errors). */
  readonly errors: ApiErrorItem[];

  constructor(
    message: string,
    status: number,
    extra: {
      code?: string;
      field?: string;
      subscriptionExpired?: boolean;
      errors?: ApiErrorItem[];
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = extra.code;
    this.field = extra.field;
    this.subscriptionExpired = extra.subscriptionExpired ?? false;
    this.errors = extra.errors ?? [];
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any contract schema (zod) that can check a response body. */
export type ResponseSchema<T> = {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
};

export type RequestOptions<T> = {
  body?: unknown;
  query?: object;
  signal?: AbortSignal;
  /** Parse the response with this contract schema; a mismatch rejects. */
  schema?: ResponseSchema<T>;
  /** The request outlives the page (a lock let go as the tab closes). */
  keepalive?: boolean;
  /** Headers of this call besides the session's (e.g. RFC 7240 `Prefer`). */
  headers?: Record<string, string>;
};

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function buildUrl(origin: string, path: string, query: RequestOptions<unknown>['query']): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (value !== '') url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The `errors` list of a 400 (e.g. runInputErrorsResponseSchema of a run whose design input does
 * not parse). Checked by hand: importing that schema would pull the run contracts into the first load.
 */
function listedErrors(body: unknown): ApiErrorItem[] {
  const list = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((e: unknown) => {
    const { path, message } = (typeof e === 'object' && e !== null ? e : {}) as Record<string, unknown>;
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { message, error, code, field, subscriptionExpired } = parsed.data;
    return new ApiError(message || error || statusText, status, {
      code,
      field,
      subscriptionExpired,
      errors: listedErrors(body),
    });
  }
  const fallback = typeof body === 'string' && body.length < 300 && body.trim() ? body : statusText;
  return new ApiError(fallback || `Request failed with status ${status}`, status);
}

export type ApiClient = ReturnType<typeof createApiClient>;

type ClientOptions = {
  /** Where paths like '/api/…' resolve; the page's own origin by default. */
  origin?: () => string;
  /** Called after a 401 has ended a signed-in session (e.g. to say why). */
  onSessionEnded?: (message: string) => void;
};

export function createApiClient(options: ClientOptions = {}) {
  const origin = options.origin ?? (() => window.location.origin);

  // The server hands out the XSRF cookie on GETs; before the first unsafe call of a fresh
  // browser, ask for it once (contracts http.ts).
  async function fetchXsrfToken(): Promise<string | undefined> {
    try {
      await fetch(buildUrl(origin(), API_PATHS.auth.csrf, undefined), { credentials: 'same-origin' });
    } catch {
      return undefined;
    }
    return readCookie(XSRF_COOKIE);
  }

  /** One call with the session's headers; a refusal becomes an ApiError and any 401 signs out. */
  async function send(
    method: Method,
    path: string,
    opts: Omit<RequestOptions<unknown>, 'schema'>,
    accept: string,
  ): Promise<Response> {
    const headers = new Headers({ ...opts.headers, Accept: accept, [API_VERSION_HEADER]: API_VERSION });
    const { token } = useSession.getState();
    if (token) headers.set(AUTH_HEADER, bearer(token));
    if (method !== 'GET') {
      const xsrf = readCookie(XSRF_COOKIE) ?? (await fetchXsrfToken());
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
    }
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await fetch(buildUrl(origin(), path, opts.query), {
        method,
        headers,
        body,
        signal: opts.signal,
        credentials: 'same-origin',
        keepalive: opts.keepalive,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      const message = err instanceof Error ? err.message : String(err);
      throw new ApiError(`Network error: ${message}`, 0);
    }

    if (!response.ok) {
      const error = toApiError(response.status, response.statusText, await readBody(response));
      if (response.status === 401) {
        // Spec §4: any 401 ends the session, whatever the call.
        useSession.getState().signOut();
        if (token) options.onSessionEnded?.(error.message);
      }
      throw error;
    }
    return response;
  }

  async function request<T>(method: Method, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const data = await readBody(await send(method, path, opts, 'application/json'));
    if (opts.schema) {
      const parsed = opts.schema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError(`Unexpected response from ${path}: ${parsed.error.issues[0]?.message ?? ''}`, 0);
      }
      return parsed.data;
    }
    return data as T;
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts),
    /** The bytes of a file the API serves (a plain link would send no bearer token). */
    blob: async (path: string, opts?: Pick<RequestOptions<unknown>, 'signal' | 'query'>) =>
      (await send('GET', path, opts ?? {}, '*/*')).blob(),
    /**
     * Fetches a file and saves it under `fileName` (spec §8: a failed download says so); `post`:
     * a file made from a body (the stamping calculator's sheet) rather than a stored one.
     */
    download: async (path: string, fileName: string, post?: { body: unknown }) => {
      const response = post
        ? await send('POST', path, { body: post.body }, '*/*')
        : await send('GET', path, {}, '*/*');
      const url = URL.createObjectURL(await response.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  };
}

export const api = createApiClient({
  onSessionEnded: (message) =>
    notifications.show({
      color: 'yellow',
      title: 'Signed out',
      message: `${message}. Please sign in again.`,
    }),
});

/**
 * The words to show a person, for any rejection. The server names the field a message is about
 * ('otp: Invalid or expired code'): shown away from that field (a toast, an alert), the name is
 * our internal key, not the person's words, so it goes.
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError && err.field) {
    const prefix = `${err.field.replace(/^body\./, '')}: `;
    return err.message.startsWith(prefix) ? err.message.slice(prefix.length) : err.message;
  }
  if (err instanceof Error) return err.message;
  return typeof err === 'string' ? err : 'Something went wrong';
}
