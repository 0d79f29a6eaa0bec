/**
 * Generated artwork for items without an image: a gradient picked from the text (the same item always gets the
 * same one) and its initials. Class names are written out in full so the CSS build finds them.
 */
const GRADIENTS = [
  "from-indigo-500 via-violet-500 to-fuchsia-500",
  "from-sky-500 via-cyan-500 to-teal-400",
  "from-emerald-500 via-teal-500 to-cyan-600",
  "from-amber-400 via-orange-500 to-rose-500",
  "from-rose-500 via-pink-500 to-purple-600",
  "from-slate-700 via-slate-600 to-indigo-600",
] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash;
}

export const gradientFor = (text: string): string => GRADIENTS[hashOf(text) % GRADIENTS.length]!;

/** Up to two initials from the first words that start with a letter or digit ("Panel de ventas" gives "PV"). */
export function initialsOf(text: string): string {
  const words = text.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word) && (word.length > 2 || /^\p{Lu}/u.test(word)));
  const letters = (words.length ? words : [text]).slice(0, 2).map((word) => [...word][0] ?? "");
  return letters.join("").toUpperCase();
}
