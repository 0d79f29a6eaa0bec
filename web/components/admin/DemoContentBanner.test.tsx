import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFakeApi } from "../../testing/fake-api";
import { renderAdmin } from "../../testing/render";
import { DEMO_BANNER_HIDDEN_KEY, DemoContentBanner } from "./DemoContentBanner";

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

  test("on a phone it is one short line; hiding it is remembered, and wider screens still show it with its action", async () => {
    api.on("GET /api/demo-content", { body: { present: true } });
    const { unmount } = renderAdmin(<DemoContentBanner />);
    const banner = await screen.findByRole("region", { name: "Contenido de demostración" });
    // The explanation and the long label are for wider screens; a phone reads the notice and "Eliminar".
    expect(banner.querySelector(".hidden.sm\\:inline")?.textContent).toContain("Los proyectos, artículos y el CV de ejemplo");
    const remove = within(banner).getByRole("button", { name: "Eliminar el contenido de demostración" });
    expect(remove.querySelector(".sm\\:hidden")?.textContent).toBe("Eliminar");
    expect(banner.className).toContain("flex");
    expect(banner.className).not.toContain("hidden");
    const hide = within(banner).getByRole("button", { name: "Ocultar este aviso en el teléfono" });
    expect(hide.className).toContain("sm:hidden");
    expect(hide.className).toContain("h-11 w-11");
    await userEvent.click(hide);
    expect(banner.className).toContain("hidden sm:flex");
    expect(localStorage.getItem(DEMO_BANNER_HIDDEN_KEY)).toBe("1");
    unmount();
    renderAdmin(<DemoContentBanner />);
    const again = await screen.findByRole("region", { name: "Contenido de demostración" });
    expect(again.className).toContain("hidden sm:flex");
    expect(within(again).getByRole("button", { name: "Eliminar el contenido de demostración" })).toBeTruthy();
  });
});
