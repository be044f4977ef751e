import { describe, expect, it } from 'vitest';
import { PNG } from '../../test/image-host.js';
import { imageSize } from './image-size.js';

describe('imageSize', () => {
  it('reads the size of a PNG, a GIF and a JPEG from their headers', () => {
    expect(imageSize(PNG)).toEqual({ width: PNG.readUInt32BE(16), height: PNG.readUInt32BE(20) });
    const gif = Buffer.concat([
      Buffer.from('GIF89a', 'latin1'),
      Buffer.from([0x40, 0x01, 0xf0, 0x00]),
      Buffer.alloc(8),
    ]);
    expect(imageSize(gif)).toEqual({ width: 320, height: 240 });
    // SOI, an APP0 segment of 16 bytes, then SOF0: length, precision, height 480, width 640.
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...Array(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0xe0,
      0x02,
      0x80,
      0x03,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
  });

  it('answers nothing for other or damaged files', () => {
    expect(imageSize(Buffer.from('RIFF....WEBPVP8 ', 'latin1'))).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]))).toBeUndefined();
  });
});
