import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../ui/toast";

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
};

const textOf = <T, Args extends unknown[]>(text: string | ((value: T, ...args: Args) => string), value: T, args: Args) =>
  typeof text === "function" ? text(value, ...args) : text;

/**
 * One admin write (create, update, delete, upload...): the busy state while it runs and the spec §8 toasts in the
 * admin's language. `run` throws the failure again, so a form puts the server's field messages on its fields;
 * `attempt` is for a button and answers whether the write went through.
 */
export function useAdminMutation<Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>, texts: MutationTexts<Args, Result>) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);

  const run = async (...args: Args): Promise<Result> => {
    setBusy(true);
    try {
      const result = await write(...args);
      if (texts.success) toast({ title: texts.successTitle ?? t("common.success"), description: textOf(texts.success, result, args) });
      return result;
    } catch (error) {
      toast({ title: t("common.error"), description: textOf(texts.failure, error, args), variant: "destructive" });
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const attempt = (...args: Args): Promise<boolean> =>
    run(...args).then(
      () => true,
      () => false,
    );

  return { busy, run, attempt };
}
