import { useEffect, useMemo } from "react";
import type { ArgTypes, Story } from "@ladle/react";
import type { LoginThemePageId } from "keycloakify/bin/shared/constants";
import { languageTags } from "keycloakify/login/i18n/messages_defaultSet/types";
import type { DeepPartial } from "keycloakify/tools/DeepPartial";
import { deepAssign } from "keycloakify/tools/deepAssign";
import type { KcContext } from "@/login/KcContext";
import { getKcContextMock } from "@/test-support/KcContextMock";
import KcPage from "@/login/KcPage";
import { pageStateOverrides } from "@/test-support/pageStates";

/** Keycloak's message kinds a story can show, or none (`kcContext.message`). */
export type StoryMessage = "none" | "success" | "warning" | "error" | "info";

/**
 * Args every page story takes: Ladle's controls panel shows them, `?arg-locale=ar` sets them.
 * The color mode and the portal's answer are args too, read by the global provider
 * (`ladle/components.tsx`).
 */
export type PageStoryArgs = {
    /** Keycloak language tag of the page (`kcContext.locale.currentLanguageTag`). */
    locale: string;
    /** Keycloak's message above the form, in a sample wording per kind. */
    message: StoryMessage;
    /** The page's field errors (its `errors` state); offered where the page has one. */
    fieldErrors: boolean;
};

/** A sample of what Keycloak says with each kind of message (its own wording). */
const sampleMessages: Record<Exclude<StoryMessage, "none">, string> = {
    success: "Your password has been updated.",
    warning: "Account is temporarily disabled; contact your administrator or retry later.",
    error: "Invalid username or password.",
    info: "Login timeout. Please sign in again."
};

/**
 * The global controls (docs/decisions.md §14): language (docs/product.md §9's languages), color
 * mode (Ladle's theme button unless set), the portal's answer and Keycloak's message.
 */
export const pageStoryArgTypes: ArgTypes = {
    locale: {
        name: "Language",
        options: [...languageTags],
        control: { type: "select" },
        defaultValue: "en"
    },
    colorMode: {
        name: "Color mode",
        options: ["toolbar", "light", "dark", "system"],
        control: { type: "select" },
        defaultValue: "toolbar"
    },
    portal: {
        name: "Portal answer",
        options: ["ok", "hang", "http-500"],
        control: { type: "select" },
        defaultValue: "ok"
    },
    message: {
        name: "Keycloak message",
        options: ["none", "success", "warning", "error", "info"],
        control: { type: "select" },
        defaultValue: "none"
    }
};

/** The field-errors control, for the stories files of pages with an `errors` state. */
export const fieldErrorsArgType: ArgTypes = {
    fieldErrors: { name: "Field errors", control: { type: "boolean" }, defaultValue: false }
};

/** Props of {@link PageStory}. */
export type PageStoryProps = Partial<PageStoryArgs> & {
    pageId: LoginThemePageId;
    /** Named mock states of `src/test-support/pageStates.ts` (e.g. `errors`, `social`), merged in order. */
    states?: readonly string[];
    /** Further kcContext overrides, merged last. */
    overrides?: DeepPartial<KcContext>;
    /**
     * Runs once after the first render, like a Storybook play function (e.g. opens a footer dialog);
     * gets the story's document.
     */
    play?: (document: Document) => void | Promise<void>;
};

/** Ladle's URL of the current story with `arg-locale=tag`: the in-page language menu switches the story's language. */
function storyUrlWithLocale(languageTag: string): string {
    const url = new URL(location.href);
    url.searchParams.set("arg-locale", languageTag);
    return url.href;
}

/**
 * The kcContext of a story: our `getKcContextMock` for `pageId` (what Keycloak sent, captured, else
 * Keycloakify's mock: docs/product.md §3.6) + named page states (and `errors` with `fieldErrors`) + `overrides`
 * + the `message` of that kind, in `locale`, with language links that stay in the workbench.
 */
export function storyKcContext({
    pageId,
    states = [],
    overrides = {},
    locale = "en",
    message = "none",
    fieldErrors = false
}: Omit<PageStoryProps, "play">): KcContext {
    const merged: Record<string, unknown> = pageStateOverrides(
        pageId,
        fieldErrors ? [...states, "errors"] : states
    );
    deepAssign({ target: merged, source: overrides as Record<string, unknown> });
    if (message !== "none") {
        const summary = sampleMessages[message];
        deepAssign({ target: merged, source: { message: { type: message, summary } } });
    }
    deepAssign({ target: merged, source: { locale: { currentLanguageTag: locale } } });
    const kcContext = getKcContextMock({ pageId, overrides: merged }) as KcContext;
    kcContext.locale?.supported.forEach(language => {
        language.url = storyUrlWithLocale(language.languageTag);
    });
    return kcContext;
}

/**
 * A page as Keycloak would show it: the real `KcPage` (page switch, our four pages or Keycloakify's
 * own pages) inside the real `Template`, with a mock kcContext (see {@link storyKcContext}).
 */
export function PageStory({ play, ...contextProps }: PageStoryProps) {
    const { pageId, states, overrides, locale, message, fieldErrors } = contextProps;
    const kcContext = useMemo(
        () => storyKcContext({ pageId, states, overrides, locale, message, fieldErrors }),
        [pageId, states, overrides, locale, message, fieldErrors]
    );
    useEffect(() => {
        void play?.(document);
    }, [play]);
    return <KcPage kcContext={kcContext} />;
}

/**
 * A story component for Ladle showing {@link PageStory} with fixed `props` and the page args
 * (language, message, field errors), e.g.
 * `export const Register = pageStory({ pageId: "register.ftl" })`. The props are captured once, so
 * re-renders of the workbench do not rebuild the kcContext.
 */
export function pageStory(props: PageStoryProps): Story<PageStoryArgs> {
    return function PageStoryWithArgs(args: Partial<PageStoryArgs>) {
        return (
            <PageStory
                {...props}
                locale={args.locale ?? props.locale}
                message={args.message}
                fieldErrors={args.fieldErrors}
            />
        );
    };
}

/**
 * Waits until `find` returns an element (checked on every DOM change), then clicks it; for play
 * functions. Rejects after `timeoutMs` (default 60000 ms: a busy machine can take many seconds to
 * show a footer link, and a story that gave up would leave its dialog closed for the tests that
 * open it) so a broken story shows an error.
 */
export function clickWhenPresent(
    find: () => HTMLElement | undefined,
    timeoutMs = 60_000
): Promise<void> {
    return new Promise((resolve, reject) => {
        const tryClick = () => {
            const element = find();
            if (element === undefined) return false;
            observer.disconnect();
            clearTimeout(timer);
            element.click();
            resolve();
            return true;
        };
        const observer = new MutationObserver(tryClick);
        const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error("play: element not found"));
        }, timeoutMs);
        if (!tryClick()) observer.observe(document.body, { childList: true, subtree: true });
    });
}
