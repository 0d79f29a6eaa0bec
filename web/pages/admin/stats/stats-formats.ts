import { useMemo } from "react";
import { useAdminLanguage } from "../admin-language";

/** Numbers, shares, changes, days and language names in the admin's language. */
export function useFormats() {
  const { language } = useAdminLanguage();
  return useMemo(
    () => ({
      locale: language,
      number: new Intl.NumberFormat(language),
      percent: new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }),
      change: new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" }),
      day: new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }),
      languageName: new Intl.DisplayNames([language], { type: "language" }),
    }),
    [language],
  );
}
