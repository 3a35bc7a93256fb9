/** Response schema of `/login/` and `/token/refresh/`. */
export const tokenPairSchema = {
  type: 'object',
  required: ['refresh', 'access'],
  properties: {
    refresh: { type: 'string', description: 'JWT HS256, token_type "refresh"' },
    access: { type: 'string', description: 'JWT HS256, token_type "access"' },
  },
} as const;
