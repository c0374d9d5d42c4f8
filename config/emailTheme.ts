import { buildEmailTheme } from "keycloakify-emails";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { mailEnvironmentVariables } from "../src/email/branding";

/**
 * postBuild: keycloakify-emails renders `src/email/templates`; we keep one template a mail for all
 * languages and Keycloak's subjects (docs/decisions.md §28). Rejects when a template fails.
 */
export async function writeEmailTheme(
    buildContext: { themeNames: string[]; keycloakifyBuildDirPath: string; projectDirPath: string },
    languageTags: string[]
): Promise<void> {
    await buildEmailTheme({
        templatesSrcDirPath: "src/email/templates",
        themeNames: buildContext.themeNames,
        keycloakifyBuildDirPath: buildContext.keycloakifyBuildDirPath,
        locales: ["en"],
        cwd: buildContext.projectDirPath,
        environmentVariables: mailEnvironmentVariables,
        esbuild: { jsx: "automatic", logLevel: "error" }
    });
    for (const themeName of buildContext.themeNames) {
        const emailDir = join(
            buildContext.keycloakifyBuildDirPath,
            "resources/theme",
            themeName,
            "email"
        );
        for (const part of ["html", "text"]) {
            const dir = join(emailDir, part);
            for (const file of await readdir(join(dir, "en")))
                await rename(join(dir, "en", file), join(dir, file));
            await rm(join(dir, "en"), { recursive: true });
        }
        await rm(join(emailDir, "messages"), { recursive: true, force: true });
        const properties = join(emailDir, "theme.properties");
        const text = await readFile(properties, "utf8");
        await writeFile(properties, text.replace(/^locales=.*$/m, `locales=${languageTags.join(",")}`));
    }
}
