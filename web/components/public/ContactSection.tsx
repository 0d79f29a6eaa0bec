import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../../api/site-info";
import { ContactForm } from "./ContactForm";
import { FediverseFollow } from "./FediverseFollow";
import { SectionHeading } from "./SectionHeading";
import { SocialLinks } from "./SocialLinks";
import { ownSocialLinks } from "../../lib/social";

function ContactDetail({ icon, label, value, href }: { icon: string; label: string; value: string; href?: string }) {
  return (
    <li className="flex items-start gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-indigo-200" aria-hidden="true">
        <span className={`${icon} h-5 w-5`} />
      </span>
      <div className="min-w-0">
        <p className="m-0 text-xs font-medium uppercase tracking-wider text-indigo-200">{label}</p>
        {href ? (
          <a href={href} className="mt-0.5 block break-words font-medium text-white no-underline hover:underline">
            {value}
          </a>
        ) : (
          <p className="m-0 mt-0.5 font-medium text-white">{value}</p>
        )}
      </div>
    </li>
  );
}

/**
 * #contact: the owner's contact details and profiles on the left (only those given; none: no panel), the form beside
 * them, and the fediverse handle under both when the site can be followed.
 */
export function ContactSection() {
  const { t } = useTranslation("contact");
  const { data: siteInfo } = useSiteInfo();
  const email = siteInfo?.contactEmail?.trim() ?? "";
  const phone = siteInfo?.contactPhone?.trim() ?? "";
  const location = siteInfo?.contactLocation?.trim() ?? "";
  const hasSocial = ownSocialLinks(siteInfo?.socialLinks).length > 0;
  const hasDetails = Boolean(email || phone || location);

  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow={t("eyebrow")} title={t("title")} description={t("description")} />
        <div
          className={`grid overflow-hidden rounded-3xl border border-slate-200 shadow-xl shadow-slate-900/5 ${hasDetails || hasSocial ? "lg:grid-cols-[2fr_3fr]" : ""}`}
        >
          {(hasDetails || hasSocial) && (
            <div
              className="on-dark relative overflow-hidden bg-gradient-to-br from-indigo-600 to-indigo-900 p-6 text-white sm:p-10"
              data-testid="contact-panel"
            >
              <div className="contact-glow" aria-hidden="true" />
              <div className="relative">
                <h3 className="m-0 text-2xl font-semibold tracking-tight">{t("panel.title")}</h3>
                {hasDetails && (
                  <>
                    <p className="mb-0 mt-3 leading-relaxed text-indigo-100">{t("panel.text")}</p>
                    <ul className="m-0 mt-8 list-none space-y-6 p-0">
                      {email && <ContactDetail icon="i-lucide-mail" label={t("panel.email")} value={email} href={`mailto:${email}`} />}
                      {phone && <ContactDetail icon="i-lucide-phone" label={t("panel.phone")} value={phone} href={`tel:${phone.replace(/[^\d+]/g, "")}`} />}
                      {location && <ContactDetail icon="i-lucide-map-pin" label={t("panel.location")} value={location} />}
                    </ul>
                  </>
                )}
                {hasSocial && (
                  <>
                    <p className={`mb-3 text-xs font-medium uppercase tracking-wider text-indigo-200 ${hasDetails ? "mt-10" : "mt-6"}`}>{t("panel.social")}</p>
                    <SocialLinks links={siteInfo?.socialLinks} label={t("panel.social")} tone="dark" />
                  </>
                )}
              </div>
            </div>
          )}
          <div className="bg-white p-6 sm:p-10">
            <h3 className="m-0 mb-8 text-2xl font-semibold tracking-tight text-slate-900">{t("form.title")}</h3>
            <ContactForm />
          </div>
        </div>
        <FediverseFollow />
      </div>
    </section>
  );
}
