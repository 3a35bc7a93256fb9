import { randomBytes, webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JWTPayload } from 'jose';
import { JOSEError } from 'jose/errors';
import { compactVerify } from 'jose/jws/compact/verify';
import { SignJWT } from 'jose/jwt/sign';
import type { Db } from '../db/driver.js';

/** An access token and a refresh token, as `/login/` and `/token/refresh/` answer. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Why a token was refused: `invalid` (bad, expired, unknown) or `blacklisted` (rotated or revoked). */
export class TokenError extends Error {
  override name = 'TokenError';

  constructor(readonly reason: 'invalid' | 'blacklisted') {
    super(reason === 'blacklisted' ? 'Token is blacklisted' : 'Token is invalid or expired');
  }
}

/** The claims every token carries (entity-api "Tokens"; clients read `exp` without verifying). */
export interface TokenClaims extends JWTPayload {
  token_type: 'access' | 'refresh';
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
  /** The session (refresh-token family) the token belongs to: access tokens die with it. */
  sid?: string;
}

/** Settings of {@link TokenService}. */
export interface TokenServiceOptions {
  db: Db;
  secret: string;
  accessTokenMinutes: number;
  refreshTokenHours: number;
  /** The clock (tests move it to mint expired tokens). */
  now?: () => Date;
}

const ALGORITHM = 'HS256';
/** Verified tokens remembered per node (about 1 KB each). */
const MAX_VERIFIED_TOKENS = 20_000;

/** 32 hex characters, like simplejwt's `uuid4().hex`. */
function newJti(): string {
  return randomBytes(16).toString('hex');
}

function isClaims(payload: JWTPayload): payload is TokenClaims {
  return (
    (payload.token_type === 'access' || payload.token_type === 'refresh') &&
    typeof payload.jti === 'string' &&
    (payload.sid === undefined || typeof payload.sid === 'string') &&
    typeof payload.exp === 'number' &&
    Number.isSafeInteger(payload.user_id)
  );
}

/**
 * HS256 JWTs with rotation. Every refresh token is a row in `refresh_tokens`, in a family that
 * starts at sign-in: the session. A refresh token can be exchanged once; presenting it again
 * means it leaked, so the whole family is revoked. Access tokens (30 minutes by default) carry
 * their session as `sid`, and the server refuses them once the session is closed (logout,
 * password change, deactivation, a reused refresh token): see {@link TokenService.isSessionOpen}.
 */
export class TokenService {
  private readonly key: Promise<webcrypto.CryptoKey>;
  private readonly now: () => Date;
  /** Payloads of tokens whose signature verified (a token never changes); expiry is checked each time. */
  private readonly verified = new Map<string, JWTPayload>();

  constructor(private readonly options: TokenServiceOptions) {
    // Imported once: handing jose the raw bytes would import the key again on every request.
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(options.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    this.now = options.now ?? (() => new Date());
  }

  /** The payload of a token signed with our key (HS256), whatever its claims; throws otherwise. */
  private async signedPayload(token: string): Promise<JWTPayload> {
    const known = this.verified.get(token);
    if (known) return known;
    const { payload } = await compactVerify(token, await this.key, { algorithms: [ALGORITHM] });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
      throw new TokenError('invalid');
    if (this.verified.size >= MAX_VERIFIED_TOKENS)
      this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims as JWTPayload);
    return claims as JWTPayload;
  }

