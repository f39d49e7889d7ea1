import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ContentMismatchError, contentMatches, sniffer } from './sniff.js';

describe('content sniffing', () => {
  it('knows the magic bytes of the allowed types', () => {
    expect(contentMatches('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(contentMatches('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(contentMatches('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatches('zip', Buffer.from('PK\u0003\u0004'))).toBe(true);
    expect(contentMatches('7z', Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]))).toBe(true);
    expect(
      contentMatches('kml', Buffer.from('\uFEFF<?xml version="1.0"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">')),
    ).toBe(true);
  });
  it('refuses a renamed program', () => {
    expect(contentMatches('pdf', Buffer.from('MZ\u0090\u0000'))).toBe(false);
    expect(contentMatches('kml', Buffer.from('<?xml version="1.0"?><svg/>'))).toBe(false);
  });
  it('takes GeoJSON (map files) only when it looks like a GeoJSON object', () => {
    expect(contentMatches('geojson', Buffer.from('\uFEFF { "type": "FeatureCollection", "features": [] }'))).toBe(true);
    expect(contentMatches('geojson', Buffer.from('MZ\u0090\u0000'))).toBe(false);
    expect(contentMatches('geojson', Buffer.from('[1, 2, 3]'))).toBe(false);
  });
  it('streams matching content through unchanged, in any chunking', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 7)]);
    const chunks: Buffer[] = [];
    await pipeline(
      Readable.from([data.subarray(0, 3), data.subarray(3, 2000), data.subarray(2000)]),
      sniffer('pdf'),
      new Writable({
        write(c: Buffer, _e, cb) {
          chunks.push(c);
          cb();
        },
      }),
    );
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });
  it('fails the stream on a mismatch, also for tiny files', async () => {
    const sink = () =>
      new Writable({
        write(_c, _e, cb) {
          cb();
        },
      });
    await expect(
      pipeline(Readable.from([Buffer.from('MZ this is an exe')]), sniffer('pdf'), sink()),
    ).rejects.toBeInstanceOf(ContentMismatchError);
    await expect(pipeline(Readable.from([Buffer.alloc(4096, 1)]), sniffer('zip'), sink())).rejects.toBeInstanceOf(
      ContentMismatchError,
    );
  });
});
