import { type ReactNode, useEffect, useId, useRef } from 'react';
import { keepFocusOnPage, wrapTabKey } from './focus';

/**
 * An accessible modal on the native <dialog>: the rest of the page is inert while it is open,
 * the focus stays inside, Escape closes it, and focus goes back to what opened it.
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

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement && opener.current !== document.body) {
        opener.current.focus();
        keepFocusOnPage(opener.current);
      }
    }
  }, [open]);

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
