import { useTranslation } from "react-i18next";

/** How each image setting is framed: the site icon small and whole, the home portrait larger and filled. */
const LOOKS = {
  icon: "h-16 w-16 rounded-xl border border-slate-200 bg-white object-contain p-1",
  portrait: "h-24 w-24 rounded-2xl border border-slate-200 bg-slate-100 object-cover",
};

type CurrentImageProps = {
  /** Where the texts are: `<texts>.current`, `.custom`, `.default`, `.reset` and `.confirmReset`. */
  texts: "appearance.icon" | "settings.hero";
  look: keyof typeof LOOKS;
  /** The owner's own image, or null while the default shows. */
  url: string | null;
  fallback: string;
  reset: { busy: boolean; attempt: () => Promise<boolean> };
};

/** An image setting as it stands (the site icon, the home portrait): the image, whose it is, and back to the default. */
export function CurrentImage({ texts, look, url, fallback, reset }: CurrentImageProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="mt-4 flex items-center gap-4">
      <img src={url ?? fallback} alt={t(`${texts}.current`)} className={LOOKS[look]} />
      <div className="text-sm">
        <p className="m-0 font-medium text-slate-800">{url ? t(`${texts}.custom`) : t(`${texts}.default`)}</p>
        {url && (
          <button
            type="button"
            className="btn-ghost mt-1 -ml-2 px-2 py-1 text-xs"
            disabled={reset.busy}
            onClick={() => {
              if (window.confirm(t(`${texts}.confirmReset`))) void reset.attempt();
            }}
          >
            <span className="i-lucide-rotate-ccw h-3.5 w-3.5" aria-hidden="true" />
            {t(`${texts}.reset`)}
          </button>
        )}
      </div>
    </div>
  );
}
