import type { ComponentProps, ComponentType } from "react";
import type { LoginThemePageId } from "keycloakify/bin/shared/constants.js";
import type DefaultPage from "keycloakify/login/DefaultPage";

/** What Keycloakify's `DefaultPage` hands the page it picks: its page props, profile fields and confirmation. */
export type DefaultPageProps = ComponentProps<typeof DefaultPage>;

/** One of Keycloakify's own pages, rendered as its `DefaultPage` would. */
export type DefaultPageComponent = ComponentType<DefaultPageProps>;

// keycloakify 11.16.0 `login/DefaultPage.js`'s switch without its `lazy` (README.md, decisions.md §22).
const defaultPages: Record<LoginThemePageId, () => Promise<{ default: unknown }>> = {
    "login.ftl": () => import("keycloakify/login/pages/Login"),
    "register.ftl": () => import("keycloakify/login/pages/Register"),
    "info.ftl": () => import("keycloakify/login/pages/Info"),
    "error.ftl": () => import("keycloakify/login/pages/Error"),
    "login-reset-password.ftl": () => import("keycloakify/login/pages/LoginResetPassword"),
    "login-verify-email.ftl": () => import("keycloakify/login/pages/LoginVerifyEmail"),
    "terms.ftl": () => import("keycloakify/login/pages/Terms"),
    "login-oauth2-device-verify-user-code.ftl": () =>
        import("keycloakify/login/pages/LoginOauth2DeviceVerifyUserCode"),
    "login-oauth-grant.ftl": () => import("keycloakify/login/pages/LoginOauthGrant"),
    "login-otp.ftl": () => import("keycloakify/login/pages/LoginOtp"),
    "login-username.ftl": () => import("keycloakify/login/pages/LoginUsername"),
    "login-password.ftl": () => import("keycloakify/login/pages/LoginPassword"),
    "webauthn-authenticate.ftl": () => import("keycloakify/login/pages/WebauthnAuthenticate"),
    "webauthn-register.ftl": () => import("keycloakify/login/pages/WebauthnRegister"),
    "login-update-password.ftl": () => import("keycloakify/login/pages/LoginUpdatePassword"),
    "link-idp-action.ftl": () => import("keycloakify/login/pages/LinkIdpAction"),
    "login-update-profile.ftl": () => import("keycloakify/login/pages/LoginUpdateProfile"),
    "login-idp-link-confirm.ftl": () => import("keycloakify/login/pages/LoginIdpLinkConfirm"),
    "login-idp-link-email.ftl": () => import("keycloakify/login/pages/LoginIdpLinkEmail"),
    "login-page-expired.ftl": () => import("keycloakify/login/pages/LoginPageExpired"),
    "login-config-totp.ftl": () => import("keycloakify/login/pages/LoginConfigTotp"),
    "logout-confirm.ftl": () => import("keycloakify/login/pages/LogoutConfirm"),
    "idp-review-user-profile.ftl": () => import("keycloakify/login/pages/IdpReviewUserProfile"),
    "update-email.ftl": () => import("keycloakify/login/pages/UpdateEmail"),
    "select-authenticator.ftl": () => import("keycloakify/login/pages/SelectAuthenticator"),
    "saml-post-form.ftl": () => import("keycloakify/login/pages/SamlPostForm"),
    "delete-credential.ftl": () => import("keycloakify/login/pages/DeleteCredential"),
    "code.ftl": () => import("keycloakify/login/pages/Code"),
    "delete-account-confirm.ftl": () => import("keycloakify/login/pages/DeleteAccountConfirm"),
    "frontchannel-logout.ftl": () => import("keycloakify/login/pages/FrontchannelLogout"),
    "login-recovery-authn-code-config.ftl": () =>
        import("keycloakify/login/pages/LoginRecoveryAuthnCodeConfig"),
    "login-recovery-authn-code-input.ftl": () =>
        import("keycloakify/login/pages/LoginRecoveryAuthnCodeInput"),
    "login-reset-otp.ftl": () => import("keycloakify/login/pages/LoginResetOtp"),
    "login-x509-info.ftl": () => import("keycloakify/login/pages/LoginX509Info"),
    "webauthn-error.ftl": () => import("keycloakify/login/pages/WebauthnError"),
    "login-passkeys-conditional-authenticate.ftl": () =>
        import("keycloakify/login/pages/LoginPasskeysConditionalAuthenticate"),
    "login-idp-link-confirm-override.ftl": () =>
        import("keycloakify/login/pages/LoginIdpLinkConfirmOverride"),
    "select-organization.ftl": () => import("keycloakify/login/pages/SelectOrganization")
};

/** The page ids {@link loadDefaultPageComponent} knows: those of `DefaultPage`'s switch. */
export const defaultPageIds = Object.keys(defaultPages);

/** Loads the page `DefaultPage` would render for `pageId`; rejects when its chunk does not arrive
 * (a next call retries) or when Keycloakify has none (where `DefaultPage` throws). */
export function loadDefaultPageComponent(pageId: string): Promise<DefaultPageComponent> {
    if (!Object.hasOwn(defaultPages, pageId))
        return Promise.reject(new Error(`Keycloakify has no page for ${pageId}.`));
    return defaultPages[pageId as LoginThemePageId]().then(
        module => module.default as DefaultPageComponent
    );
}
