import { useTranslation } from "react-i18next";
import { MAX_HIGHLIGHTS, siteInfoUpdateSchema, SOCIAL_NETWORKS, type SiteInfoForm as SiteInfoValues } from "../../../../src/shared/schemas/site-info";
import { useCv } from "../../../api/cv";
import { siteInfoApi } from "../../../api/site-info";
import type { SiteInfo } from "../../../api/types";
import { cvHasContent } from "../../../components/public/CvSection";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { TextAreaField, TextField, textFields } from "../../../components/ui/form";
import { HeroPreview } from "./HeroPreview";
import { SubmitButton } from "../../../components/admin/FormPage";

type Network = (typeof SOCIAL_NETWORKS)[number];

const NETWORK_LABELS: Record<Network, string> = { github: "GitHub", linkedin: "LinkedIn", twitter: "Twitter / X", dribbble: "Dribbble" };

/** The highlights' fixed places (0, 1, 2), one input each. */
const HIGHLIGHT_PLACES = Array.from({ length: MAX_HIGHLIGHTS }, (_, place) => place);
/** The highlights as three inputs: the stored ones, then empty places up to three. */
const highlightSlots = (highlights: readonly string[]) => HIGHLIGHT_PLACES.map((place) => highlights[place] ?? "");

const toValues = (siteInfo: SiteInfo): SiteInfoValues => ({
  siteTitle: siteInfo.siteTitle,
  headline: siteInfo.headline,
  availability: siteInfo.availability,
  yearsOfExperience: siteInfo.yearsOfExperience,
  highlights: highlightSlots(siteInfo.highlights),
  footerNote: siteInfo.footerNote,
  ownerName: siteInfo.ownerName,
  about: siteInfo.about,
  contactEmail: siteInfo.contactEmail,
  contactPhone: siteInfo.contactPhone,
  contactLocation: siteInfo.contactLocation,
  socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, siteInfo.socialLinks[n] ?? ""])),
  translations: siteInfo.translations ?? {},
});

/** An empty number field means "no badge" (null); anything else is sent as the number typed, for the schema to judge. */
const yearsFromInput = (text: string): number | null => (text.trim() === "" ? null : Number(text));

/**
 * The site's own words and contact details (PUT /api/site-info), with a live preview of the home page's hero; the
 * hero image and CV have their own cards. One form, so one save sends every text and its translations together.
 */
