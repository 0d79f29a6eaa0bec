import { describe, expect, spyOn, test } from "bun:test";
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { installFakeApi } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { RELOADED_KEY } from "../../lib/chunk-load";
import { lazyPage } from "./lazy-page";

installFakeApi();

/** A chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive!: () => void;
  let loads = 0;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = async () => {
    loads++;
    await arrived;
    return function Greeting({ name }: { name: string }) {
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Hola {name} ({clicks})
        </button>
      );
    };
  };
  /** Lets the chunk arrive and waits, inside act, until the page has it. */
  const arriveFor = (page: { preload(): Promise<unknown> }) =>
    act(async () => {
      arrive();
      await page.preload();
    });
  return { load, arriveFor, loads: () => loads };
}

describe("lazyPage", () => {
  test("first reached in the browser: the loading spinner, then the page with its props", async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    renderWithApp(<Page name="Ana" />);
    expect(screen.getByRole("status").textContent).toContain("Cargando");
    await chunk.arriveFor(Page);
    expect(await screen.findByRole("button", { name: "Hola Ana (0)" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("preloaded (the server, or the browser before hydrating): renders at once, with no spinner", async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    await chunk.arriveFor(Page);
    renderWithApp(<Page name="Ana" />);
    expect(screen.getByRole("button", { name: "Hola Ana (0)" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("loads its chunk once, however often it is preloaded or shown", async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    void Page.preload();
    void Page.preload();
    renderWithApp(<Page name="Ana" />);
    await chunk.arriveFor(Page);
    await screen.findByRole("button", { name: "Hola Ana (0)" });
    expect(chunk.loads()).toBe(1);
  });

  test("keeps the page's state once its chunk has arrived and the page renders again", async () => {
    const chunk = deferredChunk();
    const Page = lazyPage(chunk.load);
    function Host() {
      const [name, setName] = useState("Ana");
      return (
        <>
          <button type="button" onClick={() => setName("Eva")}>
            rename
          </button>
          <Page name={name} />
        </>
      );
    }
    renderWithApp(<Host />);
    await chunk.arriveFor(Page);
    await act(async () => (await screen.findByRole("button", { name: "Hola Ana (0)" })).click());
    await act(async () => screen.getByRole("button", { name: "rename" }).click());
    expect(screen.getByRole("button", { name: "Hola Eva (1)" })).toBeTruthy();
  });

  test("a chunk that fails reloads the page once (a new release); failing after that, it is tried again on the next preload", async () => {
    const reload = spyOn(window.location, "reload").mockImplementation(() => {});
    let attempts = 0;
    const failing = lazyPage(async () => {
      attempts++;
      throw new Error("gone");
    });
    void failing.preload();
    await Bun.sleep(5);
    expect(reload).toHaveBeenCalledTimes(1);

    // The page after that reload: the chunk fails again, so the error is passed on and a later preload tries again.
    sessionStorage.setItem(RELOADED_KEY, window.location.pathname + window.location.search);
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      if (loads === 1) throw new Error("offline");
      return () => <p>cargada</p>;
    });
    await expect(Page.preload()).rejects.toThrow("offline");
    await Page.preload();
    renderWithApp(<Page />);
    expect(screen.getByText("cargada")).toBeTruthy();
    expect(loads).toBe(2);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(attempts).toBe(1);
    reload.mockRestore();
  });
});
