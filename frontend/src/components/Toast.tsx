import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  /** Optional second line. */
  detail?: string;
}
export interface ToastOptions {
  detail?: string;
  /** Milliseconds on screen (default 4 s, errors 6 s); 0 keeps it until dismissed. */
  duration?: number;
}
export interface ToastApi {
  success: (text: string, options?: ToastOptions) => number;
  error: (text: string, options?: ToastOptions) => number;
  info: (text: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const DEFAULT_DURATION: Record<ToastKind, number> = { success: 4000, info: 4000, error: 6000 };
const MAX_VISIBLE = 4;

/** Holds the toasts of the app and renders them in two live regions (status for info/success, alert for errors). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, text: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, text, detail: options.detail }].slice(-MAX_VISIBLE));
      const duration = options.duration ?? DEFAULT_DURATION[kind];
      if (duration > 0) timers.current.set(id, setTimeout(() => dismiss(id), duration));
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (text, options) => show('success', text, options),
      error: (text, options) => show('error', text, options),
      info: (text, options) => show('info', text, options),
      dismiss,
    }),
    [show, dismiss],
  );

  const polite = toasts.filter((toast) => toast.kind !== 'error');
  const urgent = toasts.filter((toast) => toast.kind === 'error');
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-stack">
        <div role="status" aria-live="polite" className="toast-region">
          {polite.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="toast-region">
          {urgent.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  return (
    <div className={`toast toast--${toast.kind}`} data-toast={toast.kind}>
      <span className="toast__icon" aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <div className="toast__text">
        <p className="toast__title">{toast.text}</p>
        {toast.detail ? <p className="toast__detail">{toast.detail}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** toast.success(text) / toast.error(text) / toast.info(text). Needs a ToastProvider above (AppLayout has one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (AppLayout provides one).');
  return api;
}
