import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { article, project, siteInfo } from "../../testing/admin-fixtures";
import { installFakeApi, never } from "../../testing/fake-api";
import { otherLanguageTexts } from "../../testing/page-language";
import { renderAdmin } from "../../testing/render";
import { hasIdentity } from "./setup-checklist";
import { SetupChecklist } from "./SetupChecklist";

const api = installFakeApi();

const emailOff = { configured: false, fromEnv: false, host: "", port: 587, security: "starttls", user: "", from: "", to: "", passwordSet: false };
const backup = { name: "manual-20260501-101500.tar.gz", kind: "manual", size: 1024, createdAt: "2026-05-01T10:15:00.000Z" };
const health = (publicUrlSet: boolean) => ({
  status: "ok",
  version: "1.0.0",
  uptimeSeconds: 5,
  database: { writable: true },
  disk: null,
  lastBackupAt: null,
  publicUrlSet,
});

/** The Fediverse screen's read, as far as the checklist looks: whether the handle was chosen (or kept by a follower). */
const fediverse = (usernameChosen: boolean, usernameLocked = false) => ({ enabled: true, handle: "@admin@blog.example", usernameChosen, usernameLocked });

/** A site right after "remove the demo": nothing of the owner's yet. */
function freshSite() {
  return api
    .on("GET /api/demo-content", { body: { present: false } })
    .on("GET /api/site-info", { body: siteInfo({ ownerName: "", heroImageUrl: null, cvFileUrl: null }) })
    .on("GET /api/projects", { body: [] })
    .on("GET /api/articles", { body: [] })
    .on("GET /api/notifications", { body: { email: emailOff, webhooks: [] } })
    .on("GET /api/backups", { body: { backups: [], schedule: "0 3 * * *", keep: 7, nextRunAt: null, lastSuccessAt: null, lastFailure: null } })
    .on("GET /api/health", { body: health(false) })
    .on("GET /api/fediverse", { body: fediverse(false) });
}

const checklist = () => screen.findByTestId("setup-checklist");
const states = () =>
  Object.fromEntries(screen.getAllByTestId(/^setup-/).flatMap((row) => (row.dataset.state ? [[row.dataset.testid!.slice(6), row.dataset.state]] : [])));

