import { useEffect, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../lib/client-values";

/** A button in the toast that undoes what it announces ("Undo"). */
export type ToastAction = { label: string; onClick: () => void };

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: ToastAction;
  /** How long it stays; 5 s unless given (an Undo stays 10 s). */
  durationMs?: number;
  /** Called once when it goes, whichever way: its time ran out, it was closed, or another toast took its place. */
  onLeave?: () => void;
};

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** One toast at a time (spec §4): a new one replaces the current one. Callable from anywhere, not only components. */
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Takes the current toast away (only if it is still the one with `id`, when given). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  const leaving = current;
  current = null;
  emit();
  leaving.onLeave?.();
}

export function toast(t: Omit<Toast, "id">): number {
  clearTimeout(timer);
  const leaving = current;
  const shown = { ...t, id: nextId++ };
  current = shown;
  timer = setTimeout(() => dismissToast(shown.id), t.durationMs ?? DURATION_MS);
  emit();
  // Told once the new toast is current: a toast the old one's leaving raises (a write it sent failed) comes after it.
  leaving?.onLeave?.();
  return shown.id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToast = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

/** The viewport's own labels. The admin, which speaks the owner's language rather than the site's, sets them while it is open. */
type ToastLabels = { region: string; close: string };
let labels: ToastLabels | null = null;

export function setToastLabels(next: ToastLabels | null): void {
  labels = next;
  emit();
}

/**
 * The toast viewport: bottom right, announced politely, F8 moves focus to it, swipe right to dismiss. It lives in
 * <body>, outside #root: an open dialog makes #root inert, and a toast about the dialog's own form (a failed save)
 * must still be read out and reachable. Rendered once the browser has taken over (portals cannot be server-rendered).
 */
export function Toaster() {
  const hydrated = useHydrated();
  return hydrated ? createPortal(<ToastViewport />, document.body) : null;
}

function ToastViewport() {
  const t = useToast();
  const { t: translate } = useTranslation();
  const own = useSyncExternalStore(
    subscribe,
    () => labels,
    () => null,
  );
  const viewport = useRef<HTMLOListElement>(null);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") viewport.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <ol
      ref={viewport}
      tabIndex={-1}
      aria-label={own?.region ?? translate("notifications")}
      className="fixed bottom-0 right-0 z-100 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm"
    >
      {t && (
        <li
          key={t.id}
          role="status"
          aria-live="polite"
          onPointerDown={(e) => (startX.current = e.clientX)}
          onPointerUp={(e) => {
            if (startX.current !== null && e.clientX - startX.current > SWIPE_THRESHOLD_PX) dismissToast(t.id);
            startX.current = null;
          }}
          className={`toast-in relative flex items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ${
            t.variant === "destructive" ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="min-w-0 flex-1">
            <p className="m-0 text-sm font-semibold">{t.title}</p>
            {t.description && <p className="m-0 mt-1 text-sm opacity-80">{t.description}</p>}
          </div>
          {t.action && (
            <button type="button" onClick={t.action.onClick} className="btn-secondary min-h-11 shrink-0 self-center px-4 py-2 text-sm">
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            onClick={() => dismissToast()}
            aria-label={own?.close ?? translate("close")}
            className="absolute right-2 top-2 rounded-md p-1 text-current opacity-60 hover:opacity-100 focus-visible:opacity-100"
          >
            <span className="i-lucide-x block h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      )}
    </ol>
  );
}
