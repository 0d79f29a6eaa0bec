import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { isObject, type LooseObject } from "./import-sources.source-values";

/** `---` YAML `---` (or `...`), as Hugo, Jekyll and Astro write it; the block may be empty. */
const YAML_BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** `+++` TOML `+++`, Hugo's other style. */
const TOML_BLOCK = /^\+\+\+[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?\+\+\+[ \t]*(?:\r?\n|$)/;

export type FrontMatter = { ok: true; data: LooseObject | null; body: string } | { ok: false; problem: string };

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
      return { ok: false, problem: `front matter is not valid ${language}: ${firstLine((error as Error).message)}` };
    }
    if (data !== null && data !== undefined && !isObject(data)) return { ok: false, problem: `front matter is not a ${language} table of fields` };
    return { ok: true, data: isObject(data) ? data : {}, body: text.slice(match[0].length) };
  }
  return { ok: true, data: null, body: text };
}

const firstLine = (message: string) => message.split("\n")[0]!.trim().replace(/:$/, "");
