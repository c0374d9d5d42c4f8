import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { KcContext } from "../../../src/login/KcContext";
import { dataBlockBody, dataBlockElement } from "../../kcContextWire";
import {
    kcContextShapes,
    type KcContextLeaf,
    type KcContextShapeNode,
    type KcContextShapeTree as Shape
} from "./kcContextShape";

type PageId = KcContext["pageId"];

/** Keycloakify's serialization of FreeMarker's data model in every generated login `.ftl`. */
export const KEYCLOAKIFY_CALL = "const kcContext = ${toJsDeclarationString(.data_model, [])?no_esc};";

const WALK = '<@xkPrelude /><@xkWrite object=.data_model depth=0 pathKey="" kind=1 />';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

const js = (expression: string) => `"\${xkJs(${expression})?no_esc}"`;

type Place = { key: string; expression: string; parent: string; path: string; depth: number };

const ABSENT = "xkAbsentValue";
const ABSENT_DEFINITION = `<#assign ${ABSENT} = -987654321.5>`;

// Reads `expression` once: `??` then the value ran a bean getter twice (UrlBean's build a URL).
function withValue(name: string, expression: string, body: string): string {
    return `<#assign ${name} = (${expression})!${ABSENT}><#if !(${name}?is_number && ${name} == ${ABSENT})>${body}</#if>`;
}

function leafFtl(
    leaf: Exclude<KcContextLeaf, false>,
    { key, expression, parent, path, depth }: Place
): string {
    const name = `"${key}":`;
    const keptForFirstView = path === `url.${key}` ? `<#assign xkUrl_${key} = xkValue>` : "";
    const ifPresent = (body: string) => withValue("xkValue", expression, keptForFirstView + body);
    switch (leaf) {
        case "string":
            return ifPresent(`${name}${js("xkValue")},`);
        case "text":
            return ifPresent(`<@xkMessageKey str=xkValue />${name}${js("xkValue")},`);
        case "boolean":
        case "number":
            return ifPresent(`${name}\${xkValue?c},`);
        case "scalar":
            return ifPresent(`${name}<@xkScalar value=xkValue />,`);
        case "strings":
            return ifPresent(`${name}[<#list xkValue as xkString>${js("xkString")},</#list>],`);
        case "stringMap":
            return ifPresent(`${name}<@xkStringMap map=xkValue />,`);
        case "flag":
            return `<#attempt>${name}\${${expression}()?c},<#recover></#attempt>`;
        case "attemptedUsername":
            return `<#attempt><#if ${parent}.showUsername() && !${parent}.showResetCredentials()>${ifPresent(`${name}${js("xkValue")},`)}</#if><#recover></#attempt>`;
        case "loginActionForTryAnotherWay":
            return `<#attempt><#if auth?? && auth.showTryAnotherWayLink()>${name}${js(expression)},</#if><#recover></#attempt>`;
        case "messagesPerField":
            return `<#if (${expression})??>${name}<@xkMessagesPerField />,</#if>`;
        case "plain":
            return ifPresent(`${name}<@xkPlain value=xkValue />,`);
        case "walk":
            return ifPresent(
                `<@xkPrelude /><#assign xkWalkKind = xkKind(xkValue, ${depth}, "${path}")>` +
                    `<#if xkWalkKind != 0>${name}<@xkWrite object=xkValue depth=${depth} pathKey="${path}" kind=xkWalkKind />,</#if>`
            );
        default:
            throw new Error(`fastKcContext: unknown shape leaf ${leaf} at ${path}`);
    }
}

// `Array.isArray` does not narrow a readonly tuple.
function isList(node: KcContextShapeNode): node is readonly [Shape] {
    return Array.isArray(node);
}

