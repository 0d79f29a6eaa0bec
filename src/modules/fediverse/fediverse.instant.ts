/**
 * Fedify's dates are Temporal Instants. Bun has Temporal built in, but the TypeScript lib used here does not declare
 * it yet, so the two constructors used are typed here.
 */
type Instant = { toString(): string; readonly epochMilliseconds: number };
const { Temporal } = globalThis as unknown as { Temporal: { Instant: { from(iso: string): Instant; fromEpochMilliseconds(ms: number): Instant } } };

export const instantOf = (iso: string): Instant => Temporal.Instant.from(iso);
export const instantAt = (ms: number): Instant => Temporal.Instant.fromEpochMilliseconds(ms);
