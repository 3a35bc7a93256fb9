import { describe, expect, it } from 'vitest';
import { resolveRequestUrl } from './request-url.js';

describe('resolveRequestUrl', () => {
  const origin = 'https://portal.example';

  it('puts an endpoint path under the API base on the portal origin', () => {
    expect(resolveRequestUrl(origin, '/api', '/company/', { page: 2 })).toBe(
      'https://portal.example/api/company/?page=2',
    );
  });

  it('follows a next link as the server gave it, absolute or relative to the origin', () => {
    expect(resolveRequestUrl(origin, '/api', 'https://api.example/api/company/?page=2')).toBe(
      'https://api.example/api/company/?page=2',
    );
    // A server without a configured public URL answers relative links: never /api/api/….
    expect(resolveRequestUrl(origin, '/api', '/api/company/?page=2&page_size=100')).toBe(
      'https://portal.example/api/company/?page=2&page_size=100',
    );
    // An element embedded on another site talks to the API's own origin.
    expect(resolveRequestUrl('https://cms.example', 'https://api.example/api', '/api/company/?page=2')).toBe(
      'https://api.example/api/company/?page=2',
    );
    expect(resolveRequestUrl('https://cms.example', 'https://api.example/api/', '/company/')).toBe(
      'https://api.example/api/company/',
    );
  });
});
