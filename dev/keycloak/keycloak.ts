/**
 * The theme in a real Keycloak, without Docker: a counterpart of Keycloakify's `start-keycloak`
 * for machines that have a JDK and Maven but no container engine.
 *
 * The library of the development set-up, which `npm run keycloak` (`cli.ts`), the real-server
 * tests and the bench use: it fetches the pinned Keycloak distribution from Maven Central once
 * (cached in `.keycloak/`), builds the theme jar, installs it, imports the demo realm
 * (`dev/keycloak/realm-utility-portal.json`) into an in-memory database and starts Keycloak in
 * development mode beside the local portal server and the mail catcher ({@link startStack}).
 *
 * Ports (all on 127.0.0.1): Keycloak 8080, portal 4318, SMTP 1025, mail view 1080; each can be
 * moved with `KEYCLOAK_PORT`, `PORTAL_PORT`, `MAIL_SMTP_PORT`, `MAIL_HTTP_PORT` (the imported realm
 * follows), so a second set-up can run beside the first. Keycloak also listens for HTTPS, where a
 * browser may present a client certificate of the set-up's test CA, on `KEYCLOAK_HTTPS_PORT`
 * (default 8443 beside 8080, moved as much as the Keycloak port is).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
    createWriteStream,
    existsSync,
    mkdirSync,
    readFileSync,
    readdirSync,
    renameSync,
    statSync,
    rmSync,
    copyFileSync,
    writeFileSync
} from "node:fs";
import { createServer } from "node:net";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Secret } from "otpauth";
import { makeTestCertificates, type TestCertificates } from "./testCertificates";
import { startPortalServer, DEFAULT_PORTAL_PORT, type RunningPortalServer } from "../portal-server";
import {
    startMailCatcher,
    DEFAULT_MAIL_HTTP_PORT,
    DEFAULT_SMTP_PORT,
    type RunningMailCatcher
} from "../mail-catcher";

/** Keycloak release used unless `KEYCLOAK_VERSION` says otherwise: the newest served here (README, "Keycloak versions"). */
const DEFAULT_KEYCLOAK_VERSION = "26.7.3";

/** Keycloak's port unless `KEYCLOAK_PORT` says otherwise. */
export const DEFAULT_KEYCLOAK_PORT = 8080;

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CACHE = join(ROOT, ".keycloak");

/** A failure with a one-line explanation for the person at the terminal; no stack trace. */
export class SetupError extends Error {}

/**
 * A TCP port from the environment variable `name`, or `fallback` when it is not set.
 * @throws SetupError when the value is not a port number (1–65535).
 */
export function portFromEnv(name: string, fallback: number): number {
    const port = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
        throw new SetupError(`${name} must be a port number.`);
    return port;
}

/**
 * Keycloak's HTTPS port beside {@link DEFAULT_KEYCLOAK_PORT}; unless `KEYCLOAK_HTTPS_PORT` says
 * otherwise, a moved Keycloak port moves it by as much, so set-ups side by side never share it.
 */
export const DEFAULT_KEYCLOAK_HTTPS_PORT = 8443;

const keycloakPort = portFromEnv("KEYCLOAK_PORT", DEFAULT_KEYCLOAK_PORT);

/** The five ports of the set-up, from the environment or their defaults. */
export const PORTS = {
    keycloak: keycloakPort,
    keycloakHttps: portFromEnv(
        "KEYCLOAK_HTTPS_PORT",
        keycloakPort + DEFAULT_KEYCLOAK_HTTPS_PORT - DEFAULT_KEYCLOAK_PORT
    ),
    portal: portFromEnv("PORTAL_PORT", DEFAULT_PORTAL_PORT),
    smtp: portFromEnv("MAIL_SMTP_PORT", DEFAULT_SMTP_PORT),
    mailView: portFromEnv("MAIL_HTTP_PORT", DEFAULT_MAIL_HTTP_PORT)
};

/**
 * The ignored cache folder of the set-up on {@link PORTS}`.keycloak`: `.keycloak/<port>/`, so two
 * set-ups on other ports never share a Keycloak home.
 */
export const STACK_DIR = join(CACHE, String(PORTS.keycloak));

/** Origin of Keycloak as browsers reach it. */
export const KEYCLOAK_URL = `http://localhost:${PORTS.keycloak}`;

/**
 * Keycloak's HTTPS origin: the same server, asking browsers for a client certificate of the
 * set-up's test CA (`https-client-auth=request`), for the X.509 sign-in.
 */
