import { applySanitizedStyles, sanitizeHtmlOrNull, toPlainText } from "./sanitize";

/** Parses sanitized output into a detached container so tests can query it like a user agent. */
function render(html: string): HTMLElement {
    const container = document.createElement("div");
    container.innerHTML = String(sanitizeHtmlOrNull(html) ?? "");
    applySanitizedStyles(container);
    return container;
}

describe("sanitizeHtmlOrNull", () => {
    it("keeps text formatting, lists and links", () => {
        const html =
            '<p>Call <strong>us</strong> at <a href="tel:+18005550199">1-800</a></p><ul><li>One</li></ul>';
        expect(sanitizeHtmlOrNull(html)).toBe(html);
    });

    it("forbids img tags", () => {
        expect(
            render('<p>Logo <img src="https://a.example/x.png" alt="x"></p>').querySelector("img")
        ).toBeNull();
    });

    it("keeps only the attributes target, style, rel and href", () => {
        const link = render(
            '<a href="https://a.example/" target="_self" rel="help" id="x" class="c" title="t" onclick="alert(1)" data-x="1" aria-hidden="true">A</a>'
        ).querySelector("a");
        expect(link?.getAttributeNames().sort()).toEqual(["href", "rel", "target"]);
    });

    it("adds rel=noopener noreferrer to links opening a new tab", () => {
        const link = render(
            '<a href="https://a.example/" target="_blank" rel="opener">A</a>'
        ).querySelector("a");
        expect(link).toHaveAttribute("rel", "noopener noreferrer");
        const named = render('<a href="https://a.example/" target="other">A</a>').querySelector("a");
        expect(named).toHaveAttribute("rel", "noopener noreferrer");
    });

    it("leaves links opening in the same tab alone", () => {
        expect(render('<a href="/x" target="_self">A</a>').querySelector("a")).not.toHaveAttribute(
            "rel"
        );
        expect(render('<a href="/x">A</a>').querySelector("a")).not.toHaveAttribute("rel");
    });

    it.each([
        ["javascript:", '<a href="javascript:alert(1)">x</a>'],
        ["obfuscated javascript:", '<a href="  jav&#x09;ascript:alert(1)">x</a>'],
        ["upper-case javascript:", '<a href="JAVASCRIPT:alert(1)">x</a>'],
        ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>'],
        ["data:", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>']
    ])("removes %s URLs", (_name, html) => {
        const link = render(html).querySelector("a");
        expect(link).not.toBeNull();
        expect(link).not.toHaveAttribute("href");
    });

    it.each([
        ["script", "<script>alert(1)</script>"],
        ["style", "<style>form{display:none}</style>"],
        ["iframe", '<iframe src="https://evil.example/"></iframe>'],
        ["object", '<object data="x.swf"></object>'],
        ["embed", '<embed src="x.swf">'],
        ["form", '<form action="https://evil.example/"><p>Sign in again</p></form>'],
        ["input", '<input type="password" name="password">'],
        ["button", "<button>Sign in</button>"],
        ["select", "<select><option>1</option></select>"],
        ["textarea", "<textarea>x</textarea>"],
        ["svg", '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
        ["math", '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
        ["base", '<base href="https://evil.example/">'],
        ["meta", '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
        ["link", '<link rel="stylesheet" href="https://evil.example/x.css">'],
        ["template", "<template><script>alert(1)</script></template>"]
    ])("drops <%s>", (tag, html) => {
        const container = render(`<p>before</p>${html}<p>after</p>`);
        expect(container.querySelector(tag)).toBeNull();
        expect(container.textContent).toContain("before");
        expect(container.textContent).toContain("after");
    });

    it("drops every element that could run script, submit data or restyle the page in one payload", () => {
        const container = render(
            "<p>Hi</p><form><input name=password><button>Go</button><select></select><textarea></textarea></form>" +
                "<iframe></iframe><object></object><embed><svg></svg><math></math><base><meta><link><style></style>"
        );
        expect(
            container.querySelector(
                "form,input,button,select,textarea,iframe,object,embed,svg,math,base,meta,link,style"
            )
        ).toBeNull();
    });

    it.each([
        '<img src=x onerror="alert(1)">',
        '<svg onload="alert(1)">',
        "<body onload=alert(1)>",
        '<div onmouseover="alert(1)">x</div>',
        '<a href="#" onclick="alert(1)">x</a>',
        "<scr<script>ipt>alert(1)</script>",
        '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
        "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
        '<details open ontoggle="alert(1)">',
        '<video><source onerror="alert(1)"></video>'
    ])("leaves no event handler or script from the XSS vector %s", html => {
        const container = render(html);
        const attributes = Array.from(container.querySelectorAll("*")).flatMap(el =>
            el.getAttributeNames()
        );
        expect(attributes.filter(name => name.startsWith("on"))).toEqual([]);
        expect(container.querySelector("script,img,svg,math")).toBeNull();
    });

    it("restricts style attributes to text styling so content cannot cover the form", () => {
        const paragraph = render(
            '<p style="color: red; position: fixed; inset: 0; z-index: 9999; background-image: url(https://evil.example/x.png); font-weight: bold">x</p>'
        ).querySelector("p");
        expect(paragraph?.style.color).toBe("red");
        expect(paragraph?.style.fontWeight).toBe("bold");
        expect(paragraph?.style.position).toBe("");
        expect(paragraph?.style.zIndex).toBe("");
        expect(paragraph?.style.backgroundImage).toBe("");
    });

    it("writes no style attribute, so a policy without inline styles lets the text keep its styling", () => {
        const html = sanitizeHtmlOrNull('<p style="color: red">x</p>') ?? "";
        expect(html).not.toMatch(/\sstyle=/);
        expect(render('<p style="color: red">x</p>').querySelector("p")?.style.color).toBe("red");
    });

    it("removes a style attribute left empty", () => {
        expect(render('<p style="position: absolute">x</p>').querySelector("p")).not.toHaveAttribute(
            "style"
        );
    });
});

describe("bounds on the kept style properties (docs/security.md §9)", () => {
    /** The style a paragraph keeps after sanitizing, or `null` when none is left. */
    function keptStyle(declarations: string): CSSStyleDeclaration | null {
        const paragraph = render(`<p style="${declarations}">x</p>`).querySelector("p");
        return paragraph?.hasAttribute("style") ? paragraph.style : null;
    }

    const NOT_PLAIN = ["calc(1px + 1px)", "var(--x)", "env(safe-area-inset-top)"];
    const VIEWPORT = ["10vw", "10vh", "5vmin", "5vmax", "10dvh", "10svw"];
    const SPACING_REFUSED = ["3000px", "33px", "2.5em", "3rem", "-1px", "-900px", "-1em", "10%"];
    const SPACING_KEPT = ["0", "8px", "32px", "1.5em", "2rem"];
    const SIZES: [property: string, kept: string[], refused: string[]][] = [
        ...["margin", "margin-top", "margin-bottom", "margin-left", "margin-right"].map(
            property =>
                [property, [...SPACING_KEPT, "auto"], SPACING_REFUSED] as [string, string[], string[]]
        ),
        ...["padding", "padding-top", "padding-bottom", "padding-left", "padding-right"].map(
            property => [property, SPACING_KEPT, SPACING_REFUSED] as [string, string[], string[]]
        ),
        [
            "font-size",
            ["8px", "14px", "40px", "0.5rem", "1.25rem", "2.5rem", "small", "xx-large"],
            ["900px", "41px", "7px", "3rem", "-12px", "2em", "150%", "larger", "smaller", "xxx-large"]
        ],
        [
            "line-height",
            ["normal", "1", "1.5", "3", "1.5em", "150%"],
            ["900px", "24px", "0.5", "4", "10", "-1", "0.5em", "400%"]
        ]
    ];

    it.each(SIZES)("keeps %s within its bounds", (property, kept) => {
        for (const value of kept)
            expect(keptStyle(`${property}: ${value}`)?.getPropertyValue(property), value).not.toBe("");
    });

    it.each(SIZES)(
        "drops %s when too large, negative, relative to the viewport or computed",
        (property, _kept, refused) => {
            for (const value of [...refused, ...VIEWPORT, ...NOT_PLAIN])
                expect(keptStyle(`${property}: ${value}`), value).toBeNull();
        }
    );

    it.each([
        ["color", "red", "rgb(1, 2, 3)"],
        ["background-color", "#ffffff", "hsl(120, 50%, 50%)"],
        ["font-weight", "bold", "700"],
        ["font-style", "italic", "normal"],
        ["text-decoration", "underline", "line-through"],
        ["text-decoration-line", "underline", "none"],
        ["text-align", "center", "right"],
        ["list-style-type", "square", "decimal"]
    ])("keeps plain values of %s and drops computed ones", (property, ...kept) => {
        for (const value of kept)
            expect(keptStyle(`${property}: ${value}`)?.getPropertyValue(property), value).not.toBe("");
        for (const value of NOT_PLAIN) expect(keptStyle(`${property}: ${value}`), value).toBeNull();
    });

    it.each([
        "padding: 3000px",
        "margin-top: -900px; padding: 600px 3000px",
        "font-size: 900px; line-height: 900px"
    ])("leaves an invisible link no size to catch clicks with: %s", declarations => {
        const link = render(`<a href="https://a.example/" style="${declarations}"></a>`).querySelector(
            "a"
        );
        expect(link).not.toHaveAttribute("style");
    });

    it("keeps the declarations in bounds beside those it drops", () => {
        const style = keptStyle("color: red; padding: 3000px; margin-bottom: 8px; font-size: 900px");
        expect(style?.color).toBe("red");
        expect(style?.marginBottom).toBe("8px");
        expect(style?.padding).toBe("");
        expect(style?.fontSize).toBe("");
    });
});

describe("toPlainText", () => {
    it("strips tags, decodes entities and keeps line breaks", () => {
        expect(toPlainText("<p>Line &amp; one<br>Line two</p><p>Para <b>two</b></p>")).toBe(
            "Line & one\nLine two\nPara two"
        );
    });

    it("drops script and style content", () => {
        expect(toPlainText("<script>alert(1)</script><style>p{}</style>Safe")).toBe("Safe");
    });

    it("keeps angle brackets of text as text", () => {
        expect(toPlainText("a &lt;b&gt; c")).toBe("a <b> c");
    });

    it("collapses runs of blank lines", () => {
        expect(toPlainText("<p>a</p><br><br><br><p>b</p>")).toBe("a\n\nb");
    });
});

describe("when the sanitizer fails", () => {
    afterEach(() => {
        vi.doUnmock("dompurify");
        vi.resetModules();
    });

    async function loadWithBrokenPurifier() {
        vi.resetModules();
        vi.doMock("dompurify", () => ({
            default: () => ({
                isSupported: true,
                addHook: () => undefined,
                sanitize: () => {
                    throw new Error("boom");
                }
            })
        }));
        return import("./sanitize");
    }

    it("sanitizeHtmlOrNull returns null so callers render text instead of HTML", async () => {
        const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
        const broken = await loadWithBrokenPurifier();
        expect(broken.sanitizeHtmlOrNull("<b>x</b>")).toBeNull();
        expect(broken.toPlainText("<p>a<br>b</p><script>x")).toBe("a\nbx");
        expect(error).toHaveBeenCalledWith("Error stripping script tags:", expect.any(Error));
        expect(error).toHaveBeenCalledTimes(2);
        error.mockRestore();
    });

    it("returns sanitized HTML from sanitizeHtmlOrNull when the sanitizer works", () => {
        expect(sanitizeHtmlOrNull('<p onclick="x">a</p>')).toBe("<p>a</p>");
    });
});
