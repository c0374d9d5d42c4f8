import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { defaultPageClasses, defaultPageClassesFor } from "./defaultPageClasses";

describe("defaultPageClassesFor", () => {
    it.each(["delete-account-confirm.ftl", "delete-credential.ftl"])(
        "gives %s's primary button the destructive variant and keeps every other class",
        pageId => {
            const classes = defaultPageClassesFor(pageId);
            expect(classes.kcButtonPrimaryClass).toBe(cn(buttonVariants({ variant: "destructive" })));
            expect(classes.kcButtonPrimaryClass).not.toBe(defaultPageClasses.kcButtonPrimaryClass);
            expect({ ...classes, kcButtonPrimaryClass: undefined }).toEqual({
                ...defaultPageClasses,
                kcButtonPrimaryClass: undefined
            });
        }
    );

    it.each(["login-update-password.ftl", "logout-confirm.ftl", "terms.ftl"])(
        "keeps the ordinary primary button on %s",
        pageId => {
            expect(defaultPageClassesFor(pageId)).toBe(defaultPageClasses);
        }
    );
});

describe("defaultPageClasses' buttons", () => {
    // A default page joins these strings as they are (no class merging at run time), so a recipe
    // holding two border colors shows whichever the stylesheet lists last: the outline buttons
    // (x509's "Ignore", logout's "Cancel") lost their border.
    it.each(["kcButtonPrimaryClass", "kcButtonSecondaryClass", "kcButtonDefaultClass"] as const)(
        "gives %s one border color",
        key => {
            const borderColors = (defaultPageClasses[key] ?? "")
                .split(" ")
                .filter(name => /^border-(transparent|line|secondary|primary|danger)$/.test(name));
            expect(borderColors).toHaveLength(1);
        }
    );
});
