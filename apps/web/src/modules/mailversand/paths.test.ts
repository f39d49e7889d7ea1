import { describe, expect, it } from 'vitest';
import { anhangDownloadHref, editEmailJobPath, herkunftAus, rueckweg, vorlagePath } from './paths';

describe('rueckweg', () => {
  it('f=e leads to the order’s e-mail list', () => {
    expect(rueckweg('e', 'a1')).toBe('/emails/a1');
  });
  it('f=a leads to the order’s processing page', () => {
    expect(rueckweg('a', 'a1')).toBe('/bearbeitungslist/a1');
  });
  it('anything else leads to the overview', () => {
    expect(rueckweg(null, 'a1')).toBe('/mailversand');
    expect(rueckweg('x', 'a1')).toBe('/mailversand');
    expect(rueckweg('E', 'a1')).toBe('/mailversand');
  });
  it('without an order the overview, whatever f says', () => {
    expect(rueckweg('e', undefined)).toBe('/mailversand');
    expect(rueckweg('a', '')).toBe('/mailversand');
  });
  it('encodes the order id', () => {
    expect(rueckweg('e', 'a/b')).toBe('/emails/a%2Fb');
  });
});

describe('paths', () => {
  it('editEmailJobPath with and without order and origin', () => {
    expect(editEmailJobPath('v1', 'a1', 'e')).toBe('/editEmailJob/v1/a1?f=e');
    expect(editEmailJobPath('v1', 'a1')).toBe('/editEmailJob/v1/a1');
    expect(editEmailJobPath('v1', null, 'a')).toBe('/editEmailJob/v1?f=a');
  });
  it('herkunftAus knows e and a only', () => {
    expect(herkunftAus('e')).toBe('e');
    expect(herkunftAus('a')).toBe('a');
    expect(herkunftAus('')).toBeUndefined();
    expect(herkunftAus(null)).toBeUndefined();
  });
  it('vorlagePath', () => {
    expect(vorlagePath(3)).toBe('/editMailTemplates/3');
    expect(vorlagePath(null)).toBe('/editMailTemplates');
    expect(vorlagePath()).toBe('/editMailTemplates');
  });
  it('anhangDownloadHref is the server path on the own origin', () => {
    expect(anhangDownloadHref('api/Mailversand/DownloadAnhang/12')).toBe('/api/Mailversand/DownloadAnhang/12');
    expect(anhangDownloadHref('/api/Mailversand/DownloadAnhang/12')).toBe('/api/Mailversand/DownloadAnhang/12');
  });
});
