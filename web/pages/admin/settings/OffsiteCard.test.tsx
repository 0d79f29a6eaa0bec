import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Backup, BackupListing } from "../../../api/backups";
import type { AdminHealth } from "../../../api/health";
import type { OffsiteSettingsView } from "../../../api/offsite";
import { OffsiteFailureAlert } from "../../../components/admin/OffsiteFailureAlert";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { installFakeApi, never } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { BackupsTab } from "./BackupsTab";
import { OffsiteCard } from "./OffsiteCard";

const api = installFakeApi();

const view = (overrides: Partial<OffsiteSettingsView> = {}): OffsiteSettingsView => ({
  configured: true,
  fromEnv: false,
  endpoint: "https://s3.eu-central-1.amazonaws.com",
  bucket: "my-site-backups",
  accessKeyId: "AKIAEXAMPLE",
  region: "eu-central-1",
  prefix: "",
  secretSet: true,
  recipients: ["age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"],
  ...overrides,
});
const off = view({ configured: false, endpoint: "", bucket: "", accessKeyId: "", region: "", secretSet: false, recipients: [] });

const backup = (name: string, offsite: Backup["offsite"]): Backup => ({ name, kind: "scheduled", size: 1024, createdAt: "2026-11-23T03:00:04.000Z", offsite });
const listing = (backups: Backup[]): BackupListing => ({
  backups,
  schedule: "0 3 * * *",
  keep: 7,
  nextRunAt: null,
  lastSuccessAt: null,
  lastFailure: null,
});
const card = () => screen.getByRole("region", { name: "Copias fuera del servidor" });

describe("Settings → Backups, off-site copies", () => {
  test("loading, then a failed read with a retry, then the saved storage (never the secret) and the encryption", async () => {
    api.on("GET /api/backups/offsite", never);
    const first = renderAdmin(<OffsiteCard />);
    expect(within(card()).getByLabelText("Cargando")).toBeDefined();
    first.unmount();
    api.on("GET /api/backups/offsite", { status: 500, body: { message: "boom" } });
    renderAdmin(<OffsiteCard />);
    await screen.findByText("No se pudo cargar el almacenamiento.");
    api.on("GET /api/backups/offsite", { body: view() });
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(((await screen.findByLabelText("Dirección del servicio")) as HTMLInputElement).value).toBe("https://s3.eu-central-1.amazonaws.com");
    expect((screen.getByLabelText("Bucket") as HTMLInputElement).value).toBe("my-site-backups");
    const secret = screen.getByLabelText("Clave secreta") as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(secret.type).toBe("password");
    expect(card().textContent).toContain("Guardada. Déjala vacía para conservarla.");
    expect(card().textContent).toContain("Activadas");
    expect(card().textContent).toContain("claves en BACKUP_AGE_RECIPIENTS: 1");
  });

  test("empty: off, no test to run, and a sentence that copies would not be encrypted", async () => {
    api.on("GET /api/backups/offsite", { body: off });
    renderAdmin(<OffsiteCard />);
    await screen.findByLabelText("Dirección del servicio");
    expect(card().textContent).toContain("Desactivadas");
    expect(card().textContent).toContain("Sin guardar.");
    expect(card().textContent).toContain("Las copias no están cifradas");
    expect(screen.queryByRole("button", { name: "Probar la conexión" })).toBeNull();
  });

  test("save: an empty secret keeps the saved one (not sent); a new one is sent once and the field emptied", async () => {
    api.on("GET /api/backups/offsite", { body: view() }).on("PUT /api/backups/offsite", { body: view({ bucket: "other-bucket" }) });
    renderAdmin(<OffsiteCard />);
    const bucket = await screen.findByLabelText("Bucket");
    await userEvent.clear(bucket);
    await userEvent.type(bucket, "other-bucket");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await screen.findByText("Almacenamiento guardado.");
    expect(api.callsTo("PUT /api/backups/offsite")[0]!.body).toEqual({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "other-bucket",
      accessKeyId: "AKIAEXAMPLE",
      region: "eu-central-1",
      prefix: "",
    });
    await userEvent.type(screen.getByLabelText("Clave secreta"), "new-secret");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(api.callsTo("PUT /api/backups/offsite")).toHaveLength(2));
    expect((api.callsTo("PUT /api/backups/offsite")[1]!.body as { secretAccessKey: string }).secretAccessKey).toBe("new-secret");
    await waitFor(() => expect((screen.getByLabelText("Clave secreta") as HTMLInputElement).value).toBe(""));
  });

  test("a field the form refuses, and the server's refusal, are shown by code in the admin's language", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api.on("GET /api/backups/offsite", { body: off }).on("PUT /api/backups/offsite", {
      status: 400,
      body: { message: "x", issues: [{ path: "secretAccessKey", code: "offsite.incomplete", message: "Enter the address…" }] },
    });
    renderAdmin(<OffsiteCard />);
    await userEvent.type(await screen.findByLabelText("Bucket"), "No_Such Bucket");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await screen.findByText("Ein Bucket-Name hat 3 bis 63 Kleinbuchstaben, Ziffern, Punkte und Bindestriche.");
    expect(api.callsTo("PUT /api/backups/offsite")).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Bucket"));
    await userEvent.type(screen.getByLabelText("Bucket"), "my-bucket");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await screen.findByText("Geben Sie Adresse, Bucket, Zugriffsschlüssel und geheimen Schlüssel zusammen ein, oder leeren Sie alle.");
  });

  test("set by the environment: read-only, the secret only as set, a note, and the test still offered", async () => {
    api.on("GET /api/backups/offsite", { body: view({ fromEnv: true, prefix: "site/" }) });
    renderAdmin(<OffsiteCard />);
    await screen.findByText("Las variables BACKUP_S3_* del servidor definen el almacenamiento; para cambiarlo, cámbialas allí.");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Guardar" })).toBeNull();
    expect(card().textContent).toContain("Desde el entorno");
    expect(card().textContent).toContain("site/");
    expect(card().textContent).toContain("Clave secretaguardada");
    expect(screen.getByRole("button", { name: "Probar la conexión" })).toBeDefined();
  });

  test("test connection: the storage's real answer, ok or its error line; not while the form has unsaved changes", async () => {
    api.on("GET /api/backups/offsite", { body: view() }).on("POST /api/backups/offsite/test", { body: { ok: true } });
    renderAdmin(<OffsiteCard />);
    const button = await screen.findByRole("button", { name: "Probar la conexión" });
    await userEvent.click(button);
    await screen.findByText("El almacenamiento responde: conexión correcta.");
    api.on("POST /api/backups/offsite/test", { body: { ok: false, error: "NoSuchBucket: The specified bucket does not exist" } });
    await userEvent.click(button);
    await screen.findByText("El almacenamiento responde: NoSuchBucket: The specified bucket does not exist");
    await userEvent.type(screen.getByLabelText("Prefijo"), "x/");
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(card().textContent).toContain("Guarda los cambios antes de probarlos.");
  });
});