describe("the setup checklist", () => {
  test("while the demo content is there it shows nothing and reads nothing of its own", async () => {
    freshSite().on("GET /api/demo-content", { body: { present: true } });
    renderAdmin(<SetupChecklist />);
    await waitFor(() => expect(api.callsTo("GET /api/demo-content")).toHaveLength(1));
    expect(screen.queryByTestId("setup-checklist")).toBeNull();
    expect(api.callsTo("GET /api/notifications")).toHaveLength(0);
    expect(api.callsTo("GET /api/health")).toHaveLength(0);
  });

  test("after the demo is removed: nine steps, none done, each linking to the screen where it is done", async () => {
    freshSite();
    renderAdmin(<SetupChecklist />);
    const card = await checklist();
    await within(card).findByRole("progressbar");
    expect(within(card).getByRole("heading", { name: "Pon en marcha tu sitio" })).toBeTruthy();
    expect(card.textContent).toContain("0 de 9 hechos");
    expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    expect(
      within(card)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Tu nombre y titular: Pendiente", "/admin/settings?tab=general"],
      ["Tu foto: Pendiente", "/admin/settings?tab=general"],
      ["Tu CV en un archivo: Pendiente", "/admin/settings?tab=general"],
      ["Tu primer proyecto: Pendiente", "/admin/projects/new"],
      ["Tu primer artículo publicado: Pendiente", "/admin/articles/new"],
      ["Avisos de mensajes nuevos: Pendiente", "/admin/settings?tab=notifications"],
      ["Una copia de seguridad: Pendiente", "/admin/settings?tab=backups"],
      // The address is set on the server: the Fediverse screen shows the line to add; the handle is chosen there too.
      ["La dirección de tu sitio: Pendiente", "/admin/fediverse"],
      ["Tu identificador en Mastodon: Pendiente", "/admin/fediverse"],
    ]);
    expect(card.textContent).not.toContain("PUBLIC_URL");
  });

  test("each step is done from the admin's own reads", async () => {
    freshSite()
      .on("GET /api/site-info", {
        body: siteInfo({ ownerName: "Lucía Ramírez", headline: "I build web apps", heroImageUrl: "/uploads/me.webp", cvFileUrl: "/uploads/cv.pdf" }),
      })
      .on("GET /api/projects", { body: [project()] })
      // A draft is not yet an article visitors can read.
      .on("GET /api/articles", { body: [article({ published: false, publishedAt: null })] })
      .on("GET /api/notifications", { body: { email: emailOff, webhooks: [{ id: 1, url: "https://ntfy.sh/…", format: "ntfy", lastStatus: null }] } })
      .on("GET /api/backups", { body: { backups: [backup], schedule: null, keep: 7, nextRunAt: null, lastSuccessAt: null, lastFailure: null } })
      .on("GET /api/health", { body: health(true) })
      .on("GET /api/fediverse", { body: fediverse(false, true) });
    renderAdmin(<SetupChecklist />);
    const card = await checklist();
    await within(card).findByRole("progressbar");
    expect(states()).toEqual({
      identity: "done",
      photo: "done",
      cv: "done",
      project: "done",
      article: "todo",
      notifications: "done",
      backup: "done",
      publicUrl: "done",
      // Kept as it was by the first follower: nothing left to choose.
      fediverse: "done",
    });
    expect(card.textContent).toContain("8 de 9 hechos");
    expect(within(card).getByRole("link", { name: /^Tu primer artículo publicado\s*: Pendiente$/ })).toBeTruthy();
  });

  test("when every step is done the card goes away", async () => {
    freshSite()
      .on("GET /api/site-info", {
        body: siteInfo({ ownerName: "Lucía Ramírez", headline: "I build web apps", heroImageUrl: "/uploads/me.webp", cvFileUrl: "https://cv.example/cv.pdf" }),
      })
      .on("GET /api/projects", { body: [project()] })
      .on("GET /api/articles", { body: [article()] })
      .on("GET /api/notifications", { body: { email: { ...emailOff, configured: true }, webhooks: [] } })
      .on("GET /api/backups", { body: { backups: [backup], schedule: null, keep: 7, nextRunAt: null, lastSuccessAt: null, lastFailure: null } })
      .on("GET /api/health", { body: health(true) })
      .on("GET /api/fediverse", { body: fediverse(true) });
    renderAdmin(<SetupChecklist />);
    await waitFor(() => expect(api.callsTo("GET /api/health")).toHaveLength(1));
    await waitFor(() => expect(api.callsTo("GET /api/backups")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("setup-checklist")).toBeNull();
  });

  test("loading shows placeholders; a read that fails marks its steps as not checked, never as done", async () => {
    freshSite().on("GET /api/health", never);
    const { unmount } = renderAdmin(<SetupChecklist />);
    const card = await checklist();
    expect(within(card).getByRole("status", { name: "Cargando" })).toBeTruthy();
    unmount();
    freshSite().on("GET /api/site-info", { status: 500, body: { message: "boom" } });
    renderAdmin(<SetupChecklist />);
    await within(await checklist()).findByRole("progressbar");
    expect(states()).toMatchObject({ identity: "unknown", photo: "unknown", cv: "unknown", project: "todo" });
    expect(screen.getByTestId("setup-identity").textContent).toContain("No se pudo comprobar");
  });

  test("in English, with nothing left in another language", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    freshSite();
    renderAdmin(<SetupChecklist />);
    const card = await checklist();
    await within(card).findByRole("progressbar");
    expect(within(card).getByRole("heading", { name: "Set up your site" })).toBeTruthy();
    expect(card.textContent).toContain("0 of 9 done");
    expect(within(card).getByRole("link", { name: /^Your first project\s*: To do$/ })).toBeTruthy();
    expect(otherLanguageTexts(["overview"], "en", card)).toEqual([]);
  });
});

describe("name and headline", () => {
  test("both must be filled", () => {
    expect(hasIdentity(siteInfo({ ownerName: "Lucía", headline: "I build web apps" }))).toBe(true);
    expect(hasIdentity(siteInfo({ ownerName: "  ", headline: "I build web apps" }))).toBe(false);
    expect(hasIdentity(siteInfo({ ownerName: "Lucía", headline: "" }))).toBe(false);
    expect(hasIdentity(siteInfo({ ownerName: "", headline: "" }))).toBe(false);
  });
});
