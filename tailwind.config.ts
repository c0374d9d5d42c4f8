import type { Config } from "tailwindcss";

/**
 * Design tokens of docs/product.md §9. Colors that carry text are chosen for WCAG 1.4.3 contrast
 * (docs/decisions.md §8): white on primary 6.02:1; secondary only for large text,
 * borders and icons; teal surfaces take navy text.
 */
export default {
    darkMode: "class",
    content: ["./index.html", "./src/**/*.{ts,tsx}", "./ladle/**/*.{ts,tsx}"],
    theme: {
        screens: {
            xs: "0px",
            sm: "600px",
            md: "900px",
            lg: "1200px",
            xl: "1536px"
        },
        extend: {
            colors: {
                primary: {
                    DEFAULT: "#0067A6",
                    hover: "#00558a",
                    soft: "#e6f1f8",
                    foreground: "#ffffff"
                },
                secondary: { DEFAULT: "#408dbd", foreground: "#021333" },
                navy: { DEFAULT: "#021333", light: "#0b2a5c" },
                teal: { DEFAULT: "#47C3D3", hover: "#7dd5e0", foreground: "#021333" },
                surface: { DEFAULT: "var(--surface)", muted: "var(--surface-muted)" },
                ink: { DEFAULT: "var(--ink)", muted: "var(--ink-muted)" },
                line: "var(--line)",
                focus: "var(--focus)",
                danger: { DEFAULT: "var(--danger)", surface: "var(--danger-surface)" },
                success: { DEFAULT: "var(--success)", surface: "var(--success-surface)" },
                warning: { DEFAULT: "var(--warning)", surface: "var(--warning-surface)" },
                info: { DEFAULT: "var(--info)", surface: "var(--info-surface)" },
                link: "var(--link)"
            },
            fontFamily: {
                sans: ["Montserrat", "ui-sans-serif", "system-ui", "sans-serif"]
            },
            spacing: {
                unit: "8px",
                control: "44px",
                panel: "485px",
                content: "389px"
            },
            minHeight: {
                control: "44px",
                page: "800px"
            },
            height: { control: "44px" },
            borderRadius: {
                DEFAULT: "4px",
                control: "4px"
            },
            maxWidth: {
                content: "389px",
                panel: "485px",
                pdf: "1000px"
            }
        }
    }
} satisfies Config;
