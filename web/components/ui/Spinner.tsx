/** Shown while a lazily loaded screen loads (spec §2). */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
