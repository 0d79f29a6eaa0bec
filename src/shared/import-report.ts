/**
 * Every line an import report can hold (why an item was skipped, each warning), by a stable code. The server sends
 * the code and its parameters beside the English text (`reason` / `message`, kept for the API's older readers and
 * the command line); the admin writes the line in its own language from the code (web/i18n/admin/import.ts,
 * `report.<code>`, with the same {{placeholders}}), falling back to the English text for a code it does not know.
 */
export const REPORT_TEXTS = {
  // Why an item was not imported.
  "slug-exists": "slug exists",
  "no-rendered-html": "no rendered HTML in the export (only its mobiledoc or lexical source)",
  "wordpress-trash": "in the WordPress trash",
  "wordpress-auto-draft": "an auto-draft WordPress created but nobody saved",
  "hugo-section-page": "a Hugo section page (_index.md), not a post",
  "front-matter-invalid": "front matter is not valid {{format}}: {{detail}}",
  "front-matter-not-table": "front matter is not a {{format}} table of fields",
  "no-front-matter": "no front matter: not a post",
  "file-too-large": "larger than the per-file limit of the archive",
  "translation-without-base": "a translation ({{language}}) without its base file",
  unreadable: "could not be read: {{detail}}",
  "no-title-no-text": "no title and no text",
  "content-too-short": "content shorter than {{min}} characters after sanitising",
  "invalid-article": "{{detail}}",
  // About the input as a whole.
  "page-not-imported": "1 page not imported: only posts are",
  "pages-not-imported": "{{count}} pages not imported: only posts are",
  "zip-not-regular-file": "not a regular file: ignored",
  "zip-compression-unsupported": "compression method {{method}} is not supported: ignored",
  // What was changed, derived or dropped on the way in.
  "slug-renamed": 'slug "{{requested}}" exists: imported as "{{slug}}"',
  "date-invalid": '{{field}} "{{value}}" is not a date: left empty',
  "ghost-hosted-image": "image on your Ghost site, not imported: {{path}}",
  "ghost-hosted-cover": "cover image on your Ghost site, not imported: {{path}}",
  "status-as-draft": 'status "{{status}}" imported as a draft',
  "members-only": 'only for "{{visibility}}" members in Ghost: visible to everyone once published here',
  "excerpt-from-paragraph": "no excerpt: summary taken from the first paragraph",
  "wordpress-private": "private in WordPress: imported as a draft",
  "wordpress-password": "password-protected in WordPress: imported as a draft",
  "wordpress-featured-missing": "featured image (attachment {{id}}) is not in the export",
  "hugo-shortcode-removed": "shortcode {{< {{name}} >}} removed",
  "wordpress-shortcode-removed": "shortcode [{{name}}] removed",
  "image-kept-as-upload-link": "image not in the archive, kept as a link to this site's uploads: {{path}}",
  "image-not-in-archive": "image not found in the archive: {{path}}",
  "image-too-large": "image larger than {{megabytes}} MB: {{path}}",
  "image-wrong-type": "not a PNG, JPEG, GIF or WebP image: {{path}}",
  "translation-front-matter-invalid": "translation {{path}} left out: front matter is not valid {{format}}: {{detail}}",
  "translation-front-matter-not-table": "translation {{path}} left out: front matter is not a {{format}} table of fields",
  "iframe-removed": "embedded iframe removed: privacy rule",
  "object-removed": "embedded object removed: privacy rule",
  "script-removed": "script removed",
  "image-removed": 'image removed: "{{url}}" is neither an upload of this site nor an http(s) link',
  "no-title": 'no title: "{{title}}" taken from the text',
  "title-shortened": "title shortened to {{max}} characters",
  "summary-too-short": 'summary "{{summary}}" too short: taken from the text instead',
  "no-summary": "no summary: taken from the text",
  "summary-shortened": "summary shortened to {{max}} characters",
  "category-too-short": 'category "{{category}}" too short: filed under {{fallback}}',
  "no-category": "no category: filed under {{fallback}}",
  "category-shortened": "category shortened to {{max}} characters",
  "slug-invalid": 'slug "{{given}}" is not valid here: "{{slug}}" made from the title',
  "slug-duplicate": 'slug "{{slug}}" already used in this import: renamed "{{renamed}}"',
  "remote-image-kept": 'remote image kept: "{{url}}" (replace it with an upload)',
  "cover-dropped": 'cover image dropped: "{{url}}" is neither an upload of this site nor an http(s) link',
  "scheduled-unknown-date": "scheduled for an unknown date: imported as a draft",
  "scheduled-too-far": "scheduled for {{date}}, more than {{years}} years ahead: imported as a draft",
  "scheduled-past": "scheduled for {{date}}, a time already past: published with that date",
  scheduled: "scheduled for {{date}}: goes out then",
  "image-not-in-uploads": "image {{url}} not found among the uploads: its link is kept as it is",
} as const;

export type ReportCode = keyof typeof REPORT_TEXTS;
export type ReportParams = Record<string, string | number>;

/** The names between {{ }} in a text; `{{< ` (a Hugo shortcode shown as it is written) is not one. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!);

/** A name from between the braces: in `{{< {{name}} >}}` the first `{{` opens no name and the name is the inner one. */
type NameIn<Raw extends string> = Raw extends `${string}{{${infer Inner}` ? NameIn<Inner> : Raw extends `${string} ${string}` ? never : Raw;
type Placeholders<Text extends string> = Text extends `${string}{{${infer Raw}}}${infer Rest}` ? NameIn<Raw> | Placeholders<Rest> : never;
type ParamsOf<Code extends ReportCode> = Record<Placeholders<(typeof REPORT_TEXTS)[Code]>, string | number>;

/**
 * The parameter a line about one translation of an article carries (`{ translation: "en" }`): its text starts with
 * the language, "en: embedded iframe removed", in the API's English and in the admin's words alike.
 */
export const TRANSLATION_PARAM = "translation";

/** One line of a report: what it says, by code and parameters, and that said in English. */
export type ReportNote = { code: ReportCode; params: ReportParams; message: string };

const fill = (text: string, params: ReportParams) => text.replace(/{{(\w+)}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export function reportNote<Code extends ReportCode>(code: Code, ...[params]: keyof ParamsOf<Code> extends never ? [] : [ParamsOf<Code>]): ReportNote {
  const values: ReportParams = params ?? {};
  return { code, params: values, message: fill(REPORT_TEXTS[code], values) };
}

/** The same line, about the article's translation into `language`. */
export function inTranslation(language: string, note: ReportNote): ReportNote {
  return { code: note.code, params: { ...note.params, [TRANSLATION_PARAM]: language }, message: `${language}: ${note.message}` };
}
