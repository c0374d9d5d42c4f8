/**
 * Prints the share of comment lines among the non-blank lines of the product's code (src/,
 * config/ and keycloakify-seam/; tests, test support and generated files aside) and exits 1 when it is above the
 * ceiling (docs/architecture.md §3: names and types carry the meaning, comments say why).
 *
 * Usage: `npm run comment-share [-- --verbose]`; `--verbose` lists the files by comment lines.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const CEILING = 0.1;
const ROOTS = ["src", "config", "keycloakify-seam"];
const SKIPPED = [/\.test\.tsx?$/, /^src\/test-support\//, /^src\/kc\.gen\.tsx$/];
const root = join(import.meta.dirname, "..");

function filesUnder(folder: string): string[] {
    return readdirSync(folder).flatMap(name => {
        const path = join(folder, name);
        return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** Lines (0-based) holding only comments in a TypeScript or JavaScript source. */
function scriptCommentOnlyLines(path: string, text: string): Set<number> {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
    const commentLines = new Set<number>();
    const codeLines = new Set<number>();
    const addComments = (ranges: ts.CommentRange[] | undefined) => {
        for (const range of ranges ?? []) {
            for (let line = lineOf(range.pos); line <= lineOf(range.end); line++) commentLines.add(line);
        }
    };
    const visit = (node: ts.Node): void => {
        if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
            return;
        const children = node.getChildren(source);
        if (children.length > 0) return children.forEach(visit);
        if (node.kind !== ts.SyntaxKind.JsxText) addComments(ts.getLeadingCommentRanges(text, node.pos));
        addComments(ts.getTrailingCommentRanges(text, node.end));
        const start = node.getStart(source);
        if (node.end > start && node.kind !== ts.SyntaxKind.EndOfFileToken) {
            for (let line = lineOf(start); line <= lineOf(node.end - 1); line++) codeLines.add(line);
        }
    };
    visit(source);
    return new Set([...commentLines].filter(line => !codeLines.has(line)));
}

/** Lines holding only comments matched by `pattern` (FreeMarker and CSS block comments). */
function blockCommentOnlyLines(text: string, pattern: RegExp): Set<number> {
    const withoutComments = text.replace(pattern, match => match.replace(/[^\n]/g, " ")).split("\n");
    const lines = new Set<number>();
    for (const match of text.matchAll(pattern)) {
        const first = text.slice(0, match.index).split("\n").length - 1;
        const count = match[0].split("\n").length;
        for (let line = first; line < first + count; line++) {
            if (!withoutComments[line]?.trim()) lines.add(line);
        }
    }
    return lines;
}

function commentOnlyLines(path: string, text: string): Set<number> | undefined {
    if (/\.(ts|tsx|mjs|js)$/.test(path)) return scriptCommentOnlyLines(path, text);
    if (path.endsWith(".ftl")) return blockCommentOnlyLines(text, /<#--[\s\S]*?-->/g);
    if (path.endsWith(".css")) return blockCommentOnlyLines(text, /\/\*[\s\S]*?\*\//g);
    return undefined;
}

const verbose = process.argv.includes("--verbose");
let total = 0;
let comment = 0;
const perFile: { file: string; comment: number; total: number }[] = [];
for (const path of ROOTS.flatMap(folder => filesUnder(join(root, folder)))) {
    const file = relative(root, path);
    if (SKIPPED.some(pattern => pattern.test(file))) continue;
    const text = readFileSync(path, "utf8");
    const comments = commentOnlyLines(file, text);
    if (!comments) continue;
    const lines = text.split("\n");
    const nonBlank = lines.filter(line => line.trim()).length;
    const onlyComment = lines.filter((line, index) => line.trim() && comments.has(index)).length;
    total += nonBlank;
    comment += onlyComment;
    perFile.push({ file, comment: onlyComment, total: nonBlank });
}

if (verbose) {
    for (const entry of perFile.sort((a, b) => b.comment - a.comment)) {
        console.log(
            `${String(entry.comment).padStart(5)} / ${String(entry.total).padStart(5)}  ${entry.file}`
        );
    }
}
const share = comment / total;
console.log(
    `comment lines: ${comment} of ${total} non-blank lines in ${ROOTS.map(folder => `${folder}/`).join(", ")} = ${(share * 100).toFixed(1)} % (ceiling ${CEILING * 100} %)`
);
if (share > CEILING) process.exitCode = 1;
