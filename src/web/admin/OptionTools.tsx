import { optionsEditorTexts as t } from '@shared/dish-options-editor-texts';

/** Move up, move down and remove, for one group or one choice of the options editor. */
export function OptionTools({
  name,
  removeLabel,
  first,
  last,
  onMove,
  onRemove,
}: {
  name: string;
  removeLabel: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="option-tools">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={t.moveUp(name)}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={t.moveDown(name)}
        disabled={last}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm dish-delete"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        ✕
      </button>
    </div>
  );
}
