/**
 * The admin's project cards (issue 26, points 7 and 10): put in order from the keyboard or by dragging, saved
 * through one write at a time, and deleted with 10 seconds to undo (fake timers: nothing waits 10 real seconds).
 */
import { afterEach, beforeEach, describe, expect, jest, test } from "bun:test";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { project } from "../../../testing/admin-fixtures";
import { installFakeApi } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { ProjectsPage } from "./ProjectsPage";

const api = installFakeApi();
beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));
afterEach(() => jest.useRealTimers());

const THREE = [project({ id: 1, title: "Alpha", order: 0 }), project({ id: 2, title: "Beta", order: 1 }), project({ id: 3, title: "Gamma", order: 2 })];

/** The cards' titles, in the order shown. */
const shownTitles = () => screen.queryAllByTestId("project-card").map((card) => THREE.find((p) => String(p.id) === card.dataset.projectId)?.title);
const cardOf = (title: string) => screen.getByText(title).closest("li") as HTMLElement;
const orderSent = () => api.callsTo("PUT /api/projects/order").map((call) => (call.body as { ids: number[] }).ids);

async function renderCards(list = THREE) {
  api
    .on("GET /api/projects", { body: list })
    .on("PUT /api/projects/order", (call) => ({ body: (call.body as { ids: number[] }).ids.map((id) => list.find((p) => p.id === id)) }));
  renderAdmin(<ProjectsPage />, { path: "/admin/projects" });
  await screen.findByText("Alpha");
}

