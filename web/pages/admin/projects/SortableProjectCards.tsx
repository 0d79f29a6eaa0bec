import { useLayoutEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { DeleteButton, EditLink } from "../../../components/admin/AdminUi";
import { PortfolioProjectCard } from "../../../components/public/ProjectCard";
import { createI18n } from "../../../i18n";
import { useAdminLanguage } from "../admin-language";

/** A control of a card that keeps the focus when its card moves, found again by this name after the move. */
type Control = "handle" | "earlier" | "later";

/** The handle's keys: earlier and later in reading order (a grid reads left to right, then down), first and last. */
const KEY_MOVES: Record<string, (position: number, total: number) => number> = {
  ArrowUp: (position) => position - 1,
  ArrowLeft: (position) => position - 1,
  ArrowDown: (position) => position + 1,
  ArrowRight: (position) => position + 1,
  Home: () => 0,
  End: (_, total) => total - 1,
};

/** An icon control of a card: 44 × 44 px, the smallest comfortable tap target. */
const CARD_CONTROL =
  "inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg border border-slate-200 bg-white px-2 text-sm font-semibold text-slate-600 hover:bg-slate-50 hover:text-slate-900 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-white";

type CardProps = {
  project: Project;
  index: number;
  total: number;
  dragging: boolean;
  target: boolean;
  onMove: (to: number, control: Control) => void;
  onDelete: (project: Project) => void;
  drag: {
    start: (event: DragEvent<HTMLButtonElement>) => void;
    over: (event: DragEvent<HTMLLIElement>) => void;
    drop: (event: DragEvent<HTMLLIElement>) => void;
    end: () => void;
  };
};

/**
 * One project as the admin sees it: the visitors' own card (the texts of the public site, in the owner's language),
 * with the admin's controls around it: the drag handle and the move buttons above, edit and delete below.
 */
function SortableProjectCard({ project, index, total, dragging, target, onMove, onDelete, drag }: CardProps) {
  const { t } = useTranslation("admin");
  const { language } = useAdminLanguage();
  const publicTexts = useMemo(() => createI18n(language), [language]);
  const first = index === 0;
  const last = index === total - 1;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = KEY_MOVES[event.key]?.(index, total);
    if (to === undefined) return;
    event.preventDefault();
    onMove(to, "handle");
  };
  return (
    <li
      data-testid="project-card"
      data-project-id={project.id}
      onDragOver={drag.over}
      onDrop={drag.drop}
      className={`flex flex-col gap-3 rounded-2xl transition-opacity ${dragging ? "opacity-40" : ""} ${target ? "outline-2 outline-indigo-500 outline-dashed outline-offset-4" : ""}`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          draggable
          data-control="handle"
          aria-label={t("projectOrder.handle", { title: project.title, position: index + 1, total })}
          aria-describedby="project-order-hint"
          onKeyDown={onKeyDown}
          onDragStart={drag.start}
          onDragEnd={drag.end}
          className={`${CARD_CONTROL} cursor-grab active:cursor-grabbing`}
        >
          <span className="i-lucide-grip-vertical h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{index + 1}</span>
        </button>
        {project.featured && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-amber-950 shadow-sm">
            <span className="i-lucide-star h-3 w-3" aria-hidden="true" />
            {t("projects.featured")}
          </span>
        )}
        <span className="ml-auto flex gap-1.5">
          <button
            type="button"
            data-control="earlier"
            aria-label={t("projectOrder.earlier", { title: project.title })}
            // Not `disabled`: a disabled button drops the focus of someone who just moved the card to the front.
            aria-disabled={first || undefined}
            onClick={() => !first && onMove(index - 1, "earlier")}
            className={CARD_CONTROL}
          >
            <span className="i-lucide-arrow-up h-4 w-4 sm:hidden" aria-hidden="true" />
            <span className="i-lucide-arrow-left hidden h-4 w-4 sm:block" aria-hidden="true" />
          </button>
          <button
            type="button"
            data-control="later"
            aria-label={t("projectOrder.later", { title: project.title })}
            aria-disabled={last || undefined}
            onClick={() => !last && onMove(index + 1, "later")}
            className={CARD_CONTROL}
          >
            <span className="i-lucide-arrow-down h-4 w-4 sm:hidden" aria-hidden="true" />
            <span className="i-lucide-arrow-right hidden h-4 w-4 sm:block" aria-hidden="true" />
          </button>
        </span>
      </div>
      <I18nextProvider i18n={publicTexts}>
        <PortfolioProjectCard project={project} />
      </I18nextProvider>
      <div className="flex gap-2">
        <EditLink to={`/admin/projects/edit/${project.id}`} itemName={project.title} className="min-h-11 flex-1" />
        <DeleteButton onClick={() => onDelete(project)} itemName={project.title} className="min-h-11 flex-1" />
      </div>
    </li>
  );
}

/**
 * The projects as the visitors' cards, in the order visitors see them, put in order by dragging a card's handle
 * onto another card (native drag and drop), or from the keyboard: the handle's arrow keys, Home and End, or the
 * move buttons. After each move the focus stays on the control used and a live region says where the card is now.
 */
export function SortableProjectCards({
  projects,
  onMove,
  onDelete,
}: {
  projects: Project[];
  onMove: (from: number, to: number) => boolean;
  onDelete: (project: Project) => void;
}) {
  const { t } = useTranslation("admin");
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef<{ id: number; control: Control } | null>(null);

  // Moving a card moves its element, which loses the focus: it goes back to the control that made the move.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    list.current?.querySelector<HTMLElement>(`[data-project-id="${wanted.id}"] [data-control="${wanted.control}"]`)?.focus();
  });

  const move = (from: number, to: number, control: Control) => {
    const project = projects[from];
    if (!project || !onMove(from, to)) return;
    refocus.current = { id: project.id, control };
    setAnnouncement(t("projectOrder.moved", { title: project.title, position: to + 1, total: projects.length }));
  };

  const endDrag = () => {
    setDragged(null);
    setTarget(null);
  };

  return (
    <>
      <p id="project-order-hint" className="m-0 mb-5 text-sm text-slate-600">
        {t("projectOrder.hint")}
      </p>
      <ul ref={list} className="m-0 grid list-none gap-x-5 gap-y-8 p-0 sm:grid-cols-2 xl:grid-cols-3">
        {projects.map((project, index) => (
          <SortableProjectCard
            key={project.id}
            project={project}
            index={index}
            total={projects.length}
            dragging={dragged === index}
            target={dragged !== null && dragged !== index && target === index}
            onMove={(to, control) => move(index, to, control)}
            onDelete={onDelete}
            drag={{
              start: (event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(project.id));
                // The whole card follows the pointer, not only its handle.
                const card = event.currentTarget.closest("li");
                if (card) event.dataTransfer.setDragImage(card, 24, 24);
              },
              over: (event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                setTarget(index);
              },
              drop: (event) => {
                if (dragged === null) return;
                event.preventDefault();
                move(dragged, index, "handle");
                endDrag();
              },
              end: endDrag,
            }}
          />
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
