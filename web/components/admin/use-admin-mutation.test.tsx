import { describe, expect, test } from "bun:test";
import { act, screen } from "@testing-library/react";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { installFakeApi } from "../../testing/fake-api";
import { renderAdmin } from "../../testing/render";
import { useAdminMutation } from "./use-admin-mutation";

installFakeApi();

/** A write the test settles by hand. */
let settle: { resolve: (count: number) => void; reject: (error: unknown) => void };
const write = (_name: string) => new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
type Hook = ReturnType<typeof useAdminMutation<[string], number>>;

function Harness({ expose }: { expose: (hook: Hook) => void }) {
  const hook = useAdminMutation(write, { success: (count, name) => `${name}: ${count}`, failure: (error, name) => `${name}: ${String(error)}` });
  expose(hook);
  return <p>{hook.busy ? "busy" : "idle"}</p>;
}

function renderHook(): () => Hook {
  let hook!: Hook;
  renderAdmin(<Harness expose={(latest) => (hook = latest)} />);
  return () => hook;
}

const toastText = () => screen.getByRole("status").textContent;

describe("useAdminMutation", () => {
  test("busy while the write runs; the success toast, with the answer, in the admin's language; attempt answers true", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    const hook = renderHook();
    let done!: Promise<boolean>;
    act(() => {
      done = hook().attempt("Projekte");
    });
    expect(screen.getByText("busy")).toBeTruthy();
    await act(async () => settle.resolve(3));
    expect(await done).toBe(true);
    expect(screen.getByText("idle")).toBeTruthy();
    expect(toastText()).toBe("ErfolgProjekte: 3");
  });

  test("a failure toasts 'Error' in the admin's language; run throws it again (for the fields), attempt answers false", async () => {
    const hook = renderHook();
    const failure = new Error("boom");
    let ran!: Promise<unknown>;
    act(() => {
      ran = hook()
        .run("CV")
        .catch((error: unknown) => error);
    });
    await act(async () => settle.reject(failure));
    expect(await ran).toBe(failure);
    expect(toastText()).toBe("ErrorCV: Error: boom");
    let attempted!: Promise<boolean>;
    act(() => {
      attempted = hook().attempt("CV");
    });
    await act(async () => settle.reject(failure));
    expect(await attempted).toBe(false);
    expect(screen.getByText("idle")).toBeTruthy();
  });
});
