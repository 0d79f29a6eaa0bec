import type { ReactNode } from "react";

type CenteredNoticeProps = {
  /** The heading's id, which names the section. */
  id: string;
  /** The icon class and the colours of the round badge that holds it. */
  icon: string;
  badgeClassName: string;
  /** The card's max-width class. */
  widthClassName: string;
  title: string;
  text: string;
  /** The way on (a link or a button) under the text. */
  children: ReactNode;
};

/** A page that has nothing to show (an unknown path, a missing article): one centred card with an icon. */
export function CenteredNotice({ id, icon, badgeClassName, widthClassName, title, text, children }: CenteredNoticeProps) {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-16" aria-labelledby={id}>
      <div className={`card w-full ${widthClassName} p-8 text-center sm:p-10`}>
        <span className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${badgeClassName}`} aria-hidden="true">
          <span className={`${icon} h-7 w-7`} />
        </span>
        <h1 id={id} className="m-0 mt-6 text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        <p className="mb-0 mt-3 text-slate-600">{text}</p>
        {children}
      </div>
    </section>
  );
}
