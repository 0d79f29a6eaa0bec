import { describe, expect, test } from "bun:test";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { StatsReport } from "../../../api/stats";
import { article } from "../../../testing/admin-fixtures";
import { installFakeApi, type ApiCall } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { addDays, todayUtc } from "./periods";
import { StatsPage } from "./StatsPage";

const api = installFakeApi();
const today = todayUtc();

function report(overrides: Partial<StatsReport> = {}): StatsReport {
  return {
    from: addDays(today, -29),
    to: today,
    visitors: 30,
    pageviews: 90,
    days: [
      { date: addDays(today, -1), visitors: 12, pageviews: 40 },
      { date: today, visitors: 18, pageviews: 50 },
    ],
    pages: [
      { path: "/", pageviews: 40, visitors: 20 },
      { path: "/articles/sqlite-en-produccion", pageviews: 30, visitors: 10 },
      { path: "/articles/sqlite-en-produccion?lang=en", pageviews: 10, visitors: 5 },
      { path: "/projects", pageviews: 10, visitors: 6 },
    ],
    referrers: [
      { host: "news.ycombinator.com", visitors: 6 },
      { host: "(other)", visitors: 2 },
    ],
    languages: [
      { lang: "es", pageviews: 60 },
      { lang: "en", pageviews: 30 },
    ],
    devices: [
      { device: "mobile", visitors: 20 },
      { device: "desktop", visitors: 10 },
    ],
    browsers: [{ browser: "Firefox", visitors: 30 }],
    notFound: [{ path: "/wp-login.php", pageviews: 7 }],
    ...overrides,
  };
}

/** Answers the period asked for with `current`, and the period just before it with `previous`. */
function statsApi(current: StatsReport, previous: Partial<StatsReport>) {
  return (call: ApiCall) => ({ body: call.query.get("to") === current.to || call.query.get("to") === today ? current : { ...current, ...previous } });
}

function setUp(current = report(), previous: Partial<StatsReport> = { visitors: 20, pageviews: 100 }) {
  api
    .on("GET /api/stats", statsApi(current, previous))
    .on("GET /api/stats/settings", { body: { enabled: true, disabledByEnvironment: false, counting: true } })
    .on("GET /api/articles", { body: [article({ slug: "sqlite-en-produccion", title: "SQLite en producción" })] });
}

const list = (name: string) => screen.getByRole("region", { name });
const rows = (name: string) =>
  within(list(name))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.replace(/\s/g, " ")));

