import { afterEach, beforeEach, describe, expect, jest, test } from "bun:test";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PENDING_REFRESH_MS } from "../../../api/messages";
import { MessagesPage, replyHref } from "./MessagesPage";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { message } from "../../../testing/admin-fixtures";
import { never, installFakeApi } from "../../../testing/fake-api";
import { otherLanguageTexts } from "../../../testing/page-language";
import { renderAdmin } from "../../../testing/render";

const api = installFakeApi();
afterEach(() => jest.useRealTimers());
const renderMessages = () => renderAdmin(<MessagesPage />, { path: "/admin/messages" });

describe("messages", () => {
  // The spec's English texts and its long en-US date are asserted word for word: read in English.
  beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));

  test("skeletons while loading", () => {
    api.on("GET /api/messages", never);
    renderMessages();
    expect(screen.getAllByTestId("message-skeleton")).toHaveLength(3);
  });

  test("empty and error states", async () => {
    api.on("GET /api/messages", { body: [] });
    renderMessages();
    expect(await screen.findByText("No messages yet")).toBeTruthy();
  });

  test("a failed read says so", async () => {
    api.on("GET /api/messages", { status: 401, body: { message: "Not signed in" } });
    renderMessages();
    expect(await screen.findByText("The messages could not be loaded.")).toBeTruthy();
  });

  test("unread messages carry a New badge", async () => {
    api.on("GET /api/messages", { body: [message({ id: 1, name: "Unread Person" }), message({ id: 2, name: "Read Person", read: true })] });
    renderMessages();
    expect(within((await screen.findByText("Unread Person")).closest("li")!).getByText("New")).toBeTruthy();
    expect(within(screen.getByText("Read Person").closest("li")!).queryByText("New")).toBeNull();
  });

  test("Read opens the detail with a long en-US date and marks an unread message read", async () => {
    api
      .on("GET /api/messages", { body: [message({ id: 8, createdAt: "2025-05-03T12:00:00.000Z" })] })
      .on("POST /api/messages/8/read", { body: message({ read: true }) });
    renderMessages();
    await userEvent.click(await screen.findByRole("button", { name: "Read message from Carlos Pérez" }));
    const detail = screen.getByRole("dialog");
    expect(within(detail).getByText("Project inquiry")).toBeTruthy();
    expect(detail.textContent).toContain("May 3, 2025");
    expect(detail.textContent).toMatch(/Saturday, May 3, 2025/);
    expect(detail.textContent).toContain("Hello, I would like to talk about a data project");
    await waitFor(() => expect(api.callsTo("POST /api/messages/8/read")).toHaveLength(1));
    expect(await screen.findByText("Message marked as read")).toBeTruthy();
  });

  test("opening a message already read makes no read call", async () => {
    api.on("GET /api/messages", { body: [message({ id: 8, read: true })] });
    renderMessages();
    await userEvent.click(await screen.findByRole("button", { name: /Read message/ }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(api.callsTo("POST /api/messages/8/read")).toHaveLength(0);
  });

  test("a failed read call says so", async () => {
    api.on("GET /api/messages", { body: [message({ id: 8 })] }).on("POST /api/messages/8/read", { status: 500 });
    renderMessages();
    await userEvent.click(await screen.findByRole("button", { name: /Read message/ }));
    expect(await screen.findByText("Failed to mark message as read")).toBeTruthy();
  });

  test("Reply opens a mail draft to the sender with 'Re:' and the subject, URL-encoded", async () => {
    expect(replyHref({ email: "ana@example.com", subject: "Hola & adiós?" })).toBe("mailto:ana@example.com?subject=Re%3A%20Hola%20%26%20adi%C3%B3s%3F");
    api.on("GET /api/messages", { body: [message({ id: 8, read: true })] });
    renderMessages();
    await userEvent.click(await screen.findByRole("button", { name: /Read message/ }));
    expect(within(screen.getByRole("dialog")).getByRole("link", { name: /Reply/ }).getAttribute("href")).toBe(
      "mailto:carlos@example.com?subject=Re%3A%20Project%20inquiry",
    );
  });

  test("delete asks first; the message leaves at once with Undo in its toast; Undo keeps it; a failed delete brings it back", async () => {
    api.on("GET /api/messages", { body: [message({ id: 8, read: true })] }).on("DELETE /api/messages/8", { status: 500 });
    renderMessages();
    await userEvent.click(await screen.findByRole("button", { name: "Delete message from Carlos Pérez" }));
    expect(within(screen.getByRole("dialog")).getByText("Are you sure?")).toBeTruthy();
    expect(within(screen.getByRole("dialog")).getByText("The message from Carlos Pérez will be deleted. You can undo this for 10 seconds.")).toBeTruthy();
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Delete message from Carlos Pérez" })).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Message deleted successfully");
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByRole("button", { name: "Delete message from Carlos Pérez" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("UndoneNothing was deleted.");
    expect(api.callsTo("DELETE /api/messages/8")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete message from Carlos Pérez" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByText("Failed to delete message")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Delete message from Carlos Pérez" })).toBeTruthy();
  });

  test("delete from the detail replaces it with the confirmation", async () => {
    api.on("GET /api/messages", { body: [message({ id: 8, read: true })] }).on("DELETE /api/messages/8", { status: 204 });
    renderMessages();
    await userEvent.click(await screen.findByRole("button", { name: /Read message/ }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByText("Are you sure?");
    await userEvent.click(within(confirm.closest("[role=dialog]") as HTMLElement).getByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/messages/8")).toHaveLength(1));
  });
});

describe("notifications of each message", () => {
  test("each message says how its notification went, in the owner's language; none configured says nothing", async () => {
    api.on("GET /api/messages", {
      body: [
        message({ id: 1, name: "Sent Person", delivery: { state: "sent", attempts: 1, lastError: null } }),
        message({ id: 2, name: "Pending Person", delivery: { state: "pending", attempts: 0, lastError: null } }),
        message({ id: 3, name: "Retrying Person", delivery: { state: "retrying", attempts: 2, lastError: "connect ECONNREFUSED 10.0.0.5:587" } }),
        message({ id: 4, name: "Failed Person", delivery: { state: "failed", attempts: 6, lastError: "535 5.7.8 Authentication credentials invalid" } }),
        message({ id: 5, name: "Quiet Person" }),
      ],
    });
    renderMessages();
    const row = async (name: string) => (await screen.findByText(name)).closest("li")!;
    expect(within(await row("Sent Person")).getByTestId("delivery").textContent).toBe("Aviso enviado");
    expect(within(await row("Pending Person")).getByTestId("delivery").textContent).toBe("Enviando aviso…");
    const retrying = within(await row("Retrying Person")).getByTestId("delivery").textContent;
    expect(retrying).toContain("Reintentando aviso");
    expect(retrying).toContain("Se volverá a intentar automáticamente. Último error: connect ECONNREFUSED 10.0.0.5:587");
    expect(retrying).toContain("Intentos: 2");
    const failed = within(await row("Failed Person")).getByTestId("delivery").textContent;
    expect(failed).toContain("Aviso no enviado");
    expect(failed).toContain("535 5.7.8 Authentication credentials invalid");
    expect(within(await row("Quiet Person")).queryByTestId("delivery")).toBeNull();
    expect(within(await row("Sent Person")).queryByRole("button", { name: /Reintentar/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: /Reintentar el aviso/ })).toHaveLength(2);
  });

  test("while a notification is on its way the inbox reads again until it is sent", async () => {
    let reads = 0;
    api.on("GET /api/messages", () => {
      reads++;
      const state = reads === 1 ? "pending" : "sent";
      return { body: [message({ id: 1, name: "Ana", delivery: { state, attempts: reads === 1 ? 0 : 1, lastError: null } })] };
    });
    // The inbox waits PENDING_REFRESH_MS between reads: the test moves a fake clock instead of waiting seconds.
    jest.useFakeTimers();
    renderMessages();
    expect(await screen.findByText("Enviando aviso…")).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(PENDING_REFRESH_MS));
    expect(await screen.findByText("Aviso enviado")).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(2 * PENDING_REFRESH_MS));
    // Sent: nothing is on its way, so nothing is read again.
    expect(reads).toBe(2);
  });

  test("retry now asks the server to send again and says so; a refusal says so too", async () => {
    const failedOnce = message({ id: 4, name: "Failed Person", delivery: { state: "failed", attempts: 6, lastError: "HTTP 503 Service Unavailable" } });
    api.on("GET /api/messages", { body: [failedOnce] }).on("POST /api/messages/4/retry-delivery", {
      status: 202,
      body: { delivery: { state: "retrying", attempts: 6, lastError: "HTTP 503 Service Unavailable" } },
    });
    renderMessages();
    await userEvent.click(await screen.findByRole("button", { name: "Reintentar el aviso del mensaje de Failed Person" }));
    await waitFor(() => expect(api.callsTo("POST /api/messages/4/retry-delivery")).toHaveLength(1));
    expect(await screen.findByText("El aviso se está enviando de nuevo.")).toBeTruthy();
    api.on("POST /api/messages/4/retry-delivery", { status: 409, body: { message: "Nothing to retry" } });
    await userEvent.click(screen.getByRole("button", { name: "Reintentar el aviso del mensaje de Failed Person" }));
    expect(await screen.findByText("No se pudo reintentar el aviso.")).toBeTruthy();
  });

  test("the link in a notification (?message=<id>) opens that message and marks it read", async () => {
    api
      .on("GET /api/messages", { body: [message({ id: 7, name: "Other" }), message({ id: 8, subject: "Linked subject" })] })
      .on("POST /api/messages/8/read", { body: message({ id: 8, read: true }) });
    renderAdmin(<MessagesPage />, { path: "/admin/messages?message=8" });
    const detail = await screen.findByRole("dialog");
    expect(within(detail).getByText("Linked subject")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("POST /api/messages/8/read")).toHaveLength(1));
    expect(api.callsTo("POST /api/messages/7/read")).toHaveLength(0);
  });

  test("a link to a message that is gone opens nothing", async () => {
    api.on("GET /api/messages", { body: [message({ id: 7, name: "Other" })] });
    renderAdmin(<MessagesPage />, { path: "/admin/messages?message=99" });
    await screen.findByText("Other");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("messages in the owner's language", () => {
  test("in German: the list, the detail with a German long date, the confirmation and the toasts; nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api
      .on("GET /api/messages", { body: [message({ id: 8, createdAt: "2025-05-03T12:00:00.000Z" }), message({ id: 9, name: "Ana", read: true })] })
      .on("POST /api/messages/8/read", { status: 500 });
    renderMessages();
    expect(await screen.findByRole("heading", { name: "Nachrichten" })).toBeTruthy();
    expect(screen.getByText("2 insgesamt, 1 ungelesen.")).toBeTruthy();
    const row = screen.getByText("Carlos Pérez").closest("li")!;
    expect(within(row).getByText("Neu")).toBeTruthy();
    expect(row.textContent).toContain("3. Mai 2025");
    await userEvent.click(within(row).getByRole("button", { name: "Nachricht von Carlos Pérez lesen" }));
    const detail = screen.getByRole("dialog");
    expect(detail.textContent).toMatch(/Samstag, 3\. Mai 2025/);
    expect(within(detail).getByText("Eingegangen")).toBeTruthy();
    expect(within(detail).getByRole("link", { name: /Antworten/ })).toBeTruthy();
    expect(await screen.findByText("Die Nachricht konnte nicht als gelesen markiert werden")).toBeTruthy();
    expect(otherLanguageTexts(["messages", "common"], "de")).toEqual([]);
    await userEvent.click(within(detail).getByRole("button", { name: "Löschen" }));
    const confirm = await screen.findByText("Sind Sie sicher?");
    expect(confirm.closest("[role=dialog]")!.textContent).toContain("Die Nachricht von Carlos Pérez wird gelöscht.");
  });
});

describe("messages: when nobody is notified", () => {
  const settings = (emailConfigured: boolean, webhooks: number) => ({
    email: { configured: emailConfigured, fromEnv: false, host: "", port: 587, security: "starttls", user: "", from: "", to: "", passwordSet: false },
    webhooks: Array.from({ length: webhooks }, (_, i) => ({ id: i + 1, url: "https://hooks.example.com/…", format: "json", lastStatus: null })),
  });

  test("no e-mail and no webhook: the inbox says so, with a link to Settings → Notifications", async () => {
    api.on("GET /api/messages", { body: [] }).on("GET /api/notifications", { body: settings(false, 0) });
    renderMessages();
    const notice = await screen.findByTestId("nobody-notified");
    expect(within(notice).getByText("Nadie se entera de los mensajes nuevos")).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Configurar notificaciones" }).getAttribute("href")).toBe("/admin/settings?tab=notifications");
  });

  for (const [what, emailConfigured, webhooks] of [
    ["e-mail", true, 0],
    ["a webhook", false, 1],
  ] as const) {
    test(`${what} set up: no notice`, async () => {
      api.on("GET /api/messages", { body: [message({ id: 1, name: "Someone" })] }).on("GET /api/notifications", { body: settings(emailConfigured, webhooks) });
      renderMessages();
      await screen.findByText("Someone");
      await waitFor(() => expect(api.callsTo("GET /api/notifications")).toHaveLength(1));
      expect(screen.queryByTestId("nobody-notified")).toBeNull();
    });
  }
});
