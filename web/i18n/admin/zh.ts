import type { AdminResources } from "./index";

/** The admin in Chinese. */
export default {
  "language": {
    "label": "面板语言",
    "change": "面板语言：{{language}}。更改语言"
  },
  "demo": {
    "region": "演示内容",
    "notice": "您的网站正在显示演示内容。",
    "explanation": "示例项目、文章和简历会一直对访客可见，直到您将其删除。",
    "remove": "删除演示内容",
    "confirmTitle": "删除所有演示内容？",
    "confirmText": "将删除示例项目、文章、工作经历、教育经历、技能和联系信息。您自己撰写或重命名的内容会保留。",
    "confirm": "删除",
    "cancel": "取消",
    "removedTitle": "演示内容已删除",
    "removedText": "您的网站不再显示示例作品集。",
    "error": "错误",
    "failed": "无法删除演示内容。"
  }
} satisfies AdminResources;
