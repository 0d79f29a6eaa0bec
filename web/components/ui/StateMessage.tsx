import type { ReactNode } from "react";

type StateMessageProps = { kind: "empty" | "error"; children: ReactNode; className?: string };

/** The text a data block shows when it failed to load or has nothing to show. */
export function StateMessage({ kind, children, className = "" }: StateMessageProps) {
  const error = kind === "error";
  return (
    <div
      role={error ? "alert" : undefined}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3.5 text-sm ${
        error ? "border-red-200 bg-red-50 text-red-800" : "border-dashed border-slate-300 bg-slate-50 text-slate-600"
      } ${className}`}
    >
      <span className={`${error ? "i-lucide-circle-alert" : "i-lucide-inbox"} mt-0.5 h-4 w-4`} aria-hidden="true" />
      <p className="m-0">{children}</p>
    </div>
  );
}