  private async sign(
    type: 'access' | 'refresh',
    userId: number,
    jti: string,
    lifetimeSeconds: number,
    sid?: string,
  ) {
    const iat = Math.floor(this.now().getTime() / 1000);
    const exp = iat + lifetimeSeconds;
    const token = await new SignJWT({ token_type: type, user_id: userId, jti, ...(sid ? { sid } : {}) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, exp };
  }

  /** Issues a pair; without `familyId` it starts a new family (a new sign-in). */
  async issuePair(userId: number, familyId: string = newJti(), db: Db = this.options.db): Promise<TokenPair> {
    const access = await this.sign(
      'access',
      userId,
      newJti(),
      this.options.accessTokenMinutes * 60,
      familyId,
    );
    const refreshJti = newJti();
    const refresh = await this.sign('refresh', userId, refreshJti, this.options.refreshTokenHours * 3600);
    await db.query(
      `INSERT INTO refresh_tokens (jti, family_id, user_id, issued_at, expires_at)
       VALUES ($1, $2, $3, $4, to_timestamp($5))`,
      [refreshJti, familyId, userId, this.now(), refresh.exp],
    );
    return { access: access.token, refresh: refresh.token };
  }

  /** Verifies signature, expiry and type; returns the claims. */
  async verify(token: string, type: 'access' | 'refresh'): Promise<TokenClaims> {
    try {
      const payload = await this.signedPayload(token);
      if (!isClaims(payload) || payload.token_type !== type) throw new TokenError('invalid');
      // The claim checks of jose's jwtVerify, without tolerance: expired at `exp`, not before `nbf`.
      const now = Math.floor(this.now().getTime() / 1000);
      if (payload.exp <= now) throw new TokenError('invalid');
      if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) {
        throw new TokenError('invalid');
      }
      if (payload.iat !== undefined && typeof payload.iat !== 'number') throw new TokenError('invalid');
      return payload;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof JOSEError || error instanceof TypeError || error instanceof SyntaxError) {
        throw new TokenError('invalid');
      }
      throw error;
    }
  }

  /**
   * Whether the session `sid` (a refresh-token family) is still open: some token of it is not
   * revoked. Logout, a password change, a deactivation and a reused refresh token revoke them all.
   */
  async isSessionOpen(sid: string, db: Db = this.options.db): Promise<boolean> {
    const { rows } = await db.query<{ open: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NULL) AS open',
      [sid],
    );
    return rows[0]?.open === true;
  }

  /**
   * The user a token was issued to, checking only its signature (not expiry). The signature check
   * uses it to pick the entity's key, so an entity with an expired token still gets the 401 that
   * makes its client refresh, not a signature error.
   */
  async userIdIgnoringExpiry(token: string): Promise<number | null> {
    try {
      const claims = await this.signedPayload(token);
      return Number.isSafeInteger(claims.user_id) ? (claims.user_id as number) : null;
    } catch {
      return null;
    }
  }

  /**
   * Exchanges a refresh token for a new pair in the same family. A token already exchanged or
   * revoked revokes its whole family and fails as `blacklisted`.
   */
  async rotate(refresh: string): Promise<TokenPair & { userId: number }> {
    const claims = await this.verify(refresh, 'refresh');
    const outcome = await this.options.db.transaction(async (tx) => {
      const taken = await tx.query<{ family_id: string; user_id: number; is_active: boolean }>(
        `UPDATE refresh_tokens r SET rotated_at = $2
         FROM users u
         WHERE r.jti = $1 AND u.id = r.user_id AND r.rotated_at IS NULL AND r.revoked_at IS NULL AND r.expires_at > $2
         RETURNING r.family_id, r.user_id, u.is_active`,
        [claims.jti, this.now()],
      );
      const row = taken.rows[0];
      if (row) {
        if (!row.is_active) {
          await this.revokeFamily(tx, row.family_id);
          return { kind: 'invalid' as const };
        }
        return {
          kind: 'ok' as const,
          pair: await this.issuePair(row.user_id, row.family_id, tx),
          userId: row.user_id,
        };
      }
      const known = await tx.query<{ family_id: string }>(
        'SELECT family_id FROM refresh_tokens WHERE jti = $1',
        [claims.jti],
      );
      const family = known.rows[0]?.family_id;
      if (!family) return { kind: 'invalid' as const };
      await this.revokeFamily(tx, family);
      return { kind: 'blacklisted' as const, userId: claims.user_id };
    });
    if (outcome.kind === 'ok') return { ...outcome.pair, userId: outcome.userId };
    throw new TokenError(outcome.kind);
  }

  private async revokeFamily(db: Db, familyId: string): Promise<void> {
    await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
      familyId,
      this.now(),
    ]);
  }

  /** Revokes the family of a refresh token (logout). Returns false when the token is not ours. */
  async revokeByRefreshToken(refresh: string): Promise<boolean> {
    const userId = await this.userIdIgnoringExpiry(refresh);
    if (userId === null) return false;
    const { jti } = await this.signedPayload(refresh);
    const { rows } = await this.options.db.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE jti = $1',
      [jti],
    );
    const family = rows[0]?.family_id;
    if (!family) return false;
    await this.revokeFamily(this.options.db, family);
    return true;
  }

  /** Revokes every refresh token of a user (logout everywhere, password change, deactivation). */
  async revokeAllForUser(userId: number, db: Db = this.options.db): Promise<void> {
    await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
      this.now(),
    ]);
  }
}

/** Issues a new token pair (a new family) for `userId` with the app's token service. */
export function issueTokenPair(app: FastifyInstance, userId: number): Promise<TokenPair> {
  return app.tokens.issuePair(userId);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's {@link TokenService}. */
    tokens: TokenService;
  }
}
