import { GlobalRegistrator } from "@happy-dom/global-registrator";

// Only component tests need a DOM; server tests ignore it.
GlobalRegistrator.register({ url: "http://localhost:3000/" });
