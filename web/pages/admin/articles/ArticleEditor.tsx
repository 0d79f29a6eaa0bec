/**
 * The rich-text editor for article content: Jodit, in its own lazily loaded chunk so the public pages and the
 * admin's other screens never load it. Jodit is wrapped here rather than through jodit-react because that
 * package imports Jodit's stylesheet from JavaScript, which the build refuses; the stylesheet is linked by the
 * server on /admin pages instead.
 */
import { Jodit } from "jodit/esm/index.js";
import "jodit/esm/plugins/all.js";
import { useEffect, useMemo, useRef } from "react";
import type { Language } from "../../../../src/shared/languages";
import { EDITOR_TEXT_OVERRIDES } from "../../../i18n/admin/editor-texts";
import { getToken } from "../../../api/token";

export type ArticleEditorProps = {
  id: string;
  initialValue: string;
  onChange: (html: string) => void;
  /** The visible label's id, read out as the editing area's name. */
  labelledBy?: string;
  invalid?: boolean;
  /** The admin's language: the toolbar's tooltips and dialogs speak it. */
  language: Language;
};

/** Jodit's names for the admin languages (its language packs are part of the editor's chunk). */
const JODIT_LANGUAGES: Record<Language, string> = { es: "es", en: "en", fr: "fr", de: "de", it: "it", pt: "pt_br", ja: "ja", zh: "zh_cn" };

/** Spec §9: the content editor is 500 px high (its loading placeholder in RichTextField matches). */
const EDITOR_HEIGHT_PX = 500;

type UploadAnswer = { url?: string; message?: string };

/**
 * Everything local: no CDN scripts (source mode is a plain textarea and HTML is not beautified), no remote
 * plugins; images upload to POST /api/uploads/images (field `file`, answer `{url}`). No video button: the
 * site's Content-Security-Policy allows no frames, so an embedded player would not show.
 */
function editorConfig(language: Language) {
  return {
    height: EDITOR_HEIGHT_PX,
    // The text being edited wears the public article's reading styles (web/styles/app.css, `.prose`: headings,
    // lists, quotes, code, images), so the owner sees what visitors will get.
    editorClassName: "prose",
    style: { padding: "1rem 1.25rem" },
    language: JODIT_LANGUAGES[language],
    // Jodit's Spanish says "usted"; the admin says "tú".
    i18n: EDITOR_TEXT_OVERRIDES,
    toolbarSticky: false,
    toolbarAdaptive: true,
    showCharsCounter: false,
    showXPathInStatusbar: false,
    askBeforePasteHTML: false,
    askBeforePasteFromWord: false,
    beautifyHTML: false,
    sourceEditor: "area" as const,
    disablePlugins: ["about", "ai-assistant", "speech-recognize", "powered-by-jodit", "print", "file", "preview"],
    buttons: [
      "paragraph",
      "bold",
      "italic",
      "underline",
      "strikethrough",
      "|",
      "ul",
      "ol",
      "outdent",
      "indent",
      "|",
      "link",
      "image",
      "table",
      "hr",
      "|",
      "align",
      "|",
      "undo",
      "redo",
      "|",
      "source",
      "fullsize",
    ],
    link: { noFollowCheckbox: false },
    uploader: {
      url: "/api/uploads/images",
      format: "json",
      withCredentials: true,
      insertImageAsBase64URI: false,
      imagesExtensions: ["jpg", "jpeg", "png", "gif", "webp"],
      filesVariableName: () => "file",
      headers: (): Record<string, string> => {
        const token = getToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
      isSuccess: (answer: unknown) => typeof (answer as UploadAnswer).url === "string",
      getMessage: (answer: unknown) => (answer as UploadAnswer).message ?? "",
      process: (answer: unknown) => {
        const { url } = answer as UploadAnswer;
        return { files: url ? [url] : [], isImages: [true], baseurl: "", path: "", messages: [] };
      },
    },
  };
}

/**
 * Uncontrolled after mount: `initialValue` seeds the editor once and edits flow out through `onChange`, never
 * back in. Writing the form's (slightly older) value back while the owner types would move the caret and
 * scramble the text; the forms mount a new editor whenever the text comes from elsewhere (another article,
 * another language).
 */
export default function ArticleEditor({ id, initialValue, onChange, labelledBy, invalid, language }: ArticleEditorProps) {
  const host = useRef<HTMLTextAreaElement>(null);
  const latest = useRef({ onChange });
  latest.current = { onChange };
  // The text as last seen: an editor rebuilt in another language carries on from it, not from the initial value.
  const text = useRef(initialValue);
  // Created once per language: a new config object would rebuild the editor and drop the caret on every keystroke.
  const config = useMemo(() => editorConfig(language), [language]);

  useEffect(() => {
    if (!host.current) return;
    const editor = Jodit.make(host.current, config);
    editor.value = text.current;
    // What Jodit made of it (it may tidy the markup) is the baseline: only the owner's edits are reported.
    text.current = editor.value;
    if (labelledBy) editor.editor.setAttribute("aria-labelledby", labelledBy);
    const report = () => {
      if (editor.value === text.current) return;
      text.current = editor.value;
      latest.current.onChange(text.current);
    };
    // Blur covers typing; change covers edits made without the caret in the text (toolbar, image dialog).
    editor.events.on("blur", report).on("change", report);
    return () => {
      report();
      editor.destruct();
    };
  }, [config, labelledBy]);

  return (
    <div className={`overflow-hidden rounded-lg border ${invalid ? "border-red-500" : "border-slate-300"}`} data-testid="article-editor">
      <textarea ref={host} id={id} defaultValue={initialValue} />
    </div>
  );
}