describe("ordering from the keyboard", () => {
  test("the move buttons move a card, save the order, keep the focus on the button and say where the card is now", async () => {
    await renderCards();
    const later = within(cardOf("Alpha")).getByRole("button", { name: 'Move "Alpha" later' });
    later.focus();
    fireEvent.click(later);
    expect(shownTitles()).toEqual(["Beta", "Alpha", "Gamma"]);
    // The card's period follows its new place at once ('Present' is the first card's), before the server answers.
    expect(within(cardOf("Beta")).getByText("Present")).toBeTruthy();
    expect(within(cardOf("Alpha")).queryByText("Present")).toBeNull();
    await waitFor(() => expect(orderSent()).toEqual([[2, 1, 3]]));
    expect(document.activeElement?.getAttribute("aria-label")).toBe('Move "Alpha" later');
    expect(screen.getByText('"Alpha" is now in position 2 of 3.').getAttribute("aria-live")).toBe("polite");
    // No toast for a move that worked: the live region says it.
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("at either end a move button stays focusable but does nothing", async () => {
    await renderCards();
    const earlier = within(cardOf("Alpha")).getByRole("button", { name: 'Move "Alpha" earlier' });
    expect(earlier.getAttribute("aria-disabled")).toBe("true");
    expect(earlier.hasAttribute("disabled")).toBe(false);
    fireEvent.click(earlier);
    fireEvent.click(within(cardOf("Gamma")).getByRole("button", { name: 'Move "Gamma" later' }));
    expect(shownTitles()).toEqual(["Alpha", "Beta", "Gamma"]);
    await act(async () => undefined);
    expect(orderSent()).toEqual([]);
  });

  test("the handle: arrow keys move one place, Home and End to either end; the focus stays on the handle", async () => {
    await renderCards();
    const handle = () => within(cardOf("Gamma")).getByRole("button", { name: /^Move "Gamma", position/ });
    expect(handle().getAttribute("aria-label")).toBe('Move "Gamma", position 3 of 3');
    expect(handle().getAttribute("aria-describedby")).toBe("project-order-hint");
    handle().focus();
    fireEvent.keyDown(handle(), { key: "ArrowUp" });
    expect(shownTitles()).toEqual(["Alpha", "Gamma", "Beta"]);
    fireEvent.keyDown(handle(), { key: "Home" });
    expect(shownTitles()).toEqual(["Gamma", "Alpha", "Beta"]);
    expect(document.activeElement).toBe(handle());
    expect(handle().getAttribute("aria-label")).toBe('Move "Gamma", position 1 of 3');
    fireEvent.keyDown(handle(), { key: "ArrowLeft" });
    fireEvent.keyDown(handle(), { key: "End" });
    expect(shownTitles()).toEqual(["Alpha", "Beta", "Gamma"]);
    fireEvent.keyDown(handle(), { key: "ArrowRight" });
    fireEvent.keyDown(handle(), { key: "a" });
    expect(shownTitles()).toEqual(["Alpha", "Beta", "Gamma"]);
    // Moves made while a save runs are saved after it, only the latest: the server gets them in the order made.
    await waitFor(() => expect(orderSent().at(-1)).toEqual([1, 2, 3]));
    expect(orderSent()[0]).toEqual([1, 3, 2]);
    expect(orderSent().length).toBeLessThanOrEqual(2);
  });

  test("a move saved while another save is on its way waits for it; a failed save says so", async () => {
    let release!: () => void;
    await renderCards();
    api.on("PUT /api/projects/order", () => new Promise((resolve) => (release = () => resolve({ status: 500 }))));
    fireEvent.click(within(cardOf("Alpha")).getByRole("button", { name: 'Move "Alpha" later' }));
    fireEvent.click(within(cardOf("Alpha")).getByRole("button", { name: 'Move "Alpha" later' }));
    fireEvent.click(within(cardOf("Beta")).getByRole("button", { name: 'Move "Beta" later' }));
    expect(shownTitles()).toEqual(["Gamma", "Beta", "Alpha"]);
    await waitFor(() => expect(orderSent()).toHaveLength(1));
    api.on("PUT /api/projects/order", { status: 500 });
    await act(async () => release());
    await waitFor(() =>
      expect(orderSent()).toEqual([
        [2, 1, 3],
        [3, 2, 1],
      ]),
    );
    expect(await screen.findByText("The new order could not be saved")).toBeTruthy();
  });
});

describe("ordering by dragging", () => {
  test("a card's handle dropped on another card takes its place; the whole card is the drag image", async () => {
    await renderCards();
    const transfer = { data: "", image: null as Element | null };
    const dataTransfer = {
      setData: (_type: string, value: string) => (transfer.data = value),
      setDragImage: (image: Element) => (transfer.image = image),
    };
    const handle = within(cardOf("Gamma")).getByRole("button", { name: /^Move "Gamma", position/ });
    expect(handle.getAttribute("draggable")).toBe("true");
    fireEvent.dragStart(handle, { dataTransfer });
    expect(transfer.data).toBe("3");
    expect(transfer.image === cardOf("Gamma")).toBe(true);
    // Cancelled: the browser is told the card takes the drop.
    expect(fireEvent.dragOver(cardOf("Alpha"), { dataTransfer })).toBe(false);
    expect(cardOf("Alpha").className).toContain("outline-dashed");
    fireEvent.drop(cardOf("Alpha"), { dataTransfer });
    fireEvent.dragEnd(handle, { dataTransfer });
    expect(shownTitles()).toEqual(["Gamma", "Alpha", "Beta"]);
    expect(cardOf("Alpha").className).not.toContain("outline-dashed");
    await waitFor(() => expect(orderSent()).toEqual([[3, 1, 2]]));
    expect(screen.getByText('"Gamma" is now in position 1 of 3.')).toBeTruthy();
  });

  test("something else dragged over the cards (a file, a link) is not taken", async () => {
    await renderCards();
    const over = fireEvent.dragOver(cardOf("Alpha"), { dataTransfer: { dropEffect: "" } });
    // Not cancelled: the browser keeps its own answer to the drag.
    expect(over).toBe(true);
    fireEvent.drop(cardOf("Alpha"));
    expect(shownTitles()).toEqual(["Alpha", "Beta", "Gamma"]);
    expect(orderSent()).toEqual([]);
  });
});

describe("undoing a delete (10 s)", () => {
  /** Asks to delete the card and confirms; the clock is faked from the confirmation on (the 10 s start there). */
  const deleteCard = async (title: string) => {
    await act(async () => fireEvent.click(within(cardOf(title)).getByRole("button", { name: `Delete ${title}` })));
    jest.useFakeTimers();
    await act(async () => fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" })));
  };
  const deletes = () => api.calls.filter((call) => call.method === "DELETE").map((call) => call.path);

  test("the card goes at once; the delete is sent when the 10 s run out, not before", async () => {
    await renderCards();
    api.on("DELETE /api/projects/2", { status: 204 });
    await deleteCard("Beta");
    expect(shownTitles()).toEqual(["Alpha", "Gamma"]);
    const toast = screen.getByRole("status");
    expect(toast.textContent).toContain("Project deleted successfully");
    expect(within(toast).getByRole("button", { name: "Undo" }).className).toContain("min-h-11");
    await act(async () => jest.advanceTimersByTime(9_999));
    expect(deletes()).toEqual([]);
    expect(screen.getByRole("button", { name: "Undo" })).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(1));
    expect(deletes()).toEqual(["/api/projects/2"]);
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  test("Undo within the 10 s brings the card back where it was, and nothing is ever sent", async () => {
    await renderCards();
    await deleteCard("Beta");
    await act(async () => jest.advanceTimersByTime(9_000));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Undo" })));
    expect(shownTitles()).toEqual(["Alpha", "Beta", "Gamma"]);
    expect(screen.getByRole("status").textContent).toBe("UndoneNothing was deleted.");
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(deletes()).toEqual([]);
  });

  test("a second delete sends the first at once (one toast, one Undo at a time); the second keeps its own 10 s", async () => {
    await renderCards();
    api.on("DELETE /api/projects/1", { status: 204 }).on("DELETE /api/projects/3", { status: 204 });
    await deleteCard("Alpha");
    await act(async () => jest.advanceTimersByTime(4_000));
    await deleteCard("Gamma");
    expect(deletes()).toEqual(["/api/projects/1"]);
    expect(shownTitles()).toEqual(["Beta"]);
    await act(async () => jest.advanceTimersByTime(9_999));
    expect(deletes()).toEqual(["/api/projects/1"]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(deletes()).toEqual(["/api/projects/1", "/api/projects/3"]);
  });

  test("the page going away (a closed tab) sends a waiting delete at once, as a keepalive request", async () => {
    await renderCards();
    const keepalive: boolean[] = [];
    api.on("DELETE /api/projects/3", (call) => {
      keepalive.push(call.keepalive);
      return { status: 204 };
    });
    await deleteCard("Gamma");
    expect(deletes()).toEqual([]);
    await act(async () => void window.dispatchEvent(new Event("pagehide")));
    expect(deletes()).toEqual(["/api/projects/3"]);
    expect(keepalive).toEqual([true]);
    // Its toast went with it: an Undo after the delete was sent would bring back a card the server no longer has.
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });
});
