import { readFileSync, readdirSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { admin, createUser, updateRealm } from "../../dev/keycloak/adminApi";
import { authorizationUrl, KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { startDevelopmentStack, THEME_CACHES } from "../../dev/keycloak/development";
import { demoRealmContentSecurityPolicy, KEYCLOAK_DEFAULT_CSP } from "../../dev/keycloak/realm";
import { startProductionStack } from "../../dev/keycloak/production";
import { cpuTimeMs } from "./procStat";
import { REACT_THEME_NAME } from "../../dev/keycloak/reactTheme";
import { STOCK_THEME_NAME } from "./stockTheme";

/**
 * The Content-Security-Policy a column is measured under, set on the demo realm's login pages
 * (`browserSecurityHeaders.contentSecurityPolicy`, docs/security.md §1): `strict` is the demo
 * realm's own (what we ship), `default` is Keycloak's for a realm that sets none. Each theme is
 * measured under the policy it is made for: Keycloakify's stock theme (an inline kcContext script)
 * does not paint under the strict one, and keycloak.v2 loses its inline scripts there.
 */
export type PolicyName = "strict" | "default";

/** The policy text of `name` for the running set-up (its portal origins). */
export function policyText(name: PolicyName): string {
    return name === "strict" ? demoRealmContentSecurityPolicy() : KEYCLOAK_DEFAULT_CSP;
}

/**
 * The columns the real-server bench compares: a login theme under a policy, switched on the demo
 * realm. The first is ours as shipped, the one the budgets hold; `serverCost: false` columns are
 * measured for the first view only (the policy is one response header, not server work);
 * `repeatVisit` columns are loaded a second time with the browser's cache and storage kept. The
 * React column is our jar built on React 19 (issue 49), information for the owner: no budget
 * holds it, and its server work is ours (the same `.ftl` files).
 */
export const THEMES = [
    {
        id: "ours",
        loginTheme: "utility-portal",
        policy: "strict",
        serverCost: true,
        repeatVisit: true,
        label: "ours"
    },
    {
        id: "ours, default policy",
        loginTheme: "utility-portal",
        policy: "default",
        serverCost: false,
        repeatVisit: false,
        label: "ours under Keycloak's default policy"
    },
    {
        id: "keycloak.v2",
        loginTheme: "keycloak.v2",
        policy: "default",
        serverCost: true,
        repeatVisit: false,
        label: "keycloak.v2 (Keycloak's default)"
    },
    {
        id: "stock",
        loginTheme: STOCK_THEME_NAME,
        policy: "default",
        serverCost: true,
        repeatVisit: false,
        label: "stock Keycloakify"
    },
    {
        id: "ours on React",
        loginTheme: REACT_THEME_NAME,
        policy: "strict",
        serverCost: false,
        repeatVisit: true,
        label: "ours built on React 19 (UI_RUNTIME=react)"
    }
] as const satisfies readonly {
    id: string;
    loginTheme: string;
    policy: PolicyName;
    serverCost: boolean;
    repeatVisit: boolean;
    label: string;
}[];

/** One of {@link THEMES}. */
export type Theme = (typeof THEMES)[number];

/**
 * Theme settings of a production Keycloak (`kc.sh start`), which development mode turns off:
 * compiled templates and theme files are cached, static resources carry a 30-day max-age. Without
 * them every request re-reads and re-parses the `.ftl` files, which is not what customers get.
 */
const PRODUCTION_THEME_SETTINGS = {
    ...THEME_CACHES,
    KC_SPI_THEME__STATIC_MAX_AGE: "2592000"
};

/** A Keycloak set-up the bench measures: the development one or the production cluster. */
export type BenchServer = {
    version: string;
    /** One line saying what serves {@link KEYCLOAK_URL}, for the printout and the results. */
    description: string;
    /** The Java processes that serve the pages (one in development, each node in production). */
    javaPids: (number | undefined)[];
    /** More to record in the results (the production set-up's start times). */
    details: Record<string, unknown>;
    /** Stops everything the bench started. */
    stop: () => Promise<void>;
};

/**
 * Starts the Keycloak set-up the bench measures, with our jar and `extraJars` (the stock theme's,
 * the React copy's) as extra providers, ports from `KEYCLOAK_PORT`, `PORTAL_PORT`, `MAIL_SMTP_PORT`, `MAIL_HTTP_PORT`:
 * - development (`dev/keycloak/development.ts`): `start-dev` with the production theme caches of
 *   {@link PRODUCTION_THEME_SETTINGS};
 * - production (`dev/keycloak/production.ts`): PostgreSQL, `kc.sh build`, two nodes started with
 *   `start --optimized` (theme caching is on there by default) and HAProxy on `KEYCLOAK_PORT`.
 * @throws SetupError (one line for the terminal) when a tool, a port or a jar is missing.
 */
export async function startBenchServer(extraJars: string[], production: boolean): Promise<BenchServer> {
    if (production) {
        const stack = await startProductionStack({ extraProviders: extraJars, timeoutMs: 600_000 });
        return {
            version: stack.version,
            description: `Keycloak ${stack.version} in production mode at ${KEYCLOAK_URL}: HAProxy round robin over ${stack.nodes.map(node => node.name).join(" and ")}, PostgreSQL`,
            javaPids: stack.nodes.map(node => keycloakJavaPid(node.home)),
            details: { mode: "production", nodes: stack.nodes.length, startTimes: stack.times },
            stop: stack.stop
        };
    }
    Object.assign(process.env, PRODUCTION_THEME_SETTINGS);
    const stack = await startDevelopmentStack({ extraProviders: extraJars, timeoutMs: 600_000 });
    return {
        version: stack.version,
        description: `Keycloak ${stack.version} (start-dev, theme caches on) at ${KEYCLOAK_URL}; log at ${stack.logFile}`,
        javaPids: [keycloakJavaPid(stack.home)],
        details: { mode: "development", themeCaching: true },
        stop: stack.stop
    };
}

/**
 * Makes `theme`'s login theme and policy the demo realm's (the next page request uses them); the
 * realm's other security headers stay as they are.
 */
export async function switchLoginTheme(theme: Theme): Promise<void> {
    const realm = await admin<{ browserSecurityHeaders: Record<string, string> }>("GET", "");
    await updateRealm({
        loginTheme: theme.loginTheme,
        browserSecurityHeaders: {
            ...realm.browserSecurityHeaders,
            contentSecurityPolicy: policyText(theme.policy)
        }
    });
}

/**
 * The Java process of the Keycloak started from `home` (the watchdog starts `kc.sh`, which starts
 * Java): the process whose command line names `home` and runs `java`.
 * @returns its pid, or `undefined` when it cannot be found (not Linux, already stopped).
 */
export function keycloakJavaPid(home: string): number | undefined {
    const pids = readdirSync("/proc").filter(name => /^\d+$/.test(name));
    for (const pid of pids) {
        const args = readCmdline(pid);
        if (args.length > 0 && /(^|\/)java$/.test(args[0]) && args.some(arg => arg.includes(home)))
            return Number(pid);
    }
    return undefined;
}

function readCmdline(pid: string): string[] {
    try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    } catch {
        return [];
    }
}

/**
 * Asks each Java process for a full garbage collection (`jcmd <pid> GC.run`, JDK 17), so that a
 * load starts from the same heap whatever ran before it: otherwise the previous load's garbage
 * left in the young generation, up to a whole collection's worth, is collected in this one.
 * @param pids Keycloak's Java processes; `undefined` entries are skipped.
 * @returns whether every process collected; false when `jcmd` failed for one (a process gone).
 */
export function collectGarbage(pids: (number | undefined)[]): boolean {
    let collected = true;
    for (const pid of pids) {
        if (pid === undefined) continue;
        try {
            execFileSync("jcmd", [String(pid), "GC.run"], { stdio: "ignore", timeout: 60_000 });
        } catch {
            collected = false;
        }
    }
    return collected;
}

/**
 * Waits until the processes are quiet: less than `maxBusyShare` of one core used together over a
 * second (JIT compilation and garbage collection after a load settle down), at most `timeoutMs`.
 * @returns whether they went quiet in time; also true when their CPU time cannot be read.
 */
export async function waitForQuiet(
    pids: (number | undefined)[],
    { maxBusyShare = 0.05, timeoutMs = 30_000 } = {}
): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        const before = cpuTimeMs(pids);
        await new Promise(resolve => setTimeout(resolve, 1000));
        const busyMs = cpuTimeMs(pids) - before;
        if (!(busyMs >= maxBusyShare * 1000)) return true;
    }
    return false;
}

