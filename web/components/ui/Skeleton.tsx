import type { ReactNode } from "react";
import { slots } from "../../lib/slots";

/** A grey placeholder block; size it like the content it stands for so nothing moves when the data arrives. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div className={`skeleton ${className}`} aria-hidden="true" />;
}

/** Skeleton blocks one after another, one a class list: the lines of a text or a card as they will stand. */
export function Skeletons({ shapes }: { shapes: string[] }) {
  return slots(shapes.length).map((slot) => <Skeleton key={slot} className={shapes[slot]} />);
}

/** Announces a loading block once to screen readers while its skeletons show. */
export function LoadingRegion({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
