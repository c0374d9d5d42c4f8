import { render, screen } from "@testing-library/react";
import { HeaderLogo } from "./HeaderLogo";
import { showFirstViewLogo } from "../../boot/firstView";

const logo = { url: "https://portal.example/logo.svg", altText: "Northwind Gas" };

describe("HeaderLogo (docs/product.md §2.3, §9)", () => {
    it("links to the logo link in a new tab without opener or referrer, in a 150×70 box", () => {
        render(
            <HeaderLogo
                logo={logo}
                fallbackAlt="Gas Utility"
                size="link"
                href="https://portal.example/"
                newTabLabel="(opens in a new tab)"
            />
        );
        const link = screen.getByRole("link", { name: "Northwind Gas (opens in a new tab)" });
        expect(link).toHaveAttribute("target", "_blank");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
        expect(link).toHaveClass("h-[70px]", "w-[150px]");
    });

    it("reserves the 210×71 panel box and falls back to the utility name for alt text", () => {
        render(<HeaderLogo logo={{ url: logo.url }} fallbackAlt="Gas Utility" size="panel" />);
        const image = screen.getByRole("img", { name: "Gas Utility" });
        expect(image.parentElement).toHaveClass("h-[71px]", "w-[210px]");
    });

    it("keeps the box empty while pending and shows the name when there is no logo", () => {
        const { container, rerender } = render(
            <HeaderLogo logo={undefined} fallbackAlt="Gas Utility" size="panel" pending />
        );
        expect(container.firstElementChild).toBeEmptyDOMElement();
        expect(container.firstElementChild).toHaveClass("h-[71px]", "w-[210px]");
        rerender(<HeaderLogo logo={undefined} fallbackAlt="Gas Utility" size="panel" />);
        expect(screen.getByText("Gas Utility")).toBeInTheDocument();
    });

    it("shows the uploaded image at 100×100 in preview mode", () => {
        render(
            <HeaderLogo
                logo={logo}
                fallbackAlt="Gas Utility"
                size="link"
                previewMode
                previewSrc="blob:preview"
            />
        );
        const image = screen.getByRole("img", { name: "Gas Utility" });
        expect(image).toHaveAttribute("src", "blob:preview");
        expect(image).toHaveAttribute("width", "100");
        expect(image.parentElement).toHaveClass("size-[100px]");
    });

    it("moves in the logo the server's first view already shows instead of loading it again (docs/decisions.md §22)", () => {
        const firstView = document.createElement("div");
        firstView.id = "root";
        firstView.setAttribute("data-first-view", "");
        firstView.innerHTML = "<header><div></div><h1>Sign in</h1></header>";
        document.body.append(firstView);
        showFirstViewLogo(logo.url);
        const painted = firstView.querySelector("img");
        firstView.remove();

        render(<HeaderLogo logo={logo} fallbackAlt="Gas Utility" size="panel" />);
        const image = screen.getByRole("img", { name: "Northwind Gas" });
        expect(image).toBe(painted);
        expect(image.parentElement).toHaveClass("h-[71px]", "w-[210px]");
        expect(document.querySelectorAll("img")).toHaveLength(1);
    });
});
