import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminLocale } from "../admin-language";
import { clockTime, dateTime } from "../format";

/** Where an article's local copy lives: one per article, and one for the article being written anew. */
export const localCopyKey = (articleId: number | null) => `portfolio:article-copy:${articleId ?? "new"}`;

/** Written this long after the last change: often enough to lose at most a second of typing, not on every key. */
export const AUTOSAVE_DELAY_MS = 800;

export type LocalCopy<T> = { savedAt: string; form: T };

function readCopy<T>(key: string): LocalCopy<T> | null {
  try {
    const stored = localStorage.getItem(key);
    if (!stored) return null;
    const copy = JSON.parse(stored) as Partial<LocalCopy<T>>;
    return typeof copy.savedAt === "string" && copy.form !== undefined ? (copy as LocalCopy<T>) : null;
  } catch {
    return null;
  }
}

function removeCopy(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): there was nothing to remove.
  }
}

/**
 * An article's form kept in this browser while the owner types (debounced, and at once when the tab is hidden or
 * closed), so a crash, a closed tab or a lost session loses nothing. A copy found when the form opens, different from
 * what the form starts with, is offered back (`offer`); a save clears it. Storage that refuses (full, private
 * mode) only means there is no copy.
 */
export function useLocalCopy<T>(key: string, form: T, changed: boolean) {
  const [offer, setOffer] = useState<LocalCopy<T> | null>(() => {
    const copy = readCopy<T>(key);
    return copy && JSON.stringify(copy.form) !== JSON.stringify(form) ? copy : null;
  });
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const latest = useRef({ form, changed });
  latest.current = { form, changed };
  // Saved: nothing more is kept, even by a write already on its way.
  const cleared = useRef(false);
  const serialized = JSON.stringify(form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the form (`serialized`) restarts the wait before writing.
  useEffect(() => {
    const write = () => {
      if (!latest.current.changed || cleared.current) return;
      const copy: LocalCopy<T> = { savedAt: new Date().toISOString(), form: latest.current.form };
      try {
        localStorage.setItem(key, JSON.stringify(copy));
        setSavedAt(copy.savedAt);
      } catch {
        setSavedAt(null);
      }
    };
    const timer = setTimeout(write, AUTOSAVE_DELAY_MS);
    const onHidden = () => {
      if (document.visibilityState === "hidden") write();
    };
    window.addEventListener("pagehide", write);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", write);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [key, serialized]);

  return {
    /** A copy from an earlier visit, to restore or discard. */
    offer,
    /** When this visit's typing was last kept, or null. */
    savedAt,
    /** Takes the offered copy (what the form should become). */
    restore: (): T | null => {
      setOffer(null);
      return offer?.form ?? null;
    },
    /** Drops the offered copy, unless the owner's typing since has replaced it. */
    discard: () => {
      if (offer && readCopy<T>(key)?.savedAt === offer.savedAt) removeCopy(key);
      setOffer(null);
    },
    /** The article was saved: its copy is no longer needed. */
    clear: () => {
      cleared.current = true;
      removeCopy(key);
    },
  };
}

/** "Restore unsaved changes from <time>?" with Restore and Discard. */
export function RestoreBanner({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
      data-testid="restore-banner"
    >
      <span className="i-lucide-history hidden h-5 w-5 shrink-0 sm:inline-block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="m-0 font-semibold">{t("editing.restoreText", { time: dateTime(savedAt, locale) })}</p>
        <p className="m-0 mt-0.5 text-sm text-amber-900">{t("editing.restoreHint")}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className="btn-secondary" onClick={onDiscard}>
          {t("editing.discard")}
        </button>
        <button type="button" className="btn-primary" onClick={onRestore}>
          {t("editing.restore")}
        </button>
      </div>
    </div>
  );
}

/** "Local copy saved at 14:05:09", in the action bar, once this visit's typing has been kept. */
export function LocalCopyNote({ savedAt }: { savedAt: string | null }) {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  if (!savedAt) return null;
  return (
    <span className="hidden items-center gap-1.5 text-xs text-slate-500 md:inline-flex" role="status">
      <span className="i-lucide-hard-drive h-3.5 w-3.5" aria-hidden="true" />
      {t("editing.savedLocally", { time: clockTime(new Date(savedAt), locale) })}
    </span>
  );
}
