/**
 * Local mail catcher for the real-Keycloak set-up: an SMTP server (Nodemailer's `smtp-server`)
 * that accepts every message on loopback and keeps it in memory, parsed by `mailparser`, plus a
 * small HTTP view so people and tests can read what Keycloak sent.
 *
 * - `GET /` lists the messages as HTML (newest first), with their links clickable.
 * - `GET /messages` returns them as JSON: `CaughtMail[]`, oldest first.
 * - `GET /messages/N.html` shows message N's HTML part (0 the oldest) as a mail client would,
 *   sandboxed: no script, no form, images only over `https:`.
 * - `DELETE /messages` forgets them all.
 *
 * CLI: `tsx dev/mail-catcher.ts` (env `MAIL_SMTP_PORT`, default 1025; `MAIL_HTTP_PORT`, default
 * 1080; both bind 127.0.0.1).
 */
import { simpleParser } from "mailparser";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Server as NetServer } from "node:net";
import { pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";

/** Default SMTP port; the demo realm's SMTP settings point at it. */
export const DEFAULT_SMTP_PORT = 1025;

/** Default port of the HTTP view. */
export const DEFAULT_MAIL_HTTP_PORT = 1080;

/** One message as received. */
export type CaughtMail = {
    /** Envelope recipients, lower-case. */
    to: string[];
    from: string;
    subject: string;
    /** Plain-text body (Keycloak sends both text and HTML parts). */
    text: string;
    html: string;
    /** Every `http(s)` link found in the text and HTML bodies, in order, without duplicates. */
    links: string[];
    /** ISO 8601 time of arrival. */
    receivedAt: string;
};

/** A running mail catcher. */
export type RunningMailCatcher = {
    /** SMTP port on 127.0.0.1. */
    smtpPort: number;
    /** Origin of the HTTP view, e.g. `http://127.0.0.1:1080`. */
    url: string;
    /** The messages kept so far, oldest first (the same array the HTTP view reads). */
    messages: CaughtMail[];
    /** Stops both servers. */
    close: () => Promise<void>;
};

const LINK = /https?:\/\/[^\s"'<>]+/g;

function linksIn(...bodies: string[]): string[] {
    const decoded = bodies.map(body => body.replace(/&amp;/g, "&"));
    return [...new Set(decoded.flatMap(body => body.match(LINK) ?? []))];
}

async function parseMail(raw: Buffer, recipients: string[]): Promise<CaughtMail> {
    const mail = await simpleParser(raw);
    const text = mail.text ?? "";
    const html = typeof mail.html === "string" ? mail.html : "";
    return {
        to: recipients.map(address => address.toLowerCase()),
        from: mail.from?.text ?? "",
        subject: mail.subject ?? "",
        text,
        html,
        links: linksIn(text, html),
        receivedAt: new Date().toISOString()
    };
}

function createSmtpServer(messages: CaughtMail[]): SMTPServer {
    return new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => {
                const recipients = session.envelope.rcptTo.map(({ address }) => address);
                parseMail(Buffer.concat(chunks), recipients).then(
                    mail => {
                        messages.push(mail);
                        callback();
                    },
                    (error: unknown) =>
                        callback(error instanceof Error ? error : new Error(String(error)))
                );
            });
        }
    });
}

function escapeHtml(value: string): string {
    return value.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);
}

function renderInbox(messages: CaughtMail[]): string {
    const items = [...messages].reverse().map(
        (mail, index) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to.join(", "))} · ${escapeHtml(mail.receivedAt)}${mail.html ? ` · <a href="/messages/${messages.length - 1 - index}.html">HTML part</a>` : ""}</p>
<pre>${escapeHtml(mail.text)}</pre>
<ul>${mail.links.map(link => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul></article>`
    );
    return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail catcher</title>
<style>body{font:16px system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap}</style>
<h1>Mail catcher (${messages.length})</h1>${items.join("") || "<p>No mail yet.</p>"}</html>`;
}

function createHttpServer(messages: CaughtMail[]): Server {
    return createServer((req, res: ServerResponse) => {
        const path = new URL(req.url ?? "/", "http://localhost").pathname;
        if (path === "/messages" && req.method === "DELETE") {
            messages.length = 0;
            return res.writeHead(204).end();
        }
        if (path === "/messages") {
            res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
            return res.end(JSON.stringify(messages));
        }
        const htmlPart = /^\/messages\/(\d+)\.html$/.exec(path);
        const mail = htmlPart ? messages[Number(htmlPart[1])] : undefined;
        if (mail?.html) {
            res.writeHead(200, {
                "Content-Type": "text/html; charset=utf-8",
                "Cache-Control": "no-store",
                "Content-Security-Policy":
                    "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; sandbox allow-popups"
            });
            return res.end(mail.html);
        }
        if (path === "/") {
            res.writeHead(200, {
                "Content-Type": "text/html; charset=utf-8",
                "Cache-Control": "no-store"
            });
            return res.end(renderInbox(messages));
        }
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    });
}

function listen(server: NetServer, port: number): Promise<void> {
    return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
    });
}

/**
 * Starts the SMTP server and its HTTP view on 127.0.0.1.
 * @param options `smtpPort` and `httpPort` (0: an ephemeral port; defaults 1025 and 1080).
 * @returns the ports, the kept messages and `close()`; rejects with the listen error (for
 *   example `EADDRINUSE`) when a port cannot be bound, after closing what did start.
 */
export async function startMailCatcher(
    options: { smtpPort?: number; httpPort?: number } = {}
): Promise<RunningMailCatcher> {
    const messages: CaughtMail[] = [];
    const smtp = createSmtpServer(messages);
    const http = createHttpServer(messages);
    const close = async () => {
        http.closeAllConnections();
        await Promise.all([
            new Promise<void>(done => smtp.close(() => done())),
            new Promise<void>(done => http.close(() => done()))
        ]);
    };
    try {
        await listen(smtp.server, options.smtpPort ?? DEFAULT_SMTP_PORT);
        await listen(http, options.httpPort ?? DEFAULT_MAIL_HTTP_PORT);
    } catch (error) {
        await close().catch(() => undefined);
        throw error;
    }
    return {
        smtpPort: (smtp.server.address() as AddressInfo).port,
        url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
        messages,
        close
    };
}

async function main(): Promise<void> {
    const catcher = await startMailCatcher({
        smtpPort: Number(process.env.MAIL_SMTP_PORT ?? DEFAULT_SMTP_PORT),
        httpPort: Number(process.env.MAIL_HTTP_PORT ?? DEFAULT_MAIL_HTTP_PORT)
    });
    console.log(`Mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, mail at ${catcher.url}/`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
    main().catch(error => {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = 1;
    });
}
