import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AdminApp from "./AdminApp";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { isActiveEntry } from "./AdminLayout";
import { message, siteInfo, statsReport, USER } from "../../testing/admin-fixtures";
import { never, installFakeApi } from "../../testing/fake-api";
import { otherLanguageTexts } from "../../testing/page-language";
import { renderAdmin } from "../../testing/render";

const api = installFakeApi();

/** A signed-in admin with empty lists, unless a test says otherwise. */
function signedIn() {
  return api
    .on("GET /api/auth/me", { body: USER })
    .on("GET /api/health", { body: { status: "ok", version: "1.0.0", uptimeSeconds: 5 } })
    .on("GET /api/messages", { body: [] })
    .on("GET /api/projects", { body: [] })
    .on("GET /api/articles", { body: [] })
    .on("GET /api/site-info", { body: siteInfo({ ownerName: "Andrea Salazar Huamán" }) });
}

const sidebar = (name = "Menú del panel") => screen.getAllByRole("navigation", { name })[0]!;

describe("admin sign-in gate", () => {
  test("shows a loading state while the auth check runs", () => {
    api.on("GET /api/auth/me", never);
    renderAdmin(<AdminApp />);
    expect(screen.getByText("Cargando")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Menú del panel" })).toBeNull();
  });

  test("redirects to /login when signed out", async () => {
    api.on("GET /api/auth/me", { status: 401, body: { message: "Not signed in" } });
    renderAdmin(<AdminApp />, { path: "/admin/articles" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
  });

  test("sends the stored token as a bearer credential", async () => {
    localStorage.setItem("token", "stored-token");
    signedIn();
    let authorization: string | null = null;
    api.on("GET /api/auth/me", (call) => {
      authorization = call.headers.get("authorization");
      return { body: USER };
    });
    renderAdmin(<AdminApp />);
    await screen.findByRole("heading", { name: "Panel Principal" });
    expect(authorization === "Bearer stored-token").toBe(true);
  });
});

describe("session ending while the admin is open", () => {
  test("a read refused with 401 re-checks the sign-in and goes to /login", async () => {
    localStorage.setItem("token", "expired");
    let sessionValid = true;
    signedIn();
    api.on("GET /api/auth/me", () => (sessionValid ? { body: USER } : { status: 401 }));
    api.on("GET /api/messages", () => {
      sessionValid = false;
      return { status: 401, body: { message: "Not signed in" } };
    });
    renderAdmin(<AdminApp />);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("admin layout", () => {
  test("sidebar has the spec's six entries with Statistics after the dashboard then Readers and the Fediverse after the messages, the dashboard highlighted on /admin", async () => {
    signedIn();
    renderAdmin(<AdminApp />);
    await screen.findByRole("heading", { name: "Panel Principal" });
    const links = within(sidebar()).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Panel Principal", "/admin"],
      ["Estadísticas", "/admin/stats"],
      ["Editor CV", "/admin/cv"],
      ["Artículos", "/admin/articles"],
      ["Proyectos", "/admin/projects"],
      ["Mensajes", "/admin/messages"],
      ["Lectores", "/admin/readers"],
      ["Fediverso", "/admin/fediverse"],
      ["Configuración", "/admin/settings"],
    ]);
    expect(links.filter((l) => l.getAttribute("aria-current") === "page").map((l) => l.textContent)).toEqual(["Panel Principal"]);
  });

  test("a section's sub-pages highlight its entry, not the dashboard", async () => {
    signedIn().on("GET /api/config", { body: { tinymceApiKey: "" } });
    renderAdmin(<AdminApp />, { path: "/admin/articles/new" });
    await screen.findByRole("heading", { name: "Crear nuevo artículo" });
    const current = within(sidebar())
      .getAllByRole("link")
      .filter((l) => l.getAttribute("aria-current") === "page");
    expect(current.map((l) => l.textContent)).toEqual(["Artículos"]);
  });

  test("isActiveEntry: exact for /admin, by prefix for the rest", () => {
    expect(isActiveEntry("/admin", "/admin")).toBe(true);
    expect(isActiveEntry("/admin", "/admin/")).toBe(true);
    expect(isActiveEntry("/admin", "/admin/cv")).toBe(false);
    expect(isActiveEntry("/admin/articles", "/admin/articles/edit/3")).toBe(true);
    expect(isActiveEntry("/admin/articles", "/admin/articlesx")).toBe(false);
  });

  test("the statistics entry is highlighted on the statistics screen", async () => {
    signedIn()
      .on("GET /api/stats", { body: statsReport() })
      .on("GET /api/stats/settings", { body: { enabled: true, disabledByEnvironment: false, counting: true } });
    renderAdmin(<AdminApp />, { path: "/admin/stats" });
    await screen.findByRole("heading", { name: "Estadísticas", level: 1 });
    const current = within(sidebar())
      .getAllByRole("link")
      .filter((l) => l.getAttribute("aria-current") === "page");
    expect(current.map((l) => l.textContent)).toEqual(["Estadísticas"]);
  });

  test("the header and the drawer name the site's owner, as visitors see the name, not the account", async () => {
    signedIn();
    renderAdmin(<AdminApp />);
    expect((await screen.findByTestId("owner-name")).textContent).toBe("Andrea Salazar Huamán");
    await userEvent.click(screen.getByRole("button", { name: "Abrir el menú" }));
    expect(document.getElementById("admin-drawer")!.textContent).toContain("Andrea Salazar Huamán");
    expect(document.body.textContent).not.toContain(USER.name);
  });

  test("until the owner's name is set, the account's name stands in for it", async () => {
    signedIn().on("GET /api/site-info", { body: siteInfo({ ownerName: "" }) });
    renderAdmin(<AdminApp />);
    expect((await screen.findByTestId("owner-name")).textContent).toBe("Lucía Ramírez");
  });

  test("shows the version label and a link to the public site in a new tab", async () => {
    signedIn();
    renderAdmin(<AdminApp />);
    await screen.findByTestId("owner-name");
    expect(screen.getByText("Versión 1.0.0")).toBeTruthy();
    const site = screen.getByRole("link", { name: /Ver el sitio/ });
    expect(site.getAttribute("href")).toBe("/");
    expect(site.getAttribute("target")).toBe("_blank");
  });

  test("server online: no status strip at all (nothing is wrong)", async () => {
    signedIn();
    renderAdmin(<AdminApp />);
    await screen.findByTestId("owner-name");
    await waitFor(() => expect(api.callsTo("GET /api/health").length).toBeGreaterThan(0));
    expect(screen.queryByTestId("server-status")).toBeNull();
    expect(screen.queryByText("En línea")).toBeNull();
    expect(screen.queryByText("Desconectado")).toBeNull();
  });

  test("server not answering: the strip shows 'Desconectado' and when it was last checked", async () => {
    signedIn().on("GET /api/health", { status: 503, body: { status: "unavailable" } });
    renderAdmin(<AdminApp />);
    const strip = await screen.findByTestId("server-status");
    expect(within(strip).getByText("Desconectado")).toBeTruthy();
    expect(within(strip).getByText(/Última comprobación \d{2}:\d{2}:\d{2}/)).toBeTruthy();
  });

  test("the unread count shows on the bell and beside Mensajes", async () => {
    signedIn().on("GET /api/messages", { body: [message({ id: 1 }), message({ id: 2 }), message({ id: 3, read: true })] });
    renderAdmin(<AdminApp />);
    expect((await screen.findByTestId("unread-badge")).textContent).toBe("2");
    expect(screen.getByRole("link", { name: "Mensajes, 2 sin leer" }).getAttribute("href")).toBe("/admin/messages");
    const entry = within(sidebar()).getByRole("link", { name: "Mensajes 2 sin leer" });
    expect(entry.querySelector("[aria-hidden=true].rounded-full")?.textContent).toBe("2");
  });

  test("no badge without unread messages", async () => {
    signedIn().on("GET /api/messages", { body: [message({ read: true })] });
    renderAdmin(<AdminApp />);
    await screen.findByRole("heading", { name: "Panel Principal" });
    await waitFor(() => expect(api.callsTo("GET /api/messages").length).toBeGreaterThan(0));
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });

  test("quick actions menu lists new project, new article, statistics and settings", async () => {
    signedIn();
    renderAdmin(<AdminApp />);
    await userEvent.click(await screen.findByRole("button", { name: /Acciones rápidas/ }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((i) => [i.textContent, i.getAttribute("href")])).toEqual([
      ["Nuevo proyecto", "/admin/projects/new"],
      ["Nuevo artículo", "/admin/articles/new"],
      ["Ver estadísticas", "/admin/stats"],
      ["Configuración", "/admin/settings"],
    ]);
  });

  test("logout calls the API, forgets the token and goes to the public home", async () => {
    localStorage.setItem("token", "t");
    signedIn().on("POST /api/auth/logout", { status: 204 });
    renderAdmin(<AdminApp />);
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar sesión" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(api.callsTo("POST /api/auth/logout")).toHaveLength(1);
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("logout still signs out when the server cannot be reached", async () => {
    localStorage.setItem("token", "t");
    signedIn().on("POST /api/auth/logout", () => {
      throw new TypeError("Failed to fetch");
    });
    renderAdmin(<AdminApp />);
    await userEvent.click(await screen.findByRole("button", { name: "Cerrar sesión" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("on a phone the sidebar is a drawer that opens from the menu button and closes after a choice", async () => {
    signedIn().on("GET /api/cv", { body: { experiences: [], education: [], skills: [], cvFileUrl: null } });
    renderAdmin(<AdminApp />);
    await screen.findByRole("heading", { name: "Panel Principal" });
    expect(document.getElementById("admin-drawer")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Abrir el menú" }));
    const drawer = document.getElementById("admin-drawer")!;
    await userEvent.click(within(drawer).getByRole("link", { name: /Editor CV/ }));
    await waitFor(() => expect(document.getElementById("admin-drawer")).toBeNull());
    expect(screen.getByTestId("location").textContent).toBe("/admin/cv");
  });

  test("the drawer closes with Escape", async () => {
    signedIn();
    renderAdmin(<AdminApp />);
    await userEvent.click(await screen.findByRole("button", { name: "Abrir el menú" }));
    expect(document.getElementById("admin-drawer")).not.toBeNull();
    await userEvent.keyboard("{Escape}");
    expect(document.getElementById("admin-drawer")).toBeNull();
  });

  test("an unknown admin path offers the way back to the dashboard", async () => {
    signedIn();
    renderAdmin(<AdminApp />, { path: "/admin/nope" });
    expect(await screen.findByText("Esta página del panel no existe.")).toBeTruthy();
  });
});

describe("the admin frame in the owner's language", () => {
  test("in German: sidebar, header, status bar, the page, the browser title and the toasts' labels, with nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    // The server stops answering, so the status strip shows (in German).
    signedIn()
      .on("GET /api/messages", { body: [message({ id: 1 })] })
      .on("GET /api/health", { status: 503, body: { status: "unavailable" } });
    renderAdmin(<AdminApp />);
    await screen.findByRole("heading", { name: "Übersicht" });
    const entries = ["Übersicht", "Statistiken", "Lebenslauf", "Artikel", "Projekte", "Nachrichten 1 ungelesen", "Leser", "Fediverse", "Einstellungen"];
    expect(within(sidebar("Menü des Dashboards")).getAllByRole("link")).toHaveLength(entries.length);
    for (const name of entries) expect(within(sidebar("Menü des Dashboards")).getByRole("link", { name })).toBeTruthy();
    expect(await screen.findByText(/Zuletzt geprüft \d{2}:\d{2}:\d{2}/)).toBeTruthy();
    expect(screen.getByText("Version 1.0.0")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nachrichten, 1 ungelesen" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Website ansehen/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeTruthy();
    expect(await screen.findByText("Neueste Nachrichten")).toBeTruthy();
    expect(document.title).toBe("Dashboard");
    expect(screen.getByRole("list", { name: "Benachrichtigungen" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Schnellaktionen/ }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Neues Projekt",
      "Neuer Artikel",
      "Statistiken ansehen",
      "Einstellungen",
    ]);
    expect(otherLanguageTexts(["layout", "dashboard", "messages", "common", "language"], "de")).toEqual([]);
  });

  test("Spanish by default, and the page's title follows a change of language", async () => {
    signedIn();
    renderAdmin(<AdminApp />);
    await screen.findByRole("heading", { name: "Panel Principal" });
    expect(document.title).toBe("Panel de Control");
    await userEvent.click(screen.getByRole("button", { name: "ES Idioma del panel: Español. Cambiar idioma" }));
    await userEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "日本語" }));
    await screen.findByRole("heading", { name: "ダッシュボード" });
    expect(document.title).toBe("管理画面");
    expect(
      within(sidebar("管理画面メニュー"))
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["ダッシュボード", "統計", "経歴エディター", "記事", "プロジェクト", "メッセージ", "読者", "フェディバース", "設定"]);
    expect(otherLanguageTexts(["layout", "dashboard", "messages", "common"], "ja")).toEqual([]);
  });
});
