import type { Db } from '@server/db/client';
import type { PersonalDataKeeper } from '@server/platform/personal-data';
import { desc, eq } from 'drizzle-orm';
import { addressDetails, deliveryOptions } from './schema';

/** A diner's saved addresses and delivery choice: exported as they are, deleted with the account. */
export function checkoutPersonalData(db: Db): PersonalDataKeeper {
  return {
    name: 'addresses',

    async exportFor(userId) {
      const addresses = await db
        .select({
          address: addressDetails.address,
          phone: addressDetails.phoneNo,
          area: addressDetails.area,
          directions: addressDetails.directions,
          createdAt: addressDetails.createdAt,
        })
        .from(addressDetails)
        .where(eq(addressDetails.userId, userId))
        .orderBy(desc(addressDetails.createdAt));
      const [option] = await db
        .select({ deliveryOption: deliveryOptions.deliveryOption })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.userId, userId));
      return { saved: addresses, deliveryOption: option?.deliveryOption ?? null };
    },

    async forget(tx, userId) {
      await tx.delete(addressDetails).where(eq(addressDetails.userId, userId));
      await tx.delete(deliveryOptions).where(eq(deliveryOptions.userId, userId));
    },
  };
}
