// @ts-check
// A self-signed certificate for local HTTPS stand-ins of outside hosts (the stock-photo host of the
// bench, GitHub for the live studio's tests): made with openssl, on every machine the tools run on.
// Chromium reaches a stand-in through --host-resolver-rules and --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A key and a certificate valid for two days for `hosts` (the first is its common name) and for
 * the IP addresses `ips`.
 * @param {string[]} hosts
 * @param {{ ips?: string[] }} [options]
 * @returns {{ key: Buffer, cert: Buffer }}
 */
export function selfSignedCertificate(hosts, { ips = [] } = {}) {
  if (!hosts[0]) throw new Error('selfSignedCertificate: name at least one host');
  const names = [...hosts.map((host) => `DNS:${host}`), ...ips.map((ip) => `IP:${ip}`)];
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${hosts[0]}`].concat([
        '-addext',
        `subjectAltName=${names.join(',')}`,
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
