import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../../api/site-info";
import { ContactForm } from "./ContactForm";
import { SectionHeading } from "./SectionHeading";
import { SocialLinks } from "./SocialLinks";

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

/** #contact: contact details and profiles on the left (fallbacks when site info is empty), the form on the right. */
export function ContactSection() {
  const { t } = useTranslation("contact");
  const { data: siteInfo } = useSiteInfo();
  const email = siteInfo?.contactEmail || t("fallback.email");
  const phone = siteInfo?.contactPhone || t("fallback.phone");
  const location = siteInfo?.contactLocation || t("fallback.location");

  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow={t("eyebrow")} title={t("title")} description={t("description")} />
        <div className="grid overflow-hidden rounded-3xl border border-slate-200 shadow-xl shadow-slate-900/5 lg:grid-cols-[2fr_3fr]">
          <div className="on-dark relative overflow-hidden bg-gradient-to-br from-indigo-600 to-indigo-900 p-6 text-white sm:p-10">
            <div className="contact-glow" aria-hidden="true" />
            <div className="relative">
              <h3 className="m-0 text-2xl font-semibold tracking-tight">{t("panel.title")}</h3>
              <p className="mb-0 mt-3 leading-relaxed text-indigo-100">{t("panel.text")}</p>
              <ul className="m-0 mt-8 list-none space-y-6 p-0">
                <ContactDetail icon="i-lucide-mail" label={t("panel.email")} value={email} href={`mailto:${email}`} />
                <ContactDetail icon="i-lucide-phone" label={t("panel.phone")} value={phone} href={`tel:${phone.replace(/[^\d+]/g, "")}`} />
                <ContactDetail icon="i-lucide-map-pin" label={t("panel.location")} value={location} />
              </ul>
              <p className="mb-3 mt-10 text-xs font-medium uppercase tracking-wider text-indigo-200">{t("panel.social")}</p>
              <SocialLinks links={siteInfo?.socialLinks} label={t("panel.social")} tone="dark" />
            </div>
          </div>
          <div className="bg-white p-6 sm:p-10">
            <h3 className="m-0 text-2xl font-semibold tracking-tight text-slate-900">{t("form.title")}</h3>
            <p className="mb-8 mt-2 text-slate-600">{t("form.intro")}</p>
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
