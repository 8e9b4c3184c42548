/**
 * A throw-away self-signed certificate for localhost / 127.0.0.1, for the bench and the tests of the
 * HTTP/2 host (never used unless a caller asks: production takes its certificate from
 * ARENA_TLS_CERT_FILE / ARENA_TLS_KEY_FILE). Made with the system's `openssl` (an EC P-256 key, valid
 * a week) rather than a JavaScript X.509 library, so the server carries no dependency for a test aid.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DevCertificate {
  dir: string;
  certFile: string;
  keyFile: string;
}

/** Writes cert.pem and key.pem into `dir` (a new temporary folder by default); throws when openssl is missing. */
export function writeSelfSignedCertificate(dir = mkdtempSync(join(tmpdir(), 'arena-tls-'))): DevCertificate {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '7',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  return { dir, certFile, keyFile };
}
