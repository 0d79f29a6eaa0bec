import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { statsReport } from "../../testing/admin-fixtures";
import { installFakeApi, never } from "../../testing/fake-api";
import { otherLanguageTexts } from "../../testing/page-language";
import { renderAdmin } from "../../testing/render";
import { sparkPoints } from "./Sparkline";
import { TrafficCard } from "./TrafficCard";

const api = installFakeApi();

/** 30 days of a report, the given page views and visitors per day (zeros elsewhere). */
function report(perDay: [number, number][]) {
  const days = Array.from({ length: 30 }, (_, i) => {
    const [pageviews, visitors] = perDay[i] ?? [0, 0];
    return { date: `2026-05-${String(i + 1).padStart(2, "0")}`, pageviews, visitors };
  });
  return statsReport({
    from: "2026-05-01",
    to: "2026-05-30",
    visitors: days.reduce((sum, d) => sum + d.visitors, 0),
    pageviews: days.reduce((sum, d) => sum + d.pageviews, 0),
    days,
  });
}

const card = () => screen.getByTestId("traffic-card");

describe("the dashboard's traffic card", () => {
  test("reads GET /api/stats without a range (the server's last 30 days) and shows visitors, page views and the sparkline", async () => {
    api.on("GET /api/stats", {
      body: report([
        [1200, 800],
        [40, 25],
        [0, 0],
        [310, 120],
      ]),
    });
    renderAdmin(<TrafficCard />);
    const chart = await within(card()).findByRole("img");
    expect(api.callsTo("GET /api/stats")[0]!.query.toString()).toBe("");
    expect(within(card()).getByRole("heading", { name: "Visitas en los últimos 30 días" })).toBeTruthy();
    expect(card().textContent).toContain("Visitantes945");
    expect(card().textContent).toContain("Páginas vistas1550");
    expect(chart.getAttribute("aria-label")).toBe("Visitantes y páginas vistas por día, del 1 may al 30 may");
    // Page views (an area and its line) and visitors (a line), each through the 30 days.
    const paths = [...chart.querySelectorAll("path")];
    expect(paths).toHaveLength(3);
    expect(paths.map((p) => (p.getAttribute("d")!.match(/[ML]/g) ?? []).length)).toEqual([32, 30, 30]);
    expect(within(card()).getByRole("link", { name: "Ver estadísticas" }).getAttribute("href")).toBe("/admin/stats");
  });

  test("numbers follow the admin's language (English groups thousands)", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    api.on("GET /api/stats", { body: report([[12_345, 6_789]]) });
    renderAdmin(<TrafficCard />);
    await within(card()).findByRole("img");
    expect(card().textContent).toContain("Visitors6,789");
    expect(card().textContent).toContain("Page views12,345");
    expect(within(card()).getByRole("img").getAttribute("aria-label")).toBe("Visitors and page views per day, May 1 to May 30");
    expect(otherLanguageTexts(["overview", "stats"], "en", card())).toEqual([]);
  });

  test("loading: a skeleton, no figures", () => {
    api.on("GET /api/stats", never);
    renderAdmin(<TrafficCard />);
    expect(within(card()).getByRole("status", { name: "Cargando las estadísticas" })).toBeTruthy();
    expect(within(card()).queryByRole("img")).toBeNull();
  });

  test("a failed read says so and tries again on request", async () => {
    let fail = true;
    api.on("GET /api/stats", () => (fail ? { status: 500, body: { message: "boom" } } : { body: report([[3, 2]]) }));
    renderAdmin(<TrafficCard />);
    const alert = await within(card()).findByRole("alert");
    expect(alert.textContent).toContain("No se pudieron cargar las estadísticas.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Reintentar" }));
    await within(card()).findByRole("img");
    expect(within(card()).queryByRole("alert")).toBeNull();
  });

  test("nothing counted yet: zeros and a sentence instead of a flat chart", async () => {
    api.on("GET /api/stats", { body: report([]) });
    renderAdmin(<TrafficCard />);
    await within(card()).findByTestId("traffic-empty");
    expect(card().textContent).toContain("Aún no hay visitas contadas en los últimos 30 días.");
    expect(card().textContent).toContain("Visitantes0");
    expect(within(card()).queryByRole("img")).toBeNull();
  });
});

describe("sparkPoints", () => {
  test("spreads the values across the width on a shared scale, zero at the bottom", () => {
    expect(sparkPoints([0, 5, 10], 10)).toEqual([
      [0, 30.5],
      [50, 16],
      [100, 1.5],
    ]);
    // Another series on the same scale: half the maximum is half way up.
    expect(sparkPoints([5], 10)).toEqual([[0, 16]]);
    // All zeros: a flat line at the bottom, never a division by zero.
    expect(sparkPoints([0, 0], 0)).toEqual([
      [0, 30.5],
      [100, 30.5],
    ]);
  });
});
