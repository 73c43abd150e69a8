/**
 * A Buffer to keep for long (a cache entry), holding exactly its own bytes. Node cuts small Buffers (under 4 KB:
 * `Buffer.from` of a short string, zlib's output for a small page) out of shared 8 KB slabs, and one kept slice keeps
 * its whole slab alive: a cache of 3 KB entries would hold nearly three times the bytes it counts. Such a slice is
 * copied into an allocation of its own size; a Buffer that already owns its memory is returned as it is.
 */
export function keptBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}
