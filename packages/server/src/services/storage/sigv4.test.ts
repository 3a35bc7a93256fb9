import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, sha256Hex, signV4, signingKey } from './sigv4.js';

// AWS's published examples: "Signature Calculations for the Authorization Header: Transferring
// Payload in a Single Chunk" (Amazon S3 API reference) and the general SigV4 example (IAM).
const S3_EXAMPLE = {
  region: 'us-east-1',
  service: 's3',
  credentials: {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4 against AWS example values', () => {
  it.each<{
    name: string;
    method: string;
    url: string;
    headers: Record<string, string>;
    payloadHash: string;
    signedHeaders: string;
    signature: string;
  }>([
    {
      name: 'GET object with a Range header',
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      signedHeaders: 'host;range;x-amz-content-sha256;x-amz-date',
      signature: 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    },
    {
      name: 'PUT object (a key with $, a storage class and a Date header)',
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': sha256Hex('Welcome to Amazon S3.'),
      },
      payloadHash: sha256Hex('Welcome to Amazon S3.'),
      signedHeaders: 'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      signature: '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    },
    {
      name: 'GET bucket lifecycle (a sub-resource without value)',
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?lifecycle',
      headers: { 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      signedHeaders: 'host;x-amz-content-sha256;x-amz-date',
      signature: 'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    },
    {
      name: 'GET bucket list (query parameters sorted)',
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J',
      headers: { 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      signedHeaders: 'host;x-amz-content-sha256;x-amz-date',
      signature: '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    },
  ])('S3: $name', ({ method, url, headers, payloadHash, signedHeaders, signature }) => {
    const signed = signV4({ method, url, headers, payloadHash }, S3_EXAMPLE);
    expect(signed.signedHeaders).toBe(signedHeaders);
    expect(signed.signature).toBe(signature);
    expect(signed.headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    );
    expect(signed.headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('the general example (IAM ListUsers): canonical request hash, signing key and signature', () => {
    const scope = {
      region: 'us-east-1',
      service: 'iam',
      credentials: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
      date: new Date('2015-08-30T12:36:00Z'),
    };
    const signed = signV4(
      {
        method: 'GET',
        url: 'https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payloadHash: EMPTY_SHA256,
      },
      scope,
    );
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      'f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59',
    );
    expect(
      signingKey(scope.credentials.secretAccessKey, '20150830', 'us-east-1', 'iam').toString('hex'),
    ).toBe('c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9');
    expect(signed.signature).toBe('5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7');
  });

  it('adds the session token as a signed header', () => {
    const signed = signV4(
      { method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/a.pdf', payloadHash: EMPTY_SHA256 },
      { ...S3_EXAMPLE, credentials: { ...S3_EXAMPLE.credentials, sessionToken: 'token-123' } },
    );
    expect(signed.signedHeaders).toBe('host;x-amz-date;x-amz-security-token');
    expect(signed.headers['x-amz-security-token']).toBe('token-123');
  });
});
