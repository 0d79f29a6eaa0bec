import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FediverseAdminReply, FediverseView } from "../../../api/fediverse";
import { fail, installFakeApi, never, ok } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { FediversePage } from "./FediversePage";

const api = installFakeApi();

const view = (overrides: Partial<FediverseView> = {}): FediverseView => ({
  enabled: true,
  reason: null,
  handle: "@ana@blog.example",
  actorUrl: "https://blog.example/fediverse/owner",
  usernameLocked: false,
  usernameChosen: true,
  profile: { name: "Ana Blog", handle: "@ana@blog.example", avatarUrl: "/uploads/ana.webp", bio: "Escribo sobre la web.\n\nY sobre café." },
  followers: { count: 0, items: [] },
  blocks: [],
  deliveries: [],
  pendingReplies: 0,
  reactions: [],
  ...overrides,
});

const reply = (overrides: Partial<FediverseAdminReply> = {}): FediverseAdminReply => ({
  id: 7,
  articleId: 1,
  articleTitle: "Hola mundo",
  authorName: "Carol Replies",
  authorHandle: "@carol@social.example",
  authorUrl: "https://social.example/@carol",
  avatarUrl: null,
  content: "<p>¡Gran artículo!</p>",
  url: "https://social.example/notes/1",
  publishedAt: "2026-11-20T10:00:00.000Z",
  state: "pending",
  ...overrides,
});

const follower = { id: 3, handle: "@bob@mastodon.example", name: "Bob", url: "https://mastodon.example/@bob", createdAt: "2026-11-01T00:00:00.000Z" };

