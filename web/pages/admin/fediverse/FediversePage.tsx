import { useTranslation } from "react-i18next";
import { useFediverse } from "../../../api/fediverse";
import { LoadError, LoadingBlocks, PageHeader } from "../../../components/admin/AdminUi";
import { DeliveriesCard, ReactionsCard } from "./DeliveriesCard";
import { BlocksCard, FollowersCard } from "./FollowersCard";
import { HandleCard } from "./HandleCard";
import { RepliesCard } from "./RepliesCard";
import { SiteAddressCard } from "./SiteAddressCard";

/**
 * /admin/fediverse: the handle (chosen first, before anyone follows) with the profile as Mastodon shows it, followers
 * and blocks, replies to moderate, how deliveries stand and what each article received. Without PUBLIC_URL it says
 * the server needs the site's address and how to give it; replies already kept can still be moderated.
 */
export function FediversePage() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useFediverse();
  return (
    <>
      <PageHeader title={t("fediverse.title")} description={t("fediverse.description")} />
      {isLoading ? (
        <LoadingBlocks label={t("common.loading")} heights={["h-40", "h-64"]} />
      ) : error || !data ? (
        <LoadError text={t("fediverse.loadFailed")} error={error} onRetry={() => void mutate()} />
      ) : (
        <div className="space-y-6">
          {data.enabled ? <HandleCard key={data.handle} view={data} /> : <SiteAddressCard />}
          <RepliesCard />
          {data.enabled && (
            <>
              <FollowersCard view={data} />
              <BlocksCard view={data} />
              <DeliveriesCard deliveries={data.deliveries} />
              <ReactionsCard reactions={data.reactions} />
            </>
          )}
        </div>
      )}
    </>
  );
}
