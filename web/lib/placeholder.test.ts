import { expect, test } from "bun:test";
import { gradientFor, initialsOf } from "./placeholder";

test("initials skip short lowercase words", () => {
  expect(initialsOf("Panel de ventas")).toBe("PV");
  expect(initialsOf("API")).toBe("A");
  expect(initialsOf("Gestor de Inventario Web")).toBe("GI");
});

test("the same title always gets the same gradient", () => {
  expect(gradientFor("Panel de ventas")).toBe(gradientFor("Panel de ventas"));
});
