/** The fields a change sets: a field left out (undefined) keeps its stored value (contract §2, PUT). */
export function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
