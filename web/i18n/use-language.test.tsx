import { afterEach, describe, expect, test } from "bun:test";
import { act, fireEvent, screen } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { FeaturedProjectsSection } from "../components/public/FeaturedProjectsSection";
import { installFakeApi, ok } from "../testing/fake-api";
import { fixtures } from "../testing/public-fixtures";
import { renderWithApp } from "../testing/render";
import { SESSION_LANGUAGE_KEY, useLanguage } from "./use-language";

installFakeApi();

function Switcher() {
  const { language, changeLanguage } = useLanguage();
  const { search } = useLocation();
  return (
    <>
      <output data-testid="state">{`${language} ${search}`}</output>
      <button type="button" onClick={() => changeLanguage("en")}>
        en
      </button>
      <button type="button" onClick={() => changeLanguage("fr")}>
        fr
      </button>
    </>
  );
}

const originalLocation = window.location;
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(window, "location", { configurable: true, value: originalLocation });
});

/** Replaces location.reload with a counter (happy-dom would otherwise navigate). */
function countReloads() {
  const calls = { count: 0 };
  const fake = Object.create(originalLocation, { reload: { value: () => calls.count++ } });
  Object.defineProperty(window, "location", { configurable: true, value: fake });
  return calls;
}

describe("useLanguage (spec §4)", () => {
  test("a change is saved, written to ?lang= and to <html lang>", async () => {
    renderWithApp(<Switcher />, { route: "/articles?page=2" });
    await act(async () => fireEvent.click(screen.getByText("en")));
    expect(screen.getByTestId("state").textContent).toBe("en ?page=2&lang=en");
    expect(localStorage.getItem("selectedLanguage")).toBe("en");
    expect(localStorage.getItem("i18nextLng")).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(sessionStorage.getItem(SESSION_LANGUAGE_KEY)).toBe("en");
  });

  test("the first change in a tab does not reload", async () => {
    const reloads = countReloads();
    renderWithApp(<Switcher />);
    await act(async () => fireEvent.click(screen.getByText("en")));
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(reloads.count).toBe(0);
  });

  test("when the tab held another language, the page reloads after 100 ms", async () => {
    sessionStorage.setItem(SESSION_LANGUAGE_KEY, "en");
    const reloads = countReloads();
    renderWithApp(<Switcher />, { lang: "en" });
    await act(async () => fireEvent.click(screen.getByText("fr")));
    expect(reloads.count).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(reloads.count).toBe(1);
  });

  test("reads are asked again in the new language", async () => {
    const { requests } = renderWithApp(
      <>
        <Switcher />
        <FeaturedProjectsSection />
      </>,
      { api: { "/api/projects/featured": ok([fixtures.project()]) } },
    );
    await screen.findByText("Proyectos destacados");
    await act(async () => fireEvent.click(screen.getByText("en")));
    expect(await screen.findByText("Featured projects")).toBeTruthy();
    expect(requests).toEqual(["/api/projects/featured?lang=es", "/api/projects/featured?lang=en"]);
  });
});
