import { escapeHtml } from "../notifications/notifications.mail";
import { acceptLanguageTags, languageFromCookie, negotiateLanguage, type Language } from "../../shared/languages";
import { fill, SUBSCRIBER_TEXTS, type SubscriberTexts } from "./subscribers.texts";

/**
 * The small pages readers land on from a mail, or from the subscription form without JavaScript: server-rendered
 * HTML in the reader's language, no script at all. A page a link opens only shows a button; the button's POST does
 * the change (mail scanners open links, they do not press buttons).
 */
export type ReaderPage = {
  lang: Language;
  siteName: string;
  title: keyof SubscriberTexts;
  text: string;
  /** A button that POSTs `fields` to `action`. */
  form?: { action: string; fields: Record<string, string>; label: string };
};

export function renderReaderPage({ lang, siteName, title, text, form }: ReaderPage): string {
  const texts = SUBSCRIBER_TEXTS[lang];
  const heading = escapeHtml(texts[title]);
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${Object.entries(form.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join("")}<button type="submit">${escapeHtml(form.label)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${heading}${siteName ? ` · ${escapeHtml(siteName)}` : ""}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.08)}
h1{font-size:1.35rem;margin:0 0 .75rem}p{line-height:1.55;color:#334155}
button{font:inherit;font-weight:600;padding:.65rem 1.2rem;border:0;border-radius:8px;background:#0f172a;color:#fff;cursor:pointer}
a{color:#1d4ed8}.site{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;color:#64748b;margin:0 0 1rem}
</style>
</head>
<body>
<main>
${siteName ? `<p class="site">${escapeHtml(siteName)}</p>` : ""}
<h1>${heading}</h1>
<p>${escapeHtml(fill(text, { site: siteName }))}</p>
${button}
<p><a href="/?lang=${lang}">${escapeHtml(texts.back)}</a></p>
</main>
</body>
</html>`;
}

/** The reader's language: the link's or the form's `lang`, else the visitor's cookie or browser, as pages choose it. */
export const readerLanguage = (query: string | undefined | null, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language =>
  negotiateLanguage({ query: query ?? null, chosen: languageFromCookie(cookieHeader), preferred: acceptLanguageTags(acceptLanguage) });
