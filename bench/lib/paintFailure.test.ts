// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whyNoPaint } from "./paintFailure";

/** A page that only paints through an inline script, served under `script-src 'self'`. */
const PAGE = "<!doctype html><html><body><script>document.body.append('painted')</script></body></html>";

describe("whyNoPaint", () => {
    let server: Server;
    let url: string;

    beforeAll(async () => {
        server = createServer((_request, response) => {
            response.writeHead(200, {
                "Content-Type": "text/html",
                "Content-Security-Policy": "script-src 'self'"
            });
            response.end(PAGE);
        });
        await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve));
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });

    afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

    it("names the policy violation that kept a page from painting", async () => {
        const reason = await whyNoPaint(url);
        expect(reason).toMatch(/^blocked by the policy: /);
        expect(reason).toMatch(/inline script/);
        // Generous: starting Chromium on a busy two-core machine can take several seconds.
    }, 60_000);
});
