/** The image types a person's picture may be, told by their first bytes (a name or a header can lie). */
const SIGNATURES: Array<{ type: string; matches: (bytes: Buffer) => boolean }> = [
  {
    type: 'image/png',
    matches: (b) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a,
  },
  { type: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => b.length > 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    matches: (b) =>
      b.length > 12 &&
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type of these bytes, or undefined when they are none of PNG, JPEG, GIF and WebP. */
export const imageTypeOf = (bytes: Buffer): string | undefined =>
  SIGNATURES.find((signature) => signature.matches(bytes))?.type;
