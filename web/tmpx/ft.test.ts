import { test, expect, jest } from "bun:test";
test("fake", () => {
  console.log("same setTimeout?", String(globalThis.setTimeout).slice(0,80));
  jest.useFakeTimers();
  let fired = false;
  setTimeout(() => { fired = true; }, 3000);
  jest.advanceTimersByTime(3000);
  jest.useRealTimers();
  expect(fired).toBe(true);
});
