import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useLogout } from "../../api/auth";
import { useServerStatus } from "../../api/health";
import { useMessages } from "../../api/messages";
import type { User } from "../../api/types";
import { useOwnerName } from "./owner-name";
import { clockTime } from "./format";
import { PACKAGE_VERSION } from "../../../src/shared/version";
import { DemoContentBanner } from "../../components/admin/DemoContentBanner";
import { sendWaitingWrites } from "../../components/admin/use-admin-mutation";
import { AdminLanguageMenu, useAdminLanguageOnServer, useAdminLocale } from "./admin-language";

/** A link of the sidebar or the quick actions; `label` is its key in the admin's texts. */
type NavEntry = { to: string; label: string; icon: string };

/** The sidebar's entries, in order: the spec's six (§2) with statistics after the dashboard and the fediverse after the messages. */
const NAV_ENTRIES: NavEntry[] = [
  { to: "/admin", label: "layout.nav.dashboard", icon: "i-lucide-layout-dashboard" },
  { to: "/admin/stats", label: "stats.title", icon: "i-lucide-chart-column" },
  { to: "/admin/cv", label: "layout.nav.cv", icon: "i-lucide-file-user" },
  { to: "/admin/articles", label: "layout.nav.articles", icon: "i-lucide-newspaper" },
  { to: "/admin/projects", label: "layout.nav.projects", icon: "i-lucide-folder-kanban" },
  { to: "/admin/messages", label: "layout.nav.messages", icon: "i-lucide-mail" },
  { to: "/admin/readers", label: "readers.title", icon: "i-lucide-users" },
  { to: "/admin/fediverse", label: "fediverse.title", icon: "i-lucide-radio-tower" },
  { to: "/admin/settings", label: "layout.nav.settings", icon: "i-lucide-settings" },
];

const QUICK_ACTIONS: NavEntry[] = [
  { to: "/admin/projects/new", label: "layout.quick.newProject", icon: "i-lucide-folder-kanban" },
  { to: "/admin/articles/new", label: "layout.quick.newArticle", icon: "i-lucide-newspaper" },
  { to: "/admin/stats", label: "layout.quick.stats", icon: "i-lucide-chart-column" },
  { to: "/admin/settings", label: "layout.nav.settings", icon: "i-lucide-settings" },
];

/** The dashboard matches only itself; every other entry matches its whole section (e.g. /admin/articles/new). */
export function isActiveEntry(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin") return path === "/admin";
  return path === to || path.startsWith(`${to}/`);
}

function useUnreadCount(): number {
  const { data } = useMessages();
  return data?.filter((m) => !m.read).length ?? 0;
}

/**
 * The server status strip, shown only when something is wrong: while the server answers there is nothing to say, and
 * a strip that always shows "online" teaches the eye to skip it. The live region stays, empty, so that a screen
 * reader hears the server go away and come back.
 */
function ServerStatusBar() {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const status = useServerStatus();
  if (status.state !== "offline") return <p className="sr-only" role="status" aria-live="polite" />;
  return (
    <div className="bg-red-700 text-xs text-white" data-testid="server-status">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-3 px-4 py-1 sm:px-6">
        <p className="m-0 flex items-center gap-2" role="status" aria-live="polite">
          <span className="i-lucide-wifi-off h-3.5 w-3.5" aria-hidden="true" />
          <span className="font-semibold">{t("layout.status.offline")}</span>
          {status.checkedAt && <span className="text-red-100">· {t("layout.status.lastCheck", { time: clockTime(status.checkedAt, locale) })}</span>}
        </p>
      </div>
    </div>
  );
}

/** The version, at the foot of the sidebar (it used to sit in the status strip, now shown only on trouble). */
function VersionLabel() {
  const { t } = useTranslation("admin");
  return <p className="m-0 mt-auto px-3 text-xs text-slate-500">{t("layout.status.version", { version: PACKAGE_VERSION })}</p>;
}

