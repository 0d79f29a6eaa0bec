import { useState } from "react";
import { toast } from "../ui/toast";

/**
 * Delete with the 'Are you sure?' confirmation (spec §4): which item awaits confirmation, the busy state while
 * the call runs, and the spec §8 toasts. A successful delete closes the confirmation; a failed one keeps it open.
 */
export function useConfirmedDelete<T extends { id: number }>(remove: (id: number) => Promise<unknown>, texts: { success: string; failure: string }) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await remove(pending.id);
      toast({ title: "Success", description: texts.success });
      setPending(null);
    } catch {
      toast({ title: "Error", description: texts.failure, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}
