import { getKcClsx } from "keycloakify/login/lib/kcClsx";
import { describe, expect, it } from "vitest";
import { macroOf, type MacroParam, type MacroValue } from "../../config/firstView/freemarkerMacros";
import { callMacro, type MacroArgument } from "@/test-support/freemarkerSubset";
import { defaultPageClasses } from "./defaultPageClasses";
import { firstViewParts, kcClassMacro } from "./firstViewParts";

/** Escaped alike by Preact and FreeMarker (Preact leaves `>` and quotes in text); HTML kept by DOMPurify. */
const SAMPLE_TEXT = "Ann & <Bob";
const SAMPLE_HTML = "<b>Bold</b> news";
const NESTED = "the page’s own part";

type Case = { render: Record<string, MacroValue>; call: Record<string, MacroArgument> };

/** Every combination of the parameters' cases, with the values a component and a caller give. */
function casesOf(params: readonly MacroParam[]): Case[] {
    let cases: Case[] = [{ render: {}, call: {} }];
    for (const param of params) {
        const options: [MacroValue, MacroArgument][] =
            param.kind === "flag"
                ? [
                      [true, true],
                      [false, false]
                  ]
                : param.kind === "choice"
                  ? param.options.map(option => [option, option])
                  : param.kind === "optional"
                    ? [
                          [`${param.name}: ${SAMPLE_TEXT}`, `${param.name}: ${SAMPLE_TEXT}`],
                          [undefined, ""]
                      ]
                    : param.kind === "optionalHtml"
                      ? [
                            [SAMPLE_HTML, SAMPLE_HTML],
                            [undefined, ""]
                        ]
                      : param.kind === "html"
                        ? [[SAMPLE_HTML, SAMPLE_HTML]]
                        : param.kind === "nested"
                          ? [[NESTED, ""]]
                          : [[`${param.name}: ${SAMPLE_TEXT}`, `${param.name}: ${SAMPLE_TEXT}`]];
        cases = cases.flatMap(({ render, call }) =>
            options.map(([renderValue, callValue]) => ({
                render: { ...render, [param.name]: renderValue },
                call: param.kind === "nested" ? call : { ...call, [param.name]: callValue }
            }))
        );
    }
    return cases;
}

describe("the first view's generated macros (docs/decisions.md §22)", () => {
    describe.each(firstViewParts.map(part => [part.macro, part] as const))("%s", (_name, part) => {
        const macro = macroOf(part);

        it.each(casesOf(part.params).map(testCase => [JSON.stringify(testCase.call), testCase]))(
            "writes what the component renders, called with %s",
            (_label, testCase) => {
                expect(callMacro(macro, testCase.call, NESTED)).toBe(part.render(testCase.render));
            }
        );
    });

    it("fails when a component drops a value the macro takes", () => {
        const [frame] = firstViewParts;
        const dropping = { ...frame!, render: () => "<h1>no title</h1>" };
        expect(() => macroOf({ ...dropping, params: [{ name: "title", kind: "html" }] })).not.toThrow();
        expect(() =>
            macroOf({ ...dropping, render: () => "<h1>\u27e6unknown\u27e7</h1>", params: [] })
        ).toThrow(/unknown/);
    });

    it("gives the default pages' kcClsx keys the classes of defaultPageClasses.ts", () => {
        const table = Object.fromEntries(
            [...kcClassMacro().matchAll(/"(\w+)": r"([^"]*)"/g)].map(([, key, classes]) => [
                key,
                classes
            ])
        );
        expect(table).toEqual(
            Object.fromEntries(Object.entries(defaultPageClasses).filter(([, classes]) => classes))
        );
    });

    it("writes a class list as Keycloakify's kcClsx writes it for the default pages", () => {
        const { kcClsx } = getKcClsx({ doUseDefaultCss: false, classes: defaultPageClasses });
        const keys = [
            "kcFormGroupClass",
            "kcFormSettingClass",
            "kcButtonClass",
            "kcCommonLogoIdP"
        ] as const;
        const asMacroWritesIt = keys.flatMap(key => [key, defaultPageClasses[key] || []].flat());
        expect(kcClsx(...keys)).toBe(asMacroWritesIt.join(" "));
    });
});
