import * as z from "zod/mini";
import { resolveConfigUrl } from "./portalBase";

// One parse per page: zod's compiled fast path (built with `new Function`) costs more to build than
// it saves (first parse about a third slower with it, measured in Node), and without it zod does not
// probe `new Function`, which a CSP without `unsafe-eval` would report as a violation.
z.config({ jitless: true });

/*
 * The portal is trusted less than the sign-in form (docs/product.md §3.1–3.3): each part is
 * validated on its own and a wrong-typed part dropped with a warning; URLs must be http(s) or
 * relative (resolved to absolute). Rich text stays raw here and is rendered only through
 * `@/lib/sanitize`. `zod/mini` is ~8 kB gzip against 26 kB for the classic API, and loads only with
 * the portal answer; the footer mapping lives in the zod-free `footerConfig` (docs/decisions.md §12).
 */

/** Social platforms of docs/product.md §3.3, in footer display order. */
export const SOCIAL_PLATFORMS = [
    "x",
    "linkedin",
    "facebook",
    "instagram",
    "youtube",
    "threads"
] as const;

/** So a runaway answer cannot slow the page. */
const MAX_ITEMS = 100;

/** Optional; an invalid value becomes `undefined` with a warning. */
function part<T extends z.ZodMiniType>(schema: T, label: string) {
    return z.catch(z.optional(schema), ({ input }) => {
        if (input !== undefined && input !== null) {
            console.warn(`Portal configuration: ignoring invalid ${label}`);
        }
        return undefined;
    });
}

/** Invalid items dropped one by one with a warning; capped at {@link MAX_ITEMS}. */
function tolerantArray<T extends z.ZodMiniType>(item: T, label: string) {
    const items = z.pipe(
        z.array(z.unknown()),
        z.transform(values =>
            values.slice(0, MAX_ITEMS).flatMap(value => {
                const result = z.safeParse(item, value);
                if (result.success) return [result.data as z.output<T>];
                console.warn(`Portal configuration: ignoring invalid ${label}`);
                return [];
            })
        )
    );
    return part(items, `${label} list`);
}

/** A string or `{ content }`; blank counts as missing. */
const richText = z.pipe(
    z.union([
        z.string(),
        z.pipe(
            z.object({ content: z.string() }),
            z.transform(value => value.content)
        )
    ]),
    z.transform((value: string) => (value.trim() === "" ? undefined : value))
);

function configSchema(portalBase: string) {
    const url = z.pipe(
        z.string(),
        z.transform((value: string, ctx) => {
            const resolved = resolveConfigUrl(value, portalBase);
            if (resolved === undefined && value.trim() !== "") {
                ctx.issues.push({
                    code: "custom",
                    message: "URL must be http(s) or relative",
                    input: value
                });
            }
            return resolved;
        })
    );
    const logo = z.object({ url: part(url, "logo URL"), altText: part(z.string(), "logo altText") });
    const section = z.object({
        title: z.string().check(z.trim(), z.minLength(1)),
        type: z.string().check(z.trim(), z.minLength(1)),
        target: part(z.string(), "section target"),
        values: part(z.record(z.string(), z.unknown()), "section values"),
        document: part(z.object({ link: part(url, "document link") }), "section document"),
        blank: part(z.boolean(), "section blank")
    });
    const socialLink = z.object({ platform: z.enum(SOCIAL_PLATFORMS), value: z.string() });
    return z.object({
        footer: part(
            z.object({
                contactInformation: part(richText, "footer contactInformation"),
                utilityDescription: part(richText, "footer utilityDescription"),
                copyright: part(richText, "footer copyright"),
                sections: tolerantArray(section, "footer section"),
                socialLinks: tolerantArray(socialLink, "social link")
            }),
            "footer"
        ),
        logos: part(
            z.object({
                header: part(logo, "header logo"),
                footer: part(logo, "footer logo"),
                background: part(logo, "background logo")
            }),
            "logos"
        ),
        welcomeMessage: part(
            z.object({
                title: part(z.string(), "welcome title"),
                content: part(richText, "welcome content")
            }),
            "welcomeMessage"
        )
    });
}

/** The validated configuration (docs/product.md §3.1): every part optional, URLs absolute. */
export type PortalConfig = z.output<ReturnType<typeof configSchema>>;

/** A footer section as validated (docs/product.md §3.2). */
export type PortalFooterSection = NonNullable<NonNullable<PortalConfig["footer"]>["sections"]>[number];

/**
 * Validates `raw` (the answer's `result.data.json`) against docs/product.md §3.1–3.3; relative URLs
 * resolve against `portalBase`. Returns `{ ok: true, config }` when `raw` is an object (invalid
 * parts dropped with warnings), else `{ ok: false, error }`; never throws.
 */
export function parsePortalConfig(
    raw: unknown,
    portalBase: string
): { ok: true; config: PortalConfig } | { ok: false; error: string } {
    const result = z.safeParse(configSchema(portalBase), raw);
    return result.success
        ? { ok: true, config: result.data }
        : { ok: false, error: `configuration is not an object (${z.prettifyError(result.error)})` };
}
