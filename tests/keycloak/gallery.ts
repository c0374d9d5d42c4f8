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
import { keycloakVersion } from "../../dev/keycloak/keycloak";
import { keycloakPageIds } from "../../src/test-support/pageIds";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The gallery reviewers open: `test-results/gallery/index.html`, one section per Keycloak version. */
export const GALLERY_DIR = join(ROOT, "test-results", "gallery");

/** Widths (px) and colour schemes every page id is pictured in. */
const SHOTS = [375, 1440].flatMap(width =>
    (["light", "dark"] as const).map(colorScheme => ({ width, colorScheme }))
);

/** One page seen by a test: its page id, address and axe's findings in each colour scheme. */
type Visit = { pageId: string; url: string; axe: Record<"light" | "dark", string[]> };

const versionDir = (version = keycloakVersion()) => join(GALLERY_DIR, version);
const visitsFile = (version?: string) => join(versionDir(version), "visits.ndjson");

/** Empties this Keycloak version's part of the gallery, at the start of a run. */
export function resetGallery(): void {
    rmSync(versionDir(), { recursive: true, force: true });
    mkdirSync(versionDir(), { recursive: true });
}

/**
 * Records a page a test reached (the page id our Template puts on `main`) with axe's findings, and,
 * the first time the run meets that page id, pictures it at 375 and 1440 px in light and dark
 * (full page), then gives the page back its viewport and light scheme.
 * @param settle waits until a new colour scheme's transitions have ended.
 */
export async function recordVisit(
    page: Page,
    axe: Visit["axe"],
    settle: (page: Page) => Promise<unknown>
): Promise<void> {
    const pageId = await page.locator("main[data-page-id]").getAttribute("data-page-id");
    if (pageId === null) return;
    const visit: Visit = { pageId, url: page.url(), axe };
    mkdirSync(versionDir(), { recursive: true });
    appendFileSync(visitsFile(), `${JSON.stringify(visit)}\n`);
    const shotDir = join(versionDir(), pageId);
    if (existsSync(shotDir)) return;
    mkdirSync(shotDir);
    const viewport = page.viewportSize();
    for (const { width, colorScheme } of SHOTS) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await settle(page);
        await page.screenshot({ path: join(shotDir, `${width}-${colorScheme}.png`), fullPage: true });
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: "light" });
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

function versionSection(version: string): string {
    const visits = readVisits(version);
    const reached = [...new Set(visits.map(visit => visit.pageId))].sort();
    const notReached = keycloakPageIds.filter(pageId => !reached.includes(pageId));
    const figures = reached.map(pageId => {
        const ofPage = visits.filter(visit => visit.pageId === pageId);
        const findings = [...new Set(ofPage.flatMap(v => [...v.axe.light, ...v.axe.dark]))];
        const axe = findings.length === 0 ? "axe: no violations" : `axe: ${findings.join("; ")}`;
        const pictures = SHOTS.map(({ width, colorScheme }) => {
            const src = relative(
                GALLERY_DIR,
                join(versionDir(version), pageId, `${width}-${colorScheme}.png`)
            );
            return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(`${pageId} at ${width} px, ${colorScheme}`)}" loading="lazy"><figcaption>${width} px, ${colorScheme}</figcaption></figure>`;
        });
        return `<section><h3>${escapeHtml(pageId)}</h3><p>Keycloak ${escapeHtml(version)} · ${ofPage.length} visit(s) in the suite · ${escapeHtml(axe)} (WCAG 2.2 A/AA, light and dark)</p><div class="shots">${pictures.join("")}</div></section>`;
    });
    return [
        `<h2>Keycloak ${escapeHtml(version)}</h2>`,
        `<p>${reached.length} page ids reached in the real server. Not reached by this run: ${escapeHtml(notReached.join(", ") || "none")}.</p>`,
        ...figures
    ].join("\n");
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
    const reached = [...new Set(readVisits(version).map(visit => visit.pageId))].sort();
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
figure img{border:1px solid #ccd;max-height:480px}figcaption{font-size:.85rem}</style></head>
<body><h1>Login theme gallery</h1>
<p>Every page the real-server suite reached, pictured the first time the run met it, with axe's result over all its visits. Written ${new Date().toISOString()}.</p>
${versions.map(versionSection).join("\n")}
</body></html>
`;
    const index = join(GALLERY_DIR, "index.html");
    mkdirSync(GALLERY_DIR, { recursive: true });
    writeFileSync(index, html);
    return index;
}
