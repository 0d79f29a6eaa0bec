import { lazy, Suspense, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../lib/chunk-load";
import { Spinner } from "../ui/Spinner";

export type LazyPage<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A page in its own chunk, so the home page's script carries only the home page. The server preloads every such
 * page before rendering (renderToString cannot wait) and the browser preloads the current one before hydrating,
 * so a server-rendered page renders directly, with no Suspense boundary: React hydrates a boundary in a later pass,
 * after SWR has written its cache, and SWR would then force a synchronous re-render of the whole page. Only a page
 * first reached by client-side navigation shows a spinner, in a boundary of its own, while its chunk loads.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= loadChunk(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed even after a reload (offline) is tried again on the next visit to the page.
        pending = undefined;
        throw error;
      },
    ));

  const loadAsModule = () => preload().then((component) => ({ default: component }));
  function Page(props: P) {
    const { t } = useTranslation();
    // Decided once per mount, so the tree keeps its shape (and the page its state) once the chunk has arrived.
    // A React.lazy per mount, because it remembers a failure and the next visit should try again.
    const [{ Component, ready }] = useState(() =>
      loaded ? { Component: loaded, ready: true } : { Component: lazy(loadAsModule) as ComponentType<P>, ready: false },
    );
    if (ready) return <Component {...props} />;
    return (
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}