export const KEYCLOAK_HTTPS_URL = `https://localhost:${PORTS.keycloakHttps}`;

/** Where the set-up puts its test CA, server and client certificates (`testCertificates.ts`). */
export const CERTIFICATES_DIR = join(STACK_DIR, "certificates");

/** The demo realm. */
export const REALM = "utility-portal";

/** The demo realm's public OIDC client, which redirects to the portal. */
const CLIENT_ID = "customer-portal";

/** The portal origin the realm's client redirects to and the theme's development portal base. */
export const PORTAL_URL = `http://localhost:${PORTS.portal}`;

/**
 * The same portal server as the theme's QA portal: a second allowed origin, so tests can tell the
 * portal named by `redirect_uri` from the development fallback. The client also accepts
 * `http://[::1]:<portal port>/*`, an origin the theme's allow-list does not hold.
 */
export const QA_PORTAL_URL = `http://127.0.0.1:${PORTS.portal}`;

/** Where the client's redirect lands: the portal server answers it with a "signed in" page. */
export const SIGNED_IN_URL = `${PORTAL_URL}/signed-in`;

/** Bootstrap admin of the master realm, from the environment (default `admin`/`admin`). */
export const ADMIN = {
    username: process.env.KC_BOOTSTRAP_ADMIN_USERNAME ?? "admin",
    password: process.env.KC_BOOTSTRAP_ADMIN_PASSWORD ?? "admin"
};

const REALM_FILE = fileURLToPath(new URL("./realm-utility-portal.json", import.meta.url));
const THEME_NAME = "utility-portal";

/** The Keycloak version to run: `KEYCLOAK_VERSION` or {@link DEFAULT_KEYCLOAK_VERSION}. */
export function keycloakVersion(): string {
    return process.env.KEYCLOAK_VERSION ?? DEFAULT_KEYCLOAK_VERSION;
}

/**
 * Whether the Keycloak of {@link keycloakVersion} (`major.minor.patch`) is `major.minor` or newer,
 * for what a release changed (26.7 registers without a password, sends `traceId`, …).
 */
export function keycloakIsAtLeast(major: number, minor: number): boolean {
    const [actualMajor, actualMinor] = keycloakVersion().split(".").map(Number);
    return actualMajor > major || (actualMajor === major && actualMinor >= minor);
}

/**
 * The Keycloak features the real-server set-ups turn on (`KC_FEATURES`, or, when that is not set,
 * the ones the browser tests need): a consent scope's parameter, experimental in Keycloak 26
 * (`parameterized-scopes` since 26.7, `dynamic-scopes` before), and the passkey-only sign-in step
 * of `login-passkeys-conditional-authenticate.ftl` (`passkeys-conditional-ui-authenticator`).
 * @returns a comma-separated list for `--features` / `KC_FEATURES`.
 */
export function keycloakFeatures(): string {
    const scopeParameters = keycloakIsAtLeast(26, 7) ? "parameterized-scopes" : "dynamic-scopes";
    return process.env.KC_FEATURES ?? `${scopeParameters},passkeys-conditional-ui-authenticator`;
}

/**
 * The theme jar built for a Keycloak version (Keycloakify's `keycloakVersionTargets`).
 * @returns a path under `dist_keycloak/`; Keycloak 22–25 and 26+ take different jars.
 */
export function themeJarFor(version: string): string {
    const major = Number(version.split(".")[0]);
    const name = major >= 26 ? "keycloak-theme.jar" : "keycloak-theme-for-kc-22-to-25.jar";
    return join(ROOT, "dist_keycloak", name);
}

/**
 * The demo client's authorization URL: where a customer's sign-in starts.
 * @param params extra query parameters (for example `redirect_uri`, `ui_locales`, `client_data`);
 *   `redirect_uri` defaults to {@link SIGNED_IN_URL}.
 */
