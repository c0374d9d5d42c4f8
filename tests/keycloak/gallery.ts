import type { Page } from "@playwright/test";
import {
    appendFileSync,
    existsSync,
    mkdirSync,
    readFileSync,
    readdirSync,
    rmSync,
    writeFileSync
} from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_KEYCLOAK_VERSION, keycloakVersion } from "../../dev/keycloak/version";
import { keycloakPageIds } from "../../src/test-support/pageIds";
import { pageTranscript } from "../fixtures/screenReader";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The gallery reviewers open: `test-results/gallery/index.html`, one section per Keycloak version. */
export const GALLERY_DIR = join(ROOT, "test-results", "gallery");

/** Widths (px) and color schemes every page id is pictured in. */
const SHOTS = [375, 1440].flatMap(width =>
    (["light", "dark"] as const).map(colorScheme => ({ width, colorScheme }))
);

/**
 * One page seen by a test: its page id, the gallery entry it belongs to (the page id, or the page
 * id and a view such as a language or an open dialog), its address and axe's findings in each
 * color scheme.
 */
type Visit = { pageId: string; entry: string; url: string; axe: Record<"light" | "dark", string[]> };

const versionDir = (version = keycloakVersion()) => join(GALLERY_DIR, version);
const visitsFile = (version?: string) => join(versionDir(version), "visits.ndjson");
/** An entry's pictures: a folder named after it, with what a file name cannot hold replaced. */
const entryDir = (version: string, entry: string) =>
    join(versionDir(version), entry.replace(/[^\w.-]+/g, "_"));

/**
 * Whether this run pictures what it reaches: the default release only. Another release runs the
 * same template code (docs/decisions.md §29), so its gallery section lists the page ids it reached
 * with axe's findings, without pictures and transcripts.
 */
const picturesThisRun = () => keycloakVersion() === DEFAULT_KEYCLOAK_VERSION;

/** An entry's transcript: what a screen reader says, one phrase a line, beside its pictures. */
const TRANSCRIPT_FILE = "transcript.txt";

/** Empties this Keycloak version's part of the gallery, at the start of a run. */
export function resetGallery(): void {
    rmSync(versionDir(), { recursive: true, force: true });
    mkdirSync(versionDir(), { recursive: true });
}

/**
 * Records a page a test reached (the page id our Template puts on `main`) with axe's findings, and,
 * on the default release, the first time the run meets that gallery entry, pictures it at 375 and
 * 1440 px in light and dark (the full page; only the viewport for a view, where a dialog or menu
 * is fixed to it), then gives
 * the page back its viewport and light scheme. With `readAloud`, it also writes the entry's
 * transcript (`transcript.txt`): the virtual screen reader reading the page from top to bottom
 * (`tests/fixtures/screenReader.ts`), or one line in brackets saying why it could not be read.
 * @param settle waits until a new color scheme's transitions have ended.
 * @param view what sets this visit apart from the page's plain state (`"ar"`, `"dialog: PDF"`):
 *   it gets an entry of its own.
 * @param readAloud false when the test writes the entry's transcript itself ({@link writeTranscript}),
 *   as for a dialog's opening, reading and closing.
 */
export async function recordVisit(
    page: Page,
    axe: Visit["axe"],
    settle: (page: Page) => Promise<unknown>,
    view?: string,
    readAloud = true
): Promise<void> {
    const pageId = await page.locator("main[data-page-id]").getAttribute("data-page-id");
    if (pageId === null) return;
    const entry = view === undefined ? pageId : `${pageId} · ${view}`;
    const visit: Visit = { pageId, entry, url: page.url(), axe };
    mkdirSync(versionDir(), { recursive: true });
    appendFileSync(visitsFile(), `${JSON.stringify(visit)}\n`);
    const shotDir = entryDir(keycloakVersion(), entry);
    if (!picturesThisRun() || existsSync(shotDir)) return;
    mkdirSync(shotDir);
    if (readAloud) {
        // A page that moves on while it is read (a session check, an auto-submitted form) gets a
        // transcript saying so; the flow under test goes on, as it does not depend on the gallery.
        const phrases = await pageTranscript(page).catch((error: unknown) => [
            `[not read to the end: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}]`
        ]);
        writeFileSync(join(shotDir, TRANSCRIPT_FILE), transcriptText(phrases));
    }
    const viewport = page.viewportSize();
    for (const { width, colorScheme } of SHOTS) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await settle(page);
        await page.screenshot({
            path: join(shotDir, `${width}-${colorScheme}.png`),
            fullPage: view === undefined
        });
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: "light" });
}

