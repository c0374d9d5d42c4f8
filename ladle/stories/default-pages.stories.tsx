import type { StoryDefault } from "@ladle/react";
import { pageStory, type PageStoryArgs } from "../PageStory";

/**
 * Every page id of docs/product.md §2.1 that has no page of its own: Keycloakify's own page in
 * our `Template`, with the context Keycloak sent for the page (captured; Keycloakify's sample for
 * the two no flow reaches). The story name is the page id.
 */
export default {
    title: "Pages / Default page"
} satisfies StoryDefault<PageStoryArgs>;

export const Register = pageStory({ pageId: "register.ftl" });
Register.storyName = "register.ftl";

/** Keycloak before 26.7, or a realm that does not verify e-mail: the password comes with the profile. */
export const RegisterWithPassword = pageStory({
    pageId: "register.ftl",
    states: ["password-required"]
});
RegisterWithPassword.storyName = "register.ftl with password";

/** With the action link Keycloak adds after an e-mail's link ("Click here to proceed"). */
export const Info = pageStory({ pageId: "info.ftl", states: ["proceed"] });
Info.storyName = "info.ftl";

export const LoginResetPassword = pageStory({ pageId: "login-reset-password.ftl" });
LoginResetPassword.storyName = "login-reset-password.ftl";

export const Terms = pageStory({ pageId: "terms.ftl" });
Terms.storyName = "terms.ftl";

export const LoginOauth2DeviceVerifyUserCode = pageStory({
    pageId: "login-oauth2-device-verify-user-code.ftl"
});
LoginOauth2DeviceVerifyUserCode.storyName = "login-oauth2-device-verify-user-code.ftl";

export const LoginOauthGrant = pageStory({ pageId: "login-oauth-grant.ftl" });
LoginOauthGrant.storyName = "login-oauth-grant.ftl";

export const LoginUsername = pageStory({ pageId: "login-username.ftl" });
LoginUsername.storyName = "login-username.ftl";

export const LoginPassword = pageStory({ pageId: "login-password.ftl" });
LoginPassword.storyName = "login-password.ftl";

export const WebauthnAuthenticate = pageStory({ pageId: "webauthn-authenticate.ftl" });
WebauthnAuthenticate.storyName = "webauthn-authenticate.ftl";

export const WebauthnRegister = pageStory({ pageId: "webauthn-register.ftl" });
WebauthnRegister.storyName = "webauthn-register.ftl";

export const LoginUpdatePassword = pageStory({ pageId: "login-update-password.ftl" });
LoginUpdatePassword.storyName = "login-update-password.ftl";

export const LoginUpdateProfile = pageStory({ pageId: "login-update-profile.ftl" });
LoginUpdateProfile.storyName = "login-update-profile.ftl";

export const LoginIdpLinkConfirm = pageStory({ pageId: "login-idp-link-confirm.ftl" });
LoginIdpLinkConfirm.storyName = "login-idp-link-confirm.ftl";

export const LoginIdpLinkEmail = pageStory({ pageId: "login-idp-link-email.ftl" });
LoginIdpLinkEmail.storyName = "login-idp-link-email.ftl";

export const LoginPageExpired = pageStory({ pageId: "login-page-expired.ftl" });
LoginPageExpired.storyName = "login-page-expired.ftl";

export const LogoutConfirm = pageStory({ pageId: "logout-confirm.ftl" });
LogoutConfirm.storyName = "logout-confirm.ftl";

export const IdpReviewUserProfile = pageStory({ pageId: "idp-review-user-profile.ftl" });
IdpReviewUserProfile.storyName = "idp-review-user-profile.ftl";

export const UpdateEmail = pageStory({ pageId: "update-email.ftl" });
UpdateEmail.storyName = "update-email.ftl";

export const SelectAuthenticator = pageStory({ pageId: "select-authenticator.ftl" });
SelectAuthenticator.storyName = "select-authenticator.ftl";

export const SamlPostForm = pageStory({ pageId: "saml-post-form.ftl" });
SamlPostForm.storyName = "saml-post-form.ftl";

export const DeleteCredential = pageStory({ pageId: "delete-credential.ftl" });
DeleteCredential.storyName = "delete-credential.ftl";

export const Code = pageStory({ pageId: "code.ftl" });
Code.storyName = "code.ftl";

export const DeleteAccountConfirm = pageStory({ pageId: "delete-account-confirm.ftl" });
DeleteAccountConfirm.storyName = "delete-account-confirm.ftl";

export const FrontchannelLogout = pageStory({ pageId: "frontchannel-logout.ftl" });
FrontchannelLogout.storyName = "frontchannel-logout.ftl";

export const LoginResetOtp = pageStory({ pageId: "login-reset-otp.ftl" });
LoginResetOtp.storyName = "login-reset-otp.ftl";

export const LoginX509Info = pageStory({ pageId: "login-x509-info.ftl" });
LoginX509Info.storyName = "login-x509-info.ftl";

export const WebauthnError = pageStory({ pageId: "webauthn-error.ftl" });
WebauthnError.storyName = "webauthn-error.ftl";

export const LoginPasskeysConditionalAuthenticate = pageStory({
    pageId: "login-passkeys-conditional-authenticate.ftl"
});
LoginPasskeysConditionalAuthenticate.storyName = "login-passkeys-conditional-authenticate.ftl";

export const LoginIdpLinkConfirmOverride = pageStory({ pageId: "login-idp-link-confirm-override.ftl" });
LoginIdpLinkConfirmOverride.storyName = "login-idp-link-confirm-override.ftl";
