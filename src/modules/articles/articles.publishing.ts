import type { Db } from "../../db/open";
import type { Logger } from "../../lib/log";
import type { Scheduler } from "../../platform/scheduler/scheduler.jobs";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import { createArticlesUseCases, type PublicationListener } from "./articles.usecases";

export const PUBLISH_JOB = "publish-scheduled";

/**
 * Scheduled publishing without polling: one timer, set for the next scheduled article. Visibility itself is computed
 * from the clock at read time (articles.usecases.ts), so what the timer does at that moment is write down the
 * publication date of what just went out and tell the caches (`published`): pages, reads, feeds and search were
 * produced before the moment and must be made again. `arm` is called at start-up (an article whose time passed
 * while the server was down goes out then) and after every write, import and restore, which may have moved the
 * next time.
 */
export function createScheduledPublishing({
  db,
  scheduler,
  clock,
  log,
  published,
  listeners,
}: {
  db: Db;
  scheduler: Scheduler;
  clock: Clock;
  log: Logger;
  published: () => void;
  /** Told of each scheduled article as it goes out, in the transaction that writes down its publication date. */
  listeners: PublicationListener[];
}) {
  const articles = createArticlesUseCases(db, { clock, listeners });

  /** Writes down what has gone out and sets the timer for the next scheduled time (or none); true when anything went out. */
  function settle(): boolean {
    const due = articles.recordScheduledPublications();
    if (due.length > 0) log.info(`Published ${due.length} scheduled article(s)`, { articles: due.join(",") });
    scheduler.at(PUBLISH_JOB, articles.nextScheduledTime(), fire);
    return due.length > 0;
  }

  function fire(): void {
    settle();
    // The moment has passed even when nothing was left to write down (the article was published early by hand, say):
    // whatever was cached before it is stale.
    published();
  }

  const arm = (): void => {
    if (settle()) published();
  };

  return { arm };
}
export type ScheduledPublishing = ReturnType<typeof createScheduledPublishing>;
