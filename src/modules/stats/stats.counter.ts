import type { Logger } from "../../lib/log";
import type { Clock } from "../scheduler/scheduler.clock";
import type { Agent } from "./stats.classify";
import type { Increment, StatsRepository } from "./stats.repository";
import { KeySet } from "./stats.keyset";
import { OTHER } from "../../shared/schemas/stats";

/**
 * Counts page views in memory and writes them as daily aggregates at most every 10 seconds (and at shutdown): the
 * raw events never leave the process. A visitor is a salted hash (HMAC-SHA256) of the client address and the
 * User-Agent; the salt is random, belongs to one UTC day and is deleted when the day changes, so days cannot be
 * linked. Which (visitor, value) pairs were already counted today is kept as 53-bit hashes of the visitor hash, in
 * memory and at each flush on disk (so a restart the same day counts nobody twice), and deleted with the salt.
 */
export type View = {
  /** The client's address (as TRUST_PROXY gives it) and full User-Agent: hashed here, never kept. */
  address: string;
  userAgent: string;
  agent: NonNullable<Agent>;
  /** The normalised path (stats.classify.ts). */
  path: string;
  lang: string | null;
  /** Referrer host or campaign name. */
  source: string | null;
  /** Answered with the 404 page: counted apart, by path, and nowhere else. */
  notFound: boolean;
};

export type Dimension = "total" | "page" | "source" | "lang" | "device" | "browser" | "notFound";

/**
 * How many distinct values a dimension keeps per day; the rest are counted as "(other)". They bound both memory and
 * the database under a flood of made-up paths or referrers (a day at the caps is under 200 KB of rows).
 */
export const DAILY_CAPS: Record<Dimension, number> = { total: 1, page: 1000, notFound: 300, source: 300, lang: 16, device: 8, browser: 40 };
/** Visitor keys remembered per day (8 MB at most); beyond, a new visitor is still counted but not remembered. */
export const MAX_SEEN_KEYS = 500_000;
/** A visitor's views of one path count at most once per this time (for 5 to 10 s): reloads, a replayed beacon. */
export const REPEAT_WINDOW_MS = 5_000;
const MAX_RECENT = 100_000;
const DAY_MS = 86_400_000;

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts since the last flush of one (day, dimension, value); the entry stays, at zero, as a value the day has.
 * `key`: a 53-bit hash of the dimension and value keyed by the day's salt, combined with a visitor's to say whether
 * that visitor was counted for this value today.
 */
type Slot = { value: string; pageviews: number; visitors: number; key: number };
type DayCounts = Map<Dimension, Map<string, Slot>>;

/** 53 bits (exact in a double and in SQLite) from two 32-bit hashes seeded apart. */
const hash53 = (text: string, seedA: number, seedB: number) => (Bun.hash.xxHash32(text, seedA) & 0x1fffff) * 2 ** 32 + Bun.hash.xxHash32(text, seedB);
/** Two 53-bit numbers combined bit by bit: a visitor's key for a value, in a few integer operations and no string. */
const xor53 = (a: number, b: number) => (((a / 2 ** 32) ^ (b / 2 ** 32)) & 0x1fffff) * 2 ** 32 + (((a >>> 0) ^ (b >>> 0)) >>> 0);

