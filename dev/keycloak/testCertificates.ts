/**
 * The certificates of the set-up's HTTPS listener, where a browser may present a client
 * certificate (Keycloak's X.509 sign-in, `login-x509-info.ftl`): a test CA, a server certificate
 * for `localhost` and a client certificate for {@link X509_CUSTOMER}, all signed by the CA. They are
 * made with the `openssl` command line at every start into an ignored folder and never committed;
 * the truststore Keycloak reads is made with the JDK's `keytool`, since a PKCS#12 file written by
 * OpenSSL 3.0 holds no entry Java trusts.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The customer the client certificate names: its Common Name is their username. */
export const X509_CUSTOMER = {
    username: "x509-customer",
    email: "x509-customer@utility-portal.test"
};

/** The client certificate's subject as OpenSSL takes it (`-subj`), most significant part first. */
const CLIENT_SUBJECT = `/C=DE/O=Utility Portal Test/CN=${X509_CUSTOMER.username}/emailAddress=${X509_CUSTOMER.email}`;

/** The files of a set of test certificates (PEM unless said otherwise). */
export type TestCertificates = {
    /** The test CA's certificate, which signs the other two. */
    caCert: string;
    /** The server's certificate (`localhost`, `127.0.0.1`) and key, for Keycloak's HTTPS listener. */
    serverCert: string;
    serverKey: string;
    /** The customer's client certificate and key, for the browser. */
    clientCert: string;
    clientKey: string;
    /** A PKCS#12 truststore holding the test CA only, and its password. */
    truststore: string;
    truststorePassword: string;
};

/** A throwaway password: the truststore holds a public certificate only. */
const TRUSTSTORE_PASSWORD = "test-truststore";

/**
 * Where {@link makeTestCertificates} puts its files in `dir`, without making them.
 * @returns the paths of the CA, server and client certificates and keys and of the truststore.
 */
export function testCertificatePaths(dir: string): TestCertificates {
    return {
        caCert: join(dir, "ca.pem"),
        serverCert: join(dir, "server.pem"),
        serverKey: join(dir, "server-key.pem"),
        clientCert: join(dir, "client.pem"),
        clientKey: join(dir, "client-key.pem"),
        truststore: join(dir, "truststore.p12"),
        truststorePassword: TRUSTSTORE_PASSWORD
    };
}

/**
 * Makes a fresh test CA (valid 2 days) and, signed by it, a server certificate for `localhost`
 * and `127.0.0.1` and a client certificate (`clientAuth`) whose subject names
 * {@link X509_CUSTOMER}, plus a truststore with the CA; whatever `dir` held is replaced.
 * @param dir an ignored folder of the set-up (made when missing).
 * @returns the files' paths ({@link testCertificatePaths}).
 * @throws Error with the tool's output when `openssl` or `keytool` fails or is missing.
 */
export function makeTestCertificates(dir: string): TestCertificates {
    const files = testCertificatePaths(dir);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const caKey = join(dir, "ca-key.pem");
    const run = (command: string, args: string[]) => {
        const result = spawnSync(command, args, { cwd: dir, encoding: "utf8" });
        if (result.status !== 0) {
            throw new Error(
                `${command} ${args[0]} failed: ${result.error?.message ?? result.stderr.trim()}`
            );
        }
    };
    const newKey = (path: string) =>
        run("openssl", [
            "genpkey",
            "-algorithm",
            "EC",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-out",
            path
        ]);
    const signed = (name: string, key: string, subject: string, extensions: string[]) => {
        const extensionsFile = join(dir, `${name}.ext`);
        writeFileSync(extensionsFile, `${extensions.join("\n")}\n`);
        run("openssl", ["req", "-new", "-key", key, "-subj", subject, "-out", join(dir, `${name}.csr`)]);
        run("openssl", [
            ...["x509", "-req", "-in", join(dir, `${name}.csr`), "-days", "2"],
            ...["-CA", files.caCert, "-CAkey", caKey, "-CAcreateserial"],
            ...["-extfile", extensionsFile, "-out", join(dir, `${name}.pem`)]
        ]);
    };

    newKey(caKey);
    run("openssl", [
        ...["req", "-x509", "-new", "-key", caKey, "-days", "2"],
        ...["-subj", "/C=DE/O=Utility Portal Test/CN=Utility Portal Test CA", "-out", files.caCert],
        ...["-addext", "basicConstraints=critical,CA:TRUE"],
        ...["-addext", "keyUsage=critical,keyCertSign,cRLSign"]
    ]);
    newKey(files.serverKey);
    signed("server", files.serverKey, "/CN=localhost", [
        "basicConstraints=CA:FALSE",
        "keyUsage=critical,digitalSignature",
        "extendedKeyUsage=serverAuth",
        "subjectAltName=DNS:localhost,IP:127.0.0.1"
    ]);
    newKey(files.clientKey);
    signed("client", files.clientKey, CLIENT_SUBJECT, [
        "basicConstraints=CA:FALSE",
        "keyUsage=critical,digitalSignature",
        "extendedKeyUsage=clientAuth"
    ]);
    run("keytool", [
        ...["-importcert", "-noprompt", "-alias", "test-ca", "-file", files.caCert],
        ...["-keystore", files.truststore, "-storetype", "PKCS12"],
        ...["-storepass", files.truststorePassword]
    ]);
    return files;
}
