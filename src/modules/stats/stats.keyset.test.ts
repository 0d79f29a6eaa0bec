import { describe, expect, test } from "bun:test";
import { KeySet } from "./stats.keyset";

describe("KeySet", () => {
  test("remembers keys across growth and tells new from known, 0 included", () => {
    const set = new KeySet(10_000, 4);
    const keys = [0, ...Array.from({ length: 4999 }, () => Math.floor(Math.random() * 2 ** 53))];
    const unique = new Set(keys);
    expect(keys.filter((key) => set.add(key)).length).toBe(unique.size);
    expect(set.size).toBe(unique.size);
    expect(keys.every((key) => set.has(key))).toBe(true);
    expect(keys.some((key) => set.add(key))).toBe(false);
    expect(set.has(2 ** 53 - 1) || unique.has(2 ** 53 - 1)).toBe(unique.has(2 ** 53 - 1));
  });

  test("past its capacity a new key is reported new and not kept", () => {
    const set = new KeySet(3);
    for (const key of [11, 22, 33]) expect(set.add(key)).toBe(true);
    expect(set.add(44)).toBe(true);
    expect(set.has(44)).toBe(false);
    expect(set.size).toBe(3);
  });
});
