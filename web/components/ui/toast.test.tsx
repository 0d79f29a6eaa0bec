import { describe, expect, test } from "bun:test";
import { act, screen } from "@testing-library/react";
import { renderWithApp } from "../../test-utils";
import { Dialog } from "./dialog";
import { dismissToast, toast } from "./toast";

describe("toasts", () => {
  test("one at a time: a new toast replaces the current one, and the close button dismisses it", async () => {
    renderWithApp(<p>page</p>);
    act(() => void toast({ title: "Primero" }));
    act(() => void toast({ title: "Segundo", description: "Detalle" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Segundo");
    expect(status.textContent).toContain("Detalle");
    expect(screen.queryByText("Primero")).toBeNull();
    await act(async () => screen.getByRole("button", { name: "Cerrar" }).click());
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("a toast raised while a dialog is open is outside what the dialog makes inert, so it is read out", async () => {
    renderWithApp(
      <Dialog open onClose={() => undefined} title="Editar">
        <button type="button">Guardar</button>
      </Dialog>,
    );
    await screen.findByRole("dialog");
    act(() => void toast({ title: "No se pudo guardar", variant: "destructive" }));
    // Queries by role skip aria-hidden content: found means not hidden from assistive technology.
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("No se pudo guardar");
    expect(status.closest("[inert], [aria-hidden='true']")).toBeNull();
    expect(status.closest("#root")).toBeNull();
    act(() => dismissToast());
  });
});
