import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act, fireEvent, screen } from "@testing-library/react";
import { Link } from "react-router-dom";
import { installFakeApi } from "../testing/fake-api";
import { renderWithApp } from "../testing/render";
import { PAGE_VIEW_BEACON, usePageViewReport } from "./page-views";

installFakeApi();

function Site() {
  usePageViewReport();
  return (
    <nav>
      <Link to="/projects">projects</Link>
      <Link to="/articles?lang=en">articles</Link>
      <Link to="/articles?lang=fr">french</Link>
      <Link to="/articles#top">top</Link>
    </nav>
  );
}

type Sent = { url: string; type: string; body: unknown };
let sent: Sent[] = [];
const originalBeacon = navigator.sendBeacon;
const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };

beforeEach(() => {
  sent = [];
  navigator.sendBeacon = ((url: string, data: Blob) => {
    sent.push({ url, type: data.type, body: data });
    return true;
  }) as typeof navigator.sendBeacon;
});
afterEach(() => {
  navigator.sendBeacon = originalBeacon;
  Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
  delete privacy.globalPrivacyControl;
});

const click = (name: string) => act(async () => fireEvent.click(screen.getByText(name)));
const bodies = () => Promise.all(sent.map(async (s) => JSON.parse(await (s.body as Blob).text())));

describe("reporting client-side navigations", () => {
  test("not the first page (the server counted it), then each new page once, as same-origin JSON", async () => {
    renderWithApp(<Site />, { route: "/", lang: "en" });
    expect(sent).toEqual([]);
    await click("projects");
    await click("articles");
    // A language switch rewrites ?lang=, a #hash scrolls: neither is another page.
    await click("french");
    await click("top");
    expect(sent.map((s) => [s.url, s.type])).toEqual([
      [PAGE_VIEW_BEACON, "application/json"],
      [PAGE_VIEW_BEACON, "application/json"],
    ]);
    expect(await bodies()).toEqual([
      { path: "/projects", lang: "en" },
      { path: "/articles?lang=en", lang: "en" },
    ]);
  });

  test("nothing is sent when the browser asks not to be tracked (Do Not Track, Global Privacy Control)", async () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    renderWithApp(<Site />, { route: "/" });
    await click("projects");
    Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
    privacy.globalPrivacyControl = true;
    await click("articles");
    expect(sent).toEqual([]);
  });
});
