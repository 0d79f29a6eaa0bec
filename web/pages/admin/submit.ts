import type { FormEvent } from "react";

/**
 * Wires `useSchemaForm().handleSubmit(action)` to a form. The action reports its own failure with a toast and
 * rethrows so the form can put the server's field messages on the fields; nothing is left to handle here.
 */
export const onFormSubmit = (run: (event?: FormEvent) => Promise<unknown>) => (event: FormEvent) => {
  run(event).catch(() => undefined);
};
