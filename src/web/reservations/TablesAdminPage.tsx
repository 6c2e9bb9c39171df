import { type DiningTable, tableInputSchema, tableTexts } from '@shared/tables';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { Spinner } from '@web/ui/Spinner';
import { TextField } from '@web/ui/TextField';
import { usePageTitle } from '@web/ui/usePageTitle';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { useRemoveTableMutation, useSaveTableMutation, useTablesQuery } from './api';
import './tables.css';

type Draft = {
  id: string | null;
  name: string;
  minSeats: string;
  maxSeats: string;
  area: string;
  joinsWith: string[];
};
const EMPTY: Draft = {
  id: null,
  name: '',
  minSeats: '1',
  maxSeats: '2',
  area: 'Inside',
  joinsWith: [],
};
const toDraft = (t: DiningTable): Draft => ({
  ...t,
  minSeats: String(t.minSeats),
  maxSeats: String(t.maxSeats),
});
const seats = (t: DiningTable) =>
  t.minSeats === t.maxSeats ? `${t.maxSeats} seats` : `${t.minSeats}–${t.maxSeats} seats`;

/** One table's form: add a new one, or change the one being edited. */
function TableForm({
  draft,
  tables,
  onDone,
}: {
  draft: Draft;
  tables: DiningTable[];
  onDone: () => void;
}) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTableMutation();
  const set = (change: Partial<Draft>) => setValues((v) => ({ ...v, ...change }));
  const others = tables.filter((t) => t.id !== values.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { id, ...fields } = values;
    const parsed = tableInputSchema.safeParse({
      ...fields,
      minSeats: Number(values.minSeats),
      maxSeats: Number(values.maxSeats),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: parsed.data },
      {
        onSuccess: ({ table }) => {
          toast.success(`${table.name} saved.`);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          toast.error(errorMessage(error, 'The table could not be saved.'));
        },
      },
    );
  };

  return (
    <form className="card table-form" onSubmit={submit} noValidate>
      <h2 className="table-form-title">{values.id ? `Change ${draft.name}` : 'Add a table'}</h2>
      <div className="table-form-grid">
        <TextField
          label="Name"
          value={values.name}
          required
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label="Area (e.g. Inside, Terrace)"
          value={values.area}
          required
          error={errors.area}
          onChange={(e) => set({ area: e.target.value })}
        />
        <TextField
          label="Fewest seats"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.minSeats}
          error={errors.minSeats}
          onChange={(e) => set({ minSeats: e.target.value })}
        />
        <TextField
          label="Most seats"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.maxSeats}
          error={errors.maxSeats}
          onChange={(e) => set({ maxSeats: e.target.value })}
        />
      </div>
      {others.length > 0 && (
        <fieldset className="table-joins">
          <legend>Can be pushed together with</legend>
          {others.map((t) => (
            <label key={t.id} className="checkbox">
              <input
                type="checkbox"
                checked={values.joinsWith.includes(t.id) || t.joinsWith.includes(values.id ?? '')}
                disabled={t.joinsWith.includes(values.id ?? '')}
                onChange={(e) =>
                  set({
                    joinsWith: e.target.checked
                      ? [...values.joinsWith, t.id]
                      : values.joinsWith.filter((id) => id !== t.id),
                  })
                }
              />{' '}
              {t.name}
            </label>
          ))}
          {errors.joinsWith && <p className="field-error">{errors.joinsWith}</p>}
        </fieldset>
      )}
      <div className="table-form-actions">
        {values.id && (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : values.id ? 'Save table' : 'Add table'}
        </button>
      </div>
    </form>
  );
}

/** /admin/tables: the restaurant's tables, grouped by area. */
export default function TablesAdminPage() {
  usePageTitle('Tables');
  const query = useTablesQuery();
  const remove = useRemoveTableMutation();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [formKey, setFormKey] = useState(0);
  const tables = query.data?.tables ?? [];
  const nameOf = (id: string) => tables.find((t) => t.id === id)?.name ?? '';
  const areas = [...new Set(tables.map((t) => t.area))];

  return (
    <section className="admin-page tables-page">
      <h1 className="page-title">Tables</h1>
      <p className="muted">
        Online bookings are placed at the smallest free table that fits the party, then at two
        neighbours pushed together. The stay per party size and the times offered are in the
        settings.
      </p>
      {query.isPending && <Spinner />}
      {query.isError && (
        <p className="form-error" role="alert">
          {errorMessage(query.error, 'The tables could not be loaded.')}
        </p>
      )}
      {query.data && tables.length === 0 && (
        <p className="empty-state">No tables yet: bookings are counted by seats per sitting.</p>
      )}
      {areas.map((area) => (
        <div key={area} className="tables-area">
          <h2 className="tables-area-title">{area}</h2>
          <ul className="tables-list">
            {tables
              .filter((t) => t.area === area)
              .map((t) => (
                <li key={t.id} className="card table-row">
                  <div>
                    <strong className="table-row-name">{t.name}</strong>
                    <span className="muted"> · {seats(t)}</span>
                    {t.joinsWith.length > 0 && (
                      <p className="muted table-row-joins">
                        Joins {t.joinsWith.map(nameOf).filter(Boolean).join(', ')}
                      </p>
                    )}
                  </div>
                  <div className="table-row-actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Change ${t.name}`}
                      onClick={() => setEditing(toDraft(t))}
                    >
                      Change
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      aria-label={`Remove ${t.name}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(t.id, {
                          onSuccess: () => toast.success(`${t.name} removed.`),
                          onError: (error) => toast.error(errorMessage(error, tableTexts.inUse)),
                        })
                      }
                    >
                      Remove
                    </button>
                  </div>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {query.data && (
        <TableForm
          key={editing?.id ?? `new-${formKey}`}
          draft={editing ?? EMPTY}
          tables={tables}
          onDone={() => {
            setEditing(null);
            setFormKey((k) => k + 1);
          }}
        />
      )}
    </section>
  );
}