function entriesFtl(shape: Shape, parent: string | undefined, path: string, depth: number): string {
    return Object.entries(shape)
        .map(([key, node]) => {
            if (!/^[A-Za-z_][\w]*$/.test(key)) throw new Error(`fastKcContext: unexpected key ${key}`);
            const expression = parent === undefined ? key : `${parent}.${key}`;
            const childPath = path === "" ? key : `${path}.${key}`;
            if (node === false) return "";
            if (typeof node === "string") {
                const place = {
                    key,
                    expression,
                    parent: parent ?? "",
                    path: childPath,
                    depth: depth + 1
                };
                return leafFtl(node, place);
            }
            if (isList(node)) {
                const [list, item] = [`xkList${depth}`, `xkItem${depth}`];
                const items = entriesFtl(node[0], item, `${childPath}.*`, depth + 2);
                return withValue(
                    list,
                    expression,
                    `"${key}":[<#list ${list} as ${item}>{${items}},</#list>],`
                );
            }
            const object = `xkObject${depth}`;
            const entries = entriesFtl(node, object, childPath, depth + 1);
            return withValue(object, expression, `"${key}":{${entries}},`);
        })
        .join("");
}

/** @throws Error when the shape holds a key that is not an identifier or an unknown leaf. */
function shapedDeclaration(shape: Shape): string {
    return `{${ABSENT_DEFINITION}${entriesFtl(shape, undefined, "", 0)}}`;
}

/** Keycloak's history script lands before the first `</head>`: here, inert in a comment (docs/security.md §3). */
const HISTORY_SCRIPT_SLOT = "<!--</head>-->";

const SCRIPT_START = "<head><script>\n";
const SCRIPT_END = '</script>\n<base href="${xKeycloakify.resourcesPath}/dist/">';
const ROOT_ELEMENT = '<div id="root"></div>';
const FALLBACK = "<@xkPageFallback />";

/** Where Keycloakify's FreeMarker definitions start, after its script's JavaScript. */
export const FTL_DEFINITIONS_START = "<#function toJsDeclarationString";
/** What Keycloakify's script ends its JavaScript with. */
export const KEYCLOAKIFY_SCRIPT_END = "window.kcContext = kcContext;";

const MESSAGE_KEY = /^[\w.-]+$/;
const ENGLISH_PAGE = 'locale?? && locale.currentLanguageTag?? && locale.currentLanguageTag == "en"';

