import type { Db } from '@server/db/client';
import { messages } from '@shared/messages';
import { newsletterSubscribers } from './schema';

export function createNewsletterService(db: Db) {
  return {
    /** Stores the sign-up; signing up twice is fine and says so. */
    async subscribe(email: string): Promise<{ created: boolean; message: string }> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning();
      return rows.length > 0
        ? { created: true, message: messages.newsletter.subscribed }
        : { created: false, message: messages.newsletter.alreadySubscribed };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
