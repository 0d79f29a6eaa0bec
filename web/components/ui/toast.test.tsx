import { describe, expect, jest, test } from "bun:test";
import { act, screen } from "@testing-library/react";
import { installFakeApi } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { Dialog } from "./dialog";
import { dismissToast, toast } from "./toast";

installFakeApi();

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

  test("a toast's action is a button in it; its leaving is told once, whichever way it goes, and after its own time", async () => {
    renderWithApp(<p>page</p>);
    const left: string[] = [];
    let undone = 0;
    jest.useFakeTimers();
    try {
      act(() => void toast({ title: "Borrado", action: { label: "Deshacer", onClick: () => undone++ }, durationMs: 10_000, onLeave: () => left.push("a") }));
      await act(async () => screen.getByRole("button", { name: "Deshacer" }).click());
      expect(undone).toBe(1);
      act(() => void jest.advanceTimersByTime(9_999));
      expect(left).toEqual([]);
      act(() => void jest.advanceTimersByTime(1));
      expect(left).toEqual(["a"]);
      expect(screen.queryByRole("status")).toBeNull();
      // Replaced by another toast, or closed: told once.
      act(() => void toast({ title: "Uno", onLeave: () => left.push("uno") }));
      act(() => void toast({ title: "Dos", onLeave: () => left.push("dos") }));
      await act(async () => screen.getByRole("button", { name: "Cerrar" }).click());
      act(() => dismissToast());
      expect(left).toEqual(["a", "uno", "dos"]);
    } finally {
      jest.useRealTimers();
    }
  });
});
