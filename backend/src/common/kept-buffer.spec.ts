import { keptBuffer } from './kept-buffer.js';

describe('keptBuffer', () => {
  it('copies a slice of a shared slab into memory of its own size, with the same bytes', () => {
    const pooled = Buffer.from('a short cached answer', 'utf8');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length); // Node's 8 KB pool
    const kept = keptBuffer(pooled);
    expect(kept.buffer.byteLength).toBe(kept.length);
    expect(kept.equals(pooled)).toBe(true);
  });

  it('keeps a Buffer that owns its memory as it is', () => {
    const large = Buffer.from('x'.repeat(64 * 1024), 'utf8');
    expect(keptBuffer(large)).toBe(large);
  });
});
