import type { ReactNode } from "react";

/** The title band at the top of the secondary public pages. */
type PageHeaderProps = {
  eyebrow: string;
  title: string;
  description?: string;
  /** The description's language when it is not the page's (the legal pages' Spanish introductions). */
  descriptionLang?: string;
  /** Shown between the title and the description. */
  notice?: ReactNode;
  /** "narrow" lines the title up with a reading column below it (legal pages). */
  width?: "wide" | "narrow";
  children?: ReactNode;
};

export function PageHeader({ eyebrow, title, description, descriptionLang, notice, width = "wide", children }: PageHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-indigo-50/70 to-white">
      <div className={`container-page py-12 sm:py-16 ${width === "narrow" ? "max-w-3xl" : ""}`}>
        {children}
        <p className="m-0 text-sm font-semibold uppercase tracking-wider text-indigo-600">{eyebrow}</p>
        <h1 className="m-0 mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {notice}
        {description && (
          <p lang={descriptionLang} className="mb-0 mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
            {description}
          </p>
        )}
      </div>
    </header>
  );
}
