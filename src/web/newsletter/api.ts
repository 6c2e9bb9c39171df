import type { NewsletterSignupInput } from '@shared/schemas/newsletter';
import { api, unwrap } from '@web/lib/api/client';

/** Signs an address up for the newsletter; the answer's message is the one to show. */
export const subscribeToNewsletter = (input: NewsletterSignupInput) =>
  unwrap(api.POST('/api/newsletter', { body: input }));
