/**
 * Node side of the FreeMarker harness (docs/architecture.md §4): compiles the Java renderer in
 * `java/` with `javac`, extracts the built theme jar, turns scenario files into render jobs and
 * runs them through Apache FreeMarker in one JVM start. Compiled classes and outputs go to the
 * git-ignored `classes/` and `out/` folders, keyed by a hash so parallel workers never rebuild or
 * clash.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
    existsSync,
    mkdirSync,
    readdirSync,
    readFileSync,
    renameSync,
    rmSync,
    statSync,
    writeFileSync
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFolders } from "../../config/uiRuntime";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const REPO = join(HERE, "../..");
const JAVA_SOURCES = join(HERE, "java/harness");
const SCENARIOS = join(HERE, "scenarios");
const CLASSES = join(HERE, "classes");
const OUT = join(HERE, "out");

/** The jar `npm run build-keycloak-theme` writes, for the runtime `UI_RUNTIME` picks. */
export const THEME_JAR = join(REPO, buildFolders().jarDir, "keycloak-theme.jar");
/** Debian's `libfreemarker-java` (FreeMarker 2.3.31); override with `FREEMARKER_JAR`. */
export const FREEMARKER_JAR = process.env.FREEMARKER_JAR ?? "/usr/share/java/freemarker.jar";
/** Folder of the login theme inside the jar. */
export const LOGIN_THEME_PATH = "theme/utility-portal/login";
/** Folder of the email theme inside the jar. */
export const EMAIL_THEME_PATH = "theme/utility-portal/email";

/** What a browser test does with a scenario's form and what the recorder must then receive. */
export type SubmitPlan = {
    /** CSS selector of the form, e.g. `#kc-form-login`. */
    form: string;
    /** Field values the page must show before the user types (by field name). */
    prefilled?: Record<string, string>;
    /** Text typed into fields, by field name. */
    fill?: Record<string, string>;
    /** Checkbox names to tick or untick. */
    check?: string[];
    uncheck?: string[];
    /** Radio group name → value to pick. */
    choose?: Record<string, string>;
    /** Exact fields the POST body must carry. */
    expect: Record<string, string>;
    /** Field names the POST body must not carry. */
    absent?: string[];
};

/** One page state: a data model for Keycloak's beans plus what the browser tests check. */
export type Scenario = {
    /** File name without `.json`. */
    name: string;
    description: string;
    /** Page files it renders, or `"others"`: every `.ftl` of the jar no other scenario names. */
    pages: string[] | "others";
    /** The data model after merging `_base.json` and `extends` (placeholders not yet filled). */
    model: Record<string, unknown>;
    submit?: SubmitPlan;
    /** A page without a form: an element that must render and a link to `url.loginAction`. */
    link?: { selector: string };
    /** Dotted kcContext paths holding hostile values (injection tests). */
    hostile?: string[];
};

/** Values substituted for `{{NAME}}` placeholders in scenario strings. */
export type RenderVars = { ORIGIN: string };

/** A rendered (scenario, page) pair; `error` is FreeMarker's message when rendering failed. */
export type RenderedPage = {
    scenario: Scenario;
    ftl: string;
    /** The model as rendered (placeholders filled). */
    model: Record<string, unknown>;
    file: string;
    html: string;
    error?: string;
    ms: number;
    /** How often the page called each of `UrlBean`'s getters, which build a URL per call in Keycloak. */
    urlReads: Record<string, number>;
};

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep merge of JSON objects; arrays and scalars of `over` replace those of `base`. */
export function mergeModels(base: JsonObject, over: JsonObject): JsonObject {
    const out: JsonObject = { ...base };
    for (const [key, value] of Object.entries(over)) {
        out[key] = isObject(value) && isObject(base[key]) ? mergeModels(base[key], value) : value;
    }
    return out;
}

/** Replaces `{{NAME}}` in every string of a JSON value; an unknown name is an error. */
export function fillPlaceholders<T>(value: T, vars: RenderVars): T {
    if (typeof value === "string") {
        return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
            const replacement = (vars as Record<string, string>)[name];
            if (replacement === undefined) throw new Error(`unknown placeholder {{${name}}}`);
            return replacement;
        }) as T;
    }
    if (Array.isArray(value)) return value.map(item => fillPlaceholders(item, vars)) as T;
    if (isObject(value)) {
        return Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, vars)])
        ) as T;
    }
    return value;
}

function readScenarioFile(name: string): JsonObject {
    return JSON.parse(readFileSync(join(SCENARIOS, `${name}.json`), "utf8")) as JsonObject;
}

/**
 * Reads every scenario of `scenarios/` (files starting with `_` are shared parts only), merging
 * `_base.json`, then the parts listed in `extends`, then the scenario's own model.
 */
