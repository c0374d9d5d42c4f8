import * as z from "zod/mini";
import { resolveConfigUrl } from "./portalBase";

// One parse per page; the JIT's `new Function` probe breaks a CSP without `unsafe-eval`.
z.config({ jitless: true });

// Rich text stays raw here; only `@/lib/sanitize` renders it.

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

function part<T extends z.ZodMiniType>(schema: T, label: string) {
    return z.catch(z.optional(schema), ({ input }) => {
        if (input !== undefined && input !== null) {
            console.warn(`Portal configuration: ignoring invalid ${label}`);
        }
        return undefined;
    });
}

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

// A repeat visit parses the kept answer and the fresh one: the schema is built once.
const schemas = new Map<string, ReturnType<typeof configSchema>>();

/** The validated configuration (docs/product.md §3.1): every part optional, URLs absolute. */
export type PortalConfig = z.output<ReturnType<typeof configSchema>>;

/** A footer section as validated (docs/product.md §3.2). */
export type PortalFooterSection = NonNullable<NonNullable<PortalConfig["footer"]>["sections"]>[number];

/**
 * Validates `raw` part by part (docs/product.md §3.1–3.3), dropping invalid parts with a warning.
 * @returns `{ ok: false, error }` only when `raw` is not an object; never throws.
 */
export function parsePortalConfig(
    raw: unknown,
    portalBase: string
): { ok: true; config: PortalConfig } | { ok: false; error: string } {
    let schema = schemas.get(portalBase);
    if (schema === undefined) schemas.set(portalBase, (schema = configSchema(portalBase)));
    const result = z.safeParse(schema, raw);
    return result.success
        ? { ok: true, config: result.data }
        : { ok: false, error: `configuration is not an object (${z.prettifyError(result.error)})` };
}
