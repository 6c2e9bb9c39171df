import { type AdminCategory, categoryTexts as t } from '@shared/categories';
import { errorMessage } from '@web/lib/api/errors';
import { ConfirmModal } from '@web/ui/ConfirmModal';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import {
  useAddCategoryMutation,
  useAdminCategoriesQuery,
  useDeleteCategoryMutation,
  useMoveCategoryMutation,
  useUpdateCategoryMutation,
} from './categories-api';
import './admin.css';

const fail = (error: unknown) => toast.error(errorMessage(error, t.loadFailed));

/** One category: its name (or the rename field), its dishes, and its buttons. */
function CategoryRow({
  category,
  first,
  last,
  onMove,
  onDelete,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  onMove: (category: AdminCategory, direction: 'up' | 'down') => void;
  onDelete: (category: AdminCategory) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateCategoryMutation();
  const inputId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    update.mutate(
      { id: category.id, patch: { name: draft } },
      {
        onSuccess: ({ category: saved }) => {
          toast.success(t.renamed(saved.name));
          setDraft(null);
        },
        onError: fail,
      },
    );
  };
  const toggle = () =>
    update.mutate(
      { id: category.id, patch: { hidden: !category.hidden } },
      {
        onSuccess: ({ category: saved }) =>
          toast.success(saved.hidden ? t.hiddenNow(saved.name) : t.shownNow(saved.name)),
        onError: fail,
      },
    );

  return (
    <li className={`card category-row${category.hidden ? ' is-hidden' : ''}`}>
      {draft === null ? (
        <div className="category-row-main">
          <h2 className="category-row-name">
            {category.name}
            {category.hidden && (
              <span className="badge badge-warning category-badge">{t.hiddenBadge}</span>
            )}
          </h2>
          <p className="category-row-meta">{t.dishCount(category.dishCount)}</p>
        </div>
      ) : (
        <form className="category-row-main category-rename" onSubmit={rename}>
          <label className="visually-hidden" htmlFor={inputId}>
            {`${t.nameLabel} (${category.name})`}
          </label>
          <input
            id={inputId}
            className="input"
            value={draft}
            maxLength={60}
            // biome-ignore lint/a11y/noAutofocus: the field the Rename button just opened
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setDraft(null);
                requestAnimationFrame(() => renameButton.current?.focus());
              }
            }}
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
            {t.save}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDraft(null)}>
            {t.cancel}
          </button>
        </form>
      )}
      <div className="category-row-actions">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-move={`${category.id}:up`}
          aria-label={t.moveUp(category.name)}
          disabled={first}
          onClick={() => onMove(category, 'up')}
        >
          ↑
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-move={`${category.id}:down`}
          aria-label={t.moveDown(category.name)}
          disabled={last}
          onClick={() => onMove(category, 'down')}
        >
          ↓
        </button>
        {draft === null && (
          <button
            ref={renameButton}
            type="button"
            className="btn btn-secondary btn-sm"
            aria-label={`${t.rename}: ${category.name}`}
            onClick={() => setDraft(category.name)}
          >
            {t.rename}
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`${category.hidden ? t.show : t.hide}: ${category.name}`}
          disabled={update.isPending}
          onClick={toggle}
        >
          {category.hidden ? t.show : t.hide}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm dish-delete"
          aria-label={`${t.remove}: ${category.name}`}
          onClick={() => onDelete(category)}
        >
          {t.remove}
        </button>
      </div>
    </li>
  );
}

/**
 * The menu's categories: add, rename, order (↑/↓, keyboard included: the
 * focus follows the moved category), hide and delete. The menu lists them in this order.
 */
export default function AdminCategoriesPage() {
  usePageTitle(t.title);
  const categories = useAdminCategoriesQuery();
  const add = useAddCategoryMutation();
  const move = useMoveCategoryMutation();
  const remove = useDeleteCategoryMutation();
  const [name, setName] = useState('');
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nameId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name, {
      onSuccess: ({ category }) => {
        toast.success(t.added(category.name));
        setName('');
      },
    });
  };
  const onMove = (category: AdminCategory, direction: 'up' | 'down') =>
    move.mutate(
      { id: category.id, direction },
      {
        onSuccess: (answer) => {
          const at = answer.categories.findIndex((c) => c.id === category.id);
          setAnnouncement(t.moved(category.name, at + 1));
          // Keep the keyboard on the moved category's button (or its twin at either end).
          requestAnimationFrame(() => {
            const same = document.querySelector<HTMLButtonElement>(
              `[data-move="${category.id}:${direction}"]`,
            );
            const other = document.querySelector<HTMLButtonElement>(
              `[data-move="${category.id}:${direction === 'up' ? 'down' : 'up'}"]`,
            );
            (same && !same.disabled ? same : other)?.focus();
          });
        },
        onError: fail,
      },
    );

  const list = categories.data ?? [];
  return (
    <section className="page admin-page">
      <div className="admin-page-head">
        <h1 className="page-title">{t.title}</h1>
      </div>
      <p className="lead">{t.lead}</p>
      <form className="category-add" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={nameId}>{t.nameLabel}</label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={60}
            autoComplete="off"
            aria-invalid={add.isError || undefined}
            aria-describedby={add.isError ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t.add}
        </button>
        {add.isError && (
          <p id={`${nameId}-error`} className="field-error" role="alert">
            {errorMessage(add.error, t.loadFailed)}
          </p>
        )}
      </form>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {categories.isPending ? (
        <Spinner />
      ) : categories.isError ? (
        <div className="order-list-error" role="alert">
          <p>{t.loadFailed}</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void categories.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <ol className="category-list" aria-label={t.title}>
          {list.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              first={index === 0}
              last={index === list.length - 1}
              onMove={onMove}
              onDelete={setToDelete}
            />
          ))}
        </ol>
      )}
      <ConfirmModal
        open={toDelete !== null}
        title={toDelete ? t.confirmRemove(toDelete.name) : ''}
        busy={remove.isPending}
        cancelLabel={t.cancel}
        confirmLabel={t.remove}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => toast.success(t.removed(toDelete.name)),
            onError: fail,
            onSettled: () => setToDelete(null),
          })
        }
        className="dish-modal"
      >
        {toDelete && toDelete.dishCount > 0 && <p>{t.hasDishes(toDelete.dishCount)}</p>}
      </ConfirmModal>
    </section>
  );
}
