import type { Db } from '@server/db/client';

/** The database or a transaction of the caller (account deletion runs every part in one). */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a domain keeps about a diner, for "download my data" and "delete my account".
 * Each domain that stores personal data provides one; the accounts domain walks them.
 */
export interface PersonalDataKeeper {
  /** The key of this part in the export (`orders`, `reservations`, …). */
  name: string;
  /** The diner's rows of this domain, as plain JSON (absent: nothing worth exporting). */
  exportFor?(userId: string): Promise<unknown>;
  /**
   * Removes or anonymises the diner's personal data inside the caller's transaction. Rows the
   * restaurant's books need (orders, payments, past bookings) stay with their money and times,
   * their contact fields replaced by `replacement`.
   */
  forget(tx: Executor, userId: string, replacement: ForgottenContact, at: Date): Promise<void>;
}

/** What stands in for a deleted diner's contact details on the rows that are kept. */
export interface ForgottenContact {
  email: string;
  name: string;
}
