import { type ReactNode, useEffect, useId, useRef } from 'react';
import { keepFocusOnPage, wrapTabKey } from './focus';

function focusOpener(opener: Element | null) {
  if (!(opener instanceof HTMLElement) || opener === document.body) return;
  opener.focus();
  keepFocusOnPage(opener);
}

/**
 * An accessible modal on the native <dialog>: the rest of the page is inert while it is open,
 * the focus stays inside, Escape closes it, and focus goes back to what opened it, whether the
 * modal is closed (`open` false) or taken off the page while open (a card that renders its dialog
 * only while choosing).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      shown.current = true;
    } else if (!open && dialog.open) {
      dialog.close();
      shown.current = false;
      focusOpener(opener.current);
    }
  }, [open]);

  useEffect(
    () => () => {
      if (shown.current) focusOpener(opener.current);
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        if (ref.current) wrapTabKey(event, ref.current);
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
