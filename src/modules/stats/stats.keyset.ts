/**
 * A set of 53-bit keys that are already uniformly random (salted hashes), in one Float64Array with open addressing:
 * 8 bytes a key at half load, where a JavaScript Set of numbers takes several times that and slows as it grows.
 * It holds at most `capacity` keys; past it, `add` answers "new" without remembering.
 */
export class KeySet {
  private table: Float64Array;
  private count = 0;

  constructor(
    readonly capacity: number,
    initialSlots = 1024,
  ) {
    this.table = new Float64Array(initialSlots);
  }

  get size(): number {
    return this.count;
  }

  /** 0 marks an empty slot, so the key 0 is stored as 2^53 (outside every real key's range). */
  private static stored(key: number): number {
    return key === 0 ? 2 ** 53 : key;
  }

  private slotOf(table: Float64Array, key: number): number {
    const mask = table.length - 1;
    let index = (key >>> 0) & mask;
    while (table[index] !== 0 && table[index] !== key) index = (index + 1) & mask;
    return index;
  }

  has(key: number): boolean {
    const stored = KeySet.stored(key);
    return this.table[this.slotOf(this.table, stored)] === stored;
  }

  /** True when the key was not in the set (and is now, unless the set is full). */
  add(key: number): boolean {
    const stored = KeySet.stored(key);
    const index = this.slotOf(this.table, stored);
    if (this.table[index] === stored) return false;
    if (this.count >= this.capacity) return true;
    this.table[index] = stored;
    this.count++;
    if (this.count * 2 > this.table.length) this.grow();
    return true;
  }

  private grow(): void {
    const larger = new Float64Array(this.table.length * 2);
    for (const key of this.table) if (key !== 0) larger[this.slotOf(larger, key)] = key;
    this.table = larger;
  }
}
