import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { StatsPage } from "./StatsPage";
import { article, cvData, experience, message, project, renderAdmin, skill, useFakeApi } from "./admin-test-utils";

const api = useFakeApi();

const value = (group: string, label: string) => within(within(screen.getByRole("region", { name: group })).getByText(label).parentElement!).getByRole("definition").textContent;

describe("statistics", () => {
  test("counts by state from the admin's data", async () => {
    api
      .on("GET /api/articles", { body: [article({ id: 1 }), article({ id: 2, published: false }), article({ id: 3, published: false })] })
      .on("GET /api/projects", { body: [project({ id: 1, featured: true }), project({ id: 2 })] })
      .on("GET /api/messages", { body: [message({ id: 1 }), message({ id: 2, read: true })] })
      .on("GET /api/cv", { body: cvData({ experiences: [experience()], skills: [skill({ items: ["a", "b", "c"] })] }) });
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    await screen.findByText("Skills listed");
    await within(screen.getByRole("region", { name: "CV" })).findByText("3");
    expect(value("Articles", "Published")).toBe("1");
    expect(value("Articles", "Drafts")).toBe("2");
    expect(value("Projects", "Total")).toBe("2");
    expect(value("Projects", "Featured")).toBe("1");
    expect(value("Messages", "Unread")).toBe("1");
    expect(value("Messages", "Read")).toBe("1");
    expect(value("CV", "Experience entries")).toBe("1");
    expect(value("CV", "Skill categories")).toBe("1");
    expect(value("CV", "Skills listed")).toBe("3");
  });

  test("a read that fails says so in its group only", async () => {
    api.on("GET /api/articles", { status: 500 }).on("GET /api/projects", { body: [] }).on("GET /api/messages", { body: [] }).on("GET /api/cv", { body: cvData() });
    renderAdmin(<StatsPage />, { path: "/admin/stats" });
    expect(await within(screen.getByRole("region", { name: "Articles" })).findByText("Could not be loaded.")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Projects" })).queryByText("Could not be loaded.")).toBeNull();
  });
});
