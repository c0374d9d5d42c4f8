import type { Story, StoryDefault } from "@ladle/react";
import { FooterPreviewStory } from "../FooterPreviewStory";
import { PageLoadFailureStory } from "../PageLoadFailureStory";
import { clickWhenPresent, pageStory, type PageStoryArgs } from "../PageStory";

/**
 * States of the page template (docs/product.md §2.2, §2.3, §4) on the sign-in page: portal branding
 * loaded, still loading, failed; the footer in preview mode and with each link dialog open; dark
 * mode and Arabic (right to left), through the controls.
 */
export default {
    title: "Template"
} satisfies StoryDefault<PageStoryArgs>;

/**
 * The sign-in page with the portal's branding. The "Portal answer" control makes the portal hang
 * (logo box reserved, no footer; after 5000 ms the Template gives up) or answer 500 (the error is
 * logged, the form stays usable, no branding or footer: docs/product.md §7); "Color mode" and
 * "Language" show it dark and right to left.
 */
export const Portal = pageStory({ pageId: "login.ftl" });
Portal.storyName = "Portal config";
Portal.meta = {
    sweep: [{}, { portal: "hang" }, { portal: "http-500" }, { colorMode: "dark" }, { locale: "ar" }]
};

export const FooterPreviewMode: Story<PageStoryArgs> = args => <FooterPreviewStory {...args} />;

/** A lost script chunk (docs/decisions.md §23): the page's code did not arrive. */
export const PageCodeNotLoaded: Story<PageStoryArgs> = args => <PageLoadFailureStory {...args} />;
PageCodeNotLoaded.meta = { sweep: [{}, { colorMode: "dark" }, { locale: "ar" }] };

/** Play function: clicks the footer link titled `title` once the footer has appeared. */
function openFooterLink(title: string) {
    return () =>
        clickWhenPresent(() =>
            [...document.querySelectorAll<HTMLAnchorElement>("footer a")].find(
                link => link.textContent?.trim() === title
            )
        );
}

export const FooterDialogHtml = pageStory({
    pageId: "login.ftl",
    play: openFooterLink("Privacy Policy")
});
FooterDialogHtml.meta = { opens: "dialog" };
FooterDialogHtml.storyName = "Footer dialog html open";

export const FooterDialogImage = pageStory({
    pageId: "login.ftl",
    play: openFooterLink("Service Area Map")
});
FooterDialogImage.meta = { opens: "dialog" };
FooterDialogImage.storyName = "Footer dialog image open";

/**
 * The rate schedule drawn by PDF.js: loading status, then the page with its text layer in a
 * scrollable region (docs/product.md §2.3.5, docs/decisions.md §15).
 */
export const FooterDialogPdf = pageStory({
    pageId: "login.ftl",
    play: openFooterLink("Rate Schedule (PDF)")
});
FooterDialogPdf.meta = { opens: "dialog" };
FooterDialogPdf.storyName = "Footer dialog PDF open";

/**
 * The PDF dialog when the portal's answer is not a PDF (an error page, a moved file): the message
 * and the plain link to the PDF in a new tab. The play function answers the next request for the
 * PDF with HTML, once, then clicks the link.
 */
export const FooterDialogPdfFailed = pageStory({
    pageId: "login.ftl",
    play: () => {
        const realFetch = window.fetch;
        window.fetch = (input, init) => {
            const url = input instanceof Request ? input.url : String(input);
            if (!url.endsWith("/rate-schedule.pdf")) return realFetch(input, init);
            window.fetch = realFetch;
            return Promise.resolve(
                new Response("<html>Maintenance</html>", { headers: { "Content-Type": "text/html" } })
            );
        };
        return openFooterLink("Rate Schedule (PDF)")();
    }
});
FooterDialogPdfFailed.meta = { opens: "dialog" };
FooterDialogPdfFailed.storyName = "Footer dialog PDF failed";
