import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messagesApi } from "../../api/messages";
import { ApiError } from "../../api/fetcher";
import type { Message } from "../../api/types";
import { installFakeApi, ok } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { ContactSection } from "./ContactSection";

installFakeApi();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Enviar mensaje/ }));

function fillValidMessage() {
  type("Nombre", "Ana Torres");
  type("Correo electrónico", "ana@example.com");
  type("Asunto", "Una propuesta");
  type("Mensaje", "Hola, me gustaría hablar de un proyecto.");
}

let sendSpy: ReturnType<typeof spyOn<typeof messagesApi, "send">> | undefined;
afterEach(() => sendSpy?.mockRestore());

describe("contact details", () => {
  test("nothing given: no details panel, no invented address, only the form", async () => {
    const { requests } = renderWithApp(<ContactSection />, {
      api: { "/api/site-info": ok(fixtures.siteInfo({ contactEmail: "", contactPhone: "", contactLocation: "", socialLinks: {} })) },
    });
    await waitFor(() => expect(requests).toContain("/api/site-info?lang=es"));
    await act(async () => undefined);
    expect(screen.queryByTestId("contact-panel")).toBeNull();
    expect(screen.queryByText("Información de contacto")).toBeNull();
    expect(screen.queryByRole("link", { name: /GitHub|LinkedIn/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Enviar mensaje/ })).toBeTruthy();
  });

  test("only what was given: an email and one profile, no phone or location lines", async () => {
    renderWithApp(<ContactSection />, {
      api: {
        "/api/site-info": ok(
          fixtures.siteInfo({ contactPhone: " ", contactLocation: "", socialLinks: { linkedin: "https://linkedin.com/in/lucia", github: "" } }),
        ),
      },
    });
    expect((await screen.findByText("lucia@example.com")).getAttribute("href")).toBe("mailto:lucia@example.com");
    expect(screen.queryByText("Teléfono")).toBeNull();
    expect(screen.queryByText("Ubicación")).toBeNull();
    expect(screen.getByRole("link", { name: "LinkedIn" }).getAttribute("href")).toBe("https://linkedin.com/in/lucia");
    expect(screen.queryByRole("link", { name: "GitHub" })).toBeNull();
  });

  test("site info's details and social links", async () => {
    renderWithApp(<ContactSection />, { api: { "/api/site-info": ok(fixtures.siteInfo()) } });
    const email = await screen.findByText("lucia@example.com");
    expect(email.getAttribute("href")).toBe("mailto:lucia@example.com");
    expect(screen.getByText("+51 912 345 678").getAttribute("href")).toBe("tel:+51912345678");
    expect(screen.getByText("Arequipa, Perú")).toBeTruthy();
    expect(screen.getByRole("link", { name: "GitHub" }).getAttribute("href")).toBe("https://github.com/lucia");
    // Profiles left empty are not shown at all.
    expect(screen.queryByRole("link", { name: "LinkedIn" })).toBeNull();
  });
});

