import { beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BackupListing } from "../../../api/backups";
import { BackupFailureAlert } from "../../../components/admin/BackupFailureAlert";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { never, installFakeApi } from "../../../testing/fake-api";
import { otherLanguageTexts } from "../../../testing/page-language";
import { renderAdmin } from "../../../testing/render";
import { BackupsTab, fileSize } from "./BackupsTab";

const api = installFakeApi();
/** The off-site card below the list reads its storage: none here (OffsiteCard.test.tsx covers it). */
const offsiteOff = { configured: false, fromEnv: false, endpoint: "", bucket: "", accessKeyId: "", region: "", prefix: "", secretSet: false, recipients: [] };
beforeEach(() => api.on("GET /api/backups/offsite", { body: offsiteOff }));

const listing = (overrides: Partial<BackupListing> = {}): BackupListing => ({
  backups: [
    { name: "scheduled-20261123-030000.tar.gz", kind: "scheduled", size: 2_516_582, createdAt: "2026-11-23T03:00:04.000Z", offsite: null },
    { name: "before-upgrade-1.0.0-to-1.1.0-20261120-101500.tar.gz", kind: "before-upgrade", size: 1024, createdAt: "2026-11-20T10:15:00.000Z", offsite: null },
  ],
  schedule: "0 3 * * *",
  keep: 7,
  nextRunAt: "2026-11-24T03:00:00.000Z",
  lastSuccessAt: "2026-11-23T03:00:04.000Z",
  lastFailure: null,
  ...overrides,
});

const backupRows = () => within(screen.getByRole("list", { name: "Copias de seguridad" })).getAllByRole("listitem");

