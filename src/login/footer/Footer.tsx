import type { FooterConfig } from "./footerConfig";
import type { I18n } from "../i18n";
import { FooterLink } from "./FooterLink";
import { HeaderLogo } from "../components/HeaderLogo";
import { SafeHtml } from "../components/SafeHtml";
import { SocialLinks } from "./SocialLinks";

/** Props of {@link Footer}; `config` from `toFooterConfig`, `now` for the default copyright year. */
export type FooterProps = {
    config: FooterConfig;
    i18n: Pick<I18n, "msgStr">;
    now?: Date;
};

const richTextClass =
    "space-y-2 [&_a]:text-teal [&_a]:underline [&_a]:underline-offset-2 [&_a[href^='tel:']]:whitespace-nowrap";

/** The page footer of docs/product.md §2.3 (WCAG 1.4.3; 1.3.2: portal texts get `dir="auto"`). */
export function Footer({ config, i18n, now = new Date() }: FooterProps) {
    const { msgStr } = i18n;
    const { footerInfo, previewMode } = config;
    const utilityName = msgStr("utilityName");
    const newTabLabel = msgStr("opensInNewTab");
    const copyright = footerInfo.copyright.content;
    const dialogLabels = {
        close: msgStr("close"),
        failed: msgStr("loadFailedDialog"),
        retry: msgStr("loadRetry"),
        pdf: {
            loading: msgStr("pdfLoading"),
            failed: msgStr("pdfFailed"),
            openInNewTab: msgStr("pdfOpenInNewTab"),
            newTab: newTabLabel,
            page: (page: number, total: number) => msgStr("pdfPage", String(page), String(total))
        }
    };

    const logo = (
        <HeaderLogo
            logo={config.footerLogo}
            fallbackAlt={utilityName}
            size="link"
            href={config.footerLogoLink}
            newTabLabel={newTabLabel}
        />
    );

    return (
        <footer className="bg-navy text-white">
            <div aria-hidden="true" className="h-2 bg-gradient-to-r from-navy to-teal" />
            <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-2 md:grid-cols-3">
                <div className="flex flex-col gap-4">
                    {logo}
                    {!previewMode && (
                        <SafeHtml
                            html={
                                footerInfo.utilityDescription.content ??
                                msgStr("subsidiaryDefault", utilityName)
                            }
                            className={richTextClass}
                            dir={
                                footerInfo.utilityDescription.content === undefined ? undefined : "auto"
                            }
                        />
                    )}
                </div>
                {!previewMode && (
                    <>
                        <nav
                            aria-label={msgStr("footerLinks")}
                            className="sm:col-start-2 sm:row-start-1 md:col-start-3 md:text-end"
                        >
                            <ul className="grid gap-x-6 gap-y-3 md:grid-cols-2 md:justify-items-end">
                                {config.footerLinks.map((link, index) => (
                                    <li key={`${index}-${link.title}`} dir="auto">
                                        <FooterLink
                                            link={link}
                                            dialogLabels={dialogLabels}
                                            newTabLabel={newTabLabel}
                                        />
                                    </li>
                                ))}
                            </ul>
                        </nav>
                        <div className="flex flex-col gap-4 sm:col-span-2 sm:row-start-2 md:col-span-1 md:col-start-2 md:row-start-1">
                            {footerInfo.footerContentInfo.content !== undefined ? (
                                <SafeHtml
                                    html={footerInfo.footerContentInfo.content}
                                    className={richTextClass}
                                    dir="auto"
                                />
                            ) : (
                                <DefaultCustomerService i18n={i18n} />
                            )}
                            <SocialLinks
                                links={config.socialLinks}
                                label={msgStr("socialLinks")}
                                newTabLabel={newTabLabel}
                            />
                        </div>
                    </>
                )}
            </div>
            <div className="border-t border-white/30 px-6 py-4 text-center text-sm">
                {copyright !== undefined ? (
                    <SafeHtml html={copyright} className={richTextClass} dir="auto" />
                ) : (
                    <p>{msgStr("copyrightDefault", String(now.getFullYear()), utilityName)}</p>
                )}
            </div>
        </footer>
    );
}

function DefaultCustomerService({ i18n }: { i18n: Pick<I18n, "msgStr"> }) {
    const phone = i18n.msgStr("customerServicePhone");
    const [before, after = ""] = i18n.msgStr("customerServiceDefault").split("{0}");
    return (
        <p className={richTextClass}>
            {before}
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="whitespace-nowrap">
                {phone}
            </a>
            {after}
        </p>
    );
}
