import { expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import type { Article } from "../../api/types";
import { installFakeApi } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { ArticleMeta } from "./ArticleMeta";

installFakeApi();

const article = (over: Record<string, unknown>) => fixtures.article(over) as unknown as Article;

test("publishedAt, in es-ES long form", () => {
  renderWithApp(<ArticleMeta article={article({})} />);
  expect(screen.getByText("5 de marzo de 2024").getAttribute("datetime")).toBe("2024-03-05T10:00:00Z");
});

test("updatedAt when published without publishedAt", () => {
  renderWithApp(<ArticleMeta article={article({ publishedAt: null })} />);
  expect(screen.getByText("6 de marzo de 2024")).toBeTruthy();
});

test("'Borrador' for an unpublished article without publishedAt", () => {
  renderWithApp(<ArticleMeta article={article({ published: false, publishedAt: null })} />);
  expect(screen.getByText("Borrador")).toBeTruthy();
});
