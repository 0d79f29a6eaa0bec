import type { ReactNode } from "react";

/** Whether a setting comes from the environment, is set here, or is off: a badge beside its card's title. */
export function SetupBadge({ fromEnv, configured, texts }: { fromEnv: boolean; configured: boolean; texts: { fromEnv: string; on: string; off: string } }) {
  const [text, tone] = fromEnv
    ? [texts.fromEnv, "bg-indigo-50 text-indigo-700"]
    : configured
      ? [texts.on, "bg-emerald-50 text-emerald-700"]
      : [texts.off, "bg-slate-100 text-slate-600"];
  return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{text}</span>;
}

/** Settings the server's environment sets: shown, not editable, under a note that says where to change them. */
export function EnvValues({ note, rows }: { note: string; rows: [label: string, value: string][] }) {
  return (
    <>
      <p className="m-0 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">{note}</p>
      <dl className="m-0 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="m-0 break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The heading of a card for a setting the environment may set: icon, title, its badge, and what it does. */
export function SetupCardHeading({ id, icon, title, badge, description }: { id: string; icon: string; title: string; badge: ReactNode; description: string }) {
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="m-0 flex items-center gap-2 text-base font-semibold text-slate-900">
          <span className={`${icon} h-5 w-5 text-slate-500`} aria-hidden="true" />
          {title}
        </h2>
        {badge}
      </div>
      <p className="m-0 mt-1 text-sm text-slate-600">{description}</p>
    </div>
  );
}
