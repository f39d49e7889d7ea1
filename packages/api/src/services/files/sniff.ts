import { Transform } from 'node:stream';

const startsWith = (buf: Buffer, bytes: number[]): boolean => bytes.every((b, i) => buf[i] === b);

/** Does the beginning of the content fit the extension? (magic bytes; KML is XML with a <kml root) */
export function contentMatches(extension: string, head: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'zip':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
    case '7z':
      return startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);
    case 'kml': {
      const text = head
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart();
      return (text.startsWith('<?xml') || text.startsWith('<kml')) && /<kml[\s>]/.test(text);
    }
    case 'geojson': {
      const text = head
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart();
      return text.startsWith('{') && /"type"\s*:/.test(text);
    }
    default:
      return false;
  }
}

export class ContentMismatchError extends Error {}

/**
 * Passes a stream through unchanged after checking its first bytes against the extension; nothing is
 * buffered beyond the first kilobyte, so uploads of any size stay streamed.
 */
export function sniffer(extension: string, headBytes = 1024): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = (self: Transform): boolean => {
    checked = true;
    if (!contentMatches(extension, head)) {
      self.destroy(new ContentMismatchError(extension));
      return false;
    }
    self.push(head);
    return true;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (checked) return cb(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < headBytes) return cb();
      if (check(this)) cb();
    },
    flush(cb) {
      if (!checked && !check(this)) return;
      cb();
    },
  });
}
