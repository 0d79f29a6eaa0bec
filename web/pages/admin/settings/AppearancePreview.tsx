import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { AccentPalette } from "../../../../src/shared/theme-contrast";
import { accentVariables, paletteVariables } from "../../../../src/shared/theme-palette";
import { fontStacks, type ColorScheme, type ThemeFontId } from "../../../../src/shared/theme";
import { CardHeading } from "../../../components/admin/AdminUi";
import { initialsOf } from "../../../lib/placeholder";

type PreviewProps = { palette: AccentPalette; font: ThemeFontId; colorScheme: ColorScheme; ownerName: string; headline: string };

/** The site's variables in one scheme, set on the preview's frame: the utilities inside draw with them, as pages do. */
function frameStyle(palette: AccentPalette, font: ThemeFontId, scheme: "light" | "dark"): CSSProperties {
  const fonts = fontStacks(font);
  return {
    ...paletteVariables(scheme),
    ...accentVariables(palette, scheme),
    "--font-body": fonts.body,
    "--font-heading": fonts.heading,
    fontFamily: fonts.body,
    colorScheme: scheme,
  } as CSSProperties;
}

/** A small home page in one scheme: header, hero with the owner's own words, the buttons, a tag and a card. */
function MiniHome({ palette, font, scheme, ownerName, headline }: Omit<PreviewProps, "colorScheme"> & { scheme: "light" | "dark" }) {
  const { t } = useTranslation("admin");
  const heading = { fontFamily: fontStacks(font).heading };
  return (
    <figure className="m-0 min-w-0" data-testid={`preview-${scheme}`}>
      <figcaption className="mb-2 text-xs font-medium text-slate-600">{t(`appearance.preview.${scheme}`)}</figcaption>
      <div style={frameStyle(palette, font, scheme)} className="overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900" aria-hidden="true">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
          <span className="flex items-center gap-2 text-xs font-semibold">
            <span className="site-logo flex h-6 w-6 items-center justify-center rounded-md bg-indigo-600 text-[10px] font-bold text-white">
              <span>{initialsOf(ownerName || "A")}</span>
            </span>
            {ownerName}
          </span>
          <span className="text-[11px] text-slate-600">{t("appearance.preview.tag")}</span>
        </div>
        <div className="bg-gradient-to-br from-indigo-50 via-white to-white px-4 py-5">
          <p className="m-0 text-xs font-medium text-indigo-700">
            {t("appearance.preview.greeting")} {ownerName}
          </p>
          <p className="m-0 mt-1 text-lg font-bold leading-tight tracking-tight text-slate-900" style={heading}>
            {headline}
          </p>
          <p className="m-0 mt-2 text-xs text-slate-600">{t("appearance.preview.text")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <span className="btn-primary px-3 py-1.5 text-xs">{t("appearance.preview.primary")}</span>
            <span className="btn-secondary px-3 py-1.5 text-xs">{t("appearance.preview.secondary")}</span>
          </div>
          <div className="card mt-4 p-3">
            <span className="tag">{t("appearance.preview.tag")}</span>
            <p className="m-0 mt-2 text-sm font-semibold text-slate-900" style={heading}>
              {t("appearance.preview.article")}
            </p>
          </div>
        </div>
      </div>
    </figure>
  );
}

/** The home page as the choices would show it: both schemes while visitors' systems decide, else the one forced. */
export function AppearancePreview({ colorScheme, ...props }: PreviewProps) {
  const { t } = useTranslation("admin");
  const schemes = colorScheme === "auto" ? (["light", "dark"] as const) : ([colorScheme] as const);
  return (
    <section className="card p-5" aria-labelledby="appearance-preview-title">
      <CardHeading id="appearance-preview-title" title={t("appearance.preview.title")} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        {schemes.map((scheme) => (
          <MiniHome key={scheme} scheme={scheme} {...props} />
        ))}
      </div>
    </section>
  );
}
