import { toast, type Toast } from "../ui/toast";

/** What a toast says: its title and, when it has one, its text (both already in the admin's language). */
export type Notice = { title: string; description?: string };

/**
 * The admin's one way to show a toast. A write's toasts come from `useAdminMutation`, which calls this; a screen
 * calls it itself only for what writes nothing on the server (the welcome after signing in, a copied link).
 * Answers the toast's id (for `dismissToast`).
 */
export function notify(notice: Notice & Pick<Toast, "action" | "durationMs" | "onLeave">): number {
  return toast(notice);
}

/** A toast about something that did not work (shown in red). */
export function notifyFailure(notice: Notice): number {
  return toast({ ...notice, variant: "destructive" });
}
