import { beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Subscriber, SubscribersSummary } from "../../../api/types";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { installFakeApi } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { ReadersPage } from "./ReadersPage";

const api = installFakeApi();
const renderReaders = () => renderAdmin(<ReadersPage />, { path: "/admin/readers" });

const reader = (fields: Partial<Subscriber>): Subscriber => ({
  id: 1,
  email: "ana@example.com",
  language: "es",
  status: "confirmed",
  createdAt: "2026-03-02T10:00:00.000Z",
  ...fields,
});
const summary = (fields: Partial<SubscribersSummary> = {}): SubscribersSummary => ({
  counts: { pending: 1, confirmed: 2, unsubscribed: 0 },
  confirmedChange30d: 2,
  open: true,
  closedReason: null,
  ...fields,
});

describe("the Readers screen", () => {
  beforeEach(() => localStorage.setItem(ADMIN_LANGUAGE_KEY, "en"));

  test("the readers with their language, status and date, the counts and the 30-day change; the form is open: no notice", async () => {
    api
      .on("GET /api/subscribers", { body: [reader({ id: 2, email: "ken@example.com", language: "ja", status: "pending" }), reader({})] })
      .on("GET /api/subscribers/summary", { body: summary() });
    renderReaders();
    const rows = await screen.findAllByTestId("reader-row");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^ken@example\.com日本語Pending.*2026/),
      expect.stringMatching(/^ana@example\.comEspañolConfirmed.*2026/),
    ]);
    const counts = await screen.findByTestId("readers-counts");
    expect(counts.textContent).toContain("Confirmed2+2 in 30 days");
    expect(screen.queryByTestId("readers-closed")).toBeNull();
  });

  test.each([
    ["no-mail-server", "the site has no mail server. Set one up in Settings → Notifications"],
    ["no-site-address", "Set PUBLIC_URL, or sign in once at the site's public address"],
  ] as const)("closed (%s): the screen says why the form is hidden, in the owner's language", async (closedReason, said) => {
    api.on("GET /api/subscribers", { body: [] }).on("GET /api/subscribers/summary", { body: summary({ open: false, closedReason }) });
    renderReaders();
    expect((await screen.findByTestId("readers-closed")).textContent).toContain(said);
  });

  test("the import waits for a file and the consent box, then sends both; the outcome is said", async () => {
    api
      .on("GET /api/subscribers", { body: [] })
      .on("GET /api/subscribers/summary", { body: summary() })
      .on("POST /api/subscribers/import", { body: { imported: 2, known: 1, skipped: [], skippedCount: 0 } });
    renderReaders();
    const form = await screen.findByTestId("readers-import");
    const button = within(form).getByRole("button", { name: "Import" });
    await userEvent.upload(within(form).getByLabelText("CSV"), new File(["email\nana@example.com\nken@example.com"], "readers.csv", { type: "text/csv" }));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(form).getByLabelText("I have their consent to send them my articles"));
    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo("POST /api/subscribers/import")).toHaveLength(1));
    expect(api.callsTo("POST /api/subscribers/import")[0]!.body).toEqual({ csv: "email\nana@example.com\nken@example.com", consent: true });
    expect(await screen.findByText("2 imported, 1 already here, 0 lines skipped.")).toBeTruthy();
  });

  test("removal asks first, then deletes that reader", async () => {
    api
      .on("GET /api/subscribers", { body: [reader({ id: 7 })] })
      .on("GET /api/subscribers/summary", { body: summary() })
      .on("DELETE /api/subscribers/7", { status: 204 });
    renderReaders();
    await userEvent.click(await screen.findByRole("button", { name: "Remove ana@example.com" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Remove ana@example.com from the readers?");
    expect(api.callsTo("DELETE /api/subscribers/7")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/subscribers/7")).toHaveLength(1));
    expect(await screen.findByText("Reader removed.")).toBeTruthy();
  });
});
