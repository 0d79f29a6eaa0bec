/**
 * Asking before unsaved changes are left behind. react-router's `useBlocker` needs a data router, and the app runs
 * on `<BrowserRouter>`: a data router (createBrowserRouter) would add about 18 KB gzipped to every public page, which
 * the home page's 150 KB budget cannot take (Bun puts a shared module in the entry's chunk whole). So the admin
 * guards navigation the way a data router does, inside its own chunk:
 * - links and `navigate()` go through the router's navigator, which `NavigationGuard` wraps for the admin's tree;
 * - the browser's back and forward buttons are caught before the router hears them (a capturing `popstate` listener
 *   runs first), the step is undone, and redone if the owner chooses to leave;
 * - closing or reloading the tab is `beforeunload`, the browser's own question.
 * `useLeaveGuard` answers like `useBlocker` does (blocked, proceed, reset), and the question is the app's dialog.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UNSAFE_NavigationContext, useLocation, type Navigator } from "react-router-dom";
import { ConfirmDialog } from "../ui/dialog";

type Guard = {
  shouldBlock: () => boolean;
  /** A navigation was held back; `retry` makes it after all. */
  blocked: (retry: () => void) => void;
};
type GuardRegistry = { set: (guard: Guard) => () => void };

const GuardContext = createContext<GuardRegistry | null>(null);

/** The index BrowserRouter's history keeps in each entry's state, to tell how far a back or forward step went. */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
};

/** Wraps the admin: every navigation inside it first asks the form that has unsaved changes, if one does. */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const parent = useContext(UNSAFE_NavigationContext);
  const guard = useRef<Guard | null>(null);
  // A step through history this guard let through (or made): the router must hear it.
  const letPopThrough = useRef(false);
  const location = useLocation();
  const index = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation lands on another history entry, whose index is read again.
  useEffect(() => {
    index.current = historyIndex();
  }, [location]);

  const registry = useMemo<GuardRegistry>(
    () => ({
      set(next) {
        guard.current = next;
        return () => {
          if (guard.current === next) guard.current = null;
        };
      },
    }),
    [],
  );

  const navigation = useMemo(() => {
    const base = parent.navigator;
    const attempt = (navigate: () => void) => {
      const current = guard.current;
      if (current?.shouldBlock()) current.blocked(navigate);
      else navigate();
    };
    const navigator: Navigator = {
      createHref: (to) => base.createHref(to),
      ...(base.createURL ? { createURL: base.createURL.bind(base) } : {}),
      ...(base.encodeLocation ? { encodeLocation: base.encodeLocation.bind(base) } : {}),
      go: (delta) =>
        attempt(() => {
          letPopThrough.current = true;
          base.go(delta);
        }),
      push: (to, state, options) => attempt(() => base.push(to, state, options)),
      replace: (to, state, options) => attempt(() => base.replace(to, state, options)),
    };
    return { ...parent, navigator };
  }, [parent]);

  useEffect(() => {
    // Set while the guard undoes a step the router never heard of; that undoing step is not the router's either.
    let undoing = false;
    const onPop = (event: PopStateEvent) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const from = index.current;
      const to = historyIndex();
      if (letPopThrough.current || from === null || to === null || !guard.current?.shouldBlock()) {
        letPopThrough.current = false;
        return;
      }
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(from - to);
      guard.current.blocked(() => {
        letPopThrough.current = true;
        window.history.go(to - from);
      });
    };
    // Capturing: at the window, capture listeners run before the router's own popstate listener.
    window.addEventListener("popstate", onPop, true);
    return () => window.removeEventListener("popstate", onPop, true);
  }, []);

  return (
    <GuardContext.Provider value={registry}>
      <UNSAFE_NavigationContext.Provider value={navigation}>{children}</UNSAFE_NavigationContext.Provider>
    </GuardContext.Provider>
  );
}

export type LeaveGuard = {
  /** A navigation (or a close) waits for the owner's answer. */
  blocked: boolean;
  /** Leave after all: the held navigation goes on. */
  proceed: () => void;
  /** Stay: the held navigation is dropped. */
  reset: () => void;
  /** Runs `leave` at once when nothing is unsaved, or after the owner agrees (closing a dialog, say). */
  ask: (leave: () => void) => void;
  /** After a save: what follows (the way back to the list) leaves without asking. */
  release: () => void;
};

/**
 * While `dirty`, leaving the screen asks first: links, `navigate()`, back and forward inside the admin (answered
 * with `LeaveDialog`), and closing or reloading the tab (the browser's own question).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const registry = useContext(GuardContext);
  const [held, setHeld] = useState<(() => void) | null>(null);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const released = useRef(false);
  const shouldBlock = () => dirtyNow.current && !released.current;

  // Registered once: `shouldBlock` reads the refs, so the registered one never goes stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => registry?.set({ shouldBlock, blocked: (retry) => setHeld(() => retry) }), [registry]);

  useEffect(() => {
    // Nothing unsaved any more (the dialog closed, the form was reset): the next changes are guarded again.
    if (!dirty) {
      released.current = false;
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return {
    blocked: held !== null,
    proceed: () => {
      setHeld(null);
      released.current = true;
      held?.();
    },
    reset: () => setHeld(null),
    ask: (leave) => {
      if (shouldBlock()) setHeld(() => leave);
      else leave();
    },
    release: () => {
      released.current = true;
    },
  };
}

/** "Leave without saving?" with the app's dialog: keep editing, or leave and lose the changes. */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation("admin");
  return (
    <ConfirmDialog
      open={guard.blocked}
      title={t("editing.leaveTitle")}
      description={t("editing.leaveText")}
      confirmLabel={t("editing.leave")}
      cancelLabel={t("editing.stay")}
      onConfirm={guard.proceed}
      onCancel={guard.reset}
    />
  );
}
