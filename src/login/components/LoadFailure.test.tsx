import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoadFailure } from "./LoadFailure";

describe("LoadFailure (docs/decisions.md §23)", () => {
    it("is an alert with its sentence and a retry button", async () => {
        const onRetry = vi.fn();
        render(
            <LoadFailure
                labels={{ failed: "The footer could not be loaded.", retry: "Try again" }}
                onRetry={onRetry}
            />
        );
        const alert = screen.getByRole("alert");
        expect(alert).toHaveTextContent("The footer could not be loaded.");
        await userEvent.click(screen.getByRole("button", { name: "Try again" }));
        expect(onRetry).toHaveBeenCalledTimes(1);
    });
});
