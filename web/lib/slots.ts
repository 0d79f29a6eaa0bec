/**
 * The numbered places of a fixed set of placeholders (skeleton cards, lines): each slot's number is its identity,
 * since placeholders never move, so it is their React key.
 */
export const slots = (count: number): number[] => Array.from({ length: count }, (_, slot) => slot);
