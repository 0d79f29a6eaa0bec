import type { AdminResources } from "./index";

/** The admin in English. */
export default {
  "language": {
    "label": "Panel language",
    "change": "Panel language: {{language}}. Change language"
  },
  "demo": {
    "region": "Demo content",
    "notice": "Your site is showing demo content.",
    "explanation": "The sample projects, articles and CV are visible to your visitors until you remove them.",
    "remove": "Remove the demo content",
    "confirmTitle": "Remove all demo content?",
    "confirmText": "The sample projects, articles, experience, education, skills and contact details are removed. Whatever you wrote or renamed yourself is kept.",
    "confirm": "Remove",
    "cancel": "Cancel",
    "removedTitle": "Demo content removed",
    "removedText": "Your site no longer shows the sample portfolio.",
    "error": "Error",
    "failed": "The demo content could not be removed."
  }
} satisfies AdminResources;
