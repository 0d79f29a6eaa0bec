import { useEffect, useMemo, useRef, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE } from "../../../../src/shared/languages";
import { HeroView, type HeroContent } from "../../../components/public/HeroSection";
import { createI18n } from "../../../i18n";

/** The width the preview lays the hero out at on a wide screen, then scales down to fit its card. */
const DESKTOP_WIDTH = 1200;
/** Below this card width (a phone) the hero is shown at its own width, as a phone's visitors see it. */
const SCALE_FROM = 480;

/**
 * The home page's hero as visitors will see it, drawn by the public hero itself from the form's values as they are
 * typed. It is a picture of the page, not part of the form: inert, so its links and heading are out of the way.
 */
export function HeroPreview({ content, showCvLink }: { content: HeroContent; showCvLink: boolean }) {
  const { t } = useTranslation("admin");
  const frame = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ width: 0, height: 0 });
  // The hero's own words are the visitors' texts, in the language of the texts being edited (Spanish).
  const publicTexts = useMemo(() => createI18n(DEFAULT_LANGUAGE), []);

  useEffect(() => {
    const measure = () => setLayout({ width: frame.current?.clientWidth ?? 0, height: page.current?.offsetHeight ?? 0 });
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    if (frame.current) observer.observe(frame.current);
    if (page.current) observer.observe(page.current);
    return () => observer.disconnect();
  }, []);

  const scaled = layout.width >= SCALE_FROM;
  const scale = scaled ? layout.width / DESKTOP_WIDTH : 1;
  return (
    <figure className="m-0">
      <figcaption className="mb-2">
        <span className="block text-sm font-semibold text-slate-800">{t("ownSite.preview")}</span>
        <span className="block text-xs text-slate-500">{t("ownSite.previewHint")}</span>
      </figcaption>
      <div
        ref={frame}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white"
        style={scaled && layout.height ? { height: layout.height * scale } : undefined}
        data-testid="hero-preview"
      >
        <div ref={page} inert style={scaled ? { width: DESKTOP_WIDTH, transform: `scale(${scale})`, transformOrigin: "top left" } : undefined}>
          <I18nextProvider i18n={publicTexts}>
            <HeroView content={content} showCvLink={showCvLink} />
          </I18nextProvider>
        </div>
      </div>
    </figure>
  );
}
