import { escapeHtml, oneLine, type MailContent } from "../notifications/notifications.mail";
import { fill, type SubscriberTexts } from "./subscribers.texts";

/** The site as a mail names it: its name (title, else the owner's name, else its host) and its address. */
export type MailSite = { name: string; owner: string; base: string };

/** An article as a reader's mail shows it, already in the reader's language where a translation exists. */
export type MailedArticle = { title: string; summary: string; link: string };

const BUTTON = "display:inline-block;padding:10px 18px;background:#0f172a;color:#ffffff;text-decoration:none;border-radius:6px";
const SMALL = "color:#64748b;font-size:12px";

/** The confirmation mail: the link to the page whose button confirms (opening the link alone changes nothing). */
export function composeConfirmMail(to: string, site: MailSite, texts: SubscriberTexts, confirmLink: string): MailContent {
  const values = { site: site.name };
  const text = [fill(texts.confirmIntro, values), "", `${texts.confirmAction}: ${confirmLink}`, "", fill(texts.confirmIgnore, values)].join("\n");
  const html = [
    `<p>${escapeHtml(fill(texts.confirmIntro, values))}</p>`,
    `<p><a href="${escapeHtml(confirmLink)}" style="${BUTTON}">${escapeHtml(texts.confirmAction)}</a></p>`,
    `<p style="${SMALL}">${escapeHtml(fill(texts.confirmIgnore, values))}</p>`,
  ].join("\n");
  return { to, subject: oneLine(fill(texts.confirmSubject, values)), text, html };
}

/**
 * One new article for one reader, as plain text and HTML, with what RFC 2369 and RFC 8058 ask of a list's mail:
 * `List-Unsubscribe` (the one-click address, POSTed by mail clients without signing in), `List-Unsubscribe-Post`,
 * `List-Id`, and a visible link to a page whose button unsubscribes.
 */
export function composeArticleMail(
  to: string,
  site: MailSite,
  texts: SubscriberTexts,
  article: MailedArticle,
  links: { oneClick: string; page: string },
): MailContent {
  const values = { site: site.name, owner: site.owner };
  const title = oneLine(article.title);
  const byline = site.owner ? fill(texts.articleBy, values) : "";
  const text = [
    title,
    ...(byline ? [byline] : []),
    "",
    article.summary,
    "",
    `${texts.readArticle}: ${article.link}`,
    "",
    "-- ",
    fill(texts.whyYouGetThis, values),
    `${texts.unsubscribe}: ${links.page}`,
  ].join("\n");
  const html = [
    `<h1 style="font-size:22px;margin:0 0 4px">${escapeHtml(title)}</h1>`,
    ...(byline ? [`<p style="${SMALL};margin-top:0">${escapeHtml(byline)}</p>`] : []),
    `<p>${escapeHtml(article.summary)}</p>`,
    `<p><a href="${escapeHtml(article.link)}" style="${BUTTON}">${escapeHtml(texts.readArticle)}</a></p>`,
    `<hr style="border:none;border-top:1px solid #e2e8f0">`,
    `<p style="${SMALL}">${escapeHtml(fill(texts.whyYouGetThis, values))} <a href="${escapeHtml(links.page)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
  ].join("\n");
  return {
    to,
    subject: oneLine(`${site.name}: ${title}`),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `${oneLine(site.name).replace(/[<>"]/g, "")} <articles.${new URL(site.base).hostname}>`,
    },
  };
}
