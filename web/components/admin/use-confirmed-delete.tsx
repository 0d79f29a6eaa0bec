import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useSWRConfig } from "swr";
import { ConfirmDialog } from "../ui/dialog";
import { useAdminMutation } from "./use-admin-mutation";

/**
 * Items hidden from their list ("projects", "articles", "messages") because they are being deleted: "waiting" while
 * the delete waits behind its Undo, "sent" once it went through, until a read of the list no longer has them (so a
 * list read before the delete cannot show them again). Undo, or a failed delete, shows them again. Kept with the
 * data cache they hide from, not in the page, so leaving the page and coming back within the 10 seconds does not
 * show them either (and a cache of its own, as each test renders with, starts with nothing hidden).
 */
type DeleteState = "waiting" | "sent";
type Hidden = Map<string, ReadonlyMap<number, DeleteState>>;
const hiddenPerCache = new WeakMap<object, Hidden>();
const listeners = new Set<() => void>();
const NONE: ReadonlyMap<number, DeleteState> = new Map();

function hiddenIn(cache: object): Hidden {
  const known = hiddenPerCache.get(cache);
  if (known) return known;
  const hidden: Hidden = new Map();
  hiddenPerCache.set(cache, hidden);
  return hidden;
}

function setHidden(cache: object, list: string, id: number, state: DeleteState | null): void {
  const hidden = hiddenIn(cache);
  const next = new Map(hidden.get(list));
  if (state) next.set(id, state);
  else next.delete(id);
  hidden.set(list, next);
  for (const listener of listeners) listener();
}

function useHidden(cache: object, list: string): ReadonlyMap<number, DeleteState> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hiddenIn(cache).get(list) ?? NONE,
    () => NONE,
  );
}

/** The items of `list` without those being deleted (the same array while none is). */
export function useWithoutWaitingDeletes<Item extends { id: number }>(list: string, items: Item[] | undefined): Item[] | undefined {
  const { cache } = useSWRConfig();
  const states = useHidden(cache, list);
  useEffect(() => {
    if (!items) return;
    for (const [id, state] of states) if (state === "sent" && !items.some((item) => item.id === id)) setHidden(cache, list, id, null);
  }, [cache, list, items, states]);
  return useMemo(() => (states.size === 0 ? items : items?.filter((item) => !states.has(item.id))), [items, states]);
}

type DeleteOptions = {
  success: string;
  failure: string;
  /**
   * The list the items belong to, for deletes that can be undone: the confirmed item leaves the list at once, and
   * the success toast offers Undo for 10 s before the delete is sent (docs/decisions/0011-undo-deletes.md).
   */
  undoIn?: string;
};

/**
 * Delete with the 'Are you sure?' confirmation (spec §4): which item awaits confirmation, the busy state while
 * the call runs, and the spec §8 toasts. A successful delete closes the confirmation; a failed one keeps it open.
 * With `undoIn`, the confirmation closes at once; the page lists its items through `useWithoutWaitingDeletes`.
 */
export function useConfirmedDelete<T extends { id: number }>(remove: (id: number) => Promise<unknown>, { undoIn, ...texts }: DeleteOptions) {
  const [pending, setPending] = useState<T | null>(null);
  const { cache } = useSWRConfig();
  const deletion = useAdminMutation(
    async (item: T) => {
      const answer = await remove(item.id);
      if (undoIn) setHidden(cache, undoIn, item.id, "sent");
      return answer;
    },
    {
      ...texts,
      undo: undoIn
        ? {
            apply: (item) => setHidden(cache, undoIn, item.id, "waiting"),
            revert: (item) => setHidden(cache, undoIn, item.id, null),
          }
        : undefined,
    },
  );

  const confirm = async () => {
    if (!pending) return;
    if (undoIn) {
      const item = pending;
      setPending(null);
      deletion.later(item);
      return;
    }
    if (await deletion.attempt(pending)) setPending(null);
  };

  return { pending, busy: deletion.busy, ask: setPending, cancel: () => setPending(null), confirm };
}

type ConfirmedDelete<T extends { id: number }> = ReturnType<typeof useConfirmedDelete<T>>;

/** The confirmation of a `useConfirmedDelete`, saying what goes. */
export function ConfirmDeletion<T extends { id: number }>({ deletion, describe }: { deletion: ConfirmedDelete<T>; describe: (item: T) => string }) {
  return (
    <ConfirmDialog
      open={deletion.pending !== null}
      description={deletion.pending ? describe(deletion.pending) : undefined}
      busy={deletion.busy}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    />
  );
}
