import * as v from "valibot";
import { SHARED_MESSAGES, codedMessages, tooLong } from "../validation-codes";
import { safeUrl, translatedText, translationsPatchSchema, objectWithFieldMessages } from "../validation";

/** The embedded default portrait, used when site info has no hero image (spec §3). */
export const DEFAULT_HERO_IMAGE = "/images/default-hero.svg";

export const URL_MESSAGE = SHARED_MESSAGES.invalidUrl;
/** The hero image's and the CV's links (the spec's Spanish). */
export const SITE_LINK_MESSAGES = codedMessages("site-info", {
  heroUrl: "Por favor, ingresa una URL de imagen válida",
  cvUrl: "Por favor, ingresa una URL válida",
});
export const HERO_URL_MESSAGE = SITE_LINK_MESSAGES.heroUrl;
export const CV_URL_MESSAGE = SITE_LINK_MESSAGES.cvUrl;
export const CONTACT_EMAIL_MESSAGE = SHARED_MESSAGES.invalidEmail;

/** The limits of the owner's own texts, and what is said when one is passed (the admin translates each). */
export const SITE_TEXT_LIMITS = { siteTitle: 80, headline: 160, availability: 60, highlight: 60, footerNote: 160 } as const;
export const MAX_HIGHLIGHTS = 3;
export const MAX_YEARS_OF_EXPERIENCE = 80;
/** The home page's own words before the owner writes any: each empty, and so hidden from visitors. */
export const emptyHomePageTexts = () => ({
  siteTitle: "",
  headline: "",
  availability: "",
  yearsOfExperience: null as number | null,
  highlights: [] as string[],
  footerNote: "",
});

export const SITE_INFO_MESSAGES = codedMessages("site-info", {
  siteTitle: `The site title must be at most ${SITE_TEXT_LIMITS.siteTitle} characters.`,
  headline: `The headline must be at most ${SITE_TEXT_LIMITS.headline} characters.`,
  availability: `The availability badge must be at most ${SITE_TEXT_LIMITS.availability} characters.`,
  yearsOfExperience: `Years of experience must be a whole number from 0 to ${MAX_YEARS_OF_EXPERIENCE}.`,
  highlights: `At most ${MAX_HIGHLIGHTS} highlights.`,
  highlight: `Each highlight must be at most ${SITE_TEXT_LIMITS.highlight} characters.`,
  footerNote: `The footer note must be at most ${SITE_TEXT_LIMITS.footerNote} characters.`,
});

/** A short text of the owner's, trimmed, with its own message when too long. */
const ownText = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));

/** Up to three short lines; blank ones are dropped. */
const highlightList = v.pipe(
  v.array(ownText(SITE_TEXT_LIMITS.highlight, SITE_INFO_MESSAGES.highlight), SITE_INFO_MESSAGES.highlights),
  v.transform((items) => items.filter((item) => item !== "")),
  v.maxLength(MAX_HIGHLIGHTS, SITE_INFO_MESSAGES.highlights),
);

/** The texts a translation may give in another language, checked as the Spanish ones are. */
const translatableTexts = {
  about: translatedText,
  siteTitle: ownText(SITE_TEXT_LIMITS.siteTitle, SITE_INFO_MESSAGES.siteTitle),
  headline: ownText(SITE_TEXT_LIMITS.headline, SITE_INFO_MESSAGES.headline),
  availability: ownText(SITE_TEXT_LIMITS.availability, SITE_INFO_MESSAGES.availability),
  highlights: highlightList,
  footerNote: ownText(SITE_TEXT_LIMITS.footerNote, SITE_INFO_MESSAGES.footerNote),
};

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong(max))));

/** A social link: empty means none. */
const socialLink = v.optional(
  v.pipe(
    v.string(URL_MESSAGE),
    v.trim(),
    v.check((s) => s === "" || safeUrlCheck(s), URL_MESSAGE),
  ),
);
function safeUrlCheck(s: string) {
  return v.safeParse(safeUrl(URL_MESSAGE), s).success;
}

export const SOCIAL_NETWORKS = ["github", "linkedin", "twitter", "dribbble"] as const;

/** PUT /api/site-info: every field optional, fields left out keep their value; `heroImageUrl: null` resets the hero. */
export const siteInfoUpdateSchema = v.object({
  ownerName: optionalText(100),
  about: optionalText(5000),
  contactEmail: v.optional(
    v.pipe(
      v.string(CONTACT_EMAIL_MESSAGE),
      v.trim(),
      v.check((s) => s === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), CONTACT_EMAIL_MESSAGE),
    ),
  ),
  contactPhone: optionalText(50),
  contactLocation: optionalText(200),
  socialLinks: v.optional(v.object({ github: socialLink, linkedin: socialLink, twitter: socialLink, dribbble: socialLink })),
  heroImageUrl: v.optional(v.nullable(safeUrl(HERO_URL_MESSAGE))),
  siteTitle: v.optional(translatableTexts.siteTitle),
  headline: v.optional(translatableTexts.headline),
  availability: v.optional(translatableTexts.availability),
  /** null hides the badge. */
  yearsOfExperience: v.optional(
    v.nullable(
      v.pipe(
        v.number(SITE_INFO_MESSAGES.yearsOfExperience),
        v.integer(SITE_INFO_MESSAGES.yearsOfExperience),
        v.minValue(0, SITE_INFO_MESSAGES.yearsOfExperience),
        v.maxValue(MAX_YEARS_OF_EXPERIENCE, SITE_INFO_MESSAGES.yearsOfExperience),
      ),
    ),
  ),
  highlights: v.optional(highlightList),
  footerNote: v.optional(translatableTexts.footerNote),
  translations: translationsPatchSchema(translatableTexts),
});
export type SiteInfoUpdate = v.InferOutput<typeof siteInfoUpdateSchema>;
export type SiteInfoForm = v.InferInput<typeof siteInfoUpdateSchema>;

export const heroImageUrlSchema = objectWithFieldMessages({ imageUrl: safeUrl(HERO_URL_MESSAGE) });
export const cvUrlSchema = objectWithFieldMessages({ cvUrl: safeUrl(CV_URL_MESSAGE) });