export function createStatsCounter({ log, clock, repository }: { log: Logger; clock: Clock; repository: StatsRepository }) {
  type Today = {
    day: string;
    startsAt: number;
    salt: Uint8Array;
    /** HMAC-SHA256 keyed with the salt, copied per visitor (the key's setup is done once a day). */
    hmac: Bun.CryptoHasher;
    /** Two 32-bit seeds from the salt, for the values' keys. */
    seeds: [number, number];
    counts: DayCounts;
    stored: boolean;
    seen: KeySet;
    unsaved: number[];
  };
  /** The current day's salt and what was counted with it; null until something is counted. */
  let today: Today | null = null;
  /** Counts since the last flush, by day: today's, and yesterday's until written. */
  const counts = new Map<string, DayCounts>();
  /**
   * The visitors' views counted in this window of REPEAT_WINDOW_MS and the one before: a view found in either is a
   * repeat, so each visitor's views of a page count at most once per window, and a flood of distinct visitors costs
   * two bounded typed arrays (no objects for the garbage collector to walk on every request).
   */
  let recentNow = new KeySet(MAX_RECENT);
  let recentBefore = new KeySet(MAX_RECENT);
  let windowStartedAt = Number.NEGATIVE_INFINITY;

  /** The day's state: loaded at the first view, rotated when the UTC day changes. */
  function currentDay(now: number): Today {
    if (today && now >= today.startsAt && now < today.startsAt + DAY_MS) return today;
    const day = utcDay(now);
    const stored = repository.saltOf(day);
    const salt = stored ?? crypto.getRandomValues(new Uint8Array(32));
    const seeds = new Uint32Array(salt.buffer.slice(salt.byteOffset, salt.byteOffset + 8));
    let dayCounts = counts.get(day);
    if (!dayCounts) {
      dayCounts = new Map();
      counts.set(day, dayCounts);
    }
    today = {
      day,
      startsAt: Date.parse(`${day}T00:00:00Z`),
      salt,
      hmac: new Bun.CryptoHasher("sha256", salt),
      seeds: [seeds[0]!, seeds[1]!],
      counts: dayCounts,
      stored: stored !== null,
      seen: new KeySet(MAX_SEEN_KEYS),
      unsaved: [],
    };
    if (stored) for (const key of repository.seenKeys(day)) today.seen.add(key);
    // The caps go on counting from the values the day already has (a restart).
    for (const { dimension, value } of repository.valuesOf(day)) slot(today, dimension as Dimension, value);
    return today;
  }

  /** The slot a value is counted in: its own, or "(other)" once the dimension has its day's share of values. */
  function slot(state: Today, dimension: Dimension, value: string): Slot {
    let slots = state.counts.get(dimension);
    if (!slots) {
      slots = new Map();
      state.counts.set(dimension, slots);
    }
    const own = slots.get(value);
    if (own) return own;
    const counted = slots.size >= DAILY_CAPS[dimension] ? OTHER : value;
    const existing = slots.get(counted);
    if (existing) return existing;
    const created: Slot = { value: counted, pageviews: 0, visitors: 0, key: hash53(`${dimension}\t${counted}`, state.seeds[0], state.seeds[1]) };
    slots.set(counted, created);
    return created;
  }

  /** True the first time today a key is counted (and remembered, within the cap). */
  function firstTime(state: Today, key: number): boolean {
    const before = state.seen.size;
    if (!state.seen.add(key)) return false;
    if (state.seen.size > before) state.unsaved.push(key);
    return true;
  }

  /** Whether this visitor's view of this page was counted in this window or the one before. */
  function isRepeat(key: number, now: number): boolean {
    if (now - windowStartedAt >= REPEAT_WINDOW_MS) {
      recentBefore = now - windowStartedAt < 2 * REPEAT_WINDOW_MS ? recentNow : new KeySet(MAX_RECENT);
      recentNow = new KeySet(MAX_RECENT);
      windowStartedAt = now;
    }
    if (recentNow.has(key) || recentBefore.has(key)) return true;
    recentNow.add(key);
    return false;
  }

  function visitorOf(state: Today, view: View): number {
    const digest = state.hmac.copy().update(view.address).update("\n").update(view.userAgent).digest();
    return (digest[0]! & 0x1f) * 2 ** 48 + digest.readUIntBE(1, 6);
  }

  function bump(counted: Slot, visitors: number): void {
    counted.pageviews++;
    counted.visitors += visitors;
  }

  /** Counts one view; false when it repeats one counted seconds ago. */
  function count(view: View): boolean {
    const now = clock.now();
    const state = currentDay(now);
    const visitor = visitorOf(state, view);
    const page = slot(state, view.notFound ? "notFound" : "page", view.path);
    const pageKey = xor53(visitor, page.key);
    if (isRepeat(pageKey, now)) return false;
    if (view.notFound) {
      page.pageviews++;
      return true;
    }
    const isNew = firstTime(state, visitor) ? 1 : 0;
    bump(slot(state, "total", ""), isNew);
    // Device and browser come from the User-Agent, which is part of the visitor: a new visitor, a new device.
    bump(slot(state, "device", view.agent.device), isNew);
    bump(slot(state, "browser", view.agent.browser), isNew);
    bump(page, firstTime(state, pageKey) ? 1 : 0);
    if (view.lang) bump(slot(state, "lang", view.lang), 0);
    if (view.source) {
      const source = slot(state, "source", view.source);
      bump(source, firstTime(state, xor53(visitor, source.key)) ? 1 : 0);
    }
    return true;
  }

  function* increments(): Generator<Increment> {
    for (const [day, dimensions] of counts)
      for (const [dimension, slots] of dimensions)
        for (const { value, pageviews, visitors } of slots.values()) if (pageviews || visitors) yield { day, dimension, value, pageviews, visitors };
  }

  /**
   * Writes what was counted since the last flush in one transaction, rotating the salt first when the day has
   * changed (so yesterday's salt is deleted within one interval of midnight, visits or not).
   */
  function flush() {
    if (!today) return;
    const state = currentDay(clock.now());
    const rows = [...increments()];
    if (rows.length === 0 && state.unsaved.length === 0 && state.stored) return;
    const rotated = !state.stored;
    repository.write({
      increments: rows,
      seen: state.unsaved.length ? { day: state.day, keys: state.unsaved } : null,
      salt: { day: state.day, salt: state.salt },
      rotated,
    });
    for (const [day, dimensions] of counts) {
      if (day !== state.day) counts.delete(day);
      else for (const slots of dimensions.values()) for (const counted of slots.values()) counted.pageviews = counted.visitors = 0;
    }
    state.unsaved = [];
    state.stored = true;
    if (rotated) repository.truncateLog();
  }

  return {
    count,
    flush,

    /** Counting stops: what was counted is written, then the salt and every visitor key are deleted. */
    forgetVisitors() {
      try {
        flush();
      } catch (error) {
        log.error("Statistics could not be written before counting stopped", error);
      }
      counts.clear();
      recentNow = new KeySet(MAX_RECENT);
      recentBefore = new KeySet(MAX_RECENT);
      today = null;
      repository.forgetVisitors();
    },

    /** How much the counter holds (the memory bound's test). */
    sizes: () => ({
      seen: today?.seen.size ?? 0,
      recent: recentNow.size + recentBefore.size,
      slots: [...counts.values()].reduce((n, dimensions) => n + [...dimensions.values()].reduce((m, slots) => m + slots.size, 0), 0),
    }),
  };
}
export type StatsCounter = ReturnType<typeof createStatsCounter>;
