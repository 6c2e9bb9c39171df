import {
  type AddressInput,
  addressInputSchema,
  checkoutTexts,
  type SavedAddress,
} from '@shared/checkout';
import { deliveryAddressTexts, formatDeliveryAddress } from '@shared/delivery-address';
import { errorMessage } from '@web/lib/api/errors';
import { Modal } from '@web/ui/Modal';
import { TextField } from '@web/ui/TextField';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useEffect, useId, useState } from 'react';
import { useAddAddressMutation, useRemoveAddressMutation, useUpdateAddressMutation } from './api';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const EMPTY_ADDRESS = { address: '', phone: '', area: '', directions: '' };

/**
 * The address modal: New Address, Area, Phone Number, Cancel, Save; checked like the server does.
 * Titled "Add address" when none is saved yet, "Change address" otherwise.
 * Given a saved `address`, it edits that one (the account page), with the same checks.
 */
export function AddressModal({
  open,
  onClose,
  onSaved,
  title = checkoutTexts.changeAddress,
  address: editing,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (address: SavedAddress) => void;
  title?: string;
  address?: SavedAddress | null;
}) {
  const add = useAddAddressMutation();
  const update = useUpdateAddressMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(addressInputSchema, { defaultValues: EMPTY_ADDRESS });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(
        editing
          ? {
              address: editing.address,
              phone: editing.phone,
              area: editing.area ?? '',
              directions: editing.directions ?? '',
            }
          : EMPTY_ADDRESS,
      );
      setFormError(null);
    }
  }, [open, form, editing]);

  const onSubmit = form.handleSubmit(async (typed: AddressInput) => {
    setFormError(null);
    // Blank directions are none: the server then keeps (or leaves) none.
    const values = { ...typed, directions: typed.directions || undefined };
    try {
      const { address } = editing
        ? await update.mutateAsync({ id: editing.id, input: values })
        : await add.mutateAsync(values);
      onSaved(address);
    } catch (error) {
      setFormError(checkoutTexts.addressUpdateError(errorMessage(error, 'Please try again.')));
    }
  });

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={editing ? checkoutTexts.address : checkoutTexts.newAddress}
          autoComplete="street-address"
          placeholder="e.g. 14 Admiralty Way, Lekki Phase 1, Lagos"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label={checkoutTexts.area}
          autoComplete="address-level3"
          hint={checkoutTexts.areaHint}
          error={errors.area?.message}
          {...form.register('area')}
        />
        <TextField
          label={deliveryAddressTexts.directions}
          hint={deliveryAddressTexts.directionsHint}
          error={errors.directions?.message}
          {...form.register('directions')}
        />
        <TextField
          label={checkoutTexts.phoneNumber}
          type="tel"
          autoComplete="tel"
          placeholder="e.g. +234 803 555 0147"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {checkoutTexts.cancel}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {checkoutTexts.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** 1. Customer Address: saved addresses with radio selection; the selected one shown on top. */
export function AddressSection({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: SavedAddress[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const [modalOpen, setModalOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const remove = useRemoveAddressMutation();
  const groupName = useId();
  const selected = addresses.find((a) => a.id === selectedId) ?? null;

  const removeAddress = async (address: SavedAddress) => {
    setNotice(null);
    try {
      await remove.mutateAsync(address.id);
      if (address.id === selectedId) onSelect(null);
      setNotice({ tone: 'success', text: checkoutTexts.addressRemoved });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: checkoutTexts.addressUpdateError(errorMessage(error, 'Please try again.')),
      });
    }
  };

  return (
    <>
      {selected ? (
        <div className="checkout-selected">
          <p className="checkout-selected-address">{formatDeliveryAddress(selected)}</p>
          <p className="muted">{selected.phone}</p>
        </div>
      ) : (
        <p className="muted">
          {addresses.length === 0 ? checkoutTexts.noAddress : checkoutTexts.selectAddress}
        </p>
      )}

      {addresses.length > 0 && (
        <fieldset className="address-list">
          <legend className="visually-hidden">Saved addresses</legend>
          {addresses.map((address) => (
            <div
              key={address.id}
              className={`address-option${address.id === selectedId ? ' is-selected' : ''}`}
            >
              <label className="address-option-label">
                <input
                  type="radio"
                  name={groupName}
                  value={address.id}
                  checked={address.id === selectedId}
                  onChange={() => onSelect(address.id)}
                />
                <span>
                  <span className="address-option-text">{formatDeliveryAddress(address)}</span>
                  <span className="muted address-option-phone">{address.phone}</span>
                </span>
              </label>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => void removeAddress(address)}
                disabled={remove.isPending}
                aria-label={`${checkoutTexts.remove} ${address.address}`}
              >
                {checkoutTexts.remove}
              </button>
            </div>
          ))}
        </fieldset>
      )}

      <p className="checkout-notice-line" aria-live="polite">
        {notice && (
          <span className={notice.tone === 'error' ? 'text-error' : 'text-success'}>
            {notice.text}
          </span>
        )}
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => {
          setNotice(null);
          setModalOpen(true);
        }}
      >
        {addresses.length === 0 ? checkoutTexts.addAddress : checkoutTexts.changeAddress}
      </button>

      <AddressModal
        title={addresses.length === 0 ? checkoutTexts.addAddress : checkoutTexts.changeAddress}
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        onSaved={(address) => {
          setModalOpen(false);
          onSelect(address.id);
          setNotice({ tone: 'success', text: checkoutTexts.addressAdded });
        }}
      />
    </>
  );
}