describe("each backup's off-site state", () => {
  test("a badge per state while a storage is set; none at all while it is not", async () => {
    const backups = [backup("a.tar.gz.age", "uploaded"), backup("b.tar.gz.age", "pending"), backup("c.tar.gz.age", "failed"), backup("d.tar.gz", null)];
    api.on("GET /api/backups", { body: listing(backups) }).on("GET /api/backups/offsite", { body: view() });
    const first = renderAdmin(<BackupsTab />);
    await screen.findByText("Subida");
    const rows = within(screen.getByRole("list", { name: "Copias de seguridad" })).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("[data-offsite]")?.textContent)).toEqual(["Subida", "Subida pendiente", "Subida fallida", "Sin copia externa"]);
    first.unmount();
    api.on("GET /api/backups", { body: listing([backup("d.tar.gz", null)]) }).on("GET /api/backups/offsite", { body: off });
    renderAdmin(<BackupsTab />);
    await screen.findByText("Desactivadas");
    expect(document.querySelector("[data-offsite]")).toBeNull();
  });
});

const IDENTITY = "# created: 2026-11-01\n# public key: age1ql3z…\nAGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n";

describe("restoring an encrypted backup", () => {
  test("asks for the identity file, sends its text once in the body; a wrong key's refusal stays in the dialog, in the admin's language", async () => {
    const savedAs = backup("before-restore-20261123-120000.tar.gz.age", null);
    api
      .on("GET /api/backups", { body: listing([backup("scheduled-20261123-030000.tar.gz.age", "uploaded")]) })
      .on("GET /api/backups/offsite", { body: view() });
    api.on("POST /api/backups/scheduled-20261123-030000.tar.gz.age/restore", {
      status: 400,
      body: {
        message: "The identity does not open this backup (no identity matched any of the file's recipients); nothing was restored.",
        issues: [{ path: "identity", code: "offsite.identity-mismatch", message: "This identity file does not open the backup; nothing was restored." }],
      },
    });
    renderAdmin(<BackupsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Restaurar scheduled-20261123-030000.tar.gz.age" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Esta copia está cifrada.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Restaurar" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Elige el archivo de identidad para restaurar esta copia.");
    expect(api.callsTo("POST /api/backups/scheduled-20261123-030000.tar.gz.age/restore")).toHaveLength(0);
    await userEvent.upload(within(dialog).getByLabelText("Archivo de identidad age"), new File([IDENTITY], "key.txt", { type: "text/plain" }));
    await within(dialog).findByText("key.txt");
    await userEvent.click(within(dialog).getByRole("button", { name: "Restaurar" }));
    await within(dialog).findByText("Este archivo de identidad no abre la copia; no se ha restaurado nada.", { selector: "[role=alert]" });
    expect(api.callsTo("POST /api/backups/scheduled-20261123-030000.tar.gz.age/restore")[0]!.body).toEqual({ identity: IDENTITY });
    api.on("POST /api/backups/scheduled-20261123-030000.tar.gz.age/restore", { body: { savedAs, uploads: 2 } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Restaurar" }));
    await screen.findByText(`El sitio muestra los datos restaurados. Los anteriores están en ${savedAs.name}.`);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(JSON.stringify(localStorage)).not.toContain("AGE-SECRET-KEY");
    expect(JSON.stringify(sessionStorage)).not.toContain("AGE-SECRET-KEY");
  });

  test("an uploaded .tar.gz.age goes as the body with its keys in X-Age-Identity; a plain backup asks for no key", async () => {
    api.on("GET /api/backups", { body: listing([backup("manual-20261101-090000.tar.gz", "uploaded")]) }).on("GET /api/backups/offsite", { body: view() });
    api.on("POST /api/backups/restore", { body: { savedAs: backup("before-restore-20261123-120000.tar.gz", null), uploads: 0 } });
    renderAdmin(<BackupsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Restaurar manual-20261101-090000.tar.gz" }));
    expect((await screen.findByRole("dialog")).textContent).not.toContain("cifrada");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    const archive = new File([new Uint8Array([97, 103, 101])], "manual-20261101-090000.tar.gz.age");
    await userEvent.upload(screen.getByLabelText("Copia de seguridad (.tar.gz, .tar.gz.age)"), archive);
    await userEvent.click(screen.getByRole("button", { name: "Restaurar este archivo" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.upload(within(dialog).getByLabelText("Archivo de identidad age"), new File([IDENTITY], "key.txt"));
    await within(dialog).findByText("key.txt");
    await userEvent.click(within(dialog).getByRole("button", { name: "Restaurar" }));
    await waitFor(() => expect(api.callsTo("POST /api/backups/restore")).toHaveLength(1));
    const call = api.callsTo("POST /api/backups/restore")[0]!;
    expect(call.body).toBe(archive);
    expect(call.headers.get("X-Age-Identity")).toBe("AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ");
  });
});

const health = (offsite: AdminHealth["offsite"]): AdminHealth => ({
  status: "ok",
  version: "1.0.0",
  uptimeSeconds: 1,
  database: { writable: true },
  disk: null,
  lastBackupAt: null,
  signIn: { locked: false, failures: 0, addresses: 0, lockedUntil: null },
  publicUrlSet: true,
  offsite,
});
const status = { configured: true, encrypted: true, pending: 0, failed: 0, lastUploadAt: "2026-11-23T03:00:10.000Z", lastError: null };

describe("the dashboard's off-site notice", () => {
  test("failed uploads: how many, the storage's words, a way to the backups; nothing when all went up or off-site is off", async () => {
    for (const quiet of [status, { ...status, configured: false, failed: 2 }]) {
      api.on("GET /api/health", { body: health(quiet) });
      const { unmount } = renderAdmin(<OffsiteFailureAlert />);
      await waitFor(() => expect(api.callsTo("GET /api/health").length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole("alert")).toBeNull();
      unmount();
    }
    api.on("GET /api/health", { body: health({ ...status, failed: 2, lastError: "connect ECONNREFUSED 127.0.0.1:9000" }) });
    renderAdmin(<OffsiteFailureAlert />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Copias fuera del servidor fallidas: 2. Se reintentan solas.");
    expect(alert.textContent).toContain("connect ECONNREFUSED 127.0.0.1:9000");
    expect(within(alert).getByRole("link", { name: "Ver copias de seguridad" }).getAttribute("href")).toBe("/admin/settings?tab=backups");
  });
});
