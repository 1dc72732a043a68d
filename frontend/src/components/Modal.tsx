import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { modalClose, modalOpen } from '../lib/analytics';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export interface ModalProps {
  open: boolean;
  /** The user asked to close (Esc, close button, backdrop). The parent sets open=false. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Optional description under the title (aria-describedby). */
  description?: ReactNode;
  /** When set, modal_open / modal_close analytics events are sent with this modal_type. */
  modalType?: string;
  /** Called each time the dialog opens / closes (whatever closed it). */
  onOpen?: () => void;
  onClosed?: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Element to focus first (default: the first focusable element inside, else the dialog). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  className?: string;
  footer?: ReactNode;
}

/**
 * Accessible dialog: role=dialog, aria-modal, labelled by its title, closes on Esc / close button / backdrop,
 * keeps Tab inside while open and gives focus back to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  description,
  modalType,
  onOpen,
  onClosed,
  size = 'md',
  closeOnBackdrop = true,
  initialFocusRef,
  className,
  footer,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest open/close callbacks for the effect below, which must not re-run (and re-focus) when they change.
  // Written after commit, not during render (React may throw a render away).
  const hooks = useRef({ onOpen, onClosed, modalType });
  useLayoutEffect(() => {
    hooks.current = { onOpen, onClosed, modalType };
  });

  // Open/close side effects: analytics, hooks, focus in and back out, page scroll lock.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const { onOpen: opened, modalType: type } = hooks.current;
    if (type) modalOpen(type);
    opened?.();
    const dialog = dialogRef.current;
    const first = initialFocusRef?.current ?? dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      const { onClosed: closed, modalType: closingType } = hooks.current;
      if (closingType) modalClose(closingType);
      closed?.();
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('disabled'));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['modal', `modal--${size}`, className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        ) : null}
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
