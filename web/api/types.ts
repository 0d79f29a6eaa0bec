/** The API's JSON shapes (contract §2), derived from the server's tables so the two cannot drift. */
import type { ArticleRow } from "../../src/modules/articles/articles.table";
import type { EducationRow, ExperienceRow, SkillRow } from "../../src/modules/cv/cv.table";
import type { MessageRow } from "../../src/modules/messages/messages.table";
import type { InboxMessage } from "../../src/modules/messages/messages.usecases";
import type { ProjectRow } from "../../src/modules/projects/projects.table";
import type { SiteInfoRow } from "../../src/modules/site-info/site-info.table";
import type { PublicUser } from "../../src/modules/auth/auth.repository";
import type { Language } from "../../src/lib/languages";

/** A read with `?lang=` carries the language of its text instead of the translations. */
type Localized = { lang?: Language };

export type SiteInfo = SiteInfoRow & Localized;
export type Project = ProjectRow & Localized;
export type Experience = ExperienceRow & Localized;
export type Education = EducationRow & Localized;
export type Skill = SkillRow & Localized;
export type Article = ArticleRow & Localized & { readTime: number };
/** A message as the admin's inbox reads it, with how its notifications stand. */
export type Message = InboxMessage;
/** What the contact form gets back. */
export type SentMessage = MessageRow;
export type { DeliverySummary } from "../../src/modules/outbox/outbox.table";
export type User = PublicUser;
export type CvData = { experiences: Experience[]; education: Education[]; skills: Skill[]; cvFileUrl: string | null };
export type AppConfig = { tinymceApiKey: string; heroImageUrl: string | null; defaultHeroImageUrl: string; version: string; languages: string[] };
