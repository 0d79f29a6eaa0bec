import type { Logger } from "../../lib/log";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import type { Agent } from "./stats.classify";
import type { Increment, StatsRepository } from "./stats.repository";
import { KeySet } from "./stats.keyset";
import { OTHER } from "../../shared/schemas/stats";

/**
 * Counts page views in memory and writes them as daily aggregates at most every 10 seconds (and at shutdown): the
 * raw events never leave the process. A visitor is the client address and the User-Agent, each hashed with a salt
 * (the address by SHA-256); the salt is random, belongs to one UTC day and is deleted when the day changes, so days
 * cannot be linked. Which (visitor, value) pairs were already counted today is kept as 53-bit hashes of the visitor
 * hash, in memory and at each flush on disk (so a restart the same day counts nobody twice), and deleted with the salt.
 * One address brings at most MAX_VISITORS_PER_ADDRESS visitors a day, however many User-Agents it sends.
 */
export type View = {
  /** The client's address (as TRUST_PROXY gives it): hashed here with the User-Agent's hash, never kept. */
  address: string;
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
/**
 * Visitors one address may bring in a day: a household or an office behind one address has a few browsers, while a
 * script that sends a new User-Agent with each request would otherwise be a new visitor each time.
 */
export const MAX_VISITORS_PER_ADDRESS = 20;
/** A visitor's view of a path within this time of their last view of it is a repeat (a reload, a replayed beacon). */
export const REPEAT_WINDOW_MS = 5_000;
/** Recent (visitor, path) views remembered: 1 MB, however many visitors arrive within the window. */
const RECENT_SLOTS = 65_536;
const DAY_MS = 86_400_000;

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts since the last flush of one (day, dimension, value); the entry stays, at zero, as a value the day has.
 * `key`: a 53-bit hash of the dimension and value keyed by the day's salt, combined with a visitor's to say whether
 * that visitor was counted for this value today.
 */
type Slot = { value: string; pageviews: number; visitors: number; key: number };
type DayCounts = Record<Dimension, Map<string, Slot>>;
/** An agent's salted key (its part of a visitor's key) and its device and browser slots, filled at its first counted view. */
type AgentSlots = { key: number; device: Slot | null; browser: Slot | null };
const DIMENSIONS = Object.keys(DAILY_CAPS) as Dimension[];
const emptyDay = (): DayCounts => Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, new Map()])) as DayCounts;
/** Agents whose key, device and browser slots a day keeps at hand (the classifier's own cache is as large). */
const MAX_AGENT_SLOTS = 2000;

/** 53 bits (exact in a double and in SQLite) from two 32-bit hashes seeded apart. */
const hash53 = (text: string, seedA: number, seedB: number) => (Bun.hash.xxHash32(text, seedA) & 0x1fffff) * 2 ** 32 + Bun.hash.xxHash32(text, seedB);
/** Two 53-bit numbers combined bit by bit: a visitor's key for a value, in a few integer operations and no string. */
const xor53 = (a: number, b: number) => (((a / 2 ** 32) ^ (b / 2 ** 32)) & 0x1fffff) * 2 ** 32 + (((a >>> 0) ^ (b >>> 0)) >>> 0);

/**
 * The last view of each recent (visitor, path) key, in a fixed table indexed by the key's low bits (the keys are salted
 * hashes, so already spread): one lookup per view, no allocation. A key pushed out by another landing on its slot is
 * forgotten early, which only a flood of other visitors within the window can cause, and then counts once more.
 */
class RecentViews {
  private readonly keys: Float64Array;
  private readonly times: Float64Array;
  private used = 0;

  constructor(slots: number) {
    this.keys = new Float64Array(slots);
    this.times = new Float64Array(slots);
  }

  get size(): number {
    return this.used;
  }

  /** Whether `key` was viewed within REPEAT_WINDOW_MS before `now`; either way, `now` is its last view. */
  isRepeat(key: number, now: number): boolean {
    // 0 marks an empty slot, so the key 0 is kept as 2^53 (outside every real key's range).
    const stored = key === 0 ? 2 ** 53 : key;
    const index = (stored >>> 0) & (this.keys.length - 1);
    const repeat = this.keys[index] === stored && now - this.times[index]! < REPEAT_WINDOW_MS;
    if (this.keys[index] === 0) this.used++;
    this.keys[index] = stored;
    this.times[index] = now;
    return repeat;
  }

