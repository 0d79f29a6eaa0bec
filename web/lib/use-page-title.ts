import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../src/shared/languages";
import type { PublicPage } from "../../src/modules/pages/pages.routing";
import { pageTitle } from "../../src/modules/pages/pages.seo";
import { useSiteInfo } from "../api/site-info";
import type { Article } from "../api/types";

/**
 * Keeps the browser title in step with client-side navigation, using the server's own title rule so a page has
 * the same title whether it was loaded or navigated to. `null` leaves the title alone (e.g. while loading).
 */
export function usePageTitle(page: PublicPage | null, article: Article | null = null): void {
  const { t, i18n } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  // The address fields only matter for the server's head tags, not for the title.
  const title =
    page && pageTitle({ page, article, siteInfo: siteInfo ?? null, t, lang: toLanguage(i18n.language), base: "", pathname: "", langInUrl: false });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