function SidebarNav({ unread, onNavigate }: { unread: number; onNavigate?: () => void }) {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("layout.navLabel")}>
      <ul className="m-0 list-none space-y-1 p-0">
        {NAV_ENTRIES.map((entry) => {
          const active = isActiveEntry(entry.to, pathname);
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium no-underline transition-colors ${
                  active ? "bg-indigo-50 text-indigo-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                <span className={`${entry.icon} h-5 w-5 ${active ? "text-indigo-600" : "text-slate-400"}`} aria-hidden="true" />
                <span className="flex-1">{t(entry.label)}</span>
                {entry.to === "/admin/messages" && unread > 0 && (
                  <>
                    <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white" aria-hidden="true">
                      {unread}
                    </span>
                    <span className="sr-only">{t("layout.unread", { count: unread })}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The panel's mark; `compact` keeps only the icon (the phone's header has little room), in a full-size tap target. */
function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Link
      to="/admin"
      className={`flex items-center gap-2.5 text-slate-900 no-underline ${compact ? "h-11 w-11 justify-center" : ""}`}
      aria-label={compact ? t("layout.title") : undefined}
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
        <span className="i-lucide-layers h-4.5 w-4.5" aria-hidden="true" />
      </span>
      {!compact && <span className="text-base font-bold tracking-tight">{t("layout.title")}</span>}
    </Link>
  );
}

/** On a phone the sidebar is a drawer: it closes on a choice, on Escape and on a tap outside. */
function NavDrawer({ open, onClose, unread, ownerName }: { open: boolean; onClose: () => void; unread: number; ownerName: string | undefined }) {
  const { t } = useTranslation("admin");
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <button
        type="button"
        className="absolute inset-0 h-full w-full cursor-default border-0 bg-slate-900/50 p-0"
        aria-label={t("layout.closeMenu")}
        tabIndex={-1}
        onClick={onClose}
      />
      <aside id="admin-drawer" className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="flex items-center justify-between">
          <Brand />
          <button ref={closeButton} type="button" className={ICON_BUTTON} onClick={onClose} aria-label={t("layout.closeMenu")}>
            <span className="i-lucide-x h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <SidebarNav unread={unread} onNavigate={onClose} />
        <p className="m-0 mt-auto flex min-w-0 items-center gap-2 border-t border-slate-100 pt-4 text-sm font-medium text-slate-700">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <span className="i-lucide-user h-4 w-4" aria-hidden="true" />
          </span>
          <span className="truncate">{ownerName}</span>
        </p>
      </aside>
    </div>
  );
}

function QuickActionsMenu() {
  const { t } = useTranslation("admin");
  return (
    <Menu>
      <MenuButton className="btn-secondary h-11 min-w-11 px-3 py-0">
        <span className="i-lucide-zap h-4 w-4 text-amber-500" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t("layout.quick.menu")}</span>
        <span className="i-lucide-chevron-down hidden h-4 w-4 text-slate-400 sm:inline-block" aria-hidden="true" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none [--anchor-gap:4px]">
        {QUICK_ACTIONS.map((action) => (
          <MenuItem key={action.to}>
            <Link
              to={action.to}
              className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 no-underline data-[focus]:bg-slate-100 data-[focus]:text-slate-900"
            >
              <span className={`${action.icon} h-4 w-4 text-slate-400`} aria-hidden="true" />
              {t(action.label)}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** A header control with only an icon: at least 44 × 44 px, the smallest comfortable tap target. */
const ICON_BUTTON =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border-0 bg-transparent p-0 text-slate-600 hover:bg-slate-100 hover:text-slate-900";

function Header({ ownerName, unread, onOpenMenu }: { ownerName: string | undefined; unread: number; onOpenMenu: () => void }) {
  const { t } = useTranslation("admin");
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-1 px-4 sm:gap-3 sm:px-6">
        <button type="button" className={`${ICON_BUTTON} -ml-2 lg:hidden`} onClick={onOpenMenu} aria-label={t("layout.openMenu")} aria-controls="admin-drawer">
          <span className="i-lucide-menu h-5 w-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1 lg:hidden">
          <Brand compact />
        </div>
        <div className="hidden flex-1 lg:block" />
        <QuickActionsMenu />
        <Link
          to="/admin/messages"
          className={`relative ${ICON_BUTTON}`}
          aria-label={unread ? t("layout.messagesUnread", { count: unread }) : t("layout.nav.messages")}
        >
          <span className="i-lucide-bell h-5 w-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="unread-badge"
              className="absolute right-1 top-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] font-bold leading-none text-white"
            >
              {unread}
            </span>
          )}
        </Link>
        <a href="/" target="_blank" rel="noopener noreferrer" className={ICON_BUTTON} title={t("layout.viewSite")}>
          <span className="i-lucide-external-link h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t("layout.viewSiteNewTab")}</span>
        </a>
        <span className="hidden min-w-0 items-center gap-2 pl-1 text-sm font-medium text-slate-700 sm:flex">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <span className="i-lucide-user h-4 w-4" aria-hidden="true" />
          </span>
          {ownerName === undefined ? (
            <span className="skeleton h-4 w-20" aria-hidden="true" />
          ) : (
            <span className="max-w-48 truncate" data-testid="owner-name" title={ownerName}>
              {ownerName}
            </span>
          )}
        </span>
        <AdminLanguageMenu />
        <button
          type="button"
          className="btn-ghost h-11 min-w-11 px-2.5 py-0"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            // A delete still offering Undo is sent first, while the session that may send it lasts.
            void sendWaitingWrites().finally(logout);
          }}
        >
          <span className="i-lucide-log-out h-4 w-4" aria-hidden="true" />
          <span className="sr-only md:not-sr-only">{t("layout.logout")}</span>
        </button>
      </div>
    </header>
  );
}

/** The admin frame (spec §2): server status, header, sidebar (a drawer on a phone) and the screen. */
export function AdminLayout({ user, children }: { user: User; children: ReactNode }) {
  const unread = useUnreadCount();
  const ownerName = useOwnerName(user);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const { pathname } = useLocation();
  useAdminLanguageOnServer();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes on every navigation.
  useEffect(closeDrawer, [pathname, closeDrawer]);

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <ServerStatusBar />
      <div className="flex">
        <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col gap-8 border-r border-slate-200 bg-white px-4 py-5 lg:flex">
          <Brand />
          <SidebarNav unread={unread} />
          <VersionLabel />
        </aside>
        <div className="min-w-0 flex-1">
          <Header ownerName={ownerName} unread={unread} onOpenMenu={() => setDrawerOpen(true)} />
          <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <DemoContentBanner />
            {children}
          </main>
        </div>
      </div>
      <NavDrawer open={drawerOpen} onClose={closeDrawer} unread={unread} ownerName={ownerName} />
    </div>
  );
}
