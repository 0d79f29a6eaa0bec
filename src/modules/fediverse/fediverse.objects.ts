import type { Context } from "@fedify/fedify";
import { Article, Create, Endpoints, Image, LanguageString, Person, PUBLIC_COLLECTION, type CryptographicKey, type Multikey } from "@fedify/vocab";
import { instantOf } from "./fediverse.instant";
import { DEFAULT_LANGUAGE } from "../../shared/languages";
import { DEFAULT_HERO_IMAGE } from "../../shared/schemas/site-info";
import type { ArticleRow } from "../articles/articles.table";
import type { SiteInfoRow } from "../site-info/site-info.table";

/** The identifier in the actor's URLs: fixed, so its id never changes when the handle's username does. */
export const ACTOR_IDENTIFIER = "owner";
/** Where Fedify serves the actor, its inbox, outbox and followers, and the shared inbox. */
export const ACTOR_PATH = "/fediverse/{identifier}";
export const INBOX_PATH = "/fediverse/{identifier}/inbox";
export const SHARED_INBOX_PATH = "/fediverse/inbox";
export const OUTBOX_PATH = "/fediverse/{identifier}/outbox";
export const FOLLOWERS_PATH = "/fediverse/{identifier}/followers";
/** Articles answer as ActivityPub objects at their public page's own URL (content negotiation). */
export const ARTICLE_PATH = "/articles/{slug}";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** Plain text as the HTML paragraphs ActivityPub's `summary` and `content` hold. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== "")
    .map((part) => `<p>${escapeHtml(part.trim()).replaceAll("\n", "<br>")}</p>`)
    .join("");

/** The site as its ActivityPub actor: who the owner is, where to reach it, and its keys. */
export function personOf(
  ctx: Context<void>,
  { site, username, keys }: { site: SiteInfoRow; username: string; keys: { cryptographicKey: CryptographicKey; multikey: Multikey }[] },
): Person {
  const icon = site.heroImageUrl ?? DEFAULT_HERO_IMAGE;
  return new Person({
    id: ctx.getActorUri(ACTOR_IDENTIFIER),
    preferredUsername: username,
    name: site.siteTitle || site.ownerName || username,
    summary: site.about ? paragraphs(site.about) : null,
    // PUBLIC_URL's origin, never the request's: the actor is the same whichever address (or proxy) it was asked at.
    url: new URL("/", ctx.canonicalOrigin),
    icon: new Image({ url: new URL(icon, ctx.canonicalOrigin) }),
    inbox: ctx.getInboxUri(ACTOR_IDENTIFIER),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    outbox: ctx.getOutboxUri(ACTOR_IDENTIFIER),
    followers: ctx.getFollowersUri(ACTOR_IDENTIFIER),
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((key) => key.multikey),
    manuallyApprovesFollowers: false,
    discoverable: true,
  });
}

/** A text in the default language, then each translation of it, as ActivityPub's language maps hold them. */
function inLanguages(row: ArticleRow, field: "title" | "summary" | "content", shape: (text: string) => string = (text) => text) {
  const translated = Object.entries(row.translations)
    .map(([lang, values]) => [lang, values?.[field]] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === "string" && entry[1] !== "");
  const base = shape(row[field]);
  return [base, new LanguageString(base, DEFAULT_LANGUAGE), ...translated.map(([lang, text]) => new LanguageString(shape(text), lang))];
}

/** An article as followers receive it (`name`, `content`, `summary` and their language maps). */
export function articleObject(ctx: Context<void>, row: ArticleRow & { publishedAt: string }): Article {
  const id = ctx.getObjectUri(Article, { slug: row.slug });
  return new Article({
    id,
    url: id,
    attribution: ctx.getActorUri(ACTOR_IDENTIFIER),
    names: inLanguages(row, "title"),
    summaries: inLanguages(row, "summary", paragraphs),
    contents: inLanguages(row, "content"),
    published: instantOf(row.publishedAt),
    updated: row.updatedAt > row.publishedAt ? instantOf(row.updatedAt) : null,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(ACTOR_IDENTIFIER),
    image: row.imageUrl ? new Image({ url: new URL(row.imageUrl, ctx.canonicalOrigin) }) : null,
  });
}

/** The Create that tells followers of a new article; its id is fixed per article, so a repeat is recognised. */
export function createOf(ctx: Context<void>, article: Article): Create {
  return new Create({
    id: new URL(`${article.id!.href}#create`),
    actor: ctx.getActorUri(ACTOR_IDENTIFIER),
    object: article,
    published: article.published,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(ACTOR_IDENTIFIER),
  });
}