// A FreeMarker string literal: no escape, interpolation or quote of the text's own is read as one.
function ftlString(text: string): string {
    const escaped = text
        .replace(/[\\"{]/g, "\\$&")
        .replace(/\n/g, "\\n")
        .replace(/\r/g, "\\r")
        .replace(/\0/g, "\\x0000");
    return `"${escaped}"`;
}

// Length and start: FreeMarker's `==` goes through the locale's collator.
function isEnglish(name: string, english: string): string {
    return `${name}?length == ${english.length} && ${name}?starts_with(${ftlString(english)})`;
}

// Keycloak's texts (realm's override, else theme's); an English page writes them only if one differs.
function serverTextEntries(texts: Readonly<Record<string, string>>): string {
    const entries = Object.entries(texts);
    if (entries.length === 0) return "";
    const each = entries.map(([key, english]) => {
        if (!MESSAGE_KEY.test(key)) throw new Error(`fastKcContext: unexpected message key ${key}`);
        return `<#assign xkText = msg("${key}")><#if !(xkEnglishPage && ${isEnglish("xkText", english)})>"${key}":${js("xkText")},</#if>`;
    });
    const all = `[${entries.map(([key]) => `msg("${key}")`).join(",")}]?join(${ftlString("\0")})`;
    const allEnglish = isEnglish("xkTexts", entries.map(([, english]) => english).join("\0"));
    return `<#assign xkEnglishPage = ${ENGLISH_PAGE}><#if xkEnglishPage><#assign xkTexts = ${all}></#if><#if !(xkEnglishPage && ${allEnglish})>${each.join("")}</#if>`;
}

function dataBlock(declaration: string, serverTexts: Readonly<Record<string, string>>): string {
    const keycloakify = `<@xkKeycloakifyData>${serverTextEntries(serverTexts)}</@xkKeycloakifyData>`;
    return dataBlockElement(dataBlockBody(declaration, keycloakify), {
        darkMode: "<#if darkMode?? && darkMode?is_boolean>${darkMode?c}</#if>"
    });
}

/**
 * One generated `.ftl` with its kcContext as a data block, `<base>` removed (`base-uri 'none'`).
 * @throws Error when the file does not declare the kcContext the way Keycloakify 11.16 does.
 */
function withKcContextData(
    ftl: string,
    macros: string,
    shape: Shape | undefined,
    serverTexts: Readonly<Record<string, string>> = {}
): string {
    const start = ftl.indexOf(SCRIPT_START);
    const end = ftl.indexOf(SCRIPT_END);
    const script = ftl.slice(start + SCRIPT_START.length, end);
    const declarationAt = script.indexOf(KEYCLOAKIFY_CALL);
    const definitionsAt = script.indexOf(FTL_DEFINITIONS_START);
    if (
        start === -1 ||
        end === -1 ||
        !ftl.includes(ROOT_ELEMENT) ||
        declarationAt === -1 ||
        definitionsAt < declarationAt ||
        !script.slice(declarationAt, definitionsAt).includes(KEYCLOAKIFY_SCRIPT_END)
    )
        throw new Error("fastKcContext: Keycloakify's kcContext script or the root element not found");
    const assignments = script.slice(0, declarationAt);
    const definitions = script.slice(definitionsAt);
    const declaration = shape ? shapedDeclaration(shape) : WALK;
    return [
        ftl.slice(0, start),
        "<head>",
        HISTORY_SCRIPT_SLOT,
        assignments,
        dataBlock(declaration, serverTexts),
        ftl.slice(end + SCRIPT_END.length).replace(ROOT_ELEMENT, `${ROOT_ELEMENT}\n${FALLBACK}`),
        "\n",
        definitions,
        macros
    ].join("");
}

// At most one level of parentheses inside the argument.
const XKJS_CALL = /\$\{xkJs\(((?:[^()]|\([^()]*\))+)\)\?no_esc\}/g;

/** Inlines every `${xkJs(…)?no_esc}`: a call per value cost a third of the template time (JFR). */
export function inlineXkJs(ftl: string): string {
    return ftl.replace(
        XKJS_CALL,
        (_call, expression: string) => `\${(${expression})?json_string?replace("<", "\\\\u003C")?no_esc}`
    );
}

/** What the theme adds to each rewritten page (`config/`): the fallback's macros, the first view. */
export type PageAdditions = {
    /** Defines `<@xkPageFallback />`, which the serializer puts after the root. */
    pageFallbackFtl: string;
    withFirstView: (ftl: string, pageFile: string) => string;
    /** Per page file, each key Keycloak writes into the kcContext, with the app's English (decisions.md §26). */
    serverTexts: (themeName: string) => Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/**
 * Keycloakify `postBuild` hook: every login page gets a JSON data block (docs/decisions.md §17, §18).
 * @throws Error when `kcContextExclusionsFtl` is configured, which the fast serializer does not apply.
 */
export async function fastKcContextPostBuild(
    buildContext: { themeNames: string[]; kcContextExclusionsFtlCode?: string },
    { pageFallbackFtl, withFirstView, serverTexts }: PageAdditions
): Promise<void> {
    if (buildContext.kcContextExclusionsFtlCode !== undefined)
        throw new Error("fastKcContext: kcContextExclusionsFtl is not supported");
    const macros = read("./fastKcContextPrelude.ftl") + read("./fastKcContext.ftl") + pageFallbackFtl;
    for (const themeName of buildContext.themeNames) {
        const textsByPage = serverTexts(themeName);
        const dir = join("theme", themeName, "login");
        for (const file of readdirSync(dir).filter(name => name.endsWith(".ftl"))) {
            const path = join(dir, file);
            const ftl = readFileSync(path, "utf8");
            if (!ftl.includes("toJsDeclarationString")) continue;
            const shape = kcContextShapes[file as PageId];
            const page = withKcContextData(ftl, macros, shape, textsByPage[file]);
            writeFileSync(path, inlineXkJs(withFirstView(page, file)));
        }
    }
}
