import * as v from "valibot";
import { safeUrl, translatedText, translationsPatchSchema, objectWithFieldMessages } from "../validation";

/** The embedded default portrait, used when site info has no hero image (spec §3). */
export const DEFAULT_HERO_IMAGE = "/images/default-hero.svg";

export const URL_MESSAGE = "Please enter a valid URL.";
export const HERO_URL_MESSAGE = "Por favor, ingresa una URL de imagen válida";
export const CV_URL_MESSAGE = "Por favor, ingresa una URL válida";
export const CONTACT_EMAIL_MESSAGE = "Please enter a valid email address";

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters.`)));

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
  translations: translationsPatchSchema({ about: translatedText }),
});
export type SiteInfoUpdate = v.InferOutput<typeof siteInfoUpdateSchema>;
export type SiteInfoForm = v.InferInput<typeof siteInfoUpdateSchema>;

export const heroImageUrlSchema = objectWithFieldMessages({ imageUrl: safeUrl(HERO_URL_MESSAGE) });
export const cvUrlSchema = objectWithFieldMessages({ cvUrl: safeUrl(CV_URL_MESSAGE) });