/** The user whose 300 attributes the third server-cost page serializes. */
export const MANY_ATTRIBUTES_USER = {
    username: "bench-300-attributes",
    password: "Gas-Demo-2026",
    attributeCount: 300
};

/**
 * Prepares the demo realm for the server-cost bench: the user profile accepts unmanaged
 * attributes (`unmanagedAttributePolicy: "ENABLED"`, so Keycloak keeps attributes the profile
 * does not declare), and {@link MANY_ATTRIBUTES_USER} exists with 300 such attributes and the
 * `UPDATE_PROFILE` required action, which holds them on `login-update-profile.ftl` after sign-in.
 */
export async function createManyAttributesUser(): Promise<void> {
    const profile = await admin<Record<string, unknown>>("GET", "/users/profile");
    await admin("PUT", "/users/profile", { ...profile, unmanagedAttributePolicy: "ENABLED" });
    const attributes = Object.fromEntries(
        Array.from({ length: MANY_ATTRIBUTES_USER.attributeCount }, (_, index) => [
            `bench${String(index).padStart(3, "0")}`,
            [`value of attribute ${index}`]
        ])
    );
    await createUser({
        username: MANY_ATTRIBUTES_USER.username,
        password: MANY_ATTRIBUTES_USER.password,
        email: "bench-300-attributes@example.com",
        emailVerified: true,
        firstName: "Bench",
        lastName: "Attributes",
        attributes,
        requiredActions: ["UPDATE_PROFILE"]
    });
}

