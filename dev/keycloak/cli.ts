/**
 * `npm run keycloak [-- --production]`: reads the arguments and runs the set-up for a person at
 * the terminal (`terminal.ts`). `--production` (`npm run keycloak:production`) is PostgreSQL, two
 * nodes and HAProxy instead of one development node; `--help` prints the usage. Ports and the
 * Keycloak version come from the environment (`ports.ts`, `version.ts`). Exits 1 with one line
 * when a tool or a port is missing, 2 for an unknown argument.
 */
import { SetupError } from "./setupError";
import { runDevelopment, runProduction } from "./terminal";

const USAGE = `Usage: npm run keycloak [-- --production]

Starts Keycloak with the theme, the portal server and the mail catcher until Ctrl-C.
  (no argument)   development mode: start-dev, in-memory database, rebuilds on source changes
  --production    production mode: PostgreSQL, two nodes (kc.sh build + start), HAProxy in front
  --help          this text

Ports: KEYCLOAK_PORT, KEYCLOAK_HTTPS_PORT, PORTAL_PORT, MAIL_SMTP_PORT, MAIL_HTTP_PORT, and in
production POSTGRES_PORT, KEYCLOAK_NODE_PORTS, KEYCLOAK_MANAGEMENT_PORTS, KEYCLOAK_JGROUPS_PORTS.
Keycloak release: KEYCLOAK_VERSION.`;

const args = process.argv.slice(2);
const unknown = args.filter(arg => arg !== "--production" && arg !== "--help");
if (args.includes("--help") || unknown.length > 0) {
    if (unknown.length > 0) console.error(`keycloak: unknown argument ${unknown.join(" ")}\n`);
    console.log(USAGE);
    process.exit(unknown.length > 0 ? 2 : 0);
}
const run = args.includes("--production") ? runProduction : runDevelopment;
run().catch(error => {
    console.error(error instanceof SetupError ? `keycloak: ${error.message}` : error);
    process.exit(1);
});