export function loadScenarios(): Scenario[] {
    const base = readScenarioFile("_base").model as JsonObject;
    return readdirSync(SCENARIOS)
        .filter(file => file.endsWith(".json") && !file.startsWith("_"))
        .sort()
        .map(file => {
            const name = file.slice(0, -".json".length);
            const raw = readScenarioFile(name);
            const parts = ((raw.extends as string[] | undefined) ?? []).map(
                part => readScenarioFile(part).model as JsonObject
            );
            const model = [...parts, raw.model as JsonObject].reduce(mergeModels, base);
            return { ...raw, name, model } as Scenario;
        });
}

/** Pairs each scenario with the pages it renders; `"others"` takes every unnamed `.ftl`. */
export function pairScenarios(
    scenarios: Scenario[],
    ftls: string[]
): { scenario: Scenario; ftl: string }[] {
    const named = new Set(scenarios.flatMap(s => (s.pages === "others" ? [] : s.pages)));
    return scenarios.flatMap(scenario => {
        const pages = scenario.pages === "others" ? ftls.filter(ftl => !named.has(ftl)) : scenario.pages;
        return pages.map(ftl => ({ scenario, ftl }));
    });
}

/** The `.ftl` files in the jar, listed without extracting it (sorted). */
export function listJarPages(): string[] {
    const entries = execFileSync("jar", ["--list", "--file", THEME_JAR], { encoding: "utf8" }).split(
        "\n"
    );
    const prefix = `${LOGIN_THEME_PATH}/`;
    return entries
        .filter(
            entry =>
                entry.startsWith(prefix) &&
                entry.endsWith(".ftl") &&
                !entry.slice(prefix.length).includes("/")
        )
        .map(entry => entry.slice(prefix.length))
        .sort();
}

function hashOf(parts: (string | Buffer)[]): string {
    const hash = createHash("sha256");
    for (const part of parts) hash.update(part);
    return hash.digest("hex").slice(0, 12);
}

/** Builds `finalDir` once: into a private temporary folder, then renamed (atomic between workers). */
function buildOnce(finalDir: string, build: (dir: string) => void): void {
    if (existsSync(finalDir)) return;
    const tmp = `${finalDir}.tmp-${process.pid}-${Date.now()}`;
    mkdirSync(tmp, { recursive: true });
    try {
        build(tmp);
        renameSync(tmp, finalDir);
    } catch (error) {
        rmSync(tmp, { recursive: true, force: true });
        if (!existsSync(finalDir)) throw error;
    }
}

/** Removes earlier builds (other hashes) untouched for 10 minutes, so the ignored folders stay small. */
function pruneSiblings(keep: string, parent: string, prefix: string): void {
    for (const entry of readdirSync(parent)) {
        const path = join(parent, entry);
        if (path === keep || !entry.startsWith(prefix)) continue;
        if (Date.now() - statSync(path).mtimeMs > 10 * 60_000)
            rmSync(path, { recursive: true, force: true });
    }
}

/** Where the compiled renderer and the extracted theme live. */
export type Harness = {
    classesDir: string;
    jarDir: string;
    loginThemeDir: string;
    emailThemeDir: string;
};

/**
 * Compiles the Java renderer (when its sources changed) and extracts the theme jar (when it
 * changed). Throws when the jar is missing (`npm run build-keycloak-theme`) or `javac` fails.
 */
export function prepareHarness(): Harness {
    if (!existsSync(THEME_JAR))
        throw new Error(`${THEME_JAR} is missing: run npm run build-keycloak-theme`);
    if (!existsSync(FREEMARKER_JAR))
        throw new Error(`${FREEMARKER_JAR} is missing: install libfreemarker-java`);
    const sources = readdirSync(JAVA_SOURCES)
        .filter(file => file.endsWith(".java"))
        .sort()
        .map(file => join(JAVA_SOURCES, file));
    const classesDir = join(CLASSES, hashOf(sources.map(file => readFileSync(file))));
    buildOnce(classesDir, dir =>
        execFileSync("javac", ["-Xlint:all", "-Werror", "-d", dir, "-cp", FREEMARKER_JAR, ...sources], {
            stdio: "pipe"
        })
    );
    const jar = statSync(THEME_JAR);
    const jarDir = join(OUT, `theme-${hashOf([String(jar.size), String(jar.mtimeMs)])}`);
    buildOnce(jarDir, dir => execFileSync("jar", ["--extract", "--file", THEME_JAR], { cwd: dir }));
    pruneSiblings(classesDir, CLASSES, "");
    pruneSiblings(jarDir, OUT, "theme-");
    return {
        classesDir,
        jarDir,
        loginThemeDir: join(jarDir, LOGIN_THEME_PATH),
        emailThemeDir: join(jarDir, EMAIL_THEME_PATH)
    };
}

