import { describe, expect, test } from "bun:test";
import { MemoryKvStore, type KvKey, type KvStore, type KvStoreSetOptions } from "@fedify/fedify";
import { openDatabase } from "../../db/open";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { createSqliteKvStore } from "./fediverse.kv";

/** Bun has Temporal built in; the TypeScript lib used here does not declare it yet (fediverse.instant.ts). */
const { Temporal } = globalThis as unknown as { Temporal: { Duration: { from(like: { seconds: number }): NonNullable<KvStoreSetOptions["ttl"]> } } };

const entries = async (store: KvStore, prefix?: KvKey) => {
  const found: [string, unknown][] = [];
  for await (const { key, value } of store.list(prefix)) found.push([JSON.stringify(key), value]);
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

/**
 * Fedify's KvStore contract, run against Fedify's own MemoryKvStore as the reference and against ours: whatever the
 * reference does, ours must do too.
 */
const stores: [string, () => KvStore][] = [
  ["Fedify's MemoryKvStore (the reference)", () => new MemoryKvStore()],
  ["the SQLite store", () => createSqliteKvStore(openDatabase(":memory:"), createManualClock())],
];

for (const [name, make] of stores) {
  describe(`KvStore contract: ${name}`, () => {
    test("get answers what set stored, any JSON value, and undefined for a key never set or deleted", async () => {
      const store = make();
      const values: unknown[] = [{ id: "https://social.example/users/ana", n: 1 }, "text", 42, true, [1, "two"]];
      for (const [i, value] of values.entries()) await store.set(["doc", String(i)], value);
      for (const [i, value] of values.entries()) expect(await store.get(["doc", String(i)])).toEqual(value);
      expect(await store.get(["doc", "missing"])).toBeUndefined();
      await store.delete(["doc", "0"]);
      expect(await store.get(["doc", "0"])).toBeUndefined();
      await store.set(["doc", "1"], "replaced");
      expect(await store.get(["doc", "1"])).toBe("replaced");
    });

    test("null is a value: kept, read back as null (not undefined), listed", async () => {
      const store = make();
      await store.set(["_fedify", "publicKey", "https://gone.example/users/x#main-key"], null);
      expect(await store.get(["_fedify", "publicKey", "https://gone.example/users/x#main-key"])).toBeNull();
      expect(await entries(store)).toEqual([[JSON.stringify(["_fedify", "publicKey", "https://gone.example/users/x#main-key"]), null]]);
    });

    test("list gives the entries under a prefix, whole parts only, the prefix's own key included", async () => {
      const store = make();
      await store.set(["a"], 0);
      await store.set(["a", "b"], 1);
      await store.set(["a", "b", "c"], 2);
      await store.set(["a", "bc"], 3);
      await store.set(["x", "a\u001fb"], 4);
      expect(await entries(store, ["a", "b"])).toEqual([
        [JSON.stringify(["a", "b", "c"]), 2],
        [JSON.stringify(["a", "b"]), 1],
      ]);
      expect((await entries(store, ["a"])).length).toBe(4);
      expect(await entries(store, ["x"])).toEqual([[JSON.stringify(["x", "a\u001fb"]), 4]]);
      expect((await entries(store)).length).toBe(5);
    });

    test("cas swaps only when the current value equals the expected one (absent is undefined, null is null)", async () => {
      const store = make();
      expect(await store.cas!(["lock"], undefined, { holder: 1, at: "t" })).toBe(true);
      expect(await store.cas!(["lock"], undefined, { holder: 2 })).toBe(false);
      expect(await store.cas!(["lock"], { at: "t", holder: 1 }, null)).toBe(true);
      expect(await store.get(["lock"])).toBeNull();
      expect(await store.cas!(["lock"], undefined, 3)).toBe(false);
      expect(await store.cas!(["lock"], null, 3)).toBe(true);
      expect(await store.get(["lock"])).toBe(3);
    });
  });
}

describe("the SQLite store's time", () => {
  test("a value set with a ttl is gone once the app's clock passes it, from get, list and cas", async () => {
    const clock = createManualClock();
    const store = createSqliteKvStore(openDatabase(":memory:"), clock);
    await store.set(["short"], "soon gone", { ttl: Temporal.Duration.from({ seconds: 30 }) });
    await store.set(["kept"], null);
    await clock.advance(29_000);
    expect(await store.get(["short"])).toBe("soon gone");
    await clock.advance(2_000);
    expect(await store.get(["short"])).toBeUndefined();
    expect(await entries(store)).toEqual([[JSON.stringify(["kept"]), null]]);
    expect(await store.cas!(["short"], undefined, "again")).toBe(true);
  });
});
