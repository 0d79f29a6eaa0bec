import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast } from "../ui/toast";
import { notify, notifyFailure, type Notice } from "./notify";

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
 * What a toast says: a text under the default title ('Success' or 'Error' in the admin's language), or a title of
 * its own with or without a text.
 */
type Said = string | Notice;

/**
 * What the toasts say: texts already in the admin's language, or made from the write's answer (or its failure)
 * and what it was given.
 */
type MutationTexts<Args extends unknown[], Result> = {
  /** The success toast; none: the write says nothing when it works. */
  success?: Said | ((result: Result, ...args: Args) => Said);
  /** The success toast's title when `success` is a text alone; 'Success' in the admin's language unless given. */
  successTitle?: string;
  /**
   * The failure toast (a text alone is titled 'Error' in the admin's language). `null`: this failure is shown on
   * the form instead (a field the server refused), and the caller, which gets it thrown again, puts it there.
   */
  failure: Said | ((error: unknown, ...args: Args) => Said | null);
  /** For `later`: how the write is shown before it is sent, and taken back. */
  undo?: Undo<Args>;
};

const saidOf = <T, Args extends unknown[], S extends Said | null>(said: S | ((value: T, ...args: Args) => S), value: T, args: Args): S =>
  typeof said === "function" ? said(value, ...args) : said;

const noticeOf = (said: Said, title: string): Notice => (typeof said === "string" ? { title, description: said } : said);

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
  const successTitle = texts.successTitle ?? t("common.success");

  const perform = async (args: Args, announce: boolean): Promise<Result> => {
    setBusy(true);
    try {
      const result = await write(...args);
      if (announce && texts.success) notify(noticeOf(saidOf(texts.success, result, args), successTitle));
      return result;
    } catch (error) {
      const failure = saidOf(texts.failure, error, args);
      if (failure !== null) notifyFailure(noticeOf(failure, t("common.error")));
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
      notify({ title: t("undo.doneTitle"), description: t("undo.doneText") });
    };
    waiting.add(send);
    // Nothing has been answered yet: a success toast made from the answer is not for a write that waits.
    const said = typeof texts.success === "function" || texts.success === undefined ? { title: successTitle } : noticeOf(texts.success, successTitle);
    shown = notify({
      ...said,
      action: { label: t("undo.undo"), onClick: takeBack },
      durationMs: UNDO_MS,
      onLeave: () => void send(),
    });
  };

  return { busy, run, attempt, later };
}
