import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Keycloakify's serialisation of FreeMarker's data model in every generated login `.ftl`. */
const KEYCLOAKIFY_CALL = "const kcContext = ${toJsDeclarationString(.data_model, [])?no_esc};";

const FAST_CALL = 'const kcContext = <@xkWrite object=.data_model depth=0 pathKey="" kind=1 />;';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), "utf8");

/**
 * Rewrites one generated `.ftl` to serialise the kcContext with `config/fastKcContext.ftl`: the
 * exclusions of `fastKcContextPrelude.ftl` before the declaration, the fast serialiser's macros
 * at the end (FreeMarker defines macros before the template runs).
 * @throws Error when the file does not declare the kcContext the way Keycloakify 11.16 does.
 */
export function withFastKcContext(ftl: string): string {
    if (!ftl.includes(KEYCLOAKIFY_CALL))
        throw new Error("fastKcContext: Keycloakify's kcContext declaration not found");
    const declaration = `${read("fastKcContextPrelude.ftl")}${FAST_CALL}`;
    // A function as replacement: the FreeMarker text holds "$" sequences String.replace would expand.
    return `${ftl.replace(KEYCLOAKIFY_CALL, () => declaration)}\n${read("fastKcContext.ftl")}`;
}

/**
 * Keycloakify `postBuild` hook (it runs in the theme's resources folder before the jar is packed):
 * every login page of every theme gets the fast kcContext serialiser (docs/decisions.md §17).
 * Keycloakify's generic serialiser cost Keycloak 15–25 ms of CPU per sign-in page here, where a
 * whole `keycloak.v2` page costs 2–4 ms; this one writes the same kcContext (but for
 * `social.baseURI`, a `java.net.URI` no page reads) for about 2 ms (`bench/README.md`).
 * @param buildContext Keycloakify's build context (its theme names and user-defined exclusions).
 * @throws Error when user-defined exclusions (`kcContextExclusionsFtl`) are configured, which the
 *   fast serialiser does not apply.
 */
export async function fastKcContextPostBuild(buildContext: {
    themeNames: string[];
    kcContextExclusionsFtlCode?: string;
}): Promise<void> {
    if (buildContext.kcContextExclusionsFtlCode !== undefined)
        throw new Error("fastKcContext: kcContextExclusionsFtl is not supported");
    for (const themeName of buildContext.themeNames) {
        const dir = join("theme", themeName, "login");
        for (const file of readdirSync(dir).filter(name => name.endsWith(".ftl"))) {
            const path = join(dir, file);
            const ftl = readFileSync(path, "utf8");
            // Pages Keycloakify did not generate (none today) keep their own markup.
            if (ftl.includes("toJsDeclarationString")) writeFileSync(path, withFastKcContext(ftl));
        }
    }
}
