import { AppError } from '@server/errors';
import {
  type AddressRequest,
  checkoutTexts,
  type DeliveryOption,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '@shared/checkout';
import { directionsOrNull } from '@shared/delivery-address';
import type { PublicUser } from '@shared/schemas/auth';
import type { AddressRow, CheckoutRepository } from './repository';

type AddressDeps = { repo: CheckoutRepository };

const toAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  address: row.address,
  phone: row.phoneNo,
  area: row.area,
  directions: row.directions,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

export async function listAddresses(
  { repo }: AddressDeps,
  user: PublicUser,
): Promise<SavedAddress[]> {
  return (await repo.listAddresses(user.id)).map(toAddress);
}

export async function addAddress(
  { repo }: AddressDeps,
  user: PublicUser,
  input: AddressRequest,
): Promise<SavedAddress> {
  const tooMany = () => new AppError('conflict', checkoutTexts.tooManyAddresses);
  if ((await repo.countAddresses(user.id)) >= MAX_SAVED_ADDRESSES) throw tooMany();
  // The count above is only the fast answer: parallel requests all pass it, the database refuses.
  const row = await repo.insertAddress({
    userId: user.id,
    email: user.email,
    address: input.address,
    phoneNo: input.phone,
    area: input.area,
    directions: directionsOrNull(input.directions),
  });
  if (!row) throw tooMany();
  return toAddress(row);
}

/** Edits a saved address with the same rules as saving one (the route parses the same schema). */
export async function updateAddress(
  { repo }: AddressDeps,
  user: PublicUser,
  id: string,
  input: AddressRequest,
): Promise<SavedAddress> {
  const row = await repo.updateAddress(user.id, id, {
    address: input.address,
    phoneNo: input.phone,
    area: input.area,
    directions: directionsOrNull(input.directions),
  });
  if (!row) throw new AppError('not_found', checkoutTexts.addressNotFound);
  return toAddress(row);
}

/** The address checkout preselects from now on; the previous default stops being it. */
export async function makeDefaultAddress(
  { repo }: AddressDeps,
  user: PublicUser,
  id: string,
): Promise<SavedAddress> {
  const row = await repo.makeDefault(user.id, id);
  if (!row) throw new AppError('not_found', checkoutTexts.addressNotFound);
  return toAddress(row);
}

export async function removeAddress({ repo }: AddressDeps, user: PublicUser, id: string) {
  if (!(await repo.deleteAddress(user.id, id)))
    throw new AppError('not_found', checkoutTexts.addressNotFound);
}

export const deliveryOption = ({ repo }: AddressDeps, user: PublicUser) =>
  repo.deliveryOption(user.id);

export async function saveDeliveryOption(
  { repo }: AddressDeps,
  user: PublicUser,
  option: DeliveryOption,
): Promise<DeliveryOption> {
  await repo.saveDeliveryOption(user.id, user.email, option);
  return option;
}
