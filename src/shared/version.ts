import { version } from "../../package.json" with { type: "json" };

/** The commit the executable was built from, written in by scripts/build.ts (`--define`); absent when run from source. */
declare const BUILD_COMMIT: string | undefined;

/** The release, as package.json names it (what the admin's version label shows). */
export const PACKAGE_VERSION: string = version;

/** The release plus the commit it was built from, e.g. `1.0.0+cc8b8f8`: what --version and /api/health report. */
export const VERSION: string = typeof BUILD_COMMIT === "string" && BUILD_COMMIT ? `${version}+${BUILD_COMMIT}` : version;
