import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { deriveAccent, type AccentPalette } from "../../../../src/shared/theme-contrast";
import { COLOR_SCHEMES, DEFAULT_ICON, DEFAULT_THEME, fontStacks, THEME_FONTS, themeUpdateSchema, type Theme } from "../../../../src/shared/theme";
import { useSiteInfoForAdmin } from "../../../api/site-info";
import { themeApi, useTheme } from "../../../api/theme";
import { CardHeading, FilePicker, LoadError, radioChoice } from "../../../components/admin/AdminUi";
import { FormSkeleton, SubmitButton } from "../../../components/admin/FormPage";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { useChosenFile } from "../../../components/admin/use-chosen-file";
import { TextField } from "../../../components/ui/form";
import { AppearancePreview } from "./AppearancePreview";
import { CurrentImage } from "./CurrentImage";

/** Accents that pass in both schemes, to start from. */
const SUGGESTED = ["#4f46e5", "#0d9488", "#e11d48", "#c2410c", "#15803d", "#7c3aed", "#0369a1", "#475569"];
const HEX = /^#[0-9a-fA-F]{6}$/;
/** A type pairing to choose: a card showing its headings' face, marked while its radio is checked. */
const FONT_CARD = "flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50";
/** A readable accent's shades; the default's for one that is not (a half-typed or refused colour). */
const paletteOf = (accent: string): AccentPalette => {
  const verdict = HEX.test(accent) ? deriveAccent(accent.toLowerCase()) : null;
  return verdict?.ok ? verdict.palette : (deriveAccent(DEFAULT_THEME.accent) as { palette: AccentPalette }).palette;
};

