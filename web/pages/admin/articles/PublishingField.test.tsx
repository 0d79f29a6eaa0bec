import { expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { installFakeApi } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { PublishingField } from "./PublishingField";

installFakeApi();

test.each([
  ["es", "Fecha y hora de publicación", "es-ES"],
  ["en", "Publication date and time", "en-US"],
])("in %s the schedule's date and time picker follows the admin's language", (lang, label, locale) => {
  localStorage.setItem(ADMIN_LANGUAGE_KEY, lang);
  renderAdmin(<PublishingField mode="schedule" at="2031-05-04T10:00" onModeChange={() => {}} onAtChange={() => {}} live={false} />);
  expect(screen.getByLabelText(label).getAttribute("lang")).toBe(locale);
});
