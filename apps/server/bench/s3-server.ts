// A local S3-compatible server (s3rver) in a process of its own, for benches that measure the portal's side only:
// prints one JSON line with FILES_URL and the keys, then serves until killed.
import { startLocalS3 } from '../test/support/s3.js';

const s3 = await startLocalS3(process.argv[2] ?? 'bench');
process.stdout.write(`${JSON.stringify(s3.env)}\n`);
