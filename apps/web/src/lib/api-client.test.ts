import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_VERSION, API_VERSION_HEADER } from '@pilewise/contracts';
import { makeUser } from '../testing/render';
import { useSession } from '../stores/session';
import { ApiError, createApiClient, errorMessage } from './api-client';

// A tiny real HTTP server: the client is tested against real responses, not mocks.
let server: Server;
let origin: string;
let lastRequest: IncomingMessage | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    switch (req.url) {
      case '/api/ok':
        return send(200, { hello: 'world' });
      case '/api/unauthorized':
        return send(401, { message: 'Session expired', code: 'UNAUTHORIZED' });
      case '/api/bad':
        return send(400, {
          message: 'Client is required',
          error: 'Client is required',
          field: 'body.client',
        });
      case '/api/run-input':
        return send(400, {
          message: 'The design input has 2 errors',
          field: 'soil.layers[1].phiDeg',
          errors: [
            { path: 'soil.layers[1].phiDeg', message: 'must be ≤ 50' },
            { path: 'settings.maxSection', message: 'W6x99 is not in family W6' },
          ],
        });
      case '/api/file.pdf':
        return send(200, '%PDF-1.7 bytes', 'application/pdf');
      case '/api/plain':
        return send(502, '', 'text/plain');
      case '/api/auth/csrf':
        return send(200, { token: 'x' });
      default:
        return send(404, { message: 'Route not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  useSession.getState().signIn('secret-token', makeUser());
  lastRequest = undefined;
});

const client = () => createApiClient({ origin: () => origin });

describe('api client', () => {
  it('sends the version header and the bearer token, and returns the body', async () => {
    await expect(client().get('/api/ok')).resolves.toEqual({ hello: 'world' });
    expect(lastRequest?.headers[API_VERSION_HEADER]).toBe(API_VERSION);
    expect(lastRequest?.headers.authorization).toBe('Bearer secret-token');
  });

  it('echoes the XSRF cookie in the header on unsafe calls', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    await client().post('/api/ok', { a: 1 });
    expect(lastRequest?.headers['x-xsrf-token']).toBe('abc123');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('signs the user out on any 401, and says why', async () => {
    const ended: string[] = [];
    const c = createApiClient({ origin: () => origin, onSessionEnded: (m) => ended.push(m) });
    await expect(c.get('/api/unauthorized')).rejects.toThrow('Session expired');
    expect(ended).toEqual(['Session expired']);
    const s = useSession.getState();
    expect(s.isLoggedIn).toBe(false);
    expect(s.token).toBeNull();
    expect(s.user).toBeNull();
  });

  it('downloads the bytes of a file with the bearer token, and a 401 on a download signs out too', async () => {
    const ended: string[] = [];
    const c = createApiClient({ origin: () => origin, onSessionEnded: (m) => ended.push(m) });
    const blob = await c.blob('/api/file.pdf');
    expect(await blob.text()).toBe('%PDF-1.7 bytes');
    expect(lastRequest?.headers.authorization).toBe('Bearer secret-token');
    await expect(c.blob('/api/unauthorized')).rejects.toThrow('Session expired');
    expect(ended).toEqual(['Session expired']);
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it("rejects with the server's message and keeps the field", async () => {
    const err = await client()
      .post('/api/bad', {})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Client is required');
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).field).toBe('body.client');
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('keeps every listed error with its path (a run whose design input does not parse)', async () => {
    const err = await client()
      .post('/api/run-input', {})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('The design input has 2 errors');
    expect((err as ApiError).errors).toEqual([
      { path: 'soil.layers[1].phiDeg', message: 'must be ≤ 50' },
      { path: 'settings.maxSection', message: 'W6x99 is not in family W6' },
    ]);
  });

  it('falls back to the status text when the body has no message', async () => {
    await expect(client().get('/api/plain')).rejects.toThrow('Bad Gateway');
  });

  it('rejects with a network error message when the server is unreachable', async () => {
    const dead = createApiClient({ origin: () => 'http://127.0.0.1:9' });
    await expect(dead.get('/api/ok')).rejects.toThrow(/Network error/);
  });
});

describe('errorMessage (issue 15: "otp: ..." shown to people)', () => {
  it("drops the server's field key from a message shown away from its field", () => {
    expect(errorMessage(new ApiError('otp: Invalid or expired code', 400, { field: 'otp' }))).toBe(
      'Invalid or expired code',
    );
    expect(
      errorMessage(
        new ApiError('currentPassword: The current password is wrong', 400, {
          field: 'body.currentPassword',
        }),
      ),
    ).toBe('The current password is wrong');
  });

  it('keeps a message that does not start with its field, and any other error as it is', () => {
    expect(errorMessage(new ApiError('Too many requests', 429, { field: 'email' }))).toBe(
      'Too many requests',
    );
    expect(errorMessage(new Error('Network error: refused'))).toBe('Network error: refused');
    expect(errorMessage('plain words')).toBe('plain words');
  });
});
