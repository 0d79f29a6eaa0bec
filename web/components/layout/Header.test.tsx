import { afterEach, describe, expect, test } from "bun:test";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { installFakeApi, ok } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { Header } from "./Header";

installFakeApi();

function LocationProbe() {
  const { search, hash } = useLocation();
  return <output data-testid="location">{`${search}${hash}`}</output>;
}

const renderHeader = (route = "/") =>
  renderWithApp(
    <>
      <Header />
      <LocationProbe />
    </>,
    { route, api: { "/api/site-info": ok(fixtures.siteInfo()) } },
  );

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = "es";
});

describe("Header", () => {
  test("brand and the five public links of spec §2, in order", async () => {
    renderHeader();
    expect(await screen.findByText("Lucía Ramírez")).toBeTruthy();
    const nav = screen.getAllByRole("navigation", { name: "Navegación principal" })[0]!;
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Inicio", "Currículum", "Proyectos", "Artículos", "Contacto"]);
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/", "/#cv", "/#work", "/#articles", "/#contact"]);
  });

  test("a contact button to the contact section", () => {
    renderHeader();
    const contact = screen.getAllByRole("link", { name: /Contáctame/ })[0]!;
    expect(contact.getAttribute("href")).toBe("/#contact");
  });

  test("a shadow once the page scrolled more than 10 px", async () => {
    const { container } = renderHeader();
    const header = container.querySelector("header")!;
    expect(header.dataset.scrolled).toBeUndefined();
    await act(async () => {
      Object.defineProperty(window, "scrollY", { configurable: true, value: 11 });
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(header.dataset.scrolled).toBe("true");
    await act(async () => {
      Object.defineProperty(window, "scrollY", { configurable: true, value: 10 });
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(header.dataset.scrolled).toBeUndefined();
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });

  test("has a scroll-progress bar", () => {
    renderHeader();
    expect(screen.getByTestId("scroll-progress")).toBeTruthy();
  });

  test("the mobile menu opens, lists the languages in a grid and collapses after a link", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Abrir menú" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("mobile-menu")!.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = document.getElementById("mobile-menu")!;
    expect(menu.hidden).toBe(false);
    expect(within(menu).getAllByRole("button", { pressed: false })).toHaveLength(7);
    expect(within(menu).getByRole("button", { pressed: true }).textContent).toBe("Español");
    fireEvent.click(within(menu).getByRole("link", { name: "Proyectos" }));
    expect(menu.hidden).toBe(true);
    expect(screen.getByTestId("location").textContent).toBe("#work");
  });

  test("choosing a language in the mobile menu switches, remembers it, writes ?lang= and collapses", async () => {
    renderHeader("/?x=1#contact");
    fireEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
    const menu = document.getElementById("mobile-menu")!;
    await act(async () => fireEvent.click(within(menu).getByRole("button", { name: "English" })));
    expect(menu.hidden).toBe(true);
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("selectedLanguage")).toBe("en");
    expect(localStorage.getItem("i18nextLng")).toBe("en");
    expect(screen.getByTestId("location").textContent).toBe("?x=1&lang=en#contact");
    expect(screen.getAllByRole("link", { name: "Projects" }).length).toBeGreaterThan(0);
  });

  /** The desktop dropdown's list, once open (the mobile menu's list is hidden, so it is the only one named so). */
  const languageList = () => screen.queryByRole("list", { name: "Idioma" });

  test("the desktop language dropdown lists the eight languages, marks the current one and closes on an outside press", async () => {
    renderHeader();
    const button = screen.getByRole("button", { name: /Idioma: Español/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(languageList()!.id);
    const items = within(languageList()!).getAllByRole("button");
    expect(items.map((i) => i.textContent)).toEqual(["Español", "English", "Français", "Deutsch", "Italiano", "Português", "日本語", "中文"]);
    expect(items.filter((i) => i.getAttribute("aria-current") === "true").map((i) => i.textContent)).toEqual(["Español"]);
    await userEvent.click(screen.getByTestId("location"));
    expect(languageList()).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  test("the dropdown button's name holds what it shows, whichever width shows which (axe: label-content-name-mismatch)", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: /Idioma: Español/ });
    expect(button.hasAttribute("aria-label")).toBe(false);
    // Wide screens show the name, narrower ones the code; a screen reader hears the rest.
    const shown = [...button.querySelectorAll("span:not(.sr-only):not([aria-hidden])")].map((span) => span.textContent);
    expect(shown).toEqual(["Español", "ES"]);
    expect(button.textContent).toBe("EspañolES Idioma: Español. Cambiar idioma");
  });

  test("the dropdown works from the keyboard: Enter opens, Tab reaches the languages, Escape closes and focuses the button", async () => {
    renderHeader();
    const button = screen.getByRole("button", { name: /Idioma: Español/ });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(languageList()).not.toBeNull();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe("Español");
    await userEvent.keyboard("{Escape}");
    expect(languageList()).toBeNull();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard(" ");
    expect(languageList()).not.toBeNull();
  });

  test("tabbing past the last language closes the dropdown", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: /Idioma: Español/ }));
    within(languageList()!).getByRole("button", { name: "中文" }).focus();
    await userEvent.tab();
    expect(languageList()).toBeNull();
    expect(document.activeElement?.textContent).toContain("Contáctame");
  });

  test("choosing in the dropdown changes the language, closes it and focuses the button", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: /Idioma: Español/ }));
    await act(async () => fireEvent.click(within(languageList()!).getByRole("button", { name: "Deutsch" })));
    expect(document.documentElement.lang).toBe("de");
    const button = await screen.findByRole("button", { name: /Sprache: Deutsch/ });
    expect(screen.queryByRole("list", { name: "Sprache" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