/** Widths (px) and color schemes every mail is pictured in, in the languages set side by side. */
const MAIL_SHOTS = [375, 1280].flatMap(width =>
    (["light", "dark"] as const).map(colorScheme => ({ width, colorScheme }))
);
const MAIL_LANGUAGES = ["en", "ar"];
const mailsFile = (version?: string) => join(versionDir(version), "mails.ndjson");

/** A mail the real server sent, as the gallery lists it. */
type MailVisit = { template: string; lang: string; subject: string };

/**
 * Pictures a mail (on the default release) the first time the run meets its template in English
 * or Arabic: the page shows its HTML part; full-page pictures at 375 and 1280 px, light and dark (`prefers-color-scheme`), go
 * to the entry `mail · <template>` as `<lang>-<width>-<scheme>.png`. Other languages are left out.
 */
export async function recordMail(page: Page, mail: MailVisit): Promise<void> {
    if (!picturesThisRun() || !MAIL_LANGUAGES.includes(mail.lang)) return;
    const shotDir = entryDir(keycloakVersion(), `mail · ${mail.template}`);
    if (existsSync(join(shotDir, `${mail.lang}-375-light.png`))) return;
    mkdirSync(shotDir, { recursive: true });
    appendFileSync(mailsFile(), `${JSON.stringify(mail)}\n`);
    for (const { width, colorScheme } of MAIL_SHOTS) {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await page.screenshot({
            path: join(shotDir, `${mail.lang}-${width}-${colorScheme}.png`),
            fullPage: true
        });
    }
}

/** The gallery's mail entries of `version`: per template, English and Arabic side by side. */
function mailSection(version: string): string {
    if (!existsSync(mailsFile(version))) return "";
    const mails = readFileSync(mailsFile(version), "utf8")
        .split("\n")
        .filter(line => line !== "")
        .map(line => JSON.parse(line) as MailVisit);
    const templates = [...new Set(mails.map(mail => mail.template))].sort();
    const entries = templates.map(template => {
        const dir = entryDir(version, `mail · ${template}`);
        const subjects = mails
            .filter(mail => mail.template === template)
            .map(mail => `${mail.lang}: ${mail.subject}`);
        const rows = MAIL_SHOTS.map(({ width, colorScheme }) => {
            const pictures = MAIL_LANGUAGES.map(lang => {
                const file = join(dir, `${lang}-${width}-${colorScheme}.png`);
                if (!existsSync(file))
                    return `<figure><figcaption>${lang}: not sent in this run</figcaption></figure>`;
                const src = escapeHtml(relative(GALLERY_DIR, file));
                const alt = escapeHtml(`${template} mail, ${lang}, ${width} px, ${colorScheme}`);
                return `<figure><img src="${src}" alt="${alt}" loading="lazy"><figcaption>${lang}, ${width} px, ${colorScheme}</figcaption></figure>`;
            });
            return `<div class="shots">${pictures.join("")}</div>`;
        });
        return `<section><h3>mail · ${escapeHtml(template)}</h3><p>Keycloak ${escapeHtml(version)} · subject ${escapeHtml(subjects.join(" · "))} · axe: no violations (the test fails otherwise)</p>${rows.join("")}</section>`;
    });
    return [`<h2>Keycloak ${escapeHtml(version)}: mails as the server sent them</h2>`, ...entries].join(
        "\n"
    );
}

const transcriptText = (phrases: string[]) => `${phrases.join("\n")}\n`;

/**
 * Writes the transcript of the gallery entry of the page's page id and `view` (what a screen
 * reader said, one phrase a line), replacing one written before.
 * @throws when the page shows no page id of our Template.
 */
export async function writeTranscript(page: Page, view: string, phrases: string[]): Promise<void> {
    const pageId = await page.locator("main[data-page-id]").getAttribute("data-page-id");
    if (pageId === null) throw new Error(`no page id of our Template at ${page.url()}`);
    const shotDir = entryDir(keycloakVersion(), `${pageId} · ${view}`);
    mkdirSync(shotDir, { recursive: true });
    writeFileSync(join(shotDir, TRANSCRIPT_FILE), transcriptText(phrases));
}

function readVisits(version: string): Visit[] {
    if (!existsSync(visitsFile(version))) return [];
    return readFileSync(visitsFile(version), "utf8")
        .split("\n")
        .filter(line => line !== "")
        .map(line => JSON.parse(line) as Visit);
}

