import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAdmin, installFakeApi } from "../../pages/admin/admin-test-utils";
import { DemoContentBanner } from "./DemoContentBanner";

const api = installFakeApi();
const removed = { removed: { projects: 5, articles: 4, experiences: 3, education: 2, skills: 4, siteInfo: true } };

describe("the demo content banner", () => {
  test("shows nothing while loading, on an error, or when there is no demo content", async () => {
    api.on("GET /api/demo-content", { body: { present: false } });
    renderAdmin(<DemoContentBanner />);
    await waitFor(() => expect(api.callsTo("GET /api/demo-content")).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Contenido de demostración" })).toBeNull();
  });

  test("with demo content: one action, confirmed, removes all of it and the banner goes", async () => {
    let present = true;
    api.on("GET /api/demo-content", () => ({ body: { present } }));
    api.on("DELETE /api/demo-content", () => {
      present = false;
      return { body: removed };
    });
    renderAdmin(<DemoContentBanner />);
    const banner = await screen.findByRole("region", { name: "Contenido de demostración" });
    expect(banner.textContent).toContain("Tu sitio muestra contenido de demostración.");
    await userEvent.click(within(banner).getByRole("button", { name: "Eliminar el contenido de demostración" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("¿Eliminar todo el contenido de demostración?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/demo-content")).toHaveLength(1));
    await screen.findByText("Contenido de demostración eliminado");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Contenido de demostración" })).toBeNull());
  });

  test("cancelling removes nothing; a failure says so and keeps the banner", async () => {
    api.on("GET /api/demo-content", { body: { present: true } });
    api.on("DELETE /api/demo-content", { status: 500, body: { message: "boom" } });
    renderAdmin(<DemoContentBanner />);
    const banner = await screen.findByRole("region", { name: "Contenido de demostración" });
    await userEvent.click(within(banner).getByRole("button", { name: "Eliminar el contenido de demostración" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(api.callsTo("DELETE /api/demo-content")).toHaveLength(0);
    await userEvent.click(within(banner).getByRole("button", { name: "Eliminar el contenido de demostración" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Eliminar" }));
    await screen.findByText("No se pudo eliminar el contenido de demostración.");
    // The confirmation stays open for another try; closing it shows the banner still there.
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.getByRole("region", { name: "Contenido de demostración" })).toBeDefined());
  });
});
