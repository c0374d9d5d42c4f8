// Components rendered with sentinel values, made FreeMarker macros (docs/decisions.md §22).

/** How a parameter reaches the markup: `text` as `${name}` (escaped by Keycloak's HTML output format),
 * `html` as `${name?no_esc}`, `nested` as `<#nested>`; the others rendered per case under `<#if>`. */
export type MacroParamKind = "text" | "html" | "flag" | "optional" | "optionalHtml" | "nested";

/** One parameter of a generated macro; `choice` takes one of `options` (`<#if name == "…">`). */
export type MacroParam =
    | { name: string; kind: MacroParamKind }
    | { name: string; kind: "choice"; options: readonly string[] };

/** A parameter's value in one rendering. */
export type MacroValue = string | boolean | undefined;

/** Every parameter's value in one rendering. */
export type MacroValues = Readonly<Record<string, MacroValue>>;

/** One generated macro: its name, where its markup comes from, its parameters, the markup for values. */
export type MacroSource = {
    macro: string;
    about: string;
    params: readonly MacroParam[];
    render: (values: MacroValues) => string;
};

/** Placeholder text for parameter `name`: characters no renderer escapes. */
export const sentinel = (name: string): string => `\u27e6${name}\u27e7`;

const SENTINEL = /\u27e6(\w+)\u27e7/g;

/**
 * The FreeMarker macro for `source`, rendered once per case of its parameters (see {@link MacroParamKind}).
 * @throws Error when a sentinel is no parameter's or a rendering holds FreeMarker syntax of its own.
 */
export function macroOf(source: MacroSource): string {
    const kinds = new Map(source.params.map(param => [param.name, param.kind]));
    const body = casesOf(source, 0, {}).replace(SENTINEL, (_match, name: string) => {
        const kind = kinds.get(name);
        if (kind === "text" || kind === "optional") return `\${${name}}`;
        if (kind === "html" || kind === "optionalHtml") return `\${${name}?no_esc}`;
        if (kind === "nested") return "<#nested>";
        throw new Error(`${source.macro}: sentinel ${name} is no text, html or nested parameter`);
    });
    const signature = source.params
        .filter(param => param.kind !== "nested")
        .map(param => `${param.name}=${defaultOf(param)}`)
        .join(" ");
    return (
        `<#-- ${source.about} -->\n` +
        `<#macro ${source.macro}${signature ? ` ${signature}` : ""}>${body}</#macro>\n`
    );
}

// FreeMarker wants every parameter defaulted once one is; a choice defaults to its `<#else>` case.
function defaultOf(param: MacroParam): string {
    if (param.kind === "choice") return `"${param.options[param.options.length - 1]}"`;
    return param.kind === "flag" ? "false" : '""';
}

function casesOf(source: MacroSource, index: number, values: Record<string, MacroValue>): string {
    const param = source.params[index];
    if (param === undefined) {
        const html = source.render(values);
        if (/<#|<\/#|<@|\$\{/.test(html))
            throw new Error(`${source.macro}: the rendering holds FreeMarker syntax: ${html}`);
        return html;
    }
    const next = (value: MacroValue) => casesOf(source, index + 1, { ...values, [param.name]: value });
    switch (param.kind) {
        case "flag":
            return branches([
                [param.name, next(true)],
                ["", next(false)]
            ]);
        case "optional":
        case "optionalHtml":
            return branches([
                [`${param.name}?has_content`, next(sentinel(param.name))],
                ["", next(undefined)]
            ]);
        case "choice":
            return branches(
                param.options.map((option, position) => [
                    position === param.options.length - 1 ? "" : `${param.name} == "${option}"`,
                    next(option)
                ])
            );
        default:
            return next(sentinel(param.name));
    }
}

// `<#if>` over the cases, what all begin and end with (directives closed) written once, outside.
function branches(cases: readonly (readonly [string, string])[]): string {
    const tokenLists = cases.map(([, html]) => tokens(html));
    const shortest = Math.min(...tokenLists.map(list => list.length));
    const first = tokenLists[0]!;
    let start = 0;
    let balancedStart = 0;
    let depth = 0;
    while (start < shortest && tokenLists.every(list => list[start] === first[start])) {
        depth += depthChange(first[start]!);
        start += 1;
        if (depth === 0) balancedStart = start;
    }
    let end = 0;
    let balancedEnd = 0;
    depth = 0;
    while (
        end < shortest - balancedStart &&
        tokenLists.every(list => list[list.length - 1 - end] === first[first.length - 1 - end])
    ) {
        depth -= depthChange(first[first.length - 1 - end]!);
        end += 1;
        if (depth === 0) balancedEnd = end;
    }
    const middles = tokenLists.map(list =>
        list.slice(balancedStart, list.length - balancedEnd).join("")
    );
    const head = first.slice(0, balancedStart).join("");
    const tail = first.slice(first.length - balancedEnd).join("");
    if (middles.every(middle => middle === middles[0])) return head + middles[0] + tail;
    let chain = "";
    cases.forEach(([condition], position) => {
        const middle = middles[position]!;
        if (position === 0) chain += `<#if ${condition}>${middle}`;
        else if (position < cases.length - 1) chain += `<#elseif ${condition}>${middle}`;
        else if (middle !== "") chain += `<#else>${middle}`;
    });
    return `${head}${chain}</#if>${tail}`;
}

function tokens(html: string): string[] {
    return html.match(/<\/?#[^>]*>|<\/[^>]+>|<[\w-]+|\s+[^\s=>]+(?:="[^"]*")?|\/?>|[^<>]+|[<>]/g) ?? [];
}

function depthChange(token: string): number {
    if (/^<#(if|list)\b/.test(token)) return 1;
    if (/^<\/#(if|list)>$/.test(token)) return -1;
    return 0;
}
