import { authCommands } from "../modules/auth/auth.cli";
import { backupsCommands } from "../modules/backups/backups.cli";
import { offsiteCommands } from "../modules/offsite/offsite.cli";
import { healthCommands } from "../platform/health/health.cli";
import { portabilityCommands } from "../modules/portability/portability.cli";
import type { CliCommand } from "./cli";
import { serveCommand } from "./serve";

/** Every command, in the order the usage lists them. A domain's commands live in its own folder (`<domain>.cli.ts`). */
export const COMMANDS: CliCommand[] = [serveCommand, ...authCommands, ...backupsCommands, ...offsiteCommands, ...portabilityCommands, ...healthCommands];
