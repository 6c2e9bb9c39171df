import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { paystackContract } from './contract';

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

export function send<S extends z.ZodType>(
  response: ServerResponse,
  status: number,
  schema: S,
  body: z.input<S>,
): void {
  // The fake checks its own answers too: a wrong shape here is a bug in the fake, not the app.
  const checked = schema.parse(body);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(checked));
}

export function fail(response: ServerResponse, status: number, message: string): void {
  send(response, status, paystackContract.errorResponse, { status: false, message });
}
