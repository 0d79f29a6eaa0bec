import { useTranslation } from "react-i18next";
import { heroImageUrlSchema } from "../../../../src/shared/schemas/site-info";
import { DEFAULT_HERO_IMAGE, siteInfoApi } from "../../../api/site-info";
import { CardHeading } from "../../../components/admin/AdminUi";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";

const EMPTY = { imageUrl: "" };

/** The home page portrait (spec §2): set by URL (1:1 recommended) or back to the default after a confirmation. */
export function HeroImageCard({ heroImageUrl }: { heroImageUrl: string | null }) {
  const { t } = useTranslation("admin");
  const form = useAdminForm(heroImageUrlSchema, EMPTY);
  const setImage = useAdminMutation(siteInfoApi.setHeroImage, { success: t("settings.hero.setDone"), failure: t("settings.hero.setFailed") });
  const resetImage = useAdminMutation(siteInfoApi.resetHeroImage, { success: t("settings.hero.resetDone"), failure: t("settings.hero.resetFailed") });

  const submit = form.submit(async ({ imageUrl }) => {
    await setImage.run(imageUrl);
    form.reset(EMPTY);
  });

  const reset = () => {
    if (window.confirm(t("settings.hero.confirmReset"))) void resetImage.attempt();
  };

  return (
    <section className="card p-5" aria-labelledby="hero-image-title">
      <CardHeading id="hero-image-title" title={t("settings.hero.title")} text={t("settings.hero.hint")} />
      <div className="mt-4 flex items-center gap-4">
        <img
          src={heroImageUrl ?? DEFAULT_HERO_IMAGE}
          alt={t("settings.hero.current")}
          className="h-24 w-24 rounded-2xl border border-slate-200 bg-slate-100 object-cover"
        />
        <div className="text-sm text-slate-600">
          <p className="m-0 font-medium text-slate-800">{heroImageUrl ? t("settings.hero.custom") : t("settings.hero.default")}</p>
          {heroImageUrl && (
            <button type="button" className="btn-ghost mt-1 -ml-2 px-2 py-1 text-xs" onClick={reset} disabled={resetImage.busy}>
              <span className="i-lucide-rotate-ccw h-3.5 w-3.5" aria-hidden="true" />
              {t("settings.hero.reset")}
            </button>
          )}
        </div>
      </div>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <ImageUrlField
          id="hero-imageUrl"
          label={t("settings.hero.url")}
          value={form.values.imageUrl}
          onChange={(url) => form.setField("imageUrl", url)}
          error={form.errors.imageUrl}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.submitting}>
          {t("settings.hero.set")}
        </button>
      </form>
    </section>
  );
}
