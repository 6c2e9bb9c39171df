import type { Db } from '@server/db/client';
import { messages } from '@shared/messages';
import { newsletterSubscribers } from './schema';

export function createNewsletterService(db: Db) {
  return {
    /**
     * Stores the sign-up. Signing up twice is fine, and answers exactly like the first time (one
     * statement either way), so the answer never tells whether an address is on the list.
     */
    async subscribe(email: string): Promise<{ created: boolean; message: string }> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return { created: rows.length > 0, message: messages.newsletter.subscribed };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
