/**
 * Video and captions (the About page's video must really play).
 *
 * `video` (.webm): a short clip with no sound, drawn frame by frame as SVG like every other seed image,
 * each frame rasterised by sharp as a lossy WebP — whose image data is a VP8 key frame — and those key
 * frames put in a WebM (Matroska) file written here. VP8 in WebM plays in every browser, Debian's
 * Chromium included (no proprietary codec); sharp's WebP output is byte-for-byte stable like the seed's
 * images, so the clip is too (media.sha256). Scenes: the spec's `labels`, one after the other, under its
 * `title`, with a moving progress line.
 *
 * `captions` (.vtt): a WebVTT file whose cues are the spec's `paragraphs`, timed one per scene of the
 * clip (same VIDEO_SCENE_SECONDS).
 */
import sharp from 'sharp';
import { paletteOf } from './palette';
import { esc, FONT, linear, n, radial, svgDoc, wrapSvg } from './primitives';
import type { Spec } from './spec';

const VIDEO_FPS = 5;
const VIDEO_SCENE_SECONDS = 2;

/** How many scenes a clip has: one per label (at least one). */
const scenesOf = (spec: Spec): string[] => (spec.labels.length ? spec.labels : [spec.title || 'Nexalia']);

function frameSvg(spec: Spec, W: number, H: number, scene: string, index: number, count: number, t: number): string {
  const p = paletteOf(spec, 'navy');
  const progress = (index + t) / count;
  const titleSize = Math.round(H * 0.075);
  const sceneSize = Math.round(H * 0.1);
  const lines = wrapSvg(scene, W * 0.8, sceneSize, true);
  const drift = n(W * 0.62 + Math.sin((index + t) * 1.3) * W * 0.08);
  const body = [
    `<defs>${linear('bg', [
      [0, p.bg0],
      [0.6, p.bg1],
      [1, p.bg2],
    ])}${radial('glow', p.glow[index % 3], 0.55)}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="${drift}" cy="${n(H * 0.42)}" r="${n(H * 0.55)}" fill="url(#glow)"/>`,
    `<text x="${n(W * 0.08)}" y="${n(H * 0.2)}" font-family="${FONT}" font-size="${titleSize}" fill="#ffffff" opacity=".8">${esc(spec.title)}</text>`,
    ...lines.map(
      (l, i) =>
        `<text x="${n(W * 0.08)}" y="${n(H * 0.48 + i * sceneSize * 1.2)}" font-family="${FONT}" font-weight="700" font-size="${sceneSize}" fill="#ffffff">${esc(l)}</text>`,
    ),
    `<rect x="${n(W * 0.08)}" y="${n(H * 0.86)}" width="${n(W * 0.84)}" height="${n(H * 0.012)}" rx="${n(H * 0.006)}" fill="#ffffff" opacity=".25"/>`,
    `<rect x="${n(W * 0.08)}" y="${n(H * 0.86)}" width="${n(W * 0.84 * progress)}" height="${n(H * 0.012)}" rx="${n(H * 0.006)}" fill="${p.accent}"/>`,
  ].join('');
  return svgDoc(W, H, body);
}

/** The VP8 key frame inside a lossy WebP (RIFF "WEBP", simple format: a "VP8 " chunk). */
function vp8OfWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  let at = 12;
  while (at + 8 <= webp.length) {
    const id = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (id === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('no VP8 chunk in the WebP (lossless or with alpha?)');
}

// --- A minimal WebM (Matroska) writer: EBML elements with their IDs and sizes ----------------------

/** An EBML variable-size integer of the smallest length that holds `value`. */
function vint(value: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (value < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = value;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0] = (out[0] ?? 0) | (0x80 >> (len - 1));
      return out;
    }
  }
  throw new Error('EBML size too large');
}

function uint(value: number): Buffer {
  const bytes: number[] = [];
  let v = value;
  do {
    bytes.unshift(v % 256);
    v = Math.floor(v / 256);
  } while (v > 0);
  return Buffer.from(bytes);
}

