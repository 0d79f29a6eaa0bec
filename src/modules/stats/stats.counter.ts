import type { Db } from "../../db/open";
import type { Logger } from "../../lib/log";
import type { Clock } from "../scheduler/scheduler.clock";
import type { Agent } from "./stats.classify";
import type { Increment, StatsRepository } from "./stats.repository";
import { OTHER } from "./stats.schemas";

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
/** Visitor keys remembered per day (~16 MB); beyond, a new visitor is still counted but not remembered. */
export const MAX_SEEN_KEYS = 500_000;
/** A visitor's views of one path within this time count once: reloads, and a script replaying the beacon. */
export const REPEAT_WINDOW_MS = 5_000;
const MAX_RECENT = 100_000;
const DAY_MS = 86_400_000;

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Counts since the last flush of one (day, dimension, value); the entry stays, at zero, as a value the day has. */
type Slot = { value: string; pageviews: number; visitors: number };
type DayCounts = Map<Dimension, Map<string, Slot>>;

/** 53 bits (exact in a double and in SQLite) from two 32-bit hashes seeded apart: ~0.1 µs, where a 64-bit bigint hash costs twice that. */
const hash53 = (text: string, seedA: number, seedB: number) => (Bun.hash.xxHash32(text, seedA) & 0x1fffff) * 2 ** 32 + Bun.hash.xxHash32(text, seedB);

/** The key of a visitor's value of a dimension, for "counted already today". */
const keyOf = (visitor: number, dimension: Dimension, value: string) => hash53(`${dimension}\t${value}`, visitor >>> 0, (visitor / 2 ** 32) >>> 0);

