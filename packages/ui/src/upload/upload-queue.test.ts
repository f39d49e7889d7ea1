import { describe, expect, it } from 'vitest';
import { isOpen, itemsToStart, newItem, patchItem, uploadPercent, type UploadItem } from './upload-queue.js';

const items = (...statuses: Array<UploadItem['status']>): UploadItem[] =>
  statuses.map((status, i) => ({ ...newItem(`k${i}`, { name: `f${i}.pdf`, size: 100 }), status }));

describe('upload queue state', () => {
  it('creates queued items, and rejected ones with their reason', () => {
    expect(newItem('a', { name: 'plan.pdf', size: 1500 })).toEqual({
      key: 'a',
      name: 'plan.pdf',
      size: 1500,
      status: 'queued',
      loaded: 0,
      total: 1500,
      message: null,
      result: null,
    });
    expect(newItem('b', { name: 'x.exe', size: 1 }, 'nicht erlaubt')).toMatchObject({
      status: 'rejected',
      message: 'nicht erlaubt',
    });
  });

  it('computes whole percent, holding 99 until the server answered', () => {
    expect(uploadPercent({ status: 'uploading', loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ status: 'uploading', loaded: 423, total: 1000 })).toBe(42);
    expect(uploadPercent({ status: 'uploading', loaded: 1000, total: 1000 })).toBe(99);
    expect(uploadPercent({ status: 'done', loaded: 0, total: 1000 })).toBe(100);
  });

  it('starts queued items in order up to the concurrency', () => {
    expect(itemsToStart(items('queued', 'queued', 'queued'), 1).map((i) => i.key)).toEqual(['k0']);
    expect(itemsToStart(items('done', 'uploading', 'queued', 'queued'), 1)).toEqual([]);
    expect(itemsToStart(items('done', 'uploading', 'queued', 'queued'), 2).map((i) => i.key)).toEqual(['k2']);
    expect(itemsToStart(items('failed', 'cancelled', 'rejected'), 2)).toEqual([]);
  });

  it('patches one item by key', () => {
    const before = items('queued', 'queued');
    const after = patchItem(before, 'k1', { status: 'uploading', loaded: 5 });
    expect(after.map((i) => [i.status, i.loaded])).toEqual([
      ['queued', 0],
      ['uploading', 5],
    ]);
    expect(before[1]?.status).toBe('queued');
  });

  it('counts waiting and running items as open', () => {
    expect(items('queued', 'uploading', 'done', 'failed', 'cancelled', 'rejected').map(isOpen)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
