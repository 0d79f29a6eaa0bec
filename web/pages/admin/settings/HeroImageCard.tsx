import { useTranslation } from "react-i18next";
import { heroImageUrlSchema } from "../../../../src/shared/schemas/site-info";
import { DEFAULT_HERO_IMAGE, siteInfoApi } from "../../../api/site-info";
import { CardHeading } from "../../../components/admin/AdminUi";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { CurrentImage } from "./CurrentImage";

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

  return (
    <section className="card p-5" aria-labelledby="hero-image-title">
      <CardHeading id="hero-image-title" title={t("settings.hero.title")} text={t("settings.hero.hint")} />
      <CurrentImage texts="settings.hero" look="portrait" url={heroImageUrl} fallback={DEFAULT_HERO_IMAGE} reset={resetImage} />
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