export function authorizationUrl(params: Record<string, string> = {}): string {
    const url = new URL(`${KEYCLOAK_URL}/realms/${REALM}/protocol/openid-connect/auth`);
    const query = {
        client_id: CLIENT_ID,
        response_type: "code",
        scope: "openid",
        redirect_uri: SIGNED_IN_URL,
        ...params
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
}

/**
 * A user of the demo realm, as the realm file declares them. `otpSecret` is the base32 secret of
 * their OTP credential (what an authenticator app takes), when they have one.
 */
export type DemoUser = {
    username: string;
    password: string;
    requiredActions: string[];
    otpSecret?: string;
};

type RealmUser = {
    username: string;
    requiredActions?: string[];
    credentials?: { type: string; value?: string; secretData?: string }[];
};

/** Keycloak keeps an OTP credential's secret as text; apps take its bytes in base32. */
function otpSecretOf(user: RealmUser): string | undefined {
    const secretData = user.credentials?.find(credential => credential.type === "otp")?.secretData;
    if (secretData === undefined) return undefined;
    return Secret.fromLatin1((JSON.parse(secretData) as { value: string }).value).base32;
}

/** The demo users and their passwords, read from the committed realm file. */
export function demoUsers(): DemoUser[] {
    const realm = JSON.parse(readFileSync(REALM_FILE, "utf8")) as { users: RealmUser[] };
    return realm.users.map(user => ({
        username: user.username,
        password: user.credentials?.find(credential => credential.type === "password")?.value ?? "",
        requiredActions: user.requiredActions ?? [],
        otpSecret: otpSecretOf(user)
    }));
}

/** Whether `command` is on the PATH. */
export function hasCommand(command: string): boolean {
    return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

const TOOL_HINTS: Record<string, string> = {
    java: "a JDK 17+ (Debian: apt-get install openjdk-17-jdk-headless)",
    openssl: "OpenSSL (Debian: apt-get install openssl)",
    mvn: "Maven 3.8+ (Debian: apt-get install maven)",
    unzip: "unzip (Debian: apt-get install unzip)"
};

/**
 * The tools the real-Keycloak set-up needs (Java, Maven, unzip, OpenSSL) that are not on the PATH.
 * @returns one "what and how to install it" phrase per missing tool; empty when all are there.
 */
export function missingKeycloakTools(): string[] {
    return Object.keys(TOOL_HINTS)
        .filter(command => !hasCommand(command))
        .map(command => TOOL_HINTS[command]);
}

/**
 * Checks that Java, Maven, unzip and OpenSSL are on the PATH.
 * @throws SetupError naming what is missing and how to install it.
 */
export function requireTools(): void {
    const missing = missingKeycloakTools();
    if (missing.length > 0) throw new SetupError(`Missing ${missing.join("; ")}.`);
}

/**
 * Resolves when nothing listens on `port` of 127.0.0.1.
 * @throws SetupError when the port is taken.
 */
export function requireFreePort(port: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
        const probe = createServer();
        probe.once("error", () =>
            reject(new SetupError(`Port ${port} (${what}) is taken; stop whatever listens there.`))
        );
        probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
    });
}

/**
 * Resolves when the ports of {@link PORTS} every set-up uses (Keycloak's HTTP port, the portal
 * and the mail catcher; not the development set-up's HTTPS port) are free on 127.0.0.1.
 * @throws SetupError naming the first port that is taken and the variable that moves it.
 */
export async function requireFreePorts(): Promise<void> {
    await requireFreePort(PORTS.keycloak, "Keycloak, KEYCLOAK_PORT");
    await requireFreePort(PORTS.portal, "portal server, PORTAL_PORT");
    await requireFreePort(PORTS.smtp, "mail catcher SMTP, MAIL_SMTP_PORT");
    await requireFreePort(PORTS.mailView, "mail catcher view, MAIL_HTTP_PORT");
}

/**
 * Where the Keycloak of {@link PORTS}`.keycloak` is unpacked: `.keycloak/<port>/keycloak-<version>`.
 * Its `themes/` folder is read at request time in development mode.
 */
export function keycloakHome(version = keycloakVersion()): string {
    return join(STACK_DIR, `keycloak-${version}`);
}

/**
 * Makes sure the Keycloak distribution is unpacked in `home` (by default
 * `.keycloak/<port>/keycloak-<version>/`: one home per Keycloak port, so two set-ups never share a
 * build), fetching `org.keycloak:keycloak-quarkus-dist:<version>:zip` with Maven (no transitive
 * dependencies) on the first run; later runs reuse it, and Maven keeps the zip in its local
 * repository.
 * @returns the Keycloak home folder.
 * @throws SetupError when Maven cannot fetch the version.
 */
