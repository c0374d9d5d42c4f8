import { screen } from "@testing-library/react";
import { getKcContextMock } from "@/test-support/KcContextMock";
import Code from "./Code";
import { renderPage } from "@/test-support/renderPage";

describe("Authorization-code page (code.ftl)", () => {
    it("shows the code read-only in a field labeled with the copy instruction", () => {
        renderPage(
            Code,
            getKcContextMock({
                pageId: "code.ftl",
                overrides: { code: { success: true, code: "abc-123" } }
            })
        );
        const field = screen.getByLabelText(/copy this code/i);
        expect(field).toHaveValue("abc-123");
        expect(field).toHaveAttribute("readonly");
    });

    it("shows the error instead when there is no code", () => {
        renderPage(
            Code,
            getKcContextMock({
                pageId: "code.ftl",
                overrides: { code: { success: false, error: "Invalid code <b>x</b>" } }
            })
        );
        expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
        expect(document.getElementById("error")).toHaveTextContent("Invalid code x");
    });
});
