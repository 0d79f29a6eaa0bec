import type { ReactNode } from "react";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  /** A link or button aligned with the title on wide screens (e.g. 'view all'). */
  action?: ReactNode;
  /** h1 on pages whose title this is, h2 in home sections. */
  level?: 1 | 2;
};

/** The same title block for every section and page, so spacing and type stay consistent. */
export function SectionHeading({ id, eyebrow, title, description, action, level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mb-10 flex flex-col gap-5 sm:mb-12 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <p className="m-0 text-sm font-semibold uppercase tracking-wider text-indigo-600">{eyebrow}</p>
        <Heading id={id} className={`m-0 mt-2 font-bold tracking-tight text-slate-900 ${level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}`}>
          {title}
        </Heading>
        {description && <p className="mb-0 mt-4 text-lg leading-relaxed text-slate-600">{description}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}

/** The 'view all' style link next to a section title. */
export function ViewAllLink({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 group-hover:text-indigo-800">
      {children}
      <span className="i-lucide-arrow-right h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </span>
  );
}
