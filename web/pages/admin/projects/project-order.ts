import { useRef } from "react";
import { projectsApi, reloadProjects } from "../../../api/projects";
import type { Project } from "../../../api/types";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The whole list after the shown projects were put in the sequence `shown`: a project not shown (its delete waits
 * for its Undo) keeps its place, and orders are numbered as the server numbers them (one apart from the lowest),
 * so the cards read right before it answers.
 */
export function withShownSequence(all: readonly Project[], shown: readonly Project[]): Project[] {
  const shownIds = new Set(shown.map((project) => project.id));
  let next = 0;
  const sequence = all.map((project) => (shownIds.has(project.id) ? shown[next++]! : project));
  const start = Math.min(...all.map((project) => project.order));
  return sequence.map((project, position) => ({ ...project, order: start + position }));
}

/**
 * Moving a shown project from one place to another: the list changes at once (`show`), and the order is saved
 * through the admin's one write hook (a failure toasts). Moves made while a save is on its way are saved after it,
 * only the latest, so the server receives them in the order they were made; once the last one is saved, every
 * cached read of the projects is read again, which also puts back the server's order after a failure.
 */
export function useProjectOrder({
  all,
  shown,
  show,
  failure,
}: {
  all: Project[] | undefined;
  shown: Project[] | undefined;
  show: (list: Project[]) => void;
  failure: string;
}) {
  const save = useAdminMutation(projectsApi.reorder, { failure });
  const queue = useRef<{ saving: boolean; next: number[] | null }>({ saving: false, next: null });

  const drain = async () => {
    queue.current.saving = true;
    while (queue.current.next) {
      const ids = queue.current.next;
      queue.current.next = null;
      await save.attempt(ids);
    }
    queue.current.saving = false;
    await reloadProjects();
  };

  /** Moves the shown project at `from` to `to`; answers whether it moved (not past either end). */
  return (from: number, to: number): boolean => {
    if (!all || !shown || from === to || to < 0 || to >= shown.length) return false;
    const list = withShownSequence(all, moved(shown, from, to));
    show(list);
    queue.current.next = list.map((project) => project.id);
    if (!queue.current.saving) void drain();
    return true;
  };
}
