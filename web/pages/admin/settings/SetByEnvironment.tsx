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