/**
 * The demo realm's lifespans (s) that bound how long Keycloak keeps an authentication session:
 * it keeps each for the longest of the three, 30 min by default. Each sign-in page opens one, and
 * a bench loads hundreds of thousands, so the heap the collector works through grew all run and
 * each page's CPU time with it (docs/decisions.md §27). At 60 s the sessions kept are a minute of
 * load, as on a server in a steady state.
 */
export const SHORT_SESSION_LIFESPANS = {
    accessCodeLifespan: 60,
    accessCodeLifespanUserAction: 60,
    accessCodeLifespanLogin: 60
};

/**
 * Sets {@link SHORT_SESSION_LIFESPANS} on the demo realm.
 * @returns a function that puts the realm's own values back.
 * @throws Error when the admin API refuses (Keycloak not running).
 */
export async function shortenSessionLifespans(): Promise<() => Promise<void>> {
    const realm = await admin<Record<string, unknown>>("GET", "");
    const own = Object.fromEntries(Object.keys(SHORT_SESSION_LIFESPANS).map(key => [key, realm[key]]));
    await updateRealm(SHORT_SESSION_LIFESPANS);
    return () => updateRealm(own);
}

/** A page Keycloak renders again on every GET with the same cookies. */
export type RepeatablePage = { url: string; cookie: string };

/**
 * Signs {@link MANY_ATTRIBUTES_USER} in through the demo client's authorization URL, as a browser
 * would (cookies kept, redirects followed by hand), up to the required action page Keycloak
 * redirects to: `login-actions/required-action?execution=UPDATE_PROFILE&client_id=…&tab_id=…`.
 * A GET of that URL with the session's cookies renders `login-update-profile.ftl` again each time
 * (the action is still pending), so it can be requested repeatedly.
 * @throws Error when the sign-in form or the redirect is not where Keycloak puts them.
 */
export async function signInToUpdateProfile(): Promise<RepeatablePage> {
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
        for (const header of response.headers.getSetCookie()) {
            const [pair] = header.split(";");
            const at = pair.indexOf("=");
            jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
    };
    const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const signIn = await fetch(authorizationUrl(), { redirect: "manual" });
    keep(signIn);
    // The address appears in a form's `action` (`&amp;`), a script (`\/`) or our kcContext data
    // block (docs/security.md §2): decoded alike, the first one is the form's.
    const html = (await signIn.text()).replaceAll("\\/", "/").replaceAll("&amp;", "&");
    const action = /https?:[^"'\s]*\/login-actions\/authenticate[^"'\s]*/.exec(html)?.[0];
    if (!action) throw new Error("No sign-in form on the authorization URL's page");
    const posted = await fetch(action, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: cookie(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
            username: MANY_ATTRIBUTES_USER.username,
            password: MANY_ATTRIBUTES_USER.password
        })
    });
    keep(posted);
    const location = posted.headers.get("location");
    if (posted.status !== 302 || !location?.includes("/login-actions/required-action"))
        throw new Error(`Sign-in did not lead to the required action (${posted.status} ${location})`);
    return { url: new URL(location, action).href, cookie: cookie() };
}