describe("the Fediverse screen", () => {
  test("loading, then a failed read with a retry", async () => {
    api.on("GET /api/fediverse", never).on("GET /api/replies", ok([]));
    const { unmount } = renderAdmin(<FediversePage />);
    expect(screen.getByRole("status", { name: "Cargando" })).toBeDefined();
    unmount();

    api.on("GET /api/fediverse", fail(500));
    renderAdmin(<FediversePage />);
    expect(await screen.findByText("No se pudo cargar el estado del fediverso.")).toBeDefined();
    api.on("GET /api/fediverse", ok(view()));
    await userEvent.click(screen.getByRole("button", { name: /reintentar/i }));
    expect(await screen.findByTestId("fediverse-handle")).toBeDefined();
  });

  test("off without PUBLIC_URL: speaks of the site's address, gives the line for each setup, and shows neither handle nor followers", async () => {
    api
      .on("GET /api/fediverse", ok(view({ enabled: false, reason: "Federation is off: PUBLIC_URL is not set.", handle: null, profile: null })))
      .on("GET /api/replies", ok([]));
    renderAdmin(<FediversePage />);
    const off = await screen.findByTestId("federation-off");
    expect(within(off).getByRole("heading").textContent).toBe("Aún no se puede seguir tu sitio desde Mastodon");
    // The words are the owner's: no variable name, no "actor"; only the lines to paste carry PUBLIC_URL.
    const prose = [...off.querySelectorAll("h2, p, dt")].map((node) => node.textContent).join(" ");
    expect(prose).toContain("la dirección de tu sitio");
    expect(prose).not.toMatch(/PUBLIC_URL|actor/i);
    const lines = [...off.querySelectorAll("code")].map((node) => node.textContent);
    expect(lines).toEqual([
      "PUBLIC_URL=https://example.com ./portfolio serve",
      "Environment=PUBLIC_URL=https://example.com",
      "docker run … -e PUBLIC_URL=https://example.com portfolio",
      "- PUBLIC_URL=https://example.com",
    ]);
    expect(within(off).getByTestId("site-address-setupSystemd").textContent).toContain("systemd");
    expect(screen.queryByTestId("fediverse-handle")).toBeNull();
    expect(screen.queryByTestId("fediverse-profile-preview")).toBeNull();
    expect(screen.queryByText("Seguidores")).toBeNull();
  });

  test("before anyone follows it leads with choosing the handle, beside the profile as Mastodon will show it", async () => {
    api.on("GET /api/fediverse", ok(view({ usernameChosen: false }))).on("GET /api/replies", ok([]));
    api.on("PUT /api/fediverse/username", (call) => {
      const username = (call.body as { username: string }).username;
      return ok(view({ usernameChosen: true, handle: `@${username}@blog.example` }));
    });
    renderAdmin(<FediversePage />);
    const card = await screen.findByTestId("fediverse-handle-card");
    expect(screen.getAllByRole("heading", { level: 2 })[0]!.textContent).toBe("Elige tu identificador");
    expect(card.textContent).toContain("cuando alguien te siga ya no podrá cambiar");
    expect(within(card).queryByRole("button", { name: "Copiar" })).toBeNull();
    const preview = screen.getByTestId("fediverse-profile-preview");
    expect(within(preview).getByText("Ana Blog")).toBeDefined();
    expect(within(preview).getByTestId("fediverse-preview-handle").textContent).toBe("@ana@blog.example");
    expect(preview.querySelector("img")!.getAttribute("src")).toBe("/uploads/ana.webp");
    expect(preview.textContent).toContain("Escribo sobre la web.");
    expect(within(preview).getByRole("link", { name: "Cambiarlos en Ajustes" }).getAttribute("href")).toBe("/admin/settings?tab=general");

    const field = screen.getByLabelText("Nombre de usuario") as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, "lucia");
    expect(within(preview).getByTestId("fediverse-preview-handle").textContent).toBe("@lucia@blog.example");
    expect(screen.getByTestId("fediverse-handle").textContent).toBe("@lucia@blog.example");
    await userEvent.click(screen.getByRole("button", { name: "Usar este identificador" }));
    await waitFor(() => expect(api.callsTo("PUT /api/fediverse/username")[0]?.body).toEqual({ username: "lucia" }));
  });

  test("a profile without a bio says so; once chosen, the handle can be copied", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async () => undefined }, configurable: true });
    api.on("GET /api/fediverse", ok(view({ profile: { ...view().profile!, bio: "" } }))).on("GET /api/replies", ok([]));
    renderAdmin(<FediversePage />);
    const preview = await screen.findByTestId("fediverse-profile-preview");
    expect(preview.textContent).toContain("Sin presentación todavía.");
    expect(screen.getAllByRole("heading", { level: 2 })[0]!.textContent).toBe("Tu identificador");
    expect(screen.getByRole("button", { name: "Copiar" })).toBeDefined();
  });

  test("empty: the handle with its username form, nobody following, no replies, nothing sent", async () => {
    api.on("GET /api/fediverse", ok(view())).on("GET /api/replies", ok([]));
    renderAdmin(<FediversePage />);
    expect((await screen.findByTestId("fediverse-handle")).textContent).toBe("@ana@blog.example");
    expect((screen.getByLabelText("Nombre de usuario") as HTMLInputElement).value).toBe("ana");
    expect(await screen.findByText("Aún no te sigue nadie.")).toBeDefined();
    expect(await screen.findByText("Ninguna respuesta todavía.")).toBeDefined();
    expect(screen.getByText("Nada enviado todavía.")).toBeDefined();
  });

  test("the username changes through the API; a bad one is refused on the form, in the admin's language", async () => {
    api.on("GET /api/fediverse", ok(view())).on("GET /api/replies", ok([]));
    api.on("PUT /api/fediverse/username", (call) => ok(view({ handle: `@${(call.body as { username: string }).username}@blog.example` })));
    renderAdmin(<FediversePage />);
    const field = (await screen.findByLabelText("Nombre de usuario")) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.type(field, "no vale!");
    await userEvent.click(screen.getByRole("button", { name: "Cambiar" }));
    expect(await screen.findByText("Un nombre de usuario tiene de 1 a 30 letras, cifras o guiones bajos.")).toBeDefined();
    expect(api.callsTo("PUT /api/fediverse/username")).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, "ana_blog");
    await userEvent.click(screen.getByRole("button", { name: "Cambiar" }));
    await waitFor(() => expect(api.callsTo("PUT /api/fediverse/username")).toHaveLength(1));
    expect(api.callsTo("PUT /api/fediverse/username")[0]!.body).toEqual({ username: "ana_blog" });
    expect(await screen.findByText("Identificador cambiado.")).toBeDefined();
  });

  test("loaded: followers with remove, block and block-server; blocks; deliveries; reactions; the username locked", async () => {
    api
      .on(
        "GET /api/fediverse",
        ok(
          view({
            usernameLocked: true,
            followers: { count: 1, items: [follower] },
            blocks: [{ id: 9, kind: "server", value: "spam.example", createdAt: "2026-11-02T00:00:00.000Z" }],
            deliveries: [{ server: "mastodon.example", state: "retrying", attempts: 2, lastError: "HTTP 503 Service Unavailable" }],
            reactions: [{ articleId: 1, title: "Hola mundo", likes: 4, boosts: 2 }],
          }),
        ),
      )
      .on("GET /api/replies", ok([]))
      .on("DELETE /api/fediverse/followers/3", { status: 204 })
      .on("POST /api/fediverse/followers/3/block", ok(view()))
      .on("POST /api/fediverse/blocks", { status: 201, body: view() })
      .on("DELETE /api/fediverse/blocks/9", { status: 204 });
    renderAdmin(<FediversePage />);
    const followers = await screen.findByRole("list", { name: "Seguidores" });
    expect(within(followers).getByRole("link", { name: "@bob@mastodon.example" }).getAttribute("href")).toBe("https://mastodon.example/@bob");
    expect(screen.getByText("Seguidores: 1")).toBeDefined();
    expect(screen.queryByLabelText("Nombre de usuario")).toBeNull();
    expect(screen.getByText(/Ya no puedes cambiar el identificador/)).toBeDefined();

    await userEvent.click(screen.getByRole("button", { name: "Quitar a @bob@mastodon.example" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/fediverse/followers/3")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: "Bloquear a @bob@mastodon.example" }));
    await waitFor(() => expect(api.callsTo("POST /api/fediverse/followers/3/block")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: "Bloquear todo el servidor mastodon.example" }));
    await waitFor(() => expect(api.callsTo("POST /api/fediverse/blocks")[0]?.body).toEqual({ server: "mastodon.example" }));
    await userEvent.click(screen.getByRole("button", { name: "Desbloquear spam.example" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/fediverse/blocks/9")).toHaveLength(1));

    const deliveries = screen.getByRole("list", { name: "Entregas" });
    expect(deliveries.textContent).toContain("Reintentando");
    expect(deliveries.textContent).toContain("HTTP 503 Service Unavailable");
    expect(screen.getByRole("list", { name: "Me gusta e impulsos" }).textContent).toContain("Me gusta: 4");
  });

  test("replies: pending first with author, handle, link and content; approve and delete go to the API", async () => {
    api
      .on("GET /api/fediverse", ok(view({ pendingReplies: 1 })))
      .on("GET /api/replies", ok([reply({ id: 8, state: "approved", authorName: "Dan" }), reply()]))
      .on("POST /api/replies/7/approve", ok(reply({ state: "approved" })))
      .on("DELETE /api/replies/8", { status: 204 });
    renderAdmin(<FediversePage />);
    const rows = await screen.findAllByTestId("fediverse-reply");
    expect(rows[0]!.textContent).toContain("Carol Replies");
    expect(rows[0]!.textContent).toContain("Pendiente");
    expect(rows[0]!.textContent).toContain("En «Hola mundo»");
    expect(within(rows[0]!).getByText("¡Gran artículo!").tagName).toBe("P");
    expect(within(rows[0]!).getByRole("link", { name: "@carol@social.example" }).getAttribute("href")).toBe("https://social.example/@carol");
    expect(within(rows[1]!).queryByRole("button", { name: /Aprobar/ })).toBeNull();
    expect(screen.getByText(/Esperan tu aprobación: 1/)).toBeDefined();

    await userEvent.click(screen.getByRole("button", { name: "Aprobar la respuesta de Carol Replies" }));
    await waitFor(() => expect(api.callsTo("POST /api/replies/7/approve")).toHaveLength(1));
    expect(await screen.findByText("Respuesta aprobada: ya se ve bajo el artículo.")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Borrar la respuesta de Dan" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/replies/8")).toHaveLength(1));
  });

  test("replies that cannot be read say so, with a retry, while the rest of the screen works", async () => {
    api.on("GET /api/fediverse", ok(view())).on("GET /api/replies", fail(500));
    renderAdmin(<FediversePage />);
    expect(await screen.findByText("No se pudieron cargar las respuestas.")).toBeDefined();
    expect(screen.getByTestId("fediverse-handle")).toBeDefined();
  });
});
