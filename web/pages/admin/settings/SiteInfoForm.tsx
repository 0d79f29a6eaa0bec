import { useTranslation } from "react-i18next";
import { siteInfoUpdateSchema, SOCIAL_NETWORKS, type SiteInfoForm as SiteInfoValues } from "../../../../src/shared/schemas/site-info";
import { siteInfoApi } from "../../../api/site-info";
import type { SiteInfo } from "../../../api/types";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { TextAreaField, TextField, textFields } from "../../../components/ui/form";

type Network = (typeof SOCIAL_NETWORKS)[number];

const NETWORK_LABELS: Record<Network, string> = { github: "GitHub", linkedin: "LinkedIn", twitter: "Twitter / X", dribbble: "Dribbble" };

const toValues = (siteInfo: SiteInfo): SiteInfoValues => ({
  ownerName: siteInfo.ownerName,
  about: siteInfo.about,
  contactEmail: siteInfo.contactEmail,
  contactPhone: siteInfo.contactPhone,
  contactLocation: siteInfo.contactLocation,
  socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, siteInfo.socialLinks[n] ?? ""])),
  translations: siteInfo.translations ?? {},
});

/** The site's text and contact details (PUT /api/site-info); the hero image and CV have their own cards. */
export function SiteInfoForm({ siteInfo }: { siteInfo: SiteInfo }) {
  const { t } = useTranslation("admin");
  const form = useAdminForm(siteInfoUpdateSchema, toValues(siteInfo));
  const { values, errors, setField } = form;
  const text = textFields(form, "site");
  const save = useAdminMutation(siteInfoApi.update, { success: t("settings.site.saved"), failure: t("settings.site.saveFailed") });

  const setSocialLink = (network: Network, url: string) => setField("socialLinks", { ...values.socialLinks, [network]: url });

  const submit = form.submit(save.run);

  return (
    <form onSubmit={submit} noValidate className="card space-y-5 p-5 sm:p-6">
      <h2 className="m-0 text-base font-semibold text-slate-900">{t("settings.site.heading")}</h2>
      <TextField {...text("ownerName")} label={t("settings.site.ownerName")} hint={t("settings.site.ownerNameHint")} />
      <TextAreaField {...text("about")} label={t("settings.site.about")} rows={5} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text("contactEmail")} label={t("settings.site.contactEmail")} type="email" inputMode="email" />
        <TextField {...text("contactPhone")} label={t("settings.site.phone")} type="tel" />
      </div>
      <TextField {...text("contactLocation")} label={t("settings.site.location")} placeholder="Lima, Perú" />
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
        fields={[{ name: "about", label: t("settings.site.about"), kind: "textarea" }]}
        value={values.translations}
        onChange={(translations) => setField("translations", translations)}
        original={{ about: values.about ?? "" }}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {form.submitting && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
          {t("common.saveChanges")}
        </button>
      </div>
    </form>
  );
}