/**
 * Renders (scenario, page) pairs with FreeMarker in one JVM start. `env` plays Keycloak's
 * environment for `${env.NAME:default}` in theme.properties (e.g. `PORTAL_BASE_URL_DEV`).
 * Outputs go to `out/<label>/<scenario>/<page>.html`; the folder is emptied first, so two workers
 * must never share a `label`.
 * @returns one entry per pair, with FreeMarker's error message when that page failed.
 */
export function renderPages(
    harness: Harness,
    pairs: { scenario: Scenario; ftl: string }[],
    options: { vars: RenderVars; env: Record<string, string>; label: string }
): RenderedPage[] {
    const runDir = join(OUT, options.label);
    rmSync(runDir, { recursive: true, force: true });
    mkdirSync(runDir, { recursive: true });
    const jobs = pairs.map(({ scenario, ftl }) => ({
        name: `${scenario.name}/${ftl}`,
        ftl,
        out: join(runDir, scenario.name, ftl.replace(/\.ftl$/, ".html")),
        model: fillPlaceholders(scenario.model, options.vars)
    }));
    const results = runRenderer(harness, harness.loginThemeDir, runDir, jobs, options.env);
    return jobs.map((job, index) => {
        const result = results.get(job.name);
        return {
            ...pairs[index],
            model: job.model,
            file: job.out,
            html: result.error === undefined ? readFileSync(job.out, "utf8") : "",
            error: result.error,
            ms: result.ms,
            urlReads: result.urlReads ?? {}
        };
    });
}

type RenderResult = { ms: number; error?: string; urlReads?: Record<string, number> };

type RenderJob = { name: string; ftl: string; out: string; model: unknown; kind?: "email" };

/** Runs one JVM over `jobs` with templates from `themeDir`; a job without a result gets an error. */
function runRenderer(
    harness: Harness,
    themeDir: string,
    runDir: string,
    jobs: RenderJob[],
    env: Record<string, string>
): { get: (name: string) => RenderResult } {
    const jobsFile = join(runDir, "jobs.json");
    writeFileSync(jobsFile, JSON.stringify({ env, jobs }));
    const run = spawnSync(
        "java",
        [
            // A short batch: C1 only and the serial collector use less CPU on shared machines.
            "-XX:TieredStopAtLevel=1",
            "-XX:+UseSerialGC",
            "-cp",
            `${harness.classesDir}:${FREEMARKER_JAR}`,
            "harness.Render",
            themeDir,
            jobsFile
        ],
        { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 }
    );
    const results = new Map<string, RenderResult>();
    for (const line of run.stdout.split("\n").filter(Boolean)) {
        const result = JSON.parse(line) as RenderResult & { name: string };
        results.set(result.name, result);
    }
    return {
        get: name =>
            results.get(name) ?? {
                ms: 0,
                error: `no result from the renderer (exit ${run.status}): ${run.stderr.slice(0, 2000)}`
            }
    };
}

/** A mail to render: the template under `email/` (`html/password-reset.ftl`) and Keycloak's model. */
export type MailJob = { name: string; ftl: string; model: Record<string, unknown> };

/**
 * Renders mails of the jar's email theme with FreeMarker in one JVM start, their models built as
 * Keycloak's FreeMarkerEmailTemplateProvider builds them (`ModelFactory.buildEmail`). `env` plays
 * the server's environment for the theme's `${env.NAME:default}` properties. `out/<label>/` is
 * emptied first, so two workers must never share a `label`.
 * @returns each job's output, or FreeMarker's error message.
 */
export function renderMails(
    harness: Harness,
    mails: MailJob[],
    options: { env: Record<string, string>; label: string }
): { name: string; output: string; error?: string }[] {
    const runDir = join(OUT, options.label);
    rmSync(runDir, { recursive: true, force: true });
    mkdirSync(runDir, { recursive: true });
    const jobs = mails.map((mail, index) => ({
        ...mail,
        out: join(runDir, `${index}-${mail.ftl.replace(/\W+/g, "_")}`),
        kind: "email" as const
    }));
    const results = runRenderer(harness, harness.emailThemeDir, runDir, jobs, options.env);
    return jobs.map(job => {
        const { error } = results.get(job.name);
        return {
            name: job.name,
            output: error === undefined ? readFileSync(job.out, "utf8") : "",
            error
        };
    });
}

/** Reads a dotted path (`locale.supported.1.label`) from a JSON value; undefined when absent. */
export function valueAt(value: unknown, path: string): unknown {
    return path
        .split(".")
        .reduce<unknown>(
            (node, key) =>
                isObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined,
            value
        );
}
