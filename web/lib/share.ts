export type ShareNetwork = "x" | "linkedin" | "facebook";

/** Plain share links (no SDKs, no embeds: nothing loads from those networks until the visitor clicks). */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { network: "x", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