const escapeHtml = (text: string) =>
    text.replace(/[&<>"]/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The entry's transcript as a figure beside its pictures, or nothing when it has none. */
function transcriptFigure(version: string, entry: string): string {
    const file = join(entryDir(version, entry), TRANSCRIPT_FILE);
    if (!existsSync(file)) return "";
    const phrases = readFileSync(file, "utf8").trimEnd().split("\n");
    const href = escapeHtml(relative(GALLERY_DIR, file));
    return `<figure class="transcript"><details open><summary>What a screen reader says (${phrases.length} phrases, <a href="${href}">text</a>)</summary><pre dir="auto">${escapeHtml(phrases.join("\n"))}</pre></details></figure>`;
}

function versionSection(version: string): string {
    const visits = readVisits(version);
    const reached = [...new Set(visits.map(visit => visit.pageId))].sort();
    const notReached = keycloakPageIds.filter(pageId => !reached.includes(pageId));
    const entries = [...new Set(visits.map(visit => visit.entry))].sort();
    const figures = entries.map(entry => {
        const ofPage = visits.filter(visit => visit.entry === entry);
        const findings = [...new Set(ofPage.flatMap(v => [...v.axe.light, ...v.axe.dark]))];
        const axe = findings.length === 0 ? "axe: no violations" : `axe: ${findings.join("; ")}`;
        const pictures = SHOTS.map(({ width, colorScheme }) => {
            const file = join(entryDir(version, entry), `${width}-${colorScheme}.png`);
            if (!existsSync(file))
                return `<figure><figcaption>${width} px, ${colorScheme}: pictured on Keycloak ${DEFAULT_KEYCLOAK_VERSION}</figcaption></figure>`;
            const src = relative(GALLERY_DIR, file);
            return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(`${entry} at ${width} px, ${colorScheme}`)}" loading="lazy"><figcaption>${width} px, ${colorScheme}</figcaption></figure>`;
        });
        return `<section><h3>${escapeHtml(entry)}</h3><p>Keycloak ${escapeHtml(version)} · ${ofPage.length} visit(s) in the suite · ${escapeHtml(axe)} (WCAG 2.2 A/AA, light and dark)</p><div class="shots">${pictures.join("")}${transcriptFigure(version, entry)}</div></section>`;
    });
    return [
        `<h2>Keycloak ${escapeHtml(version)}</h2>`,
        `<p>${reached.length} page ids reached in the real server. Not reached by this run: ${escapeHtml(notReached.join(", ") || "none")}.</p>`,
        ...figures
    ].join("\n");
}

/** The page ids this run's tests have reached so far, sorted. */
export function reachedPageIds(): string[] {
    return [...new Set(readVisits(keycloakVersion()).map(visit => visit.pageId))].sort();
}

/**
 * Writes `test-results/gallery/index.html` from every Keycloak version's recorded visits, and this
 * run's `pages-reached.json` (the sorted page ids the suite reached, and the Keycloak version):
 * into `test-results/keycloak/<version>/`, and into `test-results/keycloak/` for a run of the
 * default version.
 * @returns the gallery's path.
 */
export function writeGallery(): string {
    const version = keycloakVersion();
    const reached = reachedPageIds();
    const json = `${JSON.stringify({ keycloakVersion: version, pageIds: reached }, null, 2)}\n`;
    const results = join(ROOT, "test-results", "keycloak");
    mkdirSync(join(results, version), { recursive: true });
    writeFileSync(join(results, version, "pages-reached.json"), json);
    if (process.env.KEYCLOAK_VERSION === undefined) {
        writeFileSync(join(results, "pages-reached.json"), json);
    }
    const versions = existsSync(GALLERY_DIR)
        ? readdirSync(GALLERY_DIR, { withFileTypes: true })
              .filter(entry => entry.isDirectory())
              .map(entry => entry.name)
              .sort()
              .reverse()
        : [];
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Login theme gallery</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#021333}h3{margin-bottom:.25rem}
.shots{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}figure{margin:0}
figure img{border:1px solid #ccd;max-height:480px}figcaption{font-size:.85rem}
.transcript pre{max-height:480px;overflow:auto;margin:0;padding:.5rem;border:1px solid #ccd;font-size:.8rem;white-space:pre-wrap;max-width:36rem}</style></head>
<body><h1>Login theme gallery</h1>
<p>Every page the real-server suite reached and every mail of ours it made Keycloak send, pictured the first time the run met it, with axe's result over all its visits and what a screen reader says reading it from top to bottom (for a dialog: opening it, reading it, closing it; one phrase a line, as <code>@guidepup/virtual-screen-reader</code> words it). Written ${new Date().toISOString()}.</p>
${versions.map(version => `${versionSection(version)}\n${mailSection(version)}`).join("\n")}
</body></html>
`;
    const index = join(GALLERY_DIR, "index.html");
    mkdirSync(GALLERY_DIR, { recursive: true });
    writeFileSync(index, html);
    return index;
}
