import { adminTexts as t } from '@shared/admin';
import type { MenuItem } from '@shared/catalog';
import { optionsEditorTexts } from '@shared/dish-options-editor-texts';
import { formatMoney } from '@shared/money';
import { can } from '@shared/permissions';
import { useSession } from '@web/accounts';
import { errorMessage } from '@web/lib/api/errors';
import { ConfirmModal } from '@web/ui/ConfirmModal';
import { Modal } from '@web/ui/Modal';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useId, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import {
  useDeleteDishMutation,
  useDishesQuery,
  useSaveDishMutation,
  useToggleDishMutation,
} from './api';
import { useAdminCategoriesQuery } from './categories-api';
import { DishForm } from './DishForm';
import { DishOptionsEditor } from './DishOptionsEditor';
import { SoldOutControls } from './SoldOutControls';
import './admin.css';

type Editing = { mode: 'add' } | { mode: 'edit'; dish: MenuItem } | null;

/**
 * The side menu's 'Menu': the restaurant's menu management. Add, edit, hide (and show again) and
 * delete dishes with a picture; the public menu changes at once.
 */
export default function AdminProductsPage() {
  usePageTitle(t.productsTitle);
  // The kitchen may only switch dishes sold out and back (soldout.edit); the rest is menu.edit.
  const editsMenu = can(useSession().user?.role, 'menu.edit');
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<MenuItem | null>(null);
  const [optionsOf, setOptionsOf] = useState<MenuItem | null>(null);
  const [category, setCategory] = useState('');
  const [text, setText] = useState('');
  const ids = { category: useId(), text: useId() };
  const dishes = useDishesQuery();
  // The categories (hidden ones too) are the menu editor's; the kitchen filters by its dishes'.
  const categories = useAdminCategoriesQuery(editsMenu);
  const categoryNames = useMemo(
    () =>
      editsMenu
        ? (categories.data ?? []).map((c) => c.name)
        : [...new Set((dishes.data?.items ?? []).map((dish) => dish.category))],
    [editsMenu, categories.data, dishes.data],
  );
  const save = useSaveDishMutation(editing?.mode === 'edit' ? editing.dish.id : undefined, {
    onSuccess: () => {
      toast.success(editing?.mode === 'edit' ? t.dishSaved : t.dishAdded);
      setEditing(null);
    },
  });
  const toggle = useToggleDishMutation({
    onSuccess: ({ item }) => toast.success(item.available ? t.dishShown : t.dishHidden),
    onError: (error) => toast.error(errorMessage(error, t.dishSaveError)),
  });
  const remove = useDeleteDishMutation({
    onSuccess: () => {
      toast.success(t.dishDeleted);
      setToDelete(null);
    },
    onError: (error) => toast.error(errorMessage(error, t.dishSaveError)),
  });

  const shown = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    return (dishes.data?.items ?? []).filter(
      (dish) =>
        (!category || dish.category === category) &&
        (!wanted || dish.name.toLowerCase().includes(wanted)),
    );
  }, [dishes.data, category, text]);

  const openForm = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  return (
    <section className="page admin-page">
      <div className="admin-page-head">
        <h1 className="page-title">{t.productsTitle}</h1>
        {editsMenu && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => openForm({ mode: 'add' })}
          >
            {t.addDish}
          </button>
        )}
      </div>
      <p className="lead">{t.productsIntro}</p>
      {dishes.data?.source === 'themealdb' && (
        <p className="form-error" role="status">
          {t.externalSource}
        </p>
      )}

      <div className="admin-toolbar dish-filters">
        <div className="field">
          <label htmlFor={ids.text}>Find a dish</label>
          <input
            id={ids.text}
            className="input"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.category}>{t.category}</label>
          <select
            id={ids.category}
            className="select"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">All categories</option>
            {categoryNames.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>

      {dishes.isPending ? (
        <Spinner />
      ) : dishes.isError ? (
        <div className="order-list-error" role="alert">
          <p>{t.loadError}</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void dishes.refetch()}
          >
            Try again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="empty-state">
          {dishes.data.items.length === 0 ? t.noDishes : 'No dish matches.'}
        </p>
      ) : (
        <ul className="dish-list" aria-label="Dishes">
          {shown.map((dish) => (
            <li key={dish.id} className={`card dish-row${dish.available ? '' : ' is-hidden'}`}>
              <img
                className="dish-row-img"
                src={dish.image.url}
                alt=""
                width={96}
                height={72}
                loading="lazy"
              />
              <div className="dish-row-main">
                <h2 className="dish-row-name">{dish.name}</h2>
                <p className="dish-row-meta">
                  {dish.category} · {dish.area} · <strong>{formatMoney(dish.priceMinor)}</strong>
                </p>
                <span className={`badge ${dish.available ? 'badge-success' : 'badge-warning'}`}>
                  {dish.available ? t.onMenu : t.hidden}
                </span>
                {dish.available && <SoldOutControls dish={dish} />}
              </div>
              <div className="dish-row-actions">
                {editsMenu && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={`${t.editDish}: ${dish.name}`}
                    onClick={() => openForm({ mode: 'edit', dish })}
                  >
                    Edit
                  </button>
                )}
                {editsMenu && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={optionsEditorTexts.openFor(dish.name)}
                    onClick={() => setOptionsOf(dish)}
                  >
                    {optionsEditorTexts.open}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={toggle.isPending && toggle.variables?.id === dish.id}
                  aria-label={`${dish.available ? t.hide : t.show}: ${dish.name}`}
                  onClick={() => toggle.mutate(dish)}
                >
                  {dish.available ? t.hide : t.show}
                </button>
                {editsMenu && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm dish-delete"
                    aria-label={`${t.deleteDish}: ${dish.name}`}
                    onClick={() => setToDelete(dish)}
                  >
                    {t.deleteDish}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? t.editDish : t.addDish}
        onClose={() => !save.isPending && setEditing(null)}
        className="dish-modal"
      >
        {editing && (
          <DishForm
            key={editing.mode === 'edit' ? editing.dish.id : 'new'}
            dish={editing.mode === 'edit' ? editing.dish : null}
            saving={save.isPending}
            serverError={save.isError ? errorMessage(save.error, t.dishSaveError) : null}
            onSave={(input) => save.mutate(input)}
            onCancel={() => setEditing(null)}
            categories={categoryNames}
          />
        )}
      </Modal>

      <Modal
        open={optionsOf !== null}
        title={optionsOf ? optionsEditorTexts.title(optionsOf.name) : ''}
        onClose={() => setOptionsOf(null)}
        className="dish-modal options-modal"
      >
        {optionsOf && (
          <DishOptionsEditor
            key={optionsOf.id}
            dish={optionsOf}
            onClose={() => setOptionsOf(null)}
          />
        )}
      </Modal>

      <ConfirmModal
        open={toDelete !== null}
        title={t.deleteQuestion}
        busy={remove.isPending}
        cancelLabel={t.cancel}
        confirmLabel={t.deleteDish}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        className="dish-modal"
      >
        {toDelete && (
          <p>
            <strong>{toDelete.name}</strong> · {formatMoney(toDelete.priceMinor)}. {t.deleteNote}
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}
