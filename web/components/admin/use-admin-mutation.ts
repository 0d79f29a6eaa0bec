import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, toast } from "../ui/toast";

/** How long a write that can be undone waits behind the "Undo" of its toast (issue 26: 10 s). */
export const UNDO_MS = 10_000;
export const UNDO_SECONDS = UNDO_MS / 1000;

/**
 * A write that can be undone (a delete): shown at once, sent only once its Undo is gone. See
 * docs/decisions/0011-undo-deletes.md.
 */
type Undo<Args extends unknown[]> = {
  /** Shows the write's effect before it is sent (the item leaves its list). */
  apply: (...args: Args) => void;
  /** Takes the effect back: Undo was pressed, or the write failed when it was sent. */
  revert: (...args: Args) => void;
};

/**
 * What the toasts say: texts already in the admin's language, or made from the write's answer (or its failure)
 * and what it was given.
 */
type MutationTexts<Args extends unknown[], Result> = {
  /** The success toast's text; none: the write says nothing when it works. */
  success?: string | ((result: Result, ...args: Args) => string);
  /** The success toast's title; 'Success' in the admin's language unless given. */
  successTitle?: string;
  /** The failure toast's text (its title is 'Error' in the admin's language). */
  failure: string | ((error: unknown, ...args: Args) => string);
  /** For `later`: how the write is shown before it is sent, and taken back. */
  undo?: Undo<Args>;
};

const textOf = <T, Args extends unknown[]>(text: string | ((value: T, ...args: Args) => string), value: T, args: Args) =>
  typeof text === "function" ? text(value, ...args) : text;

/** Writes waiting behind an Undo, each a function that sends it now and answers when it is done. */
const waiting = new Set<() => Promise<void>>();

/**
 * Sends every write still waiting behind its Undo, now: the page is going away (a closed tab, a reload, another
 * site), or the owner signs out (who waits for them: signed out, they would be refused). The requests are
 * `keepalive` (DELETEs, see apiSend), so they outlive the page. Answers once each is done, whether it went through.
 */
export async function sendWaitingWrites(): Promise<void> {
  await Promise.all([...waiting].map((send) => send()));
}

if (typeof window !== "undefined") window.addEventListener("pagehide", () => void sendWaitingWrites());

/**
 * One admin write (create, update, delete, upload...): the busy state while it runs and the spec §8 toasts in the
 * admin's language. `run` throws the failure again, so a form puts the server's field messages on its fields;
 * `attempt` is for a button and answers whether the write went through. `later` (with `texts.undo`) shows the
 * write at once and its success toast with "Undo" for UNDO_MS, and sends it when that toast goes without Undo
 * pressed: its time ran out, it was closed, another toast took its place, or the page is going away.
 */
export function useAdminMutation<Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>, texts: MutationTexts<Args, Result>) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);

  const perform = async (args: Args, announce: boolean): Promise<Result> => {
    setBusy(true);
    try {
      const result = await write(...args);
      if (announce && texts.success) toast({ title: texts.successTitle ?? t("common.success"), description: textOf(texts.success, result, args) });
      return result;
    } catch (error) {
      toast({ title: t("common.error"), description: textOf(texts.failure, error, args), variant: "destructive" });
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const run = (...args: Args): Promise<Result> => perform(args, true);

  const attempt = (...args: Args): Promise<boolean> =>
    run(...args).then(
      () => true,
      () => false,
    );

  const later = (...args: Args): void => {
    const { undo } = texts;
    if (!undo) throw new Error("useAdminMutation: later() needs texts.undo");
    undo.apply(...args);
    let settled = false;
    let shown = 0;
    const settle = () => {
      settled = true;
      waiting.delete(send);
      dismissToast(shown);
    };
    const revert = undo.revert;
    async function send(): Promise<void> {
      if (settled) return;
      settle();
      // The answer is not needed: the success was announced when the write was shown.
      await perform(args, false).catch(() => revert(...args));
    }
    const takeBack = () => {
      if (settled) return;
      settle();
      undo.revert(...args);
      toast({ title: t("undo.doneTitle"), description: t("undo.doneText") });
    };
    waiting.add(send);
    shown = toast({
      title: texts.successTitle ?? t("common.success"),
      // Nothing has been answered yet: a success text made from the answer is not for a write that waits.
      description: typeof texts.success === "string" ? texts.success : undefined,
      action: { label: t("undo.undo"), onClick: takeBack },
      durationMs: UNDO_MS,
      onLeave: () => void send(),
    });
  };

  return { busy, run, attempt, later };
}
