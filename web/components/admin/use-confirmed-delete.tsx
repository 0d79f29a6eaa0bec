import { useState } from "react";
import { ConfirmDialog } from "../ui/dialog";
import { useAdminMutation } from "./use-admin-mutation";

/**
 * Delete with the 'Are you sure?' confirmation (spec §4): which item awaits confirmation, the busy state while
 * the call runs, and the spec §8 toasts. A successful delete closes the confirmation; a failed one keeps it open.
 */
export function useConfirmedDelete<T extends { id: number }>(remove: (id: number) => Promise<unknown>, texts: { success: string; failure: string }) {
  const [pending, setPending] = useState<T | null>(null);
  const deletion = useAdminMutation((item: T) => remove(item.id), texts);

  const confirm = async () => {
    if (pending && (await deletion.attempt(pending))) setPending(null);
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
