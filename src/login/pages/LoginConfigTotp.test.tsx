import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getKcContextMock } from "@/test-support/KcContextMock";
import LoginConfigTotp from "./LoginConfigTotp";
import { messagesPerFieldWith } from "@/test-support/pageStates";
import { postedEntries, renderPage } from "@/test-support/renderPage";
import { recordPosts } from "@/test-support/recordPosts";

type Overrides = Parameters<typeof getKcContextMock<"login-config-totp.ftl">>[0]["overrides"];

const loginAction =
    "https://sso.example.com/realms/portal/login-actions/required-action?execution=CONFIGURE_TOTP";

function renderTotp(overrides: Overrides = {}) {
    const kcContext = getKcContextMock({
        pageId: "login-config-totp.ftl",
        overrides: { url: { loginAction }, ...overrides }
    });
    const view = renderPage(LoginConfigTotp, kcContext);
    const form = view.container.querySelector<HTMLFormElement>("form#kc-totp-settings-form")!;
    return { ...view, form };
}

describe("Authenticator setup page (login-config-totp.ftl)", () => {
    it("posts the code, device name and hidden totpSecret to url.loginAction", async () => {
        const { form } = renderTotp();
        await userEvent.type(screen.getByLabelText(/One-time code/), "123456");
        await userEvent.type(screen.getByLabelText(/Device Name/), "My phone");
        expect(form).toHaveAttribute("method", "post");
        expect(form.action).toBe(loginAction);
        expect(postedEntries(form)).toEqual([
            ["totp", "123456"],
            ["totpSecret", "G4nsI8lQagRMUchH8jEG"],
            ["userLabel", "My phone"]
        ]);
    });

    it("posts logout-sessions=on only when 'Sign out from other devices' is ticked", async () => {
        const { form } = renderTotp();
        const checkbox = screen.getByRole("checkbox", { name: "Sign out from other devices" });
        expect(postedEntries(form).map(([name]) => name)).not.toContain("logout-sessions");
        await userEvent.click(checkbox);
        expect(postedEntries(form)).toContainEqual(["logout-sessions", "on"]);
    });

    it("posts the hidden mode when Keycloak sends one", () => {
        const { form } = renderTotp({ mode: "manual" });
        expect(postedEntries(form)).toContainEqual(["mode", "manual"]);
    });

    it("shows three numbered steps with the supported apps", () => {
        renderTotp({ totp: { supportedApplications: ["totpAppFreeOTPName", "totpAppGoogleName"] } });
        const steps = screen
            .getAllByRole("listitem")
            .filter(item => item.parentElement?.tagName === "OL");
        expect(steps).toHaveLength(3);
        const apps = within(steps[0]).getByRole("list");
        expect(
            within(apps)
                .getAllByRole("listitem")
                .map(item => item.textContent)
        ).toEqual(["FreeOTP", "Google Authenticator"]);
    });

    it("shows the QR code with alt text and a link to manual entry in QR mode", () => {
        renderTotp({ totp: { manualUrl: "/totp?mode=manual" } });
        const image = screen.getByRole("img", { name: "QR code with your authenticator key" });
        expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64, iVBOR/);
        expect(screen.getByRole("link", { name: "Unable to scan?" })).toHaveAttribute(
            "href",
            "/totp?mode=manual"
        );
        expect(screen.queryByText(/KVVF/)).not.toBeInTheDocument();
    });

    it("shows the key in groups of four with the time-based policy in manual mode", () => {
        renderTotp({
            mode: "manual",
            totp: { qrUrl: "/totp?mode=qr", totpSecretEncoded: "KVVFG2BY N4YXS6 LB" }
        });
        expect(screen.queryByRole("img")).not.toBeInTheDocument();
        expect(screen.getByText("KVVF G2BY N4YX S6LB")).toBeInTheDocument();
        expect(screen.getByRole("link", { name: "Scan barcode?" })).toHaveAttribute(
            "href",
            "/totp?mode=qr"
        );
        const policy = screen.getByText("Type").closest("dl")!;
        expect(policy).toHaveTextContent("TypeTime-basedAlgorithmSHA1Digits6Interval30");
        expect(policy).not.toHaveTextContent("Counter");
    });

    it("shows the counter instead of the interval for a counter-based policy", () => {
        renderTotp({
            mode: "manual",
            totp: {
                policy: {
                    type: "hotp",
                    initialCounter: 4,
                    algorithm: "HmacSHA256",
                    digits: 8,
                    lookAheadWindow: 1,
                    getAlgorithmKey: () => "SHA256"
                }
            }
        });
        const policy = screen.getByText("Counter").closest("dl")!;
        expect(policy).toHaveTextContent("TypeCounter-basedAlgorithmSHA256Digits8Counter4");
        expect(policy).not.toHaveTextContent("Interval");
    });

    it("copies the key without spaces and announces it", async () => {
        const writeText = vi.fn().mockResolvedValue(undefined);
        Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
        renderTotp({ mode: "manual" });
        await userEvent.click(screen.getByRole("button", { name: "Copy key" }));
        expect(writeText).toHaveBeenCalledWith("KVVFG2BYN4YXS6LBIUYTK2LHIFYE4SBV");
        expect(screen.getByRole("status")).toHaveTextContent("Key copied");
    });

    it("asks to copy by hand when the clipboard refuses", async () => {
        const writeText = vi.fn().mockRejectedValue(new Error("denied"));
        Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
        renderTotp({ mode: "manual" });
        await act(async () => screen.getByRole("button", { name: "Copy key" }).click());
        expect(screen.getByRole("status")).toHaveTextContent("Could not copy.");
    });

    it("gives the code input one-time-code autofill, a number pad and the policy's length", () => {
        renderTotp({ totp: { policy: { digits: 8 } } });
        const code = screen.getByLabelText(/One-time code/);
        expect(code).toHaveAttribute("autocomplete", "one-time-code");
        expect(code).toHaveAttribute("inputmode", "numeric");
        expect(code).toHaveAttribute("maxlength", "8");
        expect(code).toHaveAttribute("aria-required", "true");
    });

    it("accepts a pasted code written with spaces as the whole code", async () => {
        renderTotp();
        const code = screen.getByLabelText(/One-time code/);
        await userEvent.click(code);
        await userEvent.paste("123 456");
        expect(code).toHaveValue("123456");
    });

    it("requires the device name only when the user already has an OTP credential", () => {
        const { unmount } = renderTotp();
        expect(screen.getByLabelText(/Device Name/)).not.toHaveAttribute("aria-required");
        unmount();
        renderTotp({ totp: { otpCredentials: [{ id: "otp-1", userLabel: "Old phone" }] } });
        expect(screen.getByLabelText(/Device Name/)).toHaveAttribute("aria-required", "true");
    });

    it("asks the template for the required-fields note", () => {
        const { main } = renderTotp();
        expect(main).toHaveAttribute("data-display-required-fields", "true");
    });

    it("offers Cancel, posting cancel-aia=true, only for an application-initiated action", () => {
        const { form, unmount } = renderTotp({ isAppInitiatedAction: true });
        const cancel = screen.getByRole("button", { name: "Cancel" });
        expect(postedEntries(form, cancel)).toContainEqual(["cancel-aia", "true"]);
        expect(postedEntries(form)).not.toContainEqual(["cancel-aia", "true"]);
        unmount();
        renderTotp({ isAppInitiatedAction: false });
        expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    });

    it("binds the code and device-name errors to their fields and hides the page alert", () => {
        const { main } = renderTotp({
            messagesPerField: messagesPerFieldWith({
                totp: "Invalid authenticator code.",
                userLabel: "Please specify device name."
            })
        });
        expect(screen.getByLabelText(/One-time code/)).toHaveAttribute("aria-invalid", "true");
        expect(screen.getByLabelText(/One-time code/)).toHaveAccessibleDescription(
            "Invalid authenticator code."
        );
        expect(screen.getByLabelText(/Device Name/)).toHaveAttribute("aria-invalid", "true");
        expect(screen.getByLabelText(/Device Name/)).toHaveAccessibleDescription(
            "Please specify device name."
        );
        expect(main).toHaveAttribute("data-display-message", "false");
    });

    it("has no invalid field and keeps the page alert without errors", () => {
        const { main } = renderTotp();
        expect(screen.getByLabelText(/One-time code/)).not.toHaveAttribute("aria-invalid");
        expect(screen.getByLabelText(/Device Name/)).not.toHaveAttribute("aria-describedby");
        expect(main).toHaveAttribute("data-display-message", "true");
    });

    it("posts once and shows the spinner only on the button that was used", async () => {
        const { form } = renderTotp({ isAppInitiatedAction: true });
        const submit = screen.getByRole("button", { name: "Submit" });
        const cancel = screen.getByRole("button", { name: "Cancel" });
        const { posted, stop } = recordPosts();
        await userEvent.click(cancel);
        expect(submit).toHaveAttribute("aria-disabled", "true");
        expect(cancel).toHaveAttribute("aria-disabled", "true");
        expect(cancel.querySelector('[data-slot="spinner"]')).not.toBeNull();
        expect(submit.querySelector('[data-slot="spinner"]')).toBeNull();
        await userEvent.click(submit);
        expect(fireEvent.submit(form)).toBe(false);
        stop();
        expect(posted).toEqual([true, false, false]);
    });
});