describe("contact form (spec §5)", () => {
  test("has name, email, subject and a 5-row message", () => {
    renderWithApp(<ContactSection />);
    expect(field("Nombre").tagName).toBe("INPUT");
    expect(field("Correo electrónico").getAttribute("type")).toBe("email");
    expect(field("Asunto").tagName).toBe("INPUT");
    expect(field("Mensaje").tagName).toBe("TEXTAREA");
    expect(field("Mensaje").getAttribute("rows")).toBe("5");
  });

  test("has a hidden honeypot named website that people cannot reach", () => {
    const { container } = renderWithApp(<ContactSection />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeTruthy();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.getAttribute("aria-hidden")).toBe("true");
    expect(honeypot.closest(".honeypot")).toBeTruthy();
  });

  test("shows each spec §5 message under its field and sends nothing", async () => {
    sendSpy = spyOn(messagesApi, "send");
    renderWithApp(<ContactSection />);
    type("Nombre", "A");
    type("Correo electrónico", "no-es-un-correo");
    type("Asunto", "Hola");
    type("Mensaje", "Corto");
    submit();
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Subject must be at least 5 characters")).toBeTruthy();
    expect(screen.getByText("Message must be at least 10 characters")).toBeTruthy();
    expect(field("Nombre").getAttribute("aria-invalid")).toBe("true");
    expect(field("Nombre").getAttribute("aria-describedby")).toBe(screen.getByText("Name must be at least 2 characters").id);
    expect(sendSpy).not.toHaveBeenCalled();
  });

  test("a message disappears once its field is edited", async () => {
    renderWithApp(<ContactSection />);
    submit();
    await screen.findByText("Name must be at least 2 characters");
    type("Nombre", "Ana");
    expect(screen.queryByText("Name must be at least 2 characters")).toBeNull();
  });

  test("the messages are translated in other languages", async () => {
    renderWithApp(<ContactSection />, { lang: "fr" });
    fireEvent.click(screen.getByRole("button", { name: /Envoyer le message/ }));
    expect(await screen.findByText("Le nom doit contenir au moins 2 caractères")).toBeTruthy();
  });

  test("sending: the button shows it and is disabled; success: toast and a cleared form", async () => {
    let resolve!: (message: Message) => void;
    sendSpy = spyOn(messagesApi, "send").mockImplementation(() => new Promise<Message>((r) => (resolve = r)));
    renderWithApp(<ContactSection />);
    fillValidMessage();
    submit();
    const sending = await screen.findByRole("button", { name: /Enviando…/ });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(sendSpy).toHaveBeenCalledWith({
      name: "Ana Torres",
      email: "ana@example.com",
      subject: "Una propuesta",
      message: "Hola, me gustaría hablar de un proyecto.",
      website: "",
    });
    await act(async () => resolve({} as Message));
    expect(await screen.findByText("¡Mensaje enviado!")).toBeTruthy();
    expect(screen.getByText("Gracias por contactarme. Te responderé pronto.")).toBeTruthy();
    await waitFor(() => expect(field("Nombre").value).toBe(""));
    expect(field("Correo electrónico").value).toBe("");
    expect(field("Asunto").value).toBe("");
    expect(field("Mensaje").value).toBe("");
  });

  test("failure: the error toast, and the form keeps what was typed", async () => {
    sendSpy = spyOn(messagesApi, "send").mockRejectedValue(new ApiError(429, '{"message":"Too many"}'));
    renderWithApp(<ContactSection />);
    fillValidMessage();
    submit();
    expect(await screen.findByText("Error al enviar el mensaje")).toBeTruthy();
    expect(screen.getByText("Por favor, inténtalo de nuevo más tarde.")).toBeTruthy();
    expect(field("Nombre").value).toBe("Ana Torres");
  });

  test("a 400 from the server puts its messages on the fields", async () => {
    const body = JSON.stringify({
      message: "Validation failed",
      issues: [{ path: "email", code: "invalid-email", message: "Please enter a valid email address" }],
    });
    sendSpy = spyOn(messagesApi, "send").mockRejectedValue(new ApiError(400, body));
    renderWithApp(<ContactSection />);
    fillValidMessage();
    submit();
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
  });
});

describe("following on the fediverse", () => {
  test("with federation on: the handle and a button that copies it; off: nothing", async () => {
    const written: string[] = [];
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
    const on = renderWithApp(<ContactSection />, {
      api: {
        "/api/site-info": ok(fixtures.siteInfo()),
        "/api/fediverse/profile": ok({ handle: "@ana@blog.example", actorUrl: "https://blog.example/fediverse/owner" }),
      },
    });
    const line = await screen.findByTestId("fediverse-follow");
    expect(line.textContent).toContain("Sígueme en el fediverso:");
    expect(line.textContent).toContain("@ana@blog.example");
    fireEvent.click(screen.getByRole("button", { name: "Copiar" }));
    expect(await screen.findByRole("button", { name: "Copiado" })).toBeTruthy();
    expect(written).toEqual(["@ana@blog.example"]);
    // Follow from your server: a plain GET form (it works without JavaScript), in the page's language.
    const form = line.querySelector("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["get", "/api/fediverse/follow"]);
    const server = screen.getByLabelText("Sígueme desde tu servidor:") as HTMLInputElement;
    expect([server.name, server.required, server.placeholder]).toEqual(["server", true, "mastodon.social"]);
    expect((form.querySelector("input[name=lang]") as HTMLInputElement).value).toBe("es");
    expect(within(form).getByRole("button", { name: "Seguir" }).getAttribute("type")).toBe("submit");
    on.unmount();

    const { requests } = renderWithApp(<ContactSection />, {
      api: { "/api/site-info": ok(fixtures.siteInfo()), "/api/fediverse/profile": ok({ handle: null, actorUrl: null }) },
    });
    await waitFor(() => expect(requests).toContain("/api/fediverse/profile"));
    await act(async () => undefined);
    expect(screen.queryByTestId("fediverse-follow")).toBeNull();
  });
});
