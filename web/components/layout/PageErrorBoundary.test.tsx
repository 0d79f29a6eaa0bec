import { describe, expect, spyOn, test } from "bun:test";
import { act, screen } from "@testing-library/react";
import { Link, useLocation } from "react-router-dom";
import { installFakeApi } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { PageErrorBoundary } from "./PageErrorBoundary";

installFakeApi();

function Broken(): never {
  throw new Error("render bug");
}

describe("PageErrorBoundary", () => {
  test("a screen that fails to render shows the message and a reload button instead of a blank page", async () => {
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    renderWithApp(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Algo salió mal al mostrar esta página.");
    expect(screen.getByRole("button", { name: "Recargar la página" })).toBeTruthy();
    quiet.mockRestore();
  });

  test("going to another page clears the error", async () => {
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    function Screen() {
      return (
        <>
          <Link to="/other">otra</Link>
          <PageErrorBoundary>
            <RouteContent />
          </PageErrorBoundary>
        </>
      );
    }
    renderWithApp(<Screen />, { route: "/broken" });
    expect(screen.getByRole("alert")).toBeTruthy();
    await act(async () => screen.getByRole("link", { name: "otra" }).click());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Todo bien")).toBeTruthy();
    quiet.mockRestore();
  });

  test("in English too", () => {
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    renderWithApp(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
      { lang: "en" },
    );
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong while showing this page.");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    quiet.mockRestore();
  });
});

function RouteContent() {
  const { pathname } = useLocation();
  return pathname === "/broken" ? <Broken /> : <p>Todo bien</p>;
}
