import { expect, test } from "bun:test";
import { shareLinks } from "./share";

test("three plain share links carrying the encoded article URL", () => {
  const links = shareLinks("https://site.test/articles/a-b?lang=es", "Título & más");
  expect(links.map((l) => l.network)).toEqual(["x", "linkedin", "facebook"]);
  const encoded = encodeURIComponent("https://site.test/articles/a-b?lang=es");
  for (const link of links) expect(link.href).toContain(encoded);
  expect(links[0]!.href).toContain(`text=${encodeURIComponent("Título & más")}`);
});
