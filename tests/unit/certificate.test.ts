// The one self-signed certificate helper the HTTPS stand-ins share (the bench's photo host, the
// GitHub stand-in): valid now, for every host and address it is asked for, with its key.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../scripts/support/certificate.mjs';

describe('selfSignedCertificate', () => {
  it('covers every host and IP address asked for, is valid now, and matches its key', () => {
    const { key, cert } = selfSignedCertificate(['api.github.com', 'github.com'], { ips: ['127.0.0.1'] });
    const x509 = new X509Certificate(cert);
    expect(x509.subject).toBe('CN=api.github.com');
    expect(x509.subjectAltName).toBe('DNS:api.github.com, DNS:github.com, IP Address:127.0.0.1');
    expect(x509.checkHost('github.com')).toBe('github.com');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkHost('example.com')).toBeUndefined();
    const now = Date.now();
    expect(new Date(x509.validFrom).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(x509.validTo).getTime()).toBeGreaterThan(now + 24 * 3600 * 1000);
    expect(x509.checkPrivateKey(createPrivateKey(key))).toBe(true);
  });

  it('refuses a certificate for no host', () => {
    expect(() => selfSignedCertificate([])).toThrow('name at least one host');
  });
});
