import { useSiteInfoForAdmin } from "../../api/site-info";
import type { User } from "../../api/types";

/**
 * The one name the admin shows for its owner, on every screen and in every language: the site's owner name (the
 * name visitors see, set in Settings), or the account's name until one is set. Undefined while site info loads,
 * so the header never shows one name and then another.
 */
export function useOwnerName(user: User): string | undefined {
  const { data, error } = useSiteInfoForAdmin();
  if (!data && !error) return undefined;
  return data?.ownerName.trim() || user.name.trim() || user.username;
}