  clear(): void {
    this.keys.fill(0);
    this.times.fill(0);
    this.used = 0;
  }
}

export function createStatsCounter({ log, clock, repository }: { log: Logger; clock: Clock; repository: StatsRepository }) {
  type Today = {
    day: string;
    startsAt: number;
    salt: Uint8Array;
    /** The salt as the text every visitor's hashed text starts with. */
    saltText: string;
    /** Two 32-bit seeds from the salt, for the values' keys. */
    seeds: [number, number];
    counts: DayCounts;
    /** The day's total, and each agent's key, device and browser slots: used on every view, found without a lookup. */
    total: Slot;
    agentSlots: Map<NonNullable<Agent>, AgentSlots>;
    /**
     * The keys that mark an address's visitors of the day, one per visitor it brought (combined with the address's
     * hash): remembered like visitors' keys, so the share holds across a restart too.
     */
    addressShares: number[];
    stored: boolean;
    seen: KeySet;
    unsaved: number[];
  };
  /** The current day's salt and what was counted with it; null until something is counted. */
  let today: Today | null = null;
  /** Counts since the last flush, by day: today's, and yesterday's until written. */
  const counts = new Map<string, DayCounts>();
  const recent = new RecentViews(RECENT_SLOTS);

  /** The day's state: loaded at the first view, rotated when the UTC day changes. */
  function currentDay(now: number): Today {
    if (today && now >= today.startsAt && now < today.startsAt + DAY_MS) return today;
    const day = utcDay(now);
    const stored = repository.saltOf(day);
    const salt = stored ?? crypto.getRandomValues(new Uint8Array(32));
    const seeds = new Uint32Array(salt.buffer.slice(salt.byteOffset, salt.byteOffset + 8));
    let dayCounts = counts.get(day);
    if (!dayCounts) {
      dayCounts = emptyDay();
      counts.set(day, dayCounts);
    }
    const values = { counts: dayCounts, seeds: [seeds[0]!, seeds[1]!] as [number, number] };
    // The caps go on counting from the values the day already has (a restart).
    for (const { dimension, value } of repository.valuesOf(day)) slot(values, dimension as Dimension, value);
    today = {
      ...values,
      day,
      startsAt: Date.parse(`${day}T00:00:00Z`),
      salt,
      saltText: Buffer.from(salt).toString("hex"),
      total: slot(values, "total", ""),
      agentSlots: new Map(),
      addressShares: Array.from({ length: MAX_VISITORS_PER_ADDRESS }, (_, n) => hash53(`address\t${n}`, values.seeds[0], values.seeds[1])),
      stored: stored !== null,
      seen: new KeySet(MAX_SEEN_KEYS),
      unsaved: [],
    };
    if (stored) for (const key of repository.seenKeys(day)) today.seen.add(key);
    return today;
  }

  /** The slot a value is counted in: its own, or "(other)" once the dimension has its day's share of values. */
  function slot(state: Pick<Today, "counts" | "seeds">, dimension: Dimension, value: string): Slot {
    const slots = state.counts[dimension];
    const own = slots.get(value);
    if (own) return own;
    const counted = slots.size >= DAILY_CAPS[dimension] ? OTHER : value;
    const existing = slots.get(counted);
    if (existing) return existing;
    const created: Slot = { value: counted, pageviews: 0, visitors: 0, key: hash53(`${dimension}\t${counted}`, state.seeds[0], state.seeds[1]) };
    slots.set(counted, created);
    return created;
  }

  function agentSlots(state: Today, agent: NonNullable<Agent>): AgentSlots {
    let slots = state.agentSlots.get(agent);
    if (!slots) {
      if (state.agentSlots.size >= MAX_AGENT_SLOTS) state.agentSlots.clear();
      slots = { key: hash53(agent.userAgentHash, state.seeds[0], state.seeds[1]), device: null, browser: null };
      state.agentSlots.set(agent, slots);
    }
    return slots;
  }

  /** True the first time today a key is counted (and remembered, within the cap). */
  function firstTime(state: Today, key: number): boolean {
    const before = state.seen.size;
    if (!state.seen.add(key)) return false;
    if (state.seen.size > before) state.unsaved.push(key);
    return true;
  }

  /** Written by each address's hash in turn: no buffer allocated per view. */
  const digest = Buffer.alloc(64);
  /**
   * SHA-256 of the day's secret salt and the address, in one call into a reused buffer: an HMAC object per view cost
   * three times as much in a busy server (a native object to allocate and finalize each time). A visitor's key is this
   * combined with the agent's salted key, so the address's own key comes with no second hash.
   */
  function addressOf(state: Today, view: View): number {
    Bun.SHA256.hash(`${state.saltText}\n${view.address}`, digest);
    return (digest[0]! & 0x1f) * 2 ** 48 + digest.readUIntBE(1, 6);
  }

  /**
   * Whether a view's visitor counts as one: "known" today, "new" (and remembered, with one more share of its address
   * used), or "over" when its address already brought MAX_VISITORS_PER_ADDRESS visitors today. Known visitors, most
   * views, cost one lookup.
   */
  function admit(state: Today, visitor: number, address: number): "known" | "new" | "over" {
    if (state.seen.has(visitor)) return "known";
    for (const share of state.addressShares) {
      const key = xor53(address, share);
      if (state.seen.has(key)) continue;
      firstTime(state, key);
      firstTime(state, visitor);
      return "new";
    }
    return "over";
  }

  function bump(counted: Slot, visitors: number): void {
    counted.pageviews++;
    counted.visitors += visitors;
  }

  /** Counts one view; false when it repeats one counted seconds ago. */
  function count(view: View): boolean {
    const now = clock.now();
    const state = currentDay(now);
    const agent = agentSlots(state, view.agent);
    const address = addressOf(state, view);
    const visitor = xor53(address, agent.key);
    const page = slot(state, view.notFound ? "notFound" : "page", view.path);
    const pageKey = xor53(visitor, page.key);
    if (recent.isRepeat(pageKey, now)) return false;
    if (view.notFound) {
      page.pageviews++;
      return true;
    }
    const admitted = admit(state, visitor, address);
    const isNew = admitted === "new" ? 1 : 0;
    // Beyond its address's share a view is still a view, but of nobody counted: no page or source visitor either.
    const counted = admitted !== "over";
    bump(state.total, isNew);
    // Device and browser come from the User-Agent, which is part of the visitor: a new visitor, a new device.
    agent.device ??= slot(state, "device", view.agent.device);
    agent.browser ??= slot(state, "browser", view.agent.browser);
    bump(agent.device, isNew);
    bump(agent.browser, isNew);
    bump(page, counted && firstTime(state, pageKey) ? 1 : 0);
    if (view.lang) bump(slot(state, "lang", view.lang), 0);
    if (view.source) {
      const source = slot(state, "source", view.source);
      bump(source, counted && firstTime(state, xor53(visitor, source.key)) ? 1 : 0);
    }
    return true;
  }

  function* increments(): Generator<Increment> {
    for (const [day, dimensions] of counts)
      for (const dimension of DIMENSIONS)
        for (const { value, pageviews, visitors } of dimensions[dimension].values())
          if (pageviews || visitors) yield { day, dimension, value, pageviews, visitors };
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
      else for (const slots of Object.values(dimensions)) for (const counted of slots.values()) counted.pageviews = counted.visitors = 0;
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
      recent.clear();
      today = null;
      repository.forgetVisitors();
    },

    /** How much the counter holds (the memory bound's test). */
    sizes: () => ({
      seen: today?.seen.size ?? 0,
      recent: recent.size,
      slots: [...counts.values()].reduce((n, dimensions) => n + Object.values(dimensions).reduce((m, slots) => m + slots.size, 0), 0),
    }),
  };
}
export type StatsCounter = ReturnType<typeof createStatsCounter>;
