import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { isObject, type LooseObject } from "./import-sources.source-values";

/** `---` YAML `---` (or `...`), as Hugo, Jekyll and Astro write it; the block may be empty. */
const YAML_BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** `+++` TOML `+++`, Hugo's other style. */
const TOML_BLOCK = /^\+\+\+[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?\+\+\+[ \t]*(?:\r?\n|$)/;

/** Why front matter could not be read: its format (YAML, TOML) and, when the parser said, what it said. */
export type FrontMatterProblem = { format: string; detail: string | null };
export type FrontMatter = { ok: true; data: LooseObject | null; body: string } | { ok: false; problem: FrontMatterProblem };

/** A Markdown file's front matter (null when it has none) and the body after it. */
export function splitFrontMatter(text: string): FrontMatter {
  for (const [block, language, parse] of [
    [YAML_BLOCK, "YAML", (source: string) => parseYaml(source, { maxAliasCount: 100 })],
    [TOML_BLOCK, "TOML", parseToml],
  ] as const) {
    const match = text.match(block);
    if (!match) continue;
    let data: unknown;
    try {
      data = parse(match[1] ?? "");
    } catch (error) {
      return { ok: false, problem: { format: language, detail: firstLine((error as Error).message) } };
    }
    if (data !== null && data !== undefined && !isObject(data)) return { ok: false, problem: { format: language, detail: null } };
    return { ok: true, data: isObject(data) ? data : {}, body: text.slice(match[0].length) };
  }
  return { ok: true, data: null, body: text };
}

const firstLine = (message: string) => message.split("\n")[0]!.trim().replace(/:$/, "");
