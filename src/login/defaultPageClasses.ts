import type { ClassKey } from "keycloakify/login";
import { buttonVariants } from "@/components/ui/button";
import { inputVariants } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** Classes for the default pages' kcClsx keys, so they look like ours (docs/product.md §2.1, §9). */
export const defaultPageClasses: Partial<Record<ClassKey, string>> = {
    kcFormClass: "flex flex-col gap-4",
    kcFormGroupClass: "flex flex-col gap-1",
    kcLabelClass: "text-sm font-semibold text-ink",
    kcInputClass: inputVariants(),
    kcTextareaClass: inputVariants({ multiline: true }),
    kcInputGroup: "relative flex items-stretch [&>input]:pe-12",
    kcInputErrorMessageClass: "text-sm text-danger",
    kcInputHelperTextBeforeClass: "text-sm text-ink-muted",
    kcInputHelperTextAfterClass: "text-sm text-ink-muted",
    kcFormOptionsClass: "text-sm",
    kcFormOptionsWrapperClass: "flex flex-wrap gap-2",
    kcFormButtonsClass: "flex w-full flex-col gap-2",
    // Paired with kcFormGroupClass (a column): keeps "« Back to Login" at the start edge.
    kcFormSettingClass: "flex flex-wrap items-start justify-between gap-2",
    // Default pages always pair kcButtonClass with one of these, so each carries the full recipe.
    kcButtonClass: "",
    kcButtonPrimaryClass: cn(buttonVariants({ variant: "default" })),
    kcButtonSecondaryClass: cn(buttonVariants({ variant: "outline" })),
    kcButtonDefaultClass: cn(buttonVariants({ variant: "outline" })),
    kcButtonBlockClass: "w-full",
    kcButtonLargeClass: "min-h-12",
    kcFormPasswordVisibilityButtonClass: cn(
        buttonVariants({ variant: "ghost", size: "icon" }),
        "absolute end-0 top-0"
    ),
    kcFormPasswordVisibilityIconShow: "kc-icon-eye",
    kcFormPasswordVisibilityIconHide: "kc-icon-eye-off",
    kcCheckboxInputClass: "size-5 accent-primary",
    kcInputClassCheckboxInput: "size-5 accent-primary",
    kcInputClassRadioInput: "size-5 accent-primary",
    kcInputClassCheckbox: "flex items-center gap-2",
    kcInputClassRadio: "flex items-center gap-2",
    kcFormSocialAccountListClass: "flex flex-col gap-2",
    kcFormSocialAccountListGridClass: "grid grid-cols-2 gap-2",
    // select-organization.ftl's organizations.
    kcFormSocialAccountListButtonClass: cn(
        buttonVariants({ variant: "outline" }),
        "w-full justify-start"
    ),
    kcFormSocialAccountGridItem: "w-full",
    kcFormSocialAccountSectionClass: "mt-6 flex flex-col gap-3 border-t border-line pt-4",
    kcSelectAuthListClass: "flex flex-col gap-2",
    kcSelectAuthListItemClass:
        "flex w-full items-center gap-3 rounded border border-line p-3 text-start hover:bg-surface-muted",
    kcSelectAuthListItemTitle: "font-semibold",
    kcSelectAuthListItemDescriptionClass: "text-sm text-ink-muted",
    kcInfoAreaWrapperClass:
        "grid grid-cols-[auto_1fr] items-center gap-3 [&>:not(input,label)]:col-span-2",
    kcLoginOTPListInputClass: "size-6 accent-primary",
    kcLoginOTPListClass: "flex min-h-6 cursor-pointer items-center font-semibold",
    kcRecoveryCodesList: "grid grid-cols-2 gap-2 font-mono",
    kcRecoveryCodesActions: "flex gap-2",
    kcRecoveryCodesWarning: "rounded border border-warning bg-warning-surface p-3 text-warning",
    kcSrOnlyClass: "sr-only"
};

const destructivePageIds: ReadonlySet<string> = new Set([
    "delete-account-confirm.ftl",
    "delete-credential.ftl"
]);

const destructivePageClasses: Partial<Record<ClassKey, string>> = {
    ...defaultPageClasses,
    kcButtonPrimaryClass: cn(buttonVariants({ variant: "destructive" }))
};

/** {@link defaultPageClasses}; a `destructive` primary button where it deletes (docs/product.md §9). */
export function defaultPageClassesFor(pageId: string): Partial<Record<ClassKey, string>> {
    return destructivePageIds.has(pageId) ? destructivePageClasses : defaultPageClasses;
}
