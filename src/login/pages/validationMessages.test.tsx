import { renderHook } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { useI18n } from "../i18n";
import { loadDefaultPage } from "../pageRegistry";

/** docs/product.md §5 validation texts and the Keycloak message keys that carry them. */
const spec5Messages = {
    missingFirstNameMessage: "Please specify first name.",
    missingLastNameMessage: "Please specify last name.",
    missingEmailMessage: "Please specify email.",
    missingUsernameMessage: "Please specify username.",
    missingPasswordMessage: "Please specify password.",
    missingTotpMessage: "Please specify authenticator code.",
    missingTotpDeviceNameMessage: "Please specify device name.",
    notMatchPasswordMessage: "Passwords don't match.",
    invalidEmailMessage: "Invalid email address.",
    "error-invalid-length": "Length must be between {1} and {2}.",
    "error-invalid-length-too-short": "Minimal length is {1}.",
    "error-invalid-length-too-long": "Maximal length is {2}.",
    "error-invalid-number": "Invalid number.",
    "error-number-out-of-range": "Number must be between {1} and {2}.",
    "error-invalid-uri": "Invalid URL.",
    "error-invalid-date": "Invalid date.",
    "error-user-attribute-read-only": "This field is read only.",
    "error-username-invalid-character": "Value contains invalid character.",
    "error-user-attribute-required": "Please specify this field.",
    "error-invalid-value": "Invalid value.",
    termsAcceptanceRequired: "You must agree to our terms and conditions.",
    invalidUserMessage: "Invalid username or password.",
    invalidTotpMessage: "Invalid authenticator code."
} as const;

describe("validation messages (docs/product.md §5)", () => {
    // The default pages show them (the user-profile forms' checks); their code brings the whole set.
    beforeAll(() => loadDefaultPage("register.ftl"));

    it("come verbatim in English from the message catalog under Keycloak's keys", () => {
        const { result } = renderHook(() =>
            useI18n({ kcContext: getKcContextMock({ pageId: "register.ftl" }) })
        );
        const { advancedMsgStr } = result.current.i18n;
        for (const [key, text] of Object.entries(spec5Messages)) {
            // Placeholders ({1}, {2}) are left in place when no arguments are given.
            expect(advancedMsgStr(key), key).toBe(text);
        }
    });
});
