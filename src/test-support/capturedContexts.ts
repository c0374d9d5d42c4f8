import {
    decodeWithTextarea,
    parseKcContextData
} from "../../keycloakify-seam/browser/kcContextFromPage";
import type { KcContext } from "@/login/KcContext";

/**
 * One committed capture (`npm run capture-contexts`, README "Captured kcContexts"): the Keycloak
 * version of its folder, its file name's page (`login` for `login.ftl`) and the data block it holds
 * (`{ kcContext, keycloakify }`, as Keycloak rendered it, normalized).
 */
export type CapturedContext = { version: string; page: string; data: unknown };

const files = import.meta.glob<unknown>("./contexts/*/*.json", { eager: true, import: "default" });

/** Every committed capture, by folder and page name. */
export const capturedContexts: CapturedContext[] = Object.entries(files).map(([path, data]) => {
    const [, version, page] = /\.\/contexts\/([^/]+)\/(.+)\.json$/.exec(path)!;
    return { version: version!, page: page!, data };
});

const byNumber = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** The Keycloak version whose captures the preview, stories and tests render: the newest captured. */
export const capturedVersion: string | undefined = [
    ...new Set(capturedContexts.map(capture => capture.version))
]
    .sort(byNumber)
    .at(-1);

/**
 * The kcContext Keycloak {@link capturedVersion} sent for `pageId`, built as the page's boot builds
 * it (`parseKcContextData`: functions, `attributesByName`, theme names): a fresh object each call.
 * @returns `undefined` when no capture of that page is committed.
 */
export function capturedKcContext(pageId: string): KcContext | undefined {
    const capture = capturedContexts.find(
        ({ version, page }) => version === capturedVersion && `${page}.ftl` === pageId
    );
    return capture === undefined
        ? undefined
        : parseKcContextData(JSON.stringify(capture.data), decodeWithTextarea);
}
