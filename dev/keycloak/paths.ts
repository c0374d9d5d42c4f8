/** Where the set-ups keep their files: all under the ignored `.keycloak/` of the repository. */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PORTS } from "./ports";

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The ignored cache of every set-up: Maven's downloads and one folder per Keycloak port. */
export const CACHE = join(ROOT, ".keycloak");

/**
 * The ignored cache folder of the set-up on {@link PORTS}`.keycloak`: `.keycloak/<port>/`, so two
 * set-ups on other ports never share a Keycloak home.
 */
export const STACK_DIR = join(CACHE, String(PORTS.keycloak));

/** Where the set-up puts its test CA, server and client certificates (`testCertificates.ts`). */
export const CERTIFICATES_DIR = join(STACK_DIR, "certificates");

/** The production set-up's folder: its build, node homes, PostgreSQL cluster, HAProxy files and logs. */
export const PRODUCTION_DIR = join(STACK_DIR, "production");
