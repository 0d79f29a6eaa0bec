import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { StateMessage } from "../ui/StateMessage";

type BoundaryProps = { children: ReactNode; fallback: ReactNode; resetKey: string };
type BoundaryState = { failed: boolean; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A screen that fails to render (a bug, a chunk that would not load even after a reload) shows a message and a
 * reload button in place of that screen, instead of blanking the whole page; going to another page clears it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fallback = (
    <div className="container-page py-16">
      <StateMessage kind="error">{t("pageError")}</StateMessage>
      <button type="button" className="btn-secondary mt-4" onClick={() => window.location.reload()}>
        <span className="i-lucide-rotate-cw h-4 w-4" aria-hidden="true" />
        {t("reload")}
      </button>
    </div>
  );
  return (
    <Boundary resetKey={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
