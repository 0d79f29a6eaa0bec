import { expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { renderAdmin } from "../admin-test-utils";
import { PublishingField } from "./PublishingField";

test.each([
  ["es", "Fecha y hora de publicación", "es-ES"],
  ["en", "Publication date and time", "en-US"],
])("in %s the schedule's date and time picker follows the admin's language", (lang, label, locale) => {
  localStorage.setItem(ADMIN_LANGUAGE_KEY, lang);
  renderAdmin(<PublishingField mode="schedule" at="2031-05-04T10:00" onModeChange={() => {}} onAtChange={() => {}} live={false} />);
  expect(screen.getByLabelText(label).getAttribute("lang")).toBe(locale);
});