function el(id: number, payload: Buffer | Buffer[]): Buffer {
  const data = Array.isArray(payload) ? Buffer.concat(payload) : payload;
  return Buffer.concat([Buffer.from(uint(id)), vint(data.length), data]);
}

const elUint = (id: number, value: number) => el(id, uint(value));
const elStr = (id: number, value: string) => el(id, Buffer.from(value, 'ascii'));
function elFloat(id: number, value: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return el(id, b);
}

/** A WebM file of VP8 key frames shown `frameMs` each. */
function webm(frames: Buffer[], width: number, height: number, frameMs: number): Buffer {
  const header = el(0x1a45dfa3, [
    elUint(0x4286, 1), // EBMLVersion
    elUint(0x42f7, 1), // EBMLReadVersion
    elUint(0x42f2, 4), // EBMLMaxIDLength
    elUint(0x42f3, 8), // EBMLMaxSizeLength
    elStr(0x4282, 'webm'), // DocType
    elUint(0x4287, 2), // DocTypeVersion
    elUint(0x4285, 2), // DocTypeReadVersion
  ]);
  const info = el(0x1549a966, [
    elUint(0x2ad7b1, 1_000_000), // TimecodeScale: milliseconds
    elStr(0x4d80, 'nexalia-seed'), // MuxingApp
    elStr(0x5741, 'nexalia-seed'), // WritingApp
    elFloat(0x4489, frames.length * frameMs), // Duration
  ]);
  const tracks = el(0x1654ae6b, [
    el(0xae, [
      elUint(0xd7, 1), // TrackNumber
      elUint(0x73c5, 1), // TrackUID
      elUint(0x9c, 0), // FlagLacing
      elStr(0x86, 'V_VP8'), // CodecID
      elUint(0x83, 1), // TrackType: video
      elUint(0x23e383, frameMs * 1_000_000), // DefaultDuration (ns)
      el(0xe0, [elUint(0xb0, width), elUint(0xba, height)]), // Video: PixelWidth, PixelHeight
    ]),
  ]);
  const blocks = frames.map((frame, i) => {
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track 1
    head.writeInt16BE(i * frameMs, 1); // timecode relative to the cluster
    head[3] = 0x80; // key frame
    return el(0xa3, [head, frame]); // SimpleBlock
  });
  const cluster = el(0x1f43b675, [elUint(0xe7, 0), ...blocks]); // Cluster: Timecode 0
  const segment = el(0x18538067, [info, tracks, cluster]);
  return Buffer.concat([header, segment]);
}

export async function renderVideo(spec: Spec, W: number, H: number): Promise<Buffer> {
  const scenes = scenesOf(spec);
  const perScene = VIDEO_FPS * VIDEO_SCENE_SECONDS;
  const frames: Buffer[] = [];
  for (const [index, scene] of scenes.entries()) {
    for (let f = 0; f < perScene; f++) {
      const svg = frameSvg(spec, W, H, scene, index, scenes.length, f / perScene);
      const image = await sharp(Buffer.from(svg), { density: 72 })
        .flatten({ background: '#000000' })
        .webp({ quality: 40, effort: 4 })
        .toBuffer();
      frames.push(vp8OfWebp(image));
    }
  }
  if (scenes.length * VIDEO_SCENE_SECONDS * 1000 > 32_000) throw new Error('a seed clip is at most 32 s (one cluster)');
  return webm(frames, W, H, 1000 / VIDEO_FPS);
}

function stamp(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `00:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.000`;
}

/** WebVTT captions: one cue per paragraph, one scene of the clip each. */
export function renderCaptions(spec: Spec): Buffer {
  const cues = spec.paragraphs.map(
    (text, i) => `${i + 1}\n${stamp(i * VIDEO_SCENE_SECONDS)} --> ${stamp((i + 1) * VIDEO_SCENE_SECONDS)}\n${text}\n`,
  );
  return Buffer.from(`WEBVTT\n\n${cues.join('\n')}`, 'utf8');
}
