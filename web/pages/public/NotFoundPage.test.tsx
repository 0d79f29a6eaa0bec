import { expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { installFakeApi } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { NotFoundPage } from "./NotFoundPage";

installFakeApi();

test("the spec's heading and text, with a way home", () => {
  renderWithApp(<NotFoundPage />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("404 Página No Encontrada");
  expect(screen.getByText("¿Olvidaste añadir esta página al enrutador?")).toBeTruthy();
  expect(screen.getByRole("link", { name: /Volver al inicio/ }).getAttribute("href")).toBe("/");
});
