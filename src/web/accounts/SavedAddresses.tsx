import { checkoutTexts, type SavedAddress } from '@shared/checkout';
import { formatDeliveryAddress } from '@shared/delivery-address';
import { messages } from '@shared/messages';
import {
  AddressModal,
  useAddressesQuery,
  useMakeDefaultAddressMutation,
  useRemoveAddressMutation,
} from '@web/checkout';
import { errorMessage } from '@web/lib/api/errors';
import { ConfirmModal } from '@web/ui/ConfirmModal';
import { useState } from 'react';

const t = messages.savedAddresses;

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Saved delivery addresses on the account page: add, edit, remove (after a
 * confirmation) and make one the default, which checkout preselects. A past order keeps its own
 * copy of the address it went to.
 */
export function AddressesPanel() {
  const { data: addresses = [] } = useAddressesQuery();
  const remove = useRemoveAddressMutation();
  const makeDefault = useMakeDefaultAddressMutation();
  // null: closed; 'new': adding; an address: editing it.
  const [form, setForm] = useState<SavedAddress | 'new' | null>(null);
  const [toRemove, setToRemove] = useState<SavedAddress | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const failed = (error: unknown) =>
    setNotice({ tone: 'error', text: errorMessage(error, t.failed) });

  const confirmRemove = (address: SavedAddress) =>
    remove.mutate(address.id, {
      onSuccess: () => {
        setToRemove(null);
        setNotice({ tone: 'success', text: checkoutTexts.addressRemoved });
      },
      onError: (error) => {
        setToRemove(null);
        failed(error);
      },
    });

  return (
    <div>
      <p className="muted">{t.intro}</p>
      {addresses.length === 0 ? (
        <p className="muted">{checkoutTexts.noAddress}</p>
      ) : (
        <ul className="account-addresses">
          {addresses.map((address) => (
            <li
              key={address.id}
              className={`address-option account-address${address.isDefault ? ' is-selected' : ''}`}
            >
              <span className="account-address-main">
                <span className="address-option-text">{formatDeliveryAddress(address)}</span>
                <span className="muted address-option-phone">{address.phone}</span>
                {address.isDefault && <span className="badge badge-success">{t.defaultBadge}</span>}
              </span>
              <span className="account-address-actions">
                {!address.isDefault && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    disabled={makeDefault.isPending}
                    aria-label={t.makeDefaultOf(address.address)}
                    onClick={() =>
                      makeDefault.mutate(address.id, {
                        onSuccess: ({ message }) => setNotice({ tone: 'success', text: message }),
                        onError: failed,
                      })
                    }
                  >
                    {t.makeDefault}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t.editOf(address.address)}
                  onClick={() => setForm(address)}
                >
                  {t.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t.removeOf(address.address)}
                  onClick={() => setToRemove(address)}
                >
                  {checkoutTexts.remove}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <p
          className={notice.tone === 'error' ? 'form-error' : 'form-success'}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setForm('new')}>
        {checkoutTexts.addAddress}
      </button>
      <AddressModal
        title={form !== null && form !== 'new' ? t.editTitle : checkoutTexts.addAddress}
        address={form !== null && form !== 'new' ? form : null}
        open={form !== null}
        onClose={() => setForm(null)}
        onSaved={() => {
          setNotice({
            tone: 'success',
            text: form === 'new' ? checkoutTexts.addressAdded : checkoutTexts.addressUpdated,
          });
          setForm(null);
        }}
      />
      <ConfirmModal
        open={toRemove !== null}
        title={t.removeQuestion}
        busy={remove.isPending}
        cancelLabel={t.keep}
        confirmLabel={checkoutTexts.remove}
        onCancel={() => setToRemove(null)}
        onConfirm={() => toRemove && confirmRemove(toRemove)}
      >
        {toRemove && (
          <p>
            <strong>{toRemove.address}</strong>. {t.removeNote}
          </p>
        )}
      </ConfirmModal>
    </div>
  );
}
