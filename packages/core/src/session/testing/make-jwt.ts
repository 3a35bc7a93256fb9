import { SignJWT } from 'jose';

/** Byte view of a test secret (ASCII only), without relying on TextEncoder types. */
function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** A real HS256 JWT with the claims the server issues (entity-api "Tokens"), for tests. */
export function makeJwt(
  claims: Record<string, unknown>,
  tokenType: 'access' | 'refresh' = 'access',
): Promise<string> {
  return new SignJWT({ token_type: tokenType, jti: '0123456789abcdef0123456789abcdef', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('30m')
    .sign(asciiBytes('core-test-jwt-secret'));
}