function AppearanceForm({ theme }: { theme: Theme }) {
  const { t } = useTranslation("admin");
  const form = useAdminForm(themeUpdateSchema, { accent: theme.accent, font: theme.font, colorScheme: theme.colorScheme });
  const save = useAdminMutation(themeApi.update, { success: t("appearance.saved"), failure: t("appearance.saveFailed") });
  const { data: siteInfo } = useSiteInfoForAdmin();
  const accent = form.values.accent ?? theme.accent;
  // What the colour typed so far gives: its shades, or the schemes it is refused for (none while it is no colour yet).
  const verdict = HEX.test(accent) ? deriveAccent(accent.toLowerCase()) : null;
  // While the colour is refused or half typed, the preview shows the saved one.
  const shown = useMemo(() => paletteOf(verdict?.ok ? accent : theme.accent), [verdict?.ok, accent, theme.accent]);
  const fontChoice = radioChoice("font", form.values.font, (font) => form.setField("font", font));
  const schemeChoice = radioChoice("colorScheme", form.values.colorScheme, (scheme) => form.setField("colorScheme", scheme));

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form onSubmit={form.submit(save.run)} noValidate className="card min-w-0 space-y-6 p-5 sm:p-6">
        <p className="m-0 text-sm text-slate-600">{t("appearance.description")}</p>
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-3 p-0 text-base font-semibold text-slate-900">{t("appearance.accent.title")}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col text-sm font-medium text-slate-700">
              {t("appearance.accent.label")}
              <input
                type="color"
                className="mt-1.5 h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                value={HEX.test(accent) ? accent.toLowerCase() : DEFAULT_THEME.accent}
                onChange={(event) => form.setField("accent", event.target.value)}
              />
            </label>
            <TextField
              id="appearance-accent"
              label={t("appearance.accent.hex")}
              className="w-36 font-mono"
              value={accent}
              maxLength={7}
              spellCheck={false}
              onChange={(event) => form.setField("accent", event.target.value.trim())}
              error={form.errors.accent}
            />
          </div>
          <p className="m-0 mt-3 text-xs font-medium text-slate-600">{t("appearance.accent.suggestions")}</p>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {SUGGESTED.map((hex) => (
              <button
                key={hex}
                type="button"
                aria-label={hex}
                aria-pressed={accent.toLowerCase() === hex}
                className="h-8 w-8 rounded-full border-2 border-white shadow ring-1 ring-slate-300 aria-[pressed=true]:ring-2 aria-[pressed=true]:ring-slate-900"
                style={{ background: hex }}
                onClick={() => form.setField("accent", hex)}
              />
            ))}
          </div>
          <p role="status" className={`m-0 mt-3 text-sm ${verdict && !verdict.ok ? "font-medium text-red-700" : "text-emerald-700"}`}>
            {verdict && !verdict.ok
              ? verdict.refusedFor.map((scheme) => t(`appearance.refused.${scheme}`)).join(" ")
              : verdict?.ok
                ? t("appearance.accent.ok")
                : ""}
          </p>
        </fieldset>

        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-1 p-0 text-base font-semibold text-slate-900">{t("appearance.font.title")}</legend>
          <p className="m-0 mb-3 text-sm text-slate-600">{t("appearance.font.hint")}</p>
          <div className="grid gap-2 sm:grid-cols-3">
            {THEME_FONTS.map((font) => (
              <label key={font.id} className={FONT_CARD}>
                <input {...fontChoice(font.id)} />
                <span className="min-w-0">
                  <span className="block text-xl text-slate-900" style={{ fontFamily: fontStacks(font.id).heading }} aria-hidden="true">
                    Aa
                  </span>
                  <span className="block text-xs text-slate-600">{font.name}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-3 p-0 text-base font-semibold text-slate-900">{t("appearance.scheme.title")}</legend>
          <div className="space-y-2">
            {COLOR_SCHEMES.map((scheme) => (
              <label key={scheme} className="flex cursor-pointer items-center gap-3 text-sm text-slate-700">
                <input {...schemeChoice(scheme)} />
                {t(`appearance.scheme.${scheme}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton submitting={form.submitting} label={t("appearance.save")} />
      </form>
      <div className="space-y-6">
        <AppearancePreview
          palette={shown}
          font={form.values.font ?? theme.font}
          colorScheme={form.values.colorScheme ?? theme.colorScheme}
          ownerName={siteInfo?.ownerName || siteInfo?.siteTitle || "Ana"}
          headline={siteInfo?.headline || t("appearance.preview.text")}
        />
        <IconCard iconUrl={theme.iconUrl} />
      </div>
    </div>
  );
}

/** The site's icon: a PNG or SVG upload, or back to the default after a confirmation. */
function IconCard({ iconUrl }: { iconUrl: string | null }) {
  const { t } = useTranslation("admin");
  const { file, clear, picker } = useChosenFile();
  const upload = useAdminMutation(themeApi.uploadIcon, { success: t("appearance.icon.uploaded"), failure: t("appearance.icon.uploadFailed") });
  const reset = useAdminMutation(themeApi.resetIcon, { success: t("appearance.icon.resetDone"), failure: t("appearance.icon.resetFailed") });
  const send = async () => {
    if (file && (await upload.attempt(file))) clear();
  };
  return (
    <section className="card p-5" aria-labelledby="appearance-icon-title">
      <CardHeading id="appearance-icon-title" title={t("appearance.icon.title")} text={t("appearance.icon.hint")} />
      <CurrentImage texts="appearance.icon" look="icon" url={iconUrl} fallback={DEFAULT_ICON} reset={reset} />
      <div className="mt-4 space-y-3">
        <FilePicker id="appearance-icon" label={t("appearance.icon.file")} accept="image/png,image/svg+xml,.png,.svg" {...picker} />
        <button type="button" className="btn-secondary w-full" disabled={!file || upload.busy} onClick={() => void send()}>
          <span className="i-lucide-upload h-4 w-4" aria-hidden="true" />
          {t("appearance.icon.upload")}
        </button>
      </div>
    </section>
  );
}

/** Settings › Appearance (issue 24): the accent, the type pairing, the colour scheme, a live preview and the icon. */
export function AppearanceTab() {
  const { t } = useTranslation("admin");
  const { data: theme, error, isLoading, mutate } = useTheme();
  if (isLoading) return <FormSkeleton />;
  if (error || !theme) return <LoadError text={t("appearance.loadFailed")} error={error} onRetry={() => void mutate()} />;
  return <AppearanceForm theme={theme} />;
}
