// PNG files of an exact size, for the photo size limit (docs/product.md#validation): a real image, then a private
// ancillary chunk that decoders skip, so the limit is tried to the byte with a file that still decodes.

/** CRC-32 of PNG chunks (zlib.crc32 is newer than the Node this runs on). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** `png` padded to exactly `size` bytes with a 'prVt' chunk before its IEND. */
export function padPng(png: Buffer, size: number): Buffer {
  const iendAt = png.length - 12;
  // length (4) + type (4) + data + CRC (4)
  const data = Buffer.alloc(size - png.length - 12, 0x20);
  const typed = Buffer.concat([Buffer.from('prVt'), data]);
  const chunk = Buffer.alloc(4 + typed.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), 4 + typed.length);
  return Buffer.concat([png.subarray(0, iendAt), chunk, png.subarray(iendAt)]);
}
