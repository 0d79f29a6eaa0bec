import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { loadChunk } from "./chunk-load";

const reload = () => spyOn(window.location, "reload").mockImplementation(() => {});
afterEach(() => sessionStorage.clear());

describe("loadChunk", () => {
  test("a chunk that loads is returned as is", async () => {
    expect(await loadChunk(async () => ({ default: "page" }))).toEqual({ default: "page" });
  });

  test("a chunk that fails (a new release removed it) reloads the page once and keeps waiting", async () => {
    const spy = reload();
    let settled = false;
    void loadChunk(() => Promise.reject(new Error("Failed to fetch dynamically imported module"))).finally(() => (settled = true));
    await Bun.sleep(5);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    spy.mockRestore();
  });

  test("failing again after that reload, the error is passed on instead of reloading forever", async () => {
    const spy = reload();
    void loadChunk(() => Promise.reject(new Error("gone")));
    await Bun.sleep(5);
    await expect(loadChunk(() => Promise.reject(new Error("still gone")))).rejects.toThrow("still gone");
    expect(spy).toHaveBeenCalledTimes(1);
    // And the next failure, later, may reload again.
    void loadChunk(() => Promise.reject(new Error("gone")));
    await Bun.sleep(5);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  test("a successful load clears the mark, so a later release can reload again", async () => {
    const spy = reload();
    void loadChunk(() => Promise.reject(new Error("gone")));
    await Bun.sleep(5);
    await loadChunk(async () => "ok");
    void loadChunk(() => Promise.reject(new Error("gone again")));
    await Bun.sleep(5);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