describe("the statistics screen", () => {
  test("the last 30 days by default, each total compared with the 30 days before", async () => {
    setUp();
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    await screen.findByText("Páginas más vistas");
    const calls = api.callsTo("GET /api/stats").map((call) => [call.query.get("from"), call.query.get("to")]);
    expect(calls).toContainEqual([addDays(today, -29), today]);
    expect(calls).toContainEqual([addDays(today, -59), addDays(today, -30)]);
    const visitors = screen.getByRole("region", { name: "Visitantes" });
    expect(within(visitors).getByTestId("summary-value").textContent).toBe("30");
    await waitFor(() => expect(within(visitors).getByTestId("summary-change").textContent).toMatch(/^\+50\s%\srespecto al periodo anterior$/));
    expect(within(screen.getByRole("region", { name: "Páginas vistas" })).getByTestId("summary-change").textContent).toMatch(/^-10\s%/);
    expect(screen.getByRole("button", { name: "30 días" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: "Descargar CSV" }).getAttribute("href")).toBe(`/api/stats.csv?from=${addDays(today, -29)}&to=${today}`);
  });

  test("ranked lists with counts and shares, in the owner's language: articles by title, languages and devices by name", async () => {
    setUp();
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    await screen.findByText("Páginas más vistas");
    expect(rows("Páginas más vistas")).toEqual([
      ["/", "40", "44 %"],
      ["/articles/sqlite-en-produccion", "30", "33 %"],
      ["/articles/sqlite-en-produccion?lang=en", "10", "11 %"],
      ["/projects", "10", "11 %"],
    ]);
    await waitFor(() => expect(rows("Artículos más leídos")).toEqual([["SQLite en producción", "40", "100 %"]]));
    expect(rows("De dónde llegan")).toEqual([
      ["news.ycombinator.com", "6", "75 %"],
      ["Otros", "2", "25 %"],
    ]);
    expect(rows("Idiomas")).toEqual([
      ["Español", "60", "67 %"],
      ["Inglés", "30", "33 %"],
    ]);
    expect(rows("Dispositivos")).toEqual([
      ["Móvil", "20", "67 %"],
      ["Ordenador", "10", "33 %"],
    ]);
    expect(rows("Navegadores")).toEqual([["Firefox", "30", "100 %"]]);
    expect(rows("Páginas no encontradas")).toEqual([["/wp-login.php", "7", "100 %"]]);
  });

  test("the chart's figures are a table, read always and shown on request", async () => {
    setUp();
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    const table = await screen.findByRole("table", { name: "Visitantes y páginas vistas por día" });
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent)),
    ).toEqual([
      ["12", "40"],
      ["18", "50"],
    ]);
    expect(table.parentElement!.className).toBe("sr-only");
    fireEvent.click(screen.getByRole("button", { name: "Ver como tabla" }));
    expect(table.parentElement!.className).not.toContain("sr-only");
    expect(screen.getByRole("button", { name: "Ocultar la tabla" }).getAttribute("aria-expanded")).toBe("true");
  });

  test("another period reads its own range and the one before; a custom range must be in order", async () => {
    setUp();
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    await screen.findByText("Páginas más vistas");
    fireEvent.click(screen.getByRole("button", { name: "7 días" }));
    await waitFor(() => expect(api.callsTo("GET /api/stats").map((call) => call.query.get("from"))).toContain(addDays(today, -6)));
    expect(api.callsTo("GET /api/stats").map((call) => [call.query.get("from"), call.query.get("to")])).toContainEqual([
      addDays(today, -13),
      addDays(today, -7),
    ]);
    expect(screen.getByRole("link", { name: "Descargar CSV" }).getAttribute("href")).toBe(`/api/stats.csv?from=${addDays(today, -6)}&to=${today}`);

    fireEvent.click(screen.getByRole("button", { name: "Personalizado" }));
    // The browser's date picker follows the inputs' language: the admin's.
    expect(screen.getByLabelText("Desde").getAttribute("lang")).toBe("es-ES");
    expect(screen.getByLabelText("Hasta").getAttribute("lang")).toBe("es-ES");
    const reads = api.callsTo("GET /api/stats").length;
    fireEvent.change(screen.getByLabelText("Desde"), { target: { value: addDays(today, 3) } });
    expect(screen.getByRole("alert").textContent).toBe("La fecha de inicio no puede ser posterior a la de fin.");
    expect(screen.queryByRole("link", { name: "Descargar CSV" })).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo("GET /api/stats").length).toBe(reads);
  });

  test("no visits: the chart says so, the lists say there is no data, and the change is not a percentage", async () => {
    setUp(report({ visitors: 0, pageviews: 0, pages: [], referrers: [], languages: [], devices: [], browsers: [], notFound: [] }), {
      visitors: 0,
      pageviews: 0,
    });
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    expect(await screen.findByText("Todavía no hay visitas en este periodo.")).toBeTruthy();
    expect(within(list("Páginas más vistas")).getByText("Sin datos en este periodo.")).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole("region", { name: "Visitantes" })).getByTestId("summary-change").textContent).toBe("Sin visitas en el periodo anterior"),
    );
  });

  test("a read that fails says so", async () => {
    api
      .on("GET /api/stats", { status: 500, body: { message: "boom" } })
      .on("GET /api/stats/settings", { body: { enabled: true, disabledByEnvironment: false, counting: true } });
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    expect((await screen.findByRole("alert")).textContent).toContain("No se pudieron cargar las estadísticas.");
  });

  test("the owner turns counting off", async () => {
    setUp();
    api.on("PUT /api/stats/settings", (call) => ({
      body: { enabled: (call.body as { enabled: boolean }).enabled, disabledByEnvironment: false, counting: false },
    }));
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    const toggle = await screen.findByRole("switch", { name: "Contar visitas" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    await screen.findByText("Ya no se cuentan visitas y el valor secreto del día se ha borrado.");
    expect(api.callsTo("PUT /api/stats/settings")[0]?.body).toEqual({ enabled: false });
  });

  test("STATS=0 on the server: the switch is off, locked, and says why", async () => {
    setUp();
    api.on("GET /api/stats/settings", { body: { enabled: true, disabledByEnvironment: true, counting: false } });
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    const toggle = await screen.findByRole("switch", { name: "Contar visitas" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(toggle.hasAttribute("disabled") || toggle.getAttribute("aria-disabled") === "true").toBe(true);
    expect(screen.getByText("Desactivado en el servidor con STATS=0: no se cuenta ninguna visita.")).toBeTruthy();
  });

  test("in the owner's language: English", async () => {
    localStorage.setItem("adminLanguage", "en");
    setUp();
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    await screen.findByText("Top pages");
    expect(rows("Languages")).toEqual([
      ["Spanish", "60", "67%"],
      ["English", "30", "33%"],
    ]);
    expect(screen.getByRole("button", { name: "12 months" })).toBeTruthy();
  });
});
