/**
 * Turns the app's components, rendered to HTML with placeholder values, into FreeMarker macros
 * (docs/decisions.md §22): the first view's markup and classes are the components' own, and the
 * hand-written `firstView.ftl` only says which parts a page has, when, and with which values.
 * Pure: the rendering is handed in, so the build (Preact's renderer under Vite) and the unit test
 * (the same renderer under Vitest) share it.
 */

/** How a macro parameter reaches the markup. */
export type MacroParamKind =
    /** Text or an attribute value, escaped by FreeMarker's HTML output format: `${name}`. */
    | "text"
    /** HTML the caller has sanitised (`kcSanitize`): `${name?no_esc}`. */
    | "html"
    /** A boolean: the markup for `true` and for `false`, the difference under `<#if name>`. */
    | "flag"
    /** A text that may be empty: with it and without it, under `<#if name?has_content>`. */
    | "optional"
    /** HTML the caller has sanitised that may be empty, as `optional`. */
    | "optionalHtml"
    /** The macro's body at the call site: `<#nested>`. */
    | "nested";

/** One parameter of a generated macro; `choice` takes one of `options` (`<#if name == "…">`). */
export type MacroParam =
    | { name: string; kind: MacroParamKind }
    | { name: string; kind: "choice"; options: readonly string[] };

/** The value a parameter stands for in one rendering. */
export type MacroValue = string | boolean | undefined;

/** What a component gets for each parameter in one rendering. */
export type MacroValues = Readonly<Record<string, MacroValue>>;

/** One generated macro: its name, parameters, and the app's markup for given values. */
export type MacroSource = {
    macro: string;
    /** Where its markup comes from, written above the macro. */
    about: string;
    params: readonly MacroParam[];
    /** The markup for `values`, as customers' Preact renders it. */
    render: (values: MacroValues) => string;
};

/** Placeholder text for parameter `name`: characters no renderer escapes. */
export const sentinel = (name: string): string => `\u27e6${name}\u27e7`;

const SENTINEL = /\u27e6(\w+)\u27e7/g;

/**
 * The FreeMarker macro for `source`: each `text`/`html`/`nested` parameter rendered as its
 * sentinel and replaced by its FreeMarker; each `flag`/`optional`/`choice` parameter rendered
 * once per case, the cases' common beginning and end written once.
 * @throws Error when a sentinel is left over (a component changed or dropped a value) or a
 * rendering contains FreeMarker syntax of its own.
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
    // Defaults, so a call names only what its page has: a username only when it is shown.
    const signature = source.params
        .filter(param => param.kind !== "nested")
        .map(param =>
            param.kind === "choice"
                ? param.name
                : `${param.name}=${param.kind === "flag" ? "false" : '""'}`
        )
        .join(" ");
    return (
        `<#-- ${source.about} -->\n` +
        `<#macro ${source.macro}${signature ? ` ${signature}` : ""}>${body}</#macro>\n`
    );
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

/**
 * `<#if c1>…<#elseif c2>…<#else>…</#if>` over `cases` (the last one's condition is ignored), with
 * the tokens every case begins and ends with written once, outside. Only a beginning or end whose
 * FreeMarker directives are closed is taken out, so the result nests.
 */
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

/** Tags' starts, attributes and ends, texts, and FreeMarker directives, each a token. */
function tokens(html: string): string[] {
    return html.match(/<\/?#[^>]*>|<\/[^>]+>|<[\w-]+|\s+[^\s=>]+(?:="[^"]*")?|\/?>|[^<>]+|[<>]/g) ?? [];
}

function depthChange(token: string): number {
    if (/^<#(if|list)\b/.test(token)) return 1;
    if (/^<\/#(if|list)>$/.test(token)) return -1;
    return 0;
}
