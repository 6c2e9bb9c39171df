import { AppError } from '@server/errors';
import type { FastifyInstance } from 'fastify';

/** PostgreSQL text cannot hold a NUL character: refuse it in any input rather than fail later. */
export function registerNullByteGuard(app: FastifyInstance) {
  // Callback style: it runs on every request, and a promise per request is measurable.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      return done(
        new AppError('invalid', 'The request contains a character that is not allowed (NUL).'),
      );
    }
    done();
  });
}

/**
 * Walks strings, arrays and objects with an explicit stack (no recursion), so a deeply nested body
 * cannot overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(element);
      }
    }
  }
  return false;
}
