import type { Plugin } from "vite";

/** `LoaderCircle` → `loader-circle`: Lucide's file name of an icon export. */
function iconFile(name: string): string {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
        .toLowerCase();
}

/**
 * Rewrites `import { Globe, X } from "lucide-react"` in our files into one import per icon file:
 * under Vitest the package's entry brought in its 1,600 icon modules (about 10 s per test file).
 */
export function lucideIconsPerFile(): Plugin {
    return {
        name: "utility-portal:lucide-icons-per-file",
        enforce: "pre",
        transform(code, id) {
            if (id.includes("/node_modules/") || !code.includes('"lucide-react"')) return undefined;
            return code.replace(
                /import \{([^}]*)\} from "lucide-react";/g,
                (_statement, names: string) => {
                    // Type-only names (`type LucideIcon`) vanish with the types.
                    const specifiers = names
                        .split(",")
                        .map(name => name.trim())
                        .filter(name => name !== "" && !name.startsWith("type "));
                    return specifiers
                        .map(name => {
                            const [imported, local = imported] = name.split(/\s+as\s+/);
                            return `import ${local} from "lucide-react/dist/esm/icons/${iconFile(imported!)}.js";`;
                        })
                        .join("\n");
                }
            );
        }
    };
}
