/** The API's JSON shapes (contract §2), as the server answers them: described once in src/shared/api.ts. */
export type {
  AnyLanguage,
  AppConfig,
  Article,
  ArticleSearchResult,
  CvData,
  Education,
  Experience,
  Localized,
  Message,
  PreviewLink,
  PreviewLinkState,
  Project,
  SiteInfo,
  Skill,
  SocialLinks,
  User,
} from "../../src/shared/api";
