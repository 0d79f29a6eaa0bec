import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useSiteInfoForAdmin } from "../../../api/site-info";
import { LoadError, PageHeader } from "../../../components/admin/AdminUi";
import { FormSkeleton } from "../../../components/admin/FormPage";
import { CvFileCard } from "./CvFileCard";
import { HeroImageCard } from "./HeroImageCard";
import { AppearanceTab } from "./AppearanceTab";
import { BackupsTab } from "./BackupsTab";
import { ImportExportTab } from "./ImportExportTab";
import { NotificationsTab } from "./NotificationsTab";
import { SiteInfoForm } from "./SiteInfoForm";
import { SecurityTab } from "./security/SecurityTab";

const TAB_CLASS =
  "-mb-px min-h-11 shrink-0 whitespace-nowrap border-0 border-b-2 border-transparent bg-transparent px-3 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700 sm:px-4";

function GeneralTab() {
  const { t } = useTranslation("admin");
  const { data: siteInfo, error, isLoading, mutate } = useSiteInfoForAdmin();
  if (isLoading) return <FormSkeleton />;
  if (error || !siteInfo) return <LoadError text={t("settings.loadFailed")} error={error} onRetry={() => void mutate()} />;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <SiteInfoForm siteInfo={siteInfo} />
      <div className="space-y-6">
        <HeroImageCard heroImageUrl={siteInfo.heroImageUrl} />
        <CvFileCard cvFileUrl={siteInfo.cvFileUrl} />
      </div>
    </div>
  );
}

/** Tabs a link can open directly: /admin/settings?tab=backups. */
const TABS = ["general", "import-export", "backups", "notifications", "security", "appearance"] as const;

/** /admin/settings (spec §2): the site's information, hero image and CV; export and import of all content; backups; notifications; the account's security; the site's appearance. */
export function SettingsPage() {
  const { t } = useTranslation("admin");
  const [search] = useSearchParams();
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: a tab opened by a link must be in view, not past the edge.
  useEffect(() => {
    tabList.current?.querySelector<HTMLElement>("[aria-selected=true]")?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, []);
  const opened = Math.max(0, TABS.indexOf(search.get("tab") as (typeof TABS)[number]));
  return (
    <>
      <PageHeader title={t("layout.nav.settings")} description={t("settings.description")} />
      <TabGroup defaultIndex={opened}>
        <TabList ref={tabList} className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
          <Tab className={TAB_CLASS}>{t("settings.tabs.general")}</Tab>
          <Tab className={TAB_CLASS}>{t("settings.tabs.importExport")}</Tab>
          <Tab className={TAB_CLASS}>{t("settings.tabs.backups")}</Tab>
          <Tab className={TAB_CLASS}>{t("notifications.tab")}</Tab>
          <Tab className={TAB_CLASS}>{t("security.tab")}</Tab>
          <Tab className={TAB_CLASS}>{t("appearance.tab")}</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <GeneralTab />
          </TabPanel>
          <TabPanel>
            <ImportExportTab />
          </TabPanel>
          <TabPanel>
            <BackupsTab />
          </TabPanel>
          <TabPanel>
            <NotificationsTab />
          </TabPanel>
          <TabPanel>
            <SecurityTab />
          </TabPanel>
          <TabPanel>
            <AppearanceTab />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
