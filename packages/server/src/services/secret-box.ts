import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A stored secret that cannot be decrypted (wrong key, or damaged). */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

const VERSION = 'v1';

/**
 * Encrypts secrets the server must be able to read back (entity signing secrets, TOTP seeds:
 * HMAC and TOTP need the secret itself, so a hash will not do). AES-256-GCM under a key derived
 * with HKDF from SECRETS_KEY (default: JWT_SECRET). Changing that key makes stored secrets
 * unreadable, so set SECRETS_KEY explicitly before rotating JWT_SECRET.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyMaterial: string, purpose = 'sfc-secret-box') {
    this.key = Buffer.from(hkdfSync('sha256', keyMaterial, 'sfc-quejas', purpose, 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** @throws {SecretBoxError} when the value was not sealed with this key. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined)
      throw new SecretBoxError('Unknown sealed format');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SecretBoxError('The secret cannot be decrypted with the configured SECRETS_KEY');
    }
  }
}
