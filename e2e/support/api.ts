import { type APIRequestContext, expect } from '@playwright/test';

/** A call from the page's own session (cookies and CSRF header), as the web app makes it. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const session = await (await request.get('/api/auth/session')).json();
  const response = await request.fetch(path, {
    method,
    data,
    headers: method === 'GET' ? {} : { 'x-csrf-token': session.csrfToken },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}