describe("Settings → Backups", () => {
  test("the schedule in words, in the admin's language; an unusual one as its cron expression, labelled", async () => {
    const cases: [string, string, string][] = [
      ["es", "15 4 * * 1", "Copia automática cada lunes a las 04:15 (hora del servidor)"],
      ["en", "0 */6 * * *", "Automatic backup every 6 hours, at minute 0, server time"],
      ["en", "0 2 1 * *", "Automatic backup on day 1 of every month at 02:00, server time"],
      ["de", "30 * * * *", "Automatische Sicherung jede Stunde, zur Minute 30, Serverzeit"],
      ["en", "0 3 * * 1-5", "Automatic backup on the cron schedule “0 3 * * 1-5”, server time"],
    ];
    for (const [lang, schedule, words] of cases) {
      localStorage.setItem("adminLanguage", lang);
      api.on("GET /api/backups", { body: { ...listing(), schedule } });
      const { unmount } = renderAdmin(<BackupsTab />);
      expect((await screen.findByText((text) => text.startsWith(words))).textContent).toContain(words);
      unmount();
    }
  });

  test("loading, then the schedule and each backup with its date, kind, size and a download link", async () => {
    api.on("GET /api/backups", { body: listing() });
    renderAdmin(<BackupsTab />);
    expect(screen.getByLabelText("Cargando")).toBeDefined();
    await screen.findByText("Copias automáticas");
    expect(
      screen.getByText("Copia automática todos los días a las 03:00 (hora del servidor); se conservan las 7 copias programadas más recientes."),
    ).toBeDefined();
    const rows = backupRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("Programada");
    expect(rows[0]!.textContent).toContain("2,4 MB");
    expect(rows[1]!.textContent).toContain("Antes de actualizar");
    expect(within(rows[0]!).getByRole("link", { name: "Descargar scheduled-20261123-030000.tar.gz" }).getAttribute("href")).toBe(
      "/api/backups/scheduled-20261123-030000.tar.gz",
    );
  });

  test("empty, off, and the last failure with the server's reason", async () => {
    api.on("GET /api/backups", {
      body: listing({
        backups: [],
        schedule: null,
        nextRunAt: null,
        lastFailure: { at: "2026-11-23T03:00:00.000Z", kind: "scheduled", message: "Could not write the backup: no space left on device." },
      }),
    });
    renderAdmin(<BackupsTab />);
    await screen.findByText("Todavía no hay copias de seguridad.");
    expect(screen.getByText("Las copias programadas están desactivadas (BACKUP_SCHEDULE=off).")).toBeDefined();
    expect(screen.getByRole("alert").textContent).toContain("no space left on device");
  });

  test("a failed read offers to try again", async () => {
    api.on("GET /api/backups", { status: 500, body: { message: "boom" } });
    renderAdmin(<BackupsTab />);
    await screen.findByText("No se pudieron cargar las copias de seguridad.");
    api.on("GET /api/backups", { body: listing() });
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    await screen.findByText("Copias automáticas");
  });

  test("back up now: success names the new backup; a failure shows the server's sentence", async () => {
    api.on("GET /api/backups", { body: listing() });
    api.on("POST /api/backups", {
      status: 201,
      body: { name: "manual-20261123-120000.tar.gz", kind: "manual", size: 3 * 1024 * 1024, createdAt: "2026-11-23T12:00:00.000Z" },
    });
    renderAdmin(<BackupsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Crear copia ahora" }));
    await screen.findByText("manual-20261123-120000.tar.gz (3 MB)");
    api.on("POST /api/backups", { status: 503, body: { message: "Could not write the backup: no space left on device." } });
    await userEvent.click(screen.getByRole("button", { name: "Crear copia ahora" }));
    await screen.findByText("Could not write the backup: no space left on device.");
  });

  test("restore asks first; confirmed, it restores and says where the previous data went", async () => {
    api.on("GET /api/backups", { body: listing() });
    api.on("POST /api/backups/scheduled-20261123-030000.tar.gz/restore", {
      body: { savedAs: { name: "before-restore-20261123-120000.tar.gz", kind: "before-restore", size: 1, createdAt: "2026-11-23T12:00:00.000Z" }, uploads: 3 },
    });
    renderAdmin(<BackupsTab />);
    await screen.findByText("Copias automáticas");
    await userEvent.click(within(backupRows()[0]!).getByRole("button", { name: "Restaurar scheduled-20261123-030000.tar.gz" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("¿Restaurar esta copia?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(api.callsTo("POST /api/backups/scheduled-20261123-030000.tar.gz/restore")).toHaveLength(0);
    await userEvent.click(within(backupRows()[0]!).getByRole("button", { name: "Restaurar scheduled-20261123-030000.tar.gz" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restaurar" }));
    await screen.findByText("El sitio muestra los datos restaurados. Los anteriores están en before-restore-20261123-120000.tar.gz.");
  });

  test("a refused restore shows the server's reason and says nothing changed", async () => {
    api.on("GET /api/backups", { body: listing() });
    api.on("POST /api/backups/scheduled-20261123-030000.tar.gz/restore", {
      status: 400,
      body: { message: "This data was written by version 9.0.0; install 9.0.0 or later. Nothing was restored." },
    });
    renderAdmin(<BackupsTab />);
    await screen.findByText("Copias automáticas");
    await userEvent.click(within(backupRows()[0]!).getByRole("button", { name: "Restaurar scheduled-20261123-030000.tar.gz" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restaurar" }));
    await screen.findByText("This data was written by version 9.0.0; install 9.0.0 or later. Nothing was restored.");
  });

  test("delete asks first, then removes the backup", async () => {
    api.on("GET /api/backups", { body: listing() });
    api.on("DELETE /api/backups/scheduled-20261123-030000.tar.gz", { status: 204 });
    renderAdmin(<BackupsTab />);
    await screen.findByText("Copias automáticas");
    await userEvent.click(within(backupRows()[0]!).getByRole("button", { name: "Eliminar scheduled-20261123-030000.tar.gz" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/backups/scheduled-20261123-030000.tar.gz")).toHaveLength(1));
    await screen.findByText("Copia eliminada");
  });

  test("restore from a file: only a .tar.gz (or .tar.gz.age) is taken, sent as the body after confirmation", async () => {
    api.on("GET /api/backups", { body: listing() });
    api.on("POST /api/backups/restore", {
      body: { savedAs: { name: "before-restore-20261123-120000.tar.gz", kind: "before-restore", size: 1, createdAt: "2026-11-23T12:00:00.000Z" }, uploads: 0 },
    });
    renderAdmin(<BackupsTab />);
    await screen.findByText("Copias automáticas");
    const input = screen.getByLabelText("Copia de seguridad (.tar.gz, .tar.gz.age)");
    const button = screen.getByRole("button", { name: "Restaurar este archivo" });
    expect(button.hasAttribute("disabled")).toBe(true);
    await userEvent.upload(input, new File(["{}"], "export.json", { type: "application/json" }), { applyAccept: false });
    expect(screen.getByRole("alert").textContent).toBe("Selecciona una copia de seguridad (.tar.gz, .tar.gz.age).");
    expect(button.hasAttribute("disabled")).toBe(true);
    const archive = new File([new Uint8Array([31, 139, 8, 0])], "manual-20261101-090000.tar.gz", { type: "application/gzip" });
    await userEvent.upload(input, archive);
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restaurar" }));
    await waitFor(() => expect(api.callsTo("POST /api/backups/restore")).toHaveLength(1));
    expect(api.callsTo("POST /api/backups/restore")[0]!.body).toBe(archive);
  });

  test("sizes read like a person would say them", () => {
    expect(fileSize(512, "es-ES")).toBe("512 B");
    expect(fileSize(1536, "es-ES")).toBe("1,5 KB");
    expect(fileSize(1536, "en-US")).toBe("1.5 KB");
    expect(fileSize(5 * 1024 * 1024 * 1024, "es-ES")).toBe("5 GB");
  });
});

describe("backups in the owner's language", () => {
  test("in Japanese: the schedule, the list with Japanese dates and sizes, the confirmation and the notice; nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "ja");
    api.on("GET /api/backups", { body: listing({ lastFailure: { at: "2026-11-23T03:00:00.000Z", kind: "scheduled", message: "no space left on device" } }) });
    renderAdmin(
      <>
        <BackupFailureAlert />
        <BackupsTab />
      </>,
    );
    await screen.findByText("自動バックアップ");
    expect(screen.getByText("自動バックアップ：毎日 03:00（サーバー時刻）。定期バックアップは最新の 7 件を保持します。")).toBeDefined();
    const rows = within(screen.getByRole("list", { name: "バックアップ" })).getAllByRole("listitem");
    expect(rows[0]!.textContent).toContain("定期");
    expect(rows[0]!.textContent).toContain("2026/11/23");
    expect(rows[1]!.textContent).toContain("アップデート前");
    expect(screen.getByText("前回のバックアップは失敗しました。")).toBeDefined();
    await userEvent.click(within(rows[0]!).getByRole("button", { name: "scheduled-20261123-030000.tar.gz を削除" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("このバックアップを削除しますか？");
    expect(within(dialog).getByRole("button", { name: "キャンセル" })).toBeDefined();
    expect(otherLanguageTexts(["backups", "common"], "ja")).toEqual([]);
  });
});

describe("the dashboard's backup failure notice", () => {
  test("shows the last failure with a way to the backups; nothing when all is well or while loading", async () => {
    api.on("GET /api/backups", never);
    const { unmount } = renderAdmin(<BackupFailureAlert />);
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();
    api.on("GET /api/backups", { body: listing({ lastFailure: { at: "2026-11-23T03:00:00.000Z", kind: "scheduled", message: "no space left on device" } }) });
    renderAdmin(<BackupFailureAlert />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("La última copia de seguridad falló.");
    expect(within(alert).getByRole("link", { name: "Ver copias de seguridad" }).getAttribute("href")).toBe("/admin/settings?tab=backups");
  });
});
