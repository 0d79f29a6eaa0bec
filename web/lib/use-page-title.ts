import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../api/site-info";
import type { AnyLanguage, Article } from "../api/types";
import { definitionOf, type PublicPage } from "../pages/public/public-pages";

/**
 * Keeps the browser title in step with client-side navigation, using the page table's title, which the server
 * renders too, so a page has the same title whether it was loaded or navigated to. `null` leaves the title alone
 * (e.g. while loading).
 */
export function usePageTitle(page: PublicPage | null, article: AnyLanguage<Article> | null = null): void {
  const { t } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  const title = page && definitionOf(page).title({ page, article, siteInfo: siteInfo ?? null, t });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