export function createStatsCounter({ db, log, clock, repository }: { db: Db; log: Logger; clock: Clock; repository: StatsRepository }) {
  type Today = { day: string; startsAt: number; salt: Uint8Array; seeds: [number, number]; stored: boolean; seen: Set<number>; unsaved: number[] };
  /** The current day's salt and what was counted with it; null until something is counted. */
  let today: Today | null = null;
  /** Counts since the last flush, by day: today's, and yesterday's until written. */
  const counts = new Map<string, DayCounts>();
  /** When a visitor's view of a path was last counted, by a hash of both (memory only, seconds long). */
  const recent = new Map<number, number>();

  function countsOf(day: string): DayCounts {
    let dimensions = counts.get(day);
    if (!dimensions) counts.set(day, (dimensions = new Map()));
    return dimensions;
  }

  /** The day's state: loaded at the first view, rotated when the UTC day changes. */
  function currentDay(now: number): Today {
    if (today && now >= today.startsAt && now < today.startsAt + DAY_MS) return today;
    const day = utcDay(now);
    const stored = repository.saltOf(day);
    const salt = stored ?? crypto.getRandomValues(new Uint8Array(32));
    const seeds = new Uint32Array(salt.buffer.slice(salt.byteOffset, salt.byteOffset + 8));
    today = { day, startsAt: Date.parse(`${day}T00:00:00Z`), salt, seeds: [seeds[0]!, seeds[1]!], stored: stored !== null, seen: new Set(stored ? repository.seenKeys(day) : []), unsaved: [] };
    recent.clear();
    // The caps go on counting from the values the day already has (a restart).
    const dimensions = countsOf(day);
    for (const { dimension, value } of repository.valuesOf(day)) slotsOf(dimensions, dimension as Dimension).set(value, { value, pageviews: 0, visitors: 0 });
    return today;
  }

  function slotsOf(dimensions: DayCounts, dimension: Dimension): Map<string, Slot> {
    let slots = dimensions.get(dimension);
    if (!slots) dimensions.set(dimension, (slots = new Map()));
    return slots;
  }

  /** The slot a value is counted in: its own, or "(other)" once the dimension has its day's share of values. */
  function slot(dimensions: DayCounts, dimension: Dimension, value: string): Slot {
    const slots = slotsOf(dimensions, dimension);
    let found = slots.get(value);
    if (found) return found;
    if (slots.size >= DAILY_CAPS[dimension]) value = OTHER;
    found = slots.get(value);
    if (!found) slots.set(value, (found = { value, pageviews: 0, visitors: 0 }));
    return found;
  }

  /** True the first time today a key is counted (and remembered, within the cap). */
  function firstTime(state: Today, key: number): boolean {
    if (state.seen.has(key)) return false;
    if (state.seen.size < MAX_SEEN_KEYS) {
      state.seen.add(key);
      state.unsaved.push(key);
    }
    return true;
  }

  /** A visitor's view of a path counted less than REPEAT_WINDOW_MS ago: found before the visitor's HMAC is computed. */
  function isRepeat(state: Today, view: View, now: number): boolean {
    const key = hash53(`${view.address}\n${view.userAgent}\n${view.path}`, state.seeds[0], state.seeds[1]);
    const last = recent.get(key);
    if (last !== undefined && now - last < REPEAT_WINDOW_MS) return true;
    if (recent.size >= MAX_RECENT) {
      for (const [k, at] of recent) if (now - at >= REPEAT_WINDOW_MS) recent.delete(k);
      // Still full: a flood of distinct visitors within seconds. Forgetting them costs at most one extra view each.
      if (recent.size >= MAX_RECENT) recent.clear();
    }
    recent.set(key, now);
    return false;
  }

  function visitorOf(state: Today, view: View): number {
    const digest = new Bun.CryptoHasher("sha256", state.salt).update(`${view.address}\n${view.userAgent}`).digest();
    return (digest[0]! & 0x1f) * 2 ** 48 + digest.readUIntBE(1, 6);
  }

  /** Counts one view; false when it repeats one counted seconds ago. */
  function count(view: View): boolean {
    const now = clock.now();
    const state = currentDay(now);
    if (isRepeat(state, view, now)) return false;
    const dimensions = countsOf(state.day);
    if (view.notFound) {
      slot(dimensions, "notFound", view.path).pageviews++;
      return true;
    }
    const visitor = visitorOf(state, view);
    const isNew = firstTime(state, visitor) ? 1 : 0;
    const bump = (dimension: Dimension, value: string, visitors: number) => {
      const counted = slot(dimensions, dimension, value);
      counted.pageviews++;
      counted.visitors += visitors;
      return counted;
    };
    bump("total", "", isNew);
    // Device and browser come from the User-Agent, which is part of the visitor: a new visitor, a new device.
    bump("device", view.agent.device, isNew);
    bump("browser", view.agent.browser, isNew);
    const page = bump("page", view.path, 0);
    if (firstTime(state, keyOf(visitor, "page", page.value))) page.visitors++;
    if (view.lang) bump("lang", view.lang, 0);
    if (view.source) {
      const source = bump("source", view.source, 0);
      if (firstTime(state, keyOf(visitor, "source", source.value))) source.visitors++;
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
    repository.write({ increments: rows, seen: state.unsaved.length ? { day: state.day, keys: state.unsaved } : null, salt: { day: state.day, salt: state.salt }, rotated });
    for (const [day, dimensions] of counts) {
      if (day !== state.day) counts.delete(day);
      else for (const slots of dimensions.values()) for (const counted of slots.values()) counted.pageviews = counted.visitors = 0;
    }
    state.unsaved = [];
    state.stored = true;
    // The old salt's page may linger in the write-ahead log: truncating it leaves the deleted salt nowhere.
    if (rotated) db.$client.run("PRAGMA wal_checkpoint(TRUNCATE)");
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
      recent.clear();
      today = null;
      repository.forgetVisitors();
    },

    /** How much the counter holds (the memory bound's test). */
    sizes: () => ({
      seen: today?.seen.size ?? 0,
      recent: recent.size,
      slots: [...counts.values()].reduce((n, dimensions) => n + [...dimensions.values()].reduce((m, slots) => m + slots.size, 0), 0),
    }),
  };
}
export type StatsCounter = ReturnType<typeof createStatsCounter>;
