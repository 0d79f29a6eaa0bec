import { afterEach, expect, spyOn, test } from "bun:test";
import { act, fireEvent, screen } from "@testing-library/react";
import { Link } from "react-router-dom";
import { installFakeApi } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { useHashScroll } from "./use-hash-scroll";

installFakeApi();

function Page() {
  useHashScroll();
  return (
    <>
      <Link to="/#contact">contact</Link>
      <section id="contact">Contacto</section>
    </>
  );
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function fakeMotionPreference(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })) as unknown as typeof window.matchMedia;
}

async function scrollsOnLoadAndHashChange(behavior: ScrollBehavior) {
  const scrollTo = spyOn(window, "scrollTo").mockImplementation(() => {});
  try {
    renderWithApp(<Page />, { route: "/#contact" });
    const target = document.getElementById("contact")!;
    spyOn(target, "getBoundingClientRect").mockReturnValue({ top: 500 } as DOMRect);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(scrollTo).toHaveBeenCalledWith({ top: 420, behavior });
    scrollTo.mockClear();
    await act(async () => fireEvent.click(screen.getByText("contact")));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(scrollTo).toHaveBeenCalledWith({ top: 420, behavior });
  } finally {
    scrollTo.mockRestore();
  }
}

test("on load and on every hash change: smooth scroll to the element, 80 px below the top", async () => {
  fakeMotionPreference(false);
  await scrollsOnLoadAndHashChange("smooth");
});

test("with prefers-reduced-motion the scroll is instant", async () => {
  fakeMotionPreference(true);
  await scrollsOnLoadAndHashChange("auto");
});
