import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/button";
import { defaultPageClasses, defaultPageClassesFor } from "./defaultPageClasses";

describe("defaultPageClassesFor", () => {
    it.each(["delete-account-confirm.ftl", "delete-credential.ftl"])(
        "gives %s's primary button the destructive variant and keeps every other class",
        pageId => {
            const classes = defaultPageClassesFor(pageId);
            expect(classes.kcButtonPrimaryClass).toBe(buttonVariants({ variant: "destructive" }));
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
