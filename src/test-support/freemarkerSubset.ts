/**
 * A FreeMarker interpreter for just what `config/firstView/freemarkerMacros.ts` writes: `${name}`
 * (escaped as Keycloak's HTML output format escapes), `${name?no_esc}`, `<#nested>`, and
 * `<#if>`/`<#elseif>`/`<#else>` over `name`, `name?has_content` and `name == "option"`. Used to
 * check a generated macro against the component it came from, without a JVM.
 */

/** A macro argument: text, or a flag. */
export type MacroArgument = string | boolean;

const HTML_ESCAPES: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;"
};

/**
 * The output of the one `<#macro>` in `ftl` called with `args` and `nested` as its body.
 * @throws Error on a construct it does not know, an unclosed `<#if>`, or a missing argument.
 */
export function callMacro(
    ftl: string,
    args: Readonly<Record<string, MacroArgument>>,
    nested = ""
): string {
    const body = /<#macro [^>]*>([\s\S]*)<\/#macro>/.exec(ftl)?.[1];
    if (body === undefined) throw new Error("freemarkerSubset: no macro");
    const parts = body.split(/(<#if [^>]*>|<#elseif [^>]*>|<#else>|<\/#if>|<#nested>|\$\{[^}]*\})/);
    let position = 0;
    const argument = (name: string): MacroArgument => {
        const value = args[name];
        if (value === undefined) throw new Error(`freemarkerSubset: no argument ${name}`);
        return value;
    };
    const holds = (condition: string): boolean => {
        const equals = /^(\w+) == "([^"]*)"$/.exec(condition);
        if (equals) return argument(equals[1]!) === equals[2];
        const hasContent = /^(\w+)\?has_content$/.exec(condition);
        if (hasContent) return argument(hasContent[1]!) !== "";
        if (/^\w+$/.test(condition)) return argument(condition) === true;
        throw new Error(`freemarkerSubset: condition ${condition}`);
    };
    /** Evaluates up to an `<#elseif>`, `<#else>` or `</#if>` at this level, writing only when `live`. */
    const block = (live: boolean): string => {
        let out = "";
        while (position < parts.length) {
            const part = parts[position]!;
            if (/^<#elseif |^<#else>$|^<\/#if>$/.test(part)) return out;
            position += 1;
            const ifMatch = /^<#if (.*)>$/.exec(part);
            if (ifMatch) {
                let taken = false;
                let condition: string | undefined = ifMatch[1]!;
                for (;;) {
                    const chosen = live && !taken && (condition === undefined || holds(condition));
                    const inner = block(chosen);
                    if (chosen) {
                        out += inner;
                        taken = true;
                    }
                    const end = parts[position];
                    position += 1;
                    if (end === "</#if>") break;
                    if (end === undefined) throw new Error("freemarkerSubset: unclosed <#if>");
                    condition = /^<#elseif (.*)>$/.exec(end)?.[1];
                }
            } else if (!live) continue;
            else if (part === "<#nested>") out += nested;
            else if (part.startsWith("${")) {
                const expression = /^\$\{(\w+)(\?no_esc)?\}$/.exec(part);
                if (!expression) throw new Error(`freemarkerSubset: expression ${part}`);
                const value = String(argument(expression[1]!));
                out += expression[2] ? value : value.replace(/[&<>"']/g, c => HTML_ESCAPES[c]!);
            } else out += part;
        }
        return out;
    };
    const out = block(true);
    if (position < parts.length) throw new Error(`freemarkerSubset: stray ${parts[position]}`);
    return out;
}