export function SiteInfoForm({ siteInfo }: { siteInfo: SiteInfo }) {
  const { t } = useTranslation("admin");
  const form = useAdminForm(siteInfoUpdateSchema, toValues(siteInfo));
  const { values, errors, setField } = form;
  const text = textFields(form, "site");
  const save = useAdminMutation(siteInfoApi.update, { success: t("settings.site.saved"), failure: t("settings.site.saveFailed") });
  const { data: cv } = useCv();

  const setSocialLink = (network: Network, url: string) => setField("socialLinks", { ...values.socialLinks, [network]: url });
  const highlights = highlightSlots(values.highlights ?? []);
  const setHighlight = (index: number, value: string) =>
    setField(
      "highlights",
      highlights.map((current, i) => (i === index ? value : current)),
    );

  const submit = form.submit(save.run);

  return (
    <form onSubmit={submit} noValidate className="card min-w-0 space-y-5 p-5 sm:p-6">
      <div>
        <h2 className="m-0 text-base font-semibold text-slate-900">{t("ownSite.heading")}</h2>
        <p className="mb-0 mt-1 text-sm text-slate-600">{t("ownSite.description")}</p>
      </div>
      <TextField {...text("siteTitle")} label={t("ownSite.siteTitle")} hint={t("ownSite.siteTitleHint")} />
      <TextField {...text("headline")} label={t("ownSite.headline")} hint={t("ownSite.headlineHint")} />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField {...text("availability")} label={t("ownSite.availability")} hint={t("ownSite.availabilityHint")} />
        <TextField
          id="site-yearsOfExperience"
          label={t("ownSite.yearsOfExperience")}
          hint={t("ownSite.yearsOfExperienceHint")}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.yearsOfExperience ?? ""}
          onChange={(e) => setField("yearsOfExperience", yearsFromInput(e.target.value))}
          error={errors.yearsOfExperience}
        />
      </div>
      <fieldset className="m-0 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-semibold text-slate-800">{t("ownSite.highlights")}</legend>
        <p className="mb-3 mt-0 text-xs text-slate-500">{t("ownSite.highlightsHint")}</p>
        {errors.highlights && (
          <p className="field-error mb-3" role="alert">
            {errors.highlights}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          {HIGHLIGHT_PLACES.map((place) => (
            <TextField
              key={place}
              id={`site-highlight-${place + 1}`}
              label={t("ownSite.highlight", { number: place + 1 })}
              value={highlights[place]}
              onChange={(e) => setHighlight(place, e.target.value)}
              error={errors[`highlights.${place}`]}
            />
          ))}
        </div>
      </fieldset>
      <TextField {...text("footerNote")} label={t("ownSite.footerNote")} hint={t("ownSite.footerNoteHint")} />
      <HeroPreview
        content={{
          ownerName: values.ownerName ?? "",
          about: values.about ?? "",
          headline: values.headline ?? "",
          availability: values.availability ?? "",
          yearsOfExperience: typeof values.yearsOfExperience === "number" && Number.isInteger(values.yearsOfExperience) ? values.yearsOfExperience : null,
          highlights,
          heroImageUrl: siteInfo.heroImageUrl,
        }}
        showCvLink={Boolean(cv && cvHasContent(cv))}
      />

      <h2 className="m-0 border-0 border-t border-solid border-slate-200 pt-5 text-base font-semibold text-slate-900">{t("settings.site.heading")}</h2>
      <TextField {...text("ownerName")} label={t("settings.site.ownerName")} hint={t("settings.site.ownerNameHint")} />
      <TextAreaField {...text("about")} label={t("settings.site.about")} rows={5} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text("contactEmail")} label={t("settings.site.contactEmail")} type="email" inputMode="email" />
        <TextField {...text("contactPhone")} label={t("settings.site.phone")} type="tel" />
      </div>
      <TextField {...text("contactLocation")} label={t("settings.site.location")} />
      <fieldset className="m-0 space-y-4 border-0 p-0">
        <legend className="mb-3 p-0 text-sm font-semibold text-slate-800">{t("settings.site.social")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              id={`site-social-${network}`}
              label={NETWORK_LABELS[network]}
              type="url"
              inputMode="url"
              placeholder="https://…"
              value={values.socialLinks?.[network] ?? ""}
              onChange={(e) => setSocialLink(network, e.target.value)}
              error={errors[`socialLinks.${network}`]}
            />
          ))}
        </div>
      </fieldset>
      <TranslationsEditor
        idPrefix="site"
        fields={[
          { name: "siteTitle", label: t("ownSite.siteTitle") },
          { name: "headline", label: t("ownSite.headline") },
          { name: "availability", label: t("ownSite.availability") },
          { name: "highlights", label: t("ownSite.highlights"), kind: "list" },
          { name: "footerNote", label: t("ownSite.footerNote") },
          { name: "about", label: t("settings.site.about"), kind: "textarea" },
        ]}
        value={values.translations}
        onChange={(translations) => setField("translations", translations)}
        original={{
          siteTitle: values.siteTitle ?? "",
          headline: values.headline ?? "",
          availability: values.availability ?? "",
          highlights: highlights.filter((item) => item.trim()),
          footerNote: values.footerNote ?? "",
          about: values.about ?? "",
        }}
      />
      <div className="flex justify-end">
        <SubmitButton submitting={form.submitting} label={t("common.saveChanges")} />
      </div>
    </form>
  );
}
