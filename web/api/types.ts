/** The API's JSON shapes (contract §2), as the server answers them: described once in src/shared/api.ts. */
export type {
  AnyLanguage,
  AppConfig,
  Article,
  CvData,
  DeliverySummary,
  Education,
  Experience,
  InboxMessage,
  Localized,
  Message,
  Project,
  SiteInfo,
  Skill,
  SocialLinks,
  User,
} from "../../src/shared/api";
