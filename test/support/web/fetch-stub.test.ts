import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { FetchStub, respond, respondError } from './fetch-stub';

// The app's fetch layer is moving to openapi-fetch, which calls fetch(request) with one Request:
// the stub must read method, address, headers and body from either form alike.

type Json<T> = { content: { 'application/json': T } };
interface Paths {
  '/api/reservations': {
    post: {
      parameters: { header: { 'x-csrf-token': string } };
      requestBody: Json<{ seats: number }>;
      responses: { 201: Json<{ reservation: { seats: number } }> };
    };
  };
  '/api/cart': {
    get: { responses: { 401: Json<{ error: { code: string; message: string } }> } };
  };
}

describe('fetch stub', () => {
  it('answers fetch(url, init) by method and path, recording the JSON body', async () => {
    const stub = new FetchStub().on('PATCH', '/api/cart/items/:lineId', ({ params, body }) => ({
      lineId: params.lineId,
      body,
    }));
    const response = await stub.fetch('/api/cart/items/line-7?x=1', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'token' },
      body: JSON.stringify({ quantity: 3 }),
    });
    expect(await response.json()).toEqual({ lineId: 'line-7', body: { quantity: 3 } });
    const [call] = stub.calls;
    expect(call?.query.get('x')).toBe('1');
    expect(call?.headers.get('x-csrf-token')).toBe('token');
  });

  it('answers an openapi-fetch client (one Request object) the same way', async () => {
    const stub = new FetchStub()
      .on('POST', '/api/reservations', ({ body }) => respond(201, { reservation: body }))
      .on('GET', '/api/cart', respondError(401, 'unauthorized', 'Please sign in to continue.'));
    const client = createClient<Paths>({ baseUrl: location.origin, fetch: stub.fetch });
    const booked = await client.POST('/api/reservations', {
      params: { header: { 'x-csrf-token': 'token' } },
      body: { seats: 2 },
    });
    expect(booked.data).toEqual({ reservation: { seats: 2 } });
    const refused = await client.GET('/api/cart');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
    expect(stub.callsTo('POST', '/api/reservations')[0]?.headers.get('x-csrf-token')).toBe('token');
  });

  it('reads a multipart body from a Request as FormData', async () => {
    const stub = new FetchStub().on('POST', '/api/admin/uploads', { image: { url: '/u.webp' } });
    const form = new FormData();
    form.append('image', new File(['png'], 'dish.png', { type: 'image/png' }));
    await stub.fetch(
      new Request(`${location.origin}/api/admin/uploads`, { method: 'POST', body: form }),
    );
    const sent = stub.calls[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent instanceof FormData && sent.get('image')).toHaveProperty('name', 'dish.png');
  });

  it('answers 404 in the server error shape for a call nobody stubbed, and 204 for no body', async () => {
    const stub = new FetchStub().on('DELETE', '/api/x', () => undefined);
    expect((await stub.fetch('/api/unknown')).status).toBe(404);
    expect((await stub.fetch('/api/x', { method: 'DELETE' })).status).toBe(204);
  });
});