export function fetchDistribution(version: string, home = keycloakHome(version)): string {
    if (existsSync(join(home, "bin", "kc.sh"))) return home;
    console.log(`Fetching Keycloak ${version} from Maven Central…`);
    const downloads = join(CACHE, "downloads");
    const fetched = spawnSync(
        "mvn",
        [
            "-B",
            "-q",
            "dependency:copy",
            `-Dartifact=org.keycloak:keycloak-quarkus-dist:${version}:zip`,
            `-DoutputDirectory=${downloads}`
        ],
        { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" }
    );
    const zip = join(downloads, `keycloak-quarkus-dist-${version}.zip`);
    if (fetched.status !== 0 || !existsSync(zip)) {
        throw new SetupError(
            `Maven could not fetch Keycloak ${version} (is the version on Maven Central, and Central reachable?).`
        );
    }
    // Unpacked beside its final place and renamed at the end, so an interrupted run leaves no
    // half-unpacked Keycloak that the next run would take for the cache.
    const staging = join(home, "..", "unpacking");
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const unpacked = spawnSync("unzip", ["-q", "-o", zip, "-d", staging], { stdio: "inherit" });
    if (unpacked.status !== 0) throw new SetupError(`Could not unpack ${zip}.`);
    renameSync(join(staging, `keycloak-${version}`), home);
    rmSync(staging, { recursive: true, force: true });
    return home;
}

/**
 * Builds the theme jar (`npm run build-keycloak-theme`) without blocking the portal server and
 * the mail catcher that share this process.
 * @throws SetupError when the build fails (its output has been shown).
 */
export async function buildTheme(): Promise<void> {
    const build = spawn("npm", ["run", "build-keycloak-theme", "--silent"], {
        cwd: ROOT,
        stdio: "inherit"
    });
    const status = await new Promise<number | null>(resolve => build.once("exit", resolve));
    if (status !== 0) throw new SetupError("The theme build failed (see above).");
}

/**
 * Installs the built theme into a Keycloak home: the jar into `providers/`, as operators do, and
 * its `theme/` folder into `themes/` so that a rebuild shows on the next page load without a
 * restart (development mode does not cache themes), as Keycloakify's `start-keycloak` does.
 * @throws SetupError when the jar for this version has not been built.
 */
function installTheme(home: string, version: string): void {
    const jar = themeJarFor(version);
    if (!existsSync(jar)) {
        const why = jar.endsWith("22-to-25.jar")
            ? "the Keycloak 22-25 jar is not built here (docs/decisions.md §13)"
            : "run npm run build-keycloak-theme";
        throw new SetupError(`${jar} is missing: ${why}.`);
    }
    for (const name of readdirSync(join(home, "providers"))) {
        if (/^(keycloak-theme|extra-)/.test(name)) rmSync(join(home, "providers", name));
    }
    copyFileSync(jar, join(home, "providers", "keycloak-theme.jar"));
    refreshThemeFolder(home, jar);
}

export function refreshThemeFolder(home: string, jar: string): void {
    const staging = join(STACK_DIR, "theme-staging");
    rmSync(staging, { recursive: true, force: true });
    spawnSync("unzip", ["-q", "-o", jar, "theme/*", "-d", staging], { stdio: "inherit" });
    rmSync(join(home, "themes", THEME_NAME), { recursive: true, force: true });
    spawnSync("mv", [join(staging, "theme", THEME_NAME), join(home, "themes", THEME_NAME)]);
}

/** The committed realm, with its portal origin and SMTP port moved to {@link PORTS}. */
export function realmForPorts(): string {
    return readFileSync(REALM_FILE, "utf8")
        .replaceAll(`localhost:${DEFAULT_PORTAL_PORT}`, `localhost:${PORTS.portal}`)
        .replaceAll(`127.0.0.1:${DEFAULT_PORTAL_PORT}`, `127.0.0.1:${PORTS.portal}`)
        .replaceAll(`[::1]:${DEFAULT_PORTAL_PORT}`, `[::1]:${PORTS.portal}`)
        .replace(`"port": "${DEFAULT_SMTP_PORT}"`, `"port": "${PORTS.smtp}"`);
}

/**
 * The Content-Security-Policy the demo realm sets on its login pages
 * (`browserSecurityHeaders.contentSecurityPolicy`, docs/security.md §1), with the set-up's portal
 * origins.
 */
export function demoRealmContentSecurityPolicy(): string {
    const realm = JSON.parse(realmForPorts()) as {
        browserSecurityHeaders: { contentSecurityPolicy: string };
    };
    return realm.browserSecurityHeaders.contentSecurityPolicy;
}

/** Keycloak 26's own Content-Security-Policy on login pages, for a realm that sets none. */
export const KEYCLOAK_DEFAULT_CSP = "frame-src 'self'; frame-ancestors 'self'; object-src 'none';";

/** Puts the demo realm ({@link realmForPorts}) alone into `home`'s `data/import/`, for `--import-realm`. */
export function installRealm(home: string): void {
    const importDir = join(home, "data", "import");
    rmSync(importDir, { recursive: true, force: true });
    mkdirSync(importDir, { recursive: true });
    writeFileSync(join(importDir, `${REALM}-realm.json`), realmForPorts());
}

/**
 * A bash script that runs `command` and stops it when this Node process goes away, even when Node
 * is killed without a chance to clean up: servers started for tests stop by themselves. A TERM or
 * INT to the script stops the command with `signal` and waits for it.
 */
export function watchdogScript(command: string, signal: "TERM" | "INT" = "TERM"): string {
    return [
        `${command} &`,
        "child=$!",
        `trap 'kill -${signal} $child 2>/dev/null; wait $child; exit 0' TERM INT`,
        `while kill -0 ${process.pid} 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1; done`,
        `kill -${signal} $child 2>/dev/null; wait $child`
    ].join("\n");
}

/**
 * The environment of a Keycloak process: the bootstrap admin and the theme's portal addresses
 * (README, "Portal addresses"), over this process's own.
 */
export function keycloakEnvironment(): NodeJS.ProcessEnv {
    return {
        ...process.env,
        KC_BOOTSTRAP_ADMIN_USERNAME: ADMIN.username,
        KC_BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
        PORTAL_BASE_URL_DEV: PORTAL_URL,
        PORTAL_BASE_URL_QA: process.env.PORTAL_BASE_URL_QA ?? QA_PORTAL_URL,
        PORTAL_BASE_URL_QA2: process.env.PORTAL_BASE_URL_QA2 ?? "",
        PORTAL_BASE_URL_PROD: process.env.PORTAL_BASE_URL_PROD ?? ""
    };
}

/**
 * Starts `script` with bash, its output appended to `logFile`.
 * @returns the bash process (its exit is the script's end).
 */
export function spawnLogged(
    script: string,
    logFile: string,
    env: NodeJS.ProcessEnv = process.env
): ChildProcess {
    const child = spawn("bash", ["-c", script], { env, stdio: ["ignore", "pipe", "pipe"] });
    const log = createWriteStream(logFile, { flags: "a" });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    return child;
}

function spawnKeycloak(home: string, logFile: string, tls: TestCertificates): ChildProcess {
    // `http-host` binds the HTTPS listener too; `request` lets a browser without a certificate in.
    const args = [
        "start-dev",
        "--import-realm",
        "--db=dev-mem",
        "--http-host=127.0.0.1",
        `--http-port=${PORTS.keycloak}`,
        `--https-port=${PORTS.keycloakHttps}`,
        `--https-certificate-file=${tls.serverCert}`,
        `--https-certificate-key-file=${tls.serverKey}`,
        `--https-trust-store-file=${tls.truststore}`,
        `--https-trust-store-password=${tls.truststorePassword}`,
        "--https-client-auth=request"
    ];
    rmSync(logFile, { force: true });
    return spawnLogged(
        watchdogScript(`"${home}/bin/kc.sh" ${args.join(" ")}`),
        logFile,
        keycloakEnvironment()
    );
}

/**
 * Resolves once the demo realm answers at {@link KEYCLOAK_URL}.
 * @param child the Keycloak process, when this process started it: its exit ends the wait early.
 * @throws SetupError when Keycloak stops or does not answer within `timeoutMs`.
 */
export async function waitForRealm(
    timeoutMs: number,
    child?: ChildProcess,
    logFile = "its log"
): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const wellKnown = `${KEYCLOAK_URL}/realms/${REALM}/.well-known/openid-configuration`;
    while (Date.now() < deadline) {
        if (child && child.exitCode !== null) {
            throw new SetupError(`Keycloak stopped while starting; see ${logFile}.`);
        }
        const ok = await fetch(wellKnown).then(
            response => response.ok,
            () => false
        );
        if (ok) return;
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new SetupError(
        `Keycloak did not answer at ${KEYCLOAK_URL} within ${timeoutMs / 1000} s; see ${logFile}.`
    );
}

/** Sends SIGTERM to `child` (a watchdog script) and resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null) return Promise.resolve();
    return new Promise(resolve => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
    });
}

/** Keycloak, the portal server and the mail catcher, running. */
export type RunningStack = {
    version: string;
    home: string;
    /** Keycloak's log file. */
    logFile: string;
    portal: RunningPortalServer;
    mail: RunningMailCatcher;
    /** Stops Keycloak, the portal server and the mail catcher. */
    stop: () => Promise<void>;
};

/**
 * Starts the whole set-up from a clean state: a fresh in-memory database with the demo realm
 * imported, the already built theme jar installed, new test certificates for Keycloak's HTTPS
 * listener ({@link CERTIFICATES_DIR}), the portal server and the mail catcher.
 * @param options `timeoutMs` to wait for the realm to answer (default 300 000 ms);
 *   `extraProviders`, more jars to put into `providers/` (another login theme to compare with).
 * @returns the running stack once the realm answers.
 * @throws SetupError when a tool is missing, a port is taken, the download fails, the jar is not
 *   built, the certificates cannot be made or Keycloak does not come up; what had started is
 *   stopped first.
 */
export async function startStack(
    options: { timeoutMs?: number; extraProviders?: string[] } = {}
): Promise<RunningStack> {
    requireTools();
    await requireFreePorts();
    await requireFreePort(PORTS.keycloakHttps, "Keycloak HTTPS, KEYCLOAK_HTTPS_PORT");
    const version = keycloakVersion();
    const home = fetchDistribution(version);
    installTheme(home, version);
    for (const jar of options.extraProviders ?? []) {
        copyFileSync(jar, join(home, "providers", `extra-${basename(jar)}`));
    }
    installRealm(home);
    let tls: TestCertificates;
    try {
        tls = makeTestCertificates(CERTIFICATES_DIR);
    } catch (error) {
        throw new SetupError(`Could not make the test certificates: ${(error as Error).message}`);
    }
    const portal = await startPortalServer({ port: PORTS.portal });
    const mail = await startMailCatcher({ smtpPort: PORTS.smtp, httpPort: PORTS.mailView });
    const logFile = join(STACK_DIR, "keycloak.log");
    const child = spawnKeycloak(home, logFile, tls);
    const stop = async () => {
        await stopChild(child);
        await Promise.all([portal.close(), mail.close()]);
    };
    try {
        await waitForRealm(options.timeoutMs ?? 300_000, child, logFile);
    } catch (error) {
        await stop();
        throw error;
    }
    return { version, home, logFile, portal, mail, stop };
}

/**
 * The lines printed when a set-up is ready: the sign-in URL, the admin console, the mail view, the
 * portal and the demo users with their passwords, required actions and OTP secrets.
 * @param details lines about the servers (logs, nodes), printed after the addresses.
 */
export function welcomeLines(heading: string, mailUrl: string, details: string[]): string[] {
    const users = demoUsers().map(user => {
        const notes = [
            ...user.requiredActions,
            ...(user.otpSecret ? [`OTP secret ${user.otpSecret}`] : [])
        ];
        return `    ${user.username.padEnd(18)} ${user.password}${notes.length ? `   (${notes.join(", ")})` : ""}`;
    });
    return [
        "",
        heading,
        "",
        `  Sign in (demo client):  ${authorizationUrl()}`,
        `  Admin console:          ${KEYCLOAK_URL}/admin/master/console/  (${ADMIN.username} / ${ADMIN.password})`,
        `  Mail sent by Keycloak:  ${mailUrl}/`,
        `  Portal server:          ${PORTAL_URL} (development portal; ${QA_PORTAL_URL} is the QA portal)`,
        ...details,
        "",
        "  Demo users (username, password):",
        ...users,
        ""
    ];
}

/** Newest modification time (ms) of the files the theme is built from. */
function newestSourceTime(): number {
    const sources = ["index.html", "vite.config.ts", "package.json", "tailwind.config.ts"];
    const times = sources.map(file => statSync(join(ROOT, file)).mtimeMs);
    for (const folder of ["src", "public", "config"]) {
        const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
        for (const entry of entries) {
            if (entry.isFile()) times.push(statSync(join(entry.parentPath, entry.name)).mtimeMs);
        }
    }
    return Math.max(...times);
}

/** Whether the jar for `version` is newer than every theme source, so a start can skip the build. */
export function themeIsFresh(version: string): boolean {
    const jar = themeJarFor(version);
    return existsSync(jar) && statSync(jar).mtimeMs > newestSourceTime();
}
