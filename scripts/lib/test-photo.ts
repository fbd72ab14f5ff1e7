/**
 * A photograph-like JPEG for the media tests (docs/decisions/0044): a sky-to-ground gradient under
 * value noise at six scales (large shapes down to 3 px texture) and sensor grain, encoded as a camera
 * or phone would (quality 90, 4:2:0). Deterministic for a seed. Flat artwork would make WebP look
 * better than it is; pure noise worse: this sits between, as a real photo does.
 */
import sharp from 'sharp';

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function testPhoto(width = 2400, height = 1400, seed = 29): Promise<Buffer> {
  const rnd = random(seed);
  const field = new Float32Array(width * height * 3);
  const octaves: Array<[cell: number, amplitude: number]> = [
    [400, 1],
    [160, 0.7],
    [64, 0.5],
    [24, 0.45],
    [8, 0.4],
    [3, 0.35],
  ];
  for (const [cell, amplitude] of octaves) {
    const gw = Math.ceil(width / cell) + 2;
    const gh = Math.ceil(height / cell) + 2;
    for (let ch = 0; ch < 3; ch++) {
      const grid = new Float32Array(gw * gh);
      for (let i = 0; i < grid.length; i++) grid[i] = rnd() * 2 - 1;
      for (let y = 0; y < height; y++) {
        const gy = y / cell;
        const y0 = Math.floor(gy);
        const fy = gy - y0;
        for (let x = 0; x < width; x++) {
          const gx = x / cell;
          const x0 = Math.floor(gx);
          const fx = gx - x0;
          const a = grid[y0 * gw + x0] ?? 0;
          const b = grid[y0 * gw + x0 + 1] ?? 0;
          const c = grid[(y0 + 1) * gw + x0] ?? 0;
          const d = grid[(y0 + 1) * gw + x0 + 1] ?? 0;
          const v = (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
          field[(y * width + x) * 3 + ch] += v * amplitude * (ch === 0 ? 1 : 0.8);
        }
      }
    }
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    // Sky (blue-grey) above, warm ground below.
    const base = t < 0.55 ? [150 - 60 * t, 175 - 50 * t, 210 - 40 * t] : [120 + 40 * t, 100 + 20 * t, 70];
    for (let x = 0; x < width; x++) {
      for (let ch = 0; ch < 3; ch++) {
        const i = (y * width + x) * 3 + ch;
        const grain = (rnd() - 0.5) * 10;
        pixels[i] = Math.max(0, Math.min(255, Math.round((base[ch] ?? 0) + (field[i] ?? 0) * 55 + grain)));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
